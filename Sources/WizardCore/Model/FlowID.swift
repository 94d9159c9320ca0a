/// The identifier of a flow (`[A-Za-z_][A-Za-z0-9_-]*`), unique among the loaded flows.
public struct FlowID: RawIdentifier, ExpressibleByStringLiteral {
    /// The identifier's text.
    public var rawValue: String
    /// Wraps an identifier's text; the loader checks its syntax.
    ///
    /// - Parameter rawValue: the identifier's text, not checked here.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
