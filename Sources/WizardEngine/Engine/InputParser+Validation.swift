extension InputParser {
    /// Checks a parsed answer against the step's `validate` rules (SPEC §3.4).
    ///
    /// - Returns: nil when the answer is accepted, else one sentence saying why not (the
    ///   rule's `message` when the flow gives one). Never includes a secret's value.
    func validate(_ value: AnswerValue) -> String? {
        let rule = step.validation
        if rule.isEmpty { return nil }
        if !step.isRequired, value == .string("") { return nil }
        guard let reason = firstFailure(value, rule) else { return nil }
        return rule.message ?? reason
    }

    private func firstFailure(_ value: AnswerValue, _ rule: ValidationRule) -> String? {
        if let reason = InputParser.fixedRuleFailure(value, rule) { return reason }
        return runRuleFailure(value, rule)
    }

    /// The first failing rule that needs nothing from the run: pattern, lengths, bounds.
    static func fixedRuleFailure(_ value: AnswerValue, _ rule: ValidationRule) -> String? {
        if case .string(let text) = value {
            if let pattern = rule.pattern, !pattern.matchesWhole(text) {
                return "the answer must match the pattern \(pattern.source)"
            }
            let length = text.count
            if let min = rule.minLength, length < min {
                return "the answer must have at least \(min) character\(min == 1 ? "" : "s")"
            }
            if let max = rule.maxLength, length > max {
                return "the answer must have at most \(max) character\(max == 1 ? "" : "s")"
            }
        }
        if case .array(let items) = value {
            if let min = rule.min, Double(items.count) < min {
                return "choose at least \(AnswerValue.formatNumber(min))"
            }
            if let max = rule.max, Double(items.count) > max {
                return "choose at most \(AnswerValue.formatNumber(max))"
            }
        } else if let number = value.numericValue {
            if let min = rule.min, number < min {
                return "the answer must be at least \(AnswerValue.formatNumber(min))"
            }
            if let max = rule.max, number > max {
                return "the answer must be at most \(AnswerValue.formatNumber(max))"
            }
        }
        return nil
    }

    /// The first failing rule that reads the run or the plugins: expression, plugin.
    private func runRuleFailure(_ value: AnswerValue, _ rule: ValidationRule) -> String? {
        if let expression = rule.expression {
            let resolver = engine.resolver(frames: frames, state: state, value: value)
            do {
                if try !engine.evaluator.isTrue(expression, resolver: resolver) {
                    return "the answer is not accepted by the step's rule"
                }
            } catch {
                return "the step's rule could not be checked: \(error)"
            }
        }
        if let name = rule.plugin {
            guard let validator = engine.plugins.validators[name] else {
                return "no plugin provides the validator '\(name)'"
            }
            // The context is built only for a validator that reads it.
            if let reason = validator.checkedValidate(
                value, name: name, context: engine.pluginContext(for: step, frames: frames, state: state))
            {
                return reason
            }
        }
        return nil
    }
}
