/// The stable identity of one entry on the navigation stack, from a counter in the state.
public struct EntryID: RawIdentifier {
    /// The counter's value when the entry was pushed.
    public var rawValue: Int
    /// Wraps a counter value.
    ///
    /// - Parameter rawValue: the state's `nextEntryID` when the entry was pushed.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// The id as shown in messages: `#` and the counter value (`#3`).
    public var description: String { "#\(rawValue)" }
}
