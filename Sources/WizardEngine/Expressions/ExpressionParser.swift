// PLACEHOLDER owned by the expressions work: replace wholesale.
/// A syntax error in an expression or template, with the column inside its source.
public struct ExpressionSyntaxError: Error, Equatable, Sendable {
    /// What is wrong, one sentence without a trailing period.
    public var message: String
    /// The column (from 1) inside the expression or template source.
    public var column: Int
    public init(message: String, column: Int) {
        self.message = message
        self.column = column
    }
}

extension Expression {
    /// Parses an expression of SPEC §3.5.
    public static func parse(_ source: String) throws(ExpressionSyntaxError) -> Expression {
        throw ExpressionSyntaxError(message: "not implemented", column: 1)
    }
}

extension Template {
    /// Parses a template (text with `{{ expression }}` holes).
    public static func parse(_ source: String) throws(ExpressionSyntaxError) -> Template {
        Template(parts: [.text(source)], source: source)
    }
}
