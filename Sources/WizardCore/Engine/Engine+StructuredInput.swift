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

    /// A multiselect line: choices separated by commas, spaces or tabs, each found as
    /// `pick` finds one (by text, by number value, by 1-based number); the answer holds the
    /// picked choices in the list's order. Tokens are read up to the first refused one,
    /// and found through tables of the choices' texts and numbers.
    ///
    /// - Complexity: O(*n* + *c*) for a line of *n* characters and *c* choices.
    func parseMultiselect(_ text: String, choices: [Choice], texts: InputRefusalTexts) -> Result<AnswerValue, InputRefusal> {
        var byText: [String: Int] = [:]
        var byNumber: [Double: Int] = [:]
        for (index, choice) in choices.enumerated().reversed() {
            byText[choice.text] = index
            if let number = choice.value.numericValue { byNumber[number] = index }
        }
        var picked = Set<AnswerValue>()
        var rest = text[...]
        while let start = rest.firstIndex(where: { !Self.separatesChoices($0) }) {
            let end = rest[start...].firstIndex(where: Self.separatesChoices) ?? rest.endIndex
            let token = String(rest[start..<end])
            rest = rest[end...]
            if let index = byText[token] {
                picked.insert(choices[index].value)
            } else if isDecimal(token), let number = Double(token), let index = byNumber[number] {
                picked.insert(choices[index].value)
            } else if let n = Int(token), n >= 1, n <= choices.count {
                picked.insert(choices[n - 1].value)
            } else {
                // Not a choice by the tables: `pick` words the refusal.
                switch pick(token, in: choices, texts: texts) {
                case .success(let value): picked.insert(value)
                case .failure(let refusal): return .failure(refusal)
                }
            }
        }
        return .success(.array(choices.map(\.value).filter { picked.contains($0) }))
    }

    /// Whether a character separates the choices of a multiselect line.
    static func separatesChoices(_ character: Character) -> Bool {
        character == "," || character == " " || character == "\t"
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
            return .failure(
                texts.refusal(
                    .expectedJSON, ["reason": error.text?.rendered(texts.messages) ?? error.message, "column": String(error.column)]))
        }
    }
}
