extension ValidationRule {
    /// The first failing rule that needs nothing from the run (pattern, lengths, bounds),
    /// as data (`RuleFailure.sentence` words it). Answers and the load-time check of literal
    /// defaults both use it, so they refuse for the same reason; the rule's `message` is not
    /// applied.
    ///
    /// - Parameter value: a parsed answer of the step's type.
    /// - Returns: nil when those rules accept it, else which rule refuses it.
    /// - Complexity: linear in the value's length (the pattern matches in linear time).
    public func fixedRuleFailure(for value: AnswerValue) -> RuleFailure? {
        if case .string(let text) = value {
            if let pattern, !pattern.matchesWhole(text) { return .pattern(pattern.source) }
            let length = text.count
            if let minLength, length < minLength { return .minLength(minLength) }
            if let maxLength, length > maxLength { return .maxLength(maxLength) }
        }
        if case .array(let items) = value {
            if let min, Double(items.count) < min { return .minCount(min) }
            if let max, Double(items.count) > max { return .maxCount(max) }
        } else if let number = value.numericValue {
            if let min, number < min { return .minimum(min) }
            if let max, number > max { return .maximum(max) }
        }
        return nil
    }
}
