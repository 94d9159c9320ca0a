/// A parsed expression (see docs/expressions.md). Pure data: evaluation lives in `Evaluator`.
public indirect enum Expression: Sendable, Equatable {
    /// A literal: string, number, `true`, `false` or `null`.
    case literal(AnswerValue)
    /// An answer path (`db.port`, `parent.x`, `root.x`, `env.HOME`, `value`).
    case path(PathReference)
    /// `!x`.
    case not(Expression)
    /// A binary operation.
    case binary(BinaryOperator, Expression, Expression)
    /// A function call such as `len(x)`; the name is resolved through the function registry.
    case call(name: String, arguments: [Expression], column: Int)
    /// `condition ? then : otherwise`: only the branch chosen is evaluated.
    case conditional(Expression, then: Expression, otherwise: Expression)
    /// `value ?? fallback`: `value` unless it is `null` or `""`, then `fallback`.
    case fallback(Expression, Expression)
    /// `x[i]`: one character of a string or one element of an array (negative from the end).
    case index(Expression, Expression, column: Int)
    /// `x[a:b]`, `x[a:]`, `x[:b]`: part of a string (by character) or of an array.
    case slice(Expression, from: Expression?, to: Expression?, column: Int)
}
