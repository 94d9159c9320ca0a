/// Why an expression could not be evaluated; evaluation never crashes on data.
public enum EvaluationError: Error, Equatable, Sendable {
    /// No function of this name is registered (the loader normally reports it first).
    case unknownFunction(String)
    /// The function was called with a number of arguments outside its arity.
    case wrongArgumentCount(function: String, expected: ClosedRange<Int>, found: Int)
    /// The function threw; `reason` is the error's description.
    case functionFailed(name: String, reason: String)
    /// The pattern given to `matches` is not a valid regular expression.
    case invalidRegex(String)
    /// A string compared with a number (the operands' type names, left first).
    case incomparable(BinaryOperator, left: String, right: String)
    /// `x[i]` or `x[a:b]` on a value that is neither a string, an array nor null.
    case notIndexable(String)
    /// An index or slice bound that is not a whole number (its type name).
    case invalidIndex(String)
    /// A function failed on a value derived from the secret answer of `step`; what it
    /// said is left out, since it may quote the value.
    case failedOnSecret(function: String, step: String)
    /// A template a person reads (or that fills an answer that is not secret) derives a
    /// value from the secret answer of `step`.
    case showsSecret(step: String)
    /// A value would grow past `limit` UTF-8 bytes: the result of the function `function`,
    /// or the text of a template when `function` is nil.
    case tooLong(function: String?, limit: Int)
}

extension EvaluationError: CustomStringConvertible {
    /// The error as one line without a trailing period, for the user.
    public var description: String {
        switch self {
        case .unknownFunction(let name):
            return "unknown function '\(name)'"
        case .wrongArgumentCount(let name, let expected, let found):
            let count =
                expected.lowerBound == expected.upperBound
                ? "\(expected.lowerBound)" : "\(expected.lowerBound) to \(expected.upperBound)"
            let noun = expected.upperBound == 1 && expected.lowerBound == 1 ? "argument" : "arguments"
            return "function '\(name)' takes \(count) \(noun) but was given \(found)"
        case .functionFailed(let name, let reason):
            return "function '\(name)' failed: \(reason)"
        case .invalidRegex(let pattern):
            var shown = pattern
            if shown.unicodeScalars.count > 40 {
                shown = String(String.UnicodeScalarView(shown.unicodeScalars.prefix(40))) + "…"
            }
            return "invalid regular expression \"\(shown)\""
        case .incomparable(let op, let left, let right):
            return
                "cannot compare \(article(left)) with \(article(right)) using '\(op.rawValue)'; convert one side with int(), float() or str()"
        case .notIndexable(let type):
            return "cannot index or slice \(article(type)); expected a string or an array"
        case .invalidIndex(let type):
            return "expected a whole number as index but found \(article(type))"
        case .failedOnSecret(let function, let step):
            return "function '\(function)' failed on a value of the secret answer of step '\(step)' (not shown)"
        case .showsSecret(let step):
            return "the text would show a value of the secret answer of step '\(step)', which is never shown"
        case .tooLong(let function, let limit):
            let what = function.map { "the result of function '\($0)'" } ?? "the template's text"
            return "\(what) would be longer than \(limit / 1024) KiB, the limit of any value computed by an expression"
        }
    }
}

/// `type` with its indefinite article: `an integer`, `a string`.
func article(_ type: String) -> String {
    guard let first = type.first, "aeiou".contains(first) else { return "a \(type)" }
    return "an \(type)"
}
