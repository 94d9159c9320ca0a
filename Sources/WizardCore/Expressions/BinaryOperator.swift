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
