/// A JSON-shaped value: an answer, a default, an expression's result or a piece of an
/// answers file. Integers and other numbers are kept apart so an `integer` step prints
/// `3`, not `3.0`; comparisons treat them as one numeric domain.
public enum AnswerValue: Sendable, Hashable {
    /// JSON `null`.
    case null
    /// JSON `true` or `false`.
    case bool(Bool)
    /// A whole number: a JSON number without fraction or exponent that fits in `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([AnswerValue])
    /// An object; member order is not kept (`OrderedAnswers` keeps flow order).
    case object([String: AnswerValue])

    /// The value as a `Double` when it is numeric.
    public var numericValue: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .number(let d): d
        default: nil
        }
    }

    /// The string payload, when this is a string.
    public var stringValue: String? {
        if case .string(let s) = self { s } else { nil }
    }

    /// Truthiness used by `when`, `&&`, `||` and `!`: `false`, `null`, `0`, `""`, `[]` and
    /// `{}` are false; everything else is true.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let b): b
        case .integer(let i): i != 0
        case .number(let d): d != 0
        case .string(let s): !s.isEmpty
        case .array(let a): !a.isEmpty
        case .object(let o): !o.isEmpty
        }
    }

    /// The name of the value's JSON type, for messages (`"string"`, `"boolean"` ...).
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .integer: "integer"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Equality used by `==` in expressions and by `next` maps: numbers compare by value
    /// at the top level only (arrays holding `1` and `1.0` differ).
    ///
    /// - Parameter other: the value to compare with.
    /// - Returns: true when both are numbers of equal value, or equal otherwise.
    /// - Complexity: O(*n*) in the size of the smaller value.
    public func isEqual(to other: AnswerValue) -> Bool {
        if let a = numericValue, let b = other.numericValue { return a == b }
        return self == other
    }
}
