import WizardCore

/// Stand-in answers `wizard check` types at a step whose answer is missing or invalid: empty input
/// first, then values of the step's type chosen to pass common validation.
enum PlaceholderAnswers {
    /// The candidates, most neutral first; the engine validates each.
    static func candidates(for step: Step) -> [String] {
        let rule = step.validation
        switch step.kind {
        case .confirm:
            return ["", "n", "y"]
        case .select(let choices):
            return [""] + (1...max(1, min(choices.count, 20))).map(String.init)
        case .multiselect(let choices):
            let count = Int(rule.min ?? 1)
            let needed = max(1, min(count, choices.count, 20))
            return ["", (1...needed).map(String.init).joined(separator: ","), "1"]
        case .number, .integer:
            var numbers: [String] = [""]
            if let low = rule.min { numbers.append(AnswerValue.formatNumber(low.rounded(.up))) }
            numbers += ["0", "1"]
            if let high = rule.max { numbers.append(AnswerValue.formatNumber(high.rounded(.down))) }
            return numbers
        case .path:
            return ["", ".", "/"]
        case .list:
            let count = max(Int(rule.min ?? 1), 1)
            return ["", (0..<min(count, 20)).map { "item\($0 + 1)" }.joined(separator: ",")]
        case .json:
            return ["", "null", "{}", "[]", "\"\""]
        case .text, .secret, .plugin:
            let length = max(rule.minLength ?? 1, 1)
            return ["", String(repeating: "x", count: min(length, 4096)), "placeholder", "x@example.com", "0"]
        case .message, .flow:
            return [""]
        }
    }
}
