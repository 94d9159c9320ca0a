/// Helpers of the conversion functions.
enum Conversions {
    /// The value of a decimal number written `-?digits(.digits)?(e[+-]?digits)?`, or nil.
    static func decimal(_ text: String) -> Double? {
        guard text.contains(where: \.isNumber), text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) })
        else { return nil }
        return Double(text)
    }

    /// The failure of converting `value` with `function`; `what` is the sentence for its
    /// target type (`expr.function.cannotConvert.*`).
    static func failure(_ function: String, _ value: AnswerValue, _ what: MessageKey) -> EvaluationError {
        var shown = value.jsonText
        if shown.unicodeScalars.count > 40 {
            shown = String(String.UnicodeScalarView(shown.unicodeScalars.prefix(40))) + "…"
        }
        return .functionFailed(name: function, reason: MessageText(what, ["value": shown]))
    }
}
