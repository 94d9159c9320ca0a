/// Why an expression could not be evaluated; evaluation never crashes on data.
public enum EvaluationError: Error, Equatable, Sendable {
    /// No function of this name is registered (the loader normally reports it first).
    case unknownFunction(String)
    /// The function was called with a number of arguments outside its arity.
    case wrongArgumentCount(function: String, expected: ClosedRange<Int>, found: Int)
    /// The function threw: a built-in function's reason is a message of the catalogues, any
    /// other error's description is `MessageText.verbatim`.
    case functionFailed(name: String, reason: MessageText)
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
    /// The error as one line without a trailing period, for the user, in English.
    public var description: String { text.english }

    /// The error as a message of the catalogues, for the user's language.
    public var text: MessageText {
        switch self {
        case .unknownFunction(let name):
            return MessageText(.exprEvalUnknownFunction, ["name": name])
        case .wrongArgumentCount(let name, let expected, let found):
            let (low, high) = (expected.lowerBound, expected.upperBound)
            let arguments = ["name": name, "found": String(found), "count": String(low), "low": String(low), "high": String(high)]
            let key: MessageKey = low != high ? .exprEvalArgumentsRange : low == 1 ? .exprEvalArgumentsOne : .exprEvalArgumentsMany
            return MessageText(key, arguments)
        case .functionFailed(let name, let reason):
            return MessageText(.exprEvalFunctionFailed, ["name": name], parts: ["reason": reason])
        case .invalidRegex(let pattern):
            var shown = pattern
            if shown.unicodeScalars.count > 40 {
                shown = String(String.UnicodeScalarView(shown.unicodeScalars.prefix(40))) + "…"
            }
            return MessageText(.exprEvalInvalidRegex, ["pattern": shown])
        case .incomparable(let op, let left, let right):
            return MessageText(
                .exprEvalIncomparable, ["operator": op.rawValue], parts: ["left": typePhrase(left), "right": typePhrase(right)])
        case .notIndexable(let type):
            return MessageText(.exprEvalNotIndexable, parts: ["type": typePhrase(type)])
        case .invalidIndex(let type):
            return MessageText(.exprEvalInvalidIndex, parts: ["type": typePhrase(type)])
        case .failedOnSecret(let function, let step):
            return MessageText(.exprEvalFailedOnSecret, ["function": function, "step": step])
        case .showsSecret(let step):
            return MessageText(.exprEvalShowsSecret, ["step": step])
        case .tooLong(let function, let limit):
            let size = String(limit / 1024)
            guard let function else { return MessageText(.exprEvalTemplateTooLong, ["size": size]) }
            return MessageText(.exprEvalFunctionTooLong, ["function": function, "size": size])
        }
    }
}

/// A value type's name (`AnswerValue.typeName`) with its indefinite article, as a phrase of
/// the catalogues: `a string`, `an integer`.
func typePhrase(_ type: String) -> MessageText {
    switch type {
    case "string": MessageText(.loadValueString)
    case "boolean": MessageText(.loadValueBoolean)
    case "integer": MessageText(.loadValueInteger)
    case "number": MessageText(.loadValueNumber)
    case "array": MessageText(.loadValueArray)
    case "object": MessageText(.loadValueObject)
    case "null": MessageText(.exprValueNull)
    default: .verbatim(article(type))
    }
}

/// `type` with its indefinite article: `an integer`, `a string`.
func article(_ type: String) -> String {
    guard let first = type.first, "aeiou".contains(first) else { return "a \(type)" }
    return "an \(type)"
}
