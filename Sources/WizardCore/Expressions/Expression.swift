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

/// The binary operators of the expression language, lowest precedence first; the raw
/// value is the operator as written. `a in b` holds when array `b` has an element equal
/// to `a`, string `b` contains string `a`, or object `b` has the key `a`.
public enum BinaryOperator: String, Sendable, Equatable, CaseIterable {
    case or = "||"
    case and = "&&"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case `in` = "in"

    /// Whether the operator compares its operands (equality or order), so a string on one
    /// side and a number on the other is an error rather than a quiet `false`.
    public var isComparison: Bool {
        switch self {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: true
        case .or, .and, .in: false
        }
    }
}

/// A reference to a value by path, relative to a scope.
public struct PathReference: Sendable, Equatable, Hashable {
    /// The scope a path starts from.
    public enum Base: Sendable, Equatable, Hashable {
        /// The current flow's answers (the current item's inside a repeat).
        case local
        /// The enclosing flow's answers, `levels` flows up (`parent.parent.x` is 2).
        case parent(levels: Int)
        /// The top flow's answers.
        case root
        /// An environment variable (`env.NAME`); `components` holds the name.
        case environment
        /// The value being validated (`value` in `validate.expr`).
        case value
    }

    /// Where the path starts.
    public var base: Base
    /// The path's components after the base (`["db", "port"]`, or `["0"]` for an index).
    public var components: [String]
    /// The column (from 1) where the path starts inside its expression or template source.
    public var column: Int

    /// Creates a reference.
    ///
    /// - Parameters:
    ///   - base: where the path starts.
    ///   - components: the path's components after the base, in order.
    ///   - column: the column (from 1) where the path starts inside its expression source.
    public init(base: Base, components: [String], column: Int) {
        self.base = base
        self.components = components
        self.column = column
    }

    /// The path as written: `root.db.port`, `parent.pw`, `env.HOME`.
    var spelling: String {
        let prefix: [String]
        switch base {
        case .local: prefix = []
        case .root: prefix = ["root"]
        case .parent(let levels): prefix = Array(repeating: "parent", count: max(1, levels))
        case .environment: prefix = ["env"]
        case .value: prefix = ["value"]
        }
        return (prefix + components).joined(separator: ".")
    }
}
