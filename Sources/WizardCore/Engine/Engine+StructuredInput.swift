extension Engine {
    /// A `list` answer from a line: a JSON array of strings when the line starts with `[`,
    /// else items separated by commas (each trimmed; empty items left out).
    func parseList(_ text: String, for step: Step, texts: InputRefusalTexts = InputRefusalTexts()) -> Result<AnswerValue, InputRefusal> {
        if text.hasPrefix("[") {
            guard case .success(let value) = parseJSON(text), case .array(let items) = value,
                items.allSatisfy({ $0.stringValue != nil })
            else {
                return .failure(texts.refusal(.expectedList))
            }
            return checkedList(items, for: step, texts: texts)
        }
        let items = text.split(separator: ",").map { String($0).trimmingASCIIWhitespace() }.filter { !$0.isEmpty }
        return checkedList(items.map { .string($0) }, for: step, texts: texts)
    }

    /// A list of strings checked against `validate.min` and `validate.max` (item counts).
    func checkedList(
        _ items: [AnswerValue], for step: Step, texts: InputRefusalTexts = InputRefusalTexts()
    ) -> Result<AnswerValue, InputRefusal> {
        let rule = step.validation
        if let min = rule.min, Double(items.count) < min {
            return .failure(texts.refusal(.tooFewItems, ["count": AnswerValue.formatNumber(min), "found": String(items.count)]))
        }
        if let max = rule.max, Double(items.count) > max {
            return .failure(texts.refusal(.tooManyItems, ["count": AnswerValue.formatNumber(max), "found": String(items.count)]))
        }
        return .success(.array(items))
    }

    /// A `json` answer: the line read as one JSON value; with `keepingNumbersExact`, a number
    /// that would be printed changed is refused (`JSONReader.keepsNumbersExact`).
    func parseJSON(
        _ text: String, keepingNumbersExact: Bool = false, texts: InputRefusalTexts = InputRefusalTexts()
    ) -> Result<AnswerValue, InputRefusal> {
        var reader = JSONReader()
        reader.keepsNumbersExact = keepingNumbersExact
        do {
            return .success(try reader.read(Array(text.utf8)).toAnswerValue())
        } catch {
            return .failure(texts.refusal(.expectedJSON, ["reason": error.message, "column": String(error.column)]))
        }
    }
}
