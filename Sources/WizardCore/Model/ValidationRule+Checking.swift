extension ValidationRule {
    /// The first failing rule that needs nothing from the run (pattern, lengths, bounds).
    /// Answers and the load-time check of literal defaults both use it, so they refuse
    /// for the same reason; the rule's `message` is not applied.
    ///
    /// - Parameter value: a parsed answer of the step's type.
    /// - Returns: nil when those rules accept it, else one sentence saying why not.
    /// - Complexity: linear in the value's length (the pattern matches in linear time).
    public func fixedFailure(for value: AnswerValue) -> String? {
        if case .string(let text) = value {
            if let pattern, !pattern.matchesWhole(text) {
                return "the answer must match the pattern \(pattern.source)"
            }
            let length = text.count
            if let minLength, length < minLength {
                return "the answer must have at least \(minLength) character\(minLength == 1 ? "" : "s")"
            }
            if let maxLength, length > maxLength {
                return "the answer must have at most \(maxLength) character\(maxLength == 1 ? "" : "s")"
            }
        }
        if case .array(let items) = value {
            if let min, Double(items.count) < min {
                return "choose at least \(AnswerValue.formatNumber(min))"
            }
            if let max, Double(items.count) > max {
                return "choose at most \(AnswerValue.formatNumber(max))"
            }
        } else if let number = value.numericValue {
            if let min, number < min {
                return "the answer must be at least \(AnswerValue.formatNumber(min))"
            }
            if let max, number > max {
                return "the answer must be at most \(AnswerValue.formatNumber(max))"
            }
        }
        return nil
    }
}
