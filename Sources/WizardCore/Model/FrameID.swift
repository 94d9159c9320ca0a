/// The identity of one record of a run's frame table: its index there, in opening order.
public struct FrameID: RawIdentifier {
    /// The index in the frame table.
    public var rawValue: Int
    /// Wraps an index.
    ///
    /// - Parameter rawValue: the index in the frame table, from 0.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// The id as shown in messages: `frame ` and the index (`frame 3`).
    public var description: String { "frame \(rawValue)" }
}
