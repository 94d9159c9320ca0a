/// The identifier of a step, unique within its flow; it is also the answer's key.
public struct StepID: RawIdentifier, ExpressibleByStringLiteral {
    /// The identifier's text.
    public var rawValue: String
    /// Wraps an identifier's text; the loader checks its syntax.
    ///
    /// - Parameter rawValue: the identifier's text, not checked here.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

extension StepID {
    /// Step ids that name scopes in expressions and so cannot be used for steps.
    public static let reserved: Set<String> = ["root", "parent", "env", "value"]
}
