/// A syntax error in an expression or template, with the column inside its source.
public struct ExpressionSyntaxError: Error, Equatable, Sendable {
    /// What is wrong, one sentence without a trailing period, saying what was expected and
    /// what was found (`expected ')' but found end of expression`).
    public var message: String
    /// The column (from 1, counted in Unicode scalars) of the offending token inside the
    /// expression or template source.
    public var column: Int

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - message: one sentence without a trailing period.
    ///   - column: the 1-based column, in Unicode scalars, inside the source.
    public init(message: String, column: Int) {
        self.message = message
        self.column = column
    }
}

extension ExpressionSyntaxError {
    /// The longest source accepted, in UTF-8 bytes (64 KiB).
    static let maximumSourceLength = 65_536
    /// The deepest nesting of parentheses, `!`, calls and operators accepted.
    static let maximumDepth = 64
    /// The longest identifier (one path segment or a function name) accepted.
    static let maximumIdentifierLength = 256

    static let nestedTooDeeply = "expression nested too deeply (limit 64)"
}
