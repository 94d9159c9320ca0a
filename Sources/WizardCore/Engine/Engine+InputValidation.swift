extension Engine {
    /// Checks a parsed answer against the step's `validate` rules (docs/writing-flows.md).
    ///
    /// - Returns: nil when the answer is accepted, else one sentence saying why not (the
    ///   rule's `message` when the flow gives one, else worded by `texts`). Never includes a
    ///   secret's value.
    func validate(
        _ value: AnswerValue, for step: Step, frame: FrameID?, state: WizardState, texts: InputRefusalTexts = InputRefusalTexts()
    ) -> String? {
        let rule = step.validation
        if rule.isEmpty { return nil }
        if !step.isRequired, value == .string("") { return nil }
        guard let reason = firstFailure(value, rule, for: step, frame: frame, state: state, texts: texts) else { return nil }
        return rule.message ?? reason
    }

    private func firstFailure(
        _ value: AnswerValue, _ rule: ValidationRule, for step: Step, frame: FrameID?, state: WizardState,
        texts: InputRefusalTexts
    ) -> String? {
        if let failure = rule.fixedRuleFailure(for: value) { return failure.sentence(templates: texts.ruleTemplates) }
        return runRuleFailure(value, rule, for: step, frame: frame, state: state, texts: texts)
    }

    /// The first failing rule that reads the run or the plugins: expression, plugin.
    private func runRuleFailure(
        _ value: AnswerValue, _ rule: ValidationRule, for step: Step, frame: FrameID?, state: WizardState,
        texts: InputRefusalTexts
    ) -> String? {
        if let expression = rule.expression {
            let resolver = resolver(frame: frame, state: state, value: value, valueSecret: step.isSecret ? step.id.rawValue : nil)
            do {
                if try !evaluator.isTrue(expression, resolver: resolver) {
                    return texts.refusal(.ruleNotAccepted).reason
                }
            } catch {
                return texts.refusal(.ruleNotChecked, ["reason": error.text.rendered(texts.messages)]).reason
            }
        }
        if let name = rule.plugin {
            guard let validator = plugins.validators[name] else {
                return texts.refusal(.noValidator, ["name": name]).reason
            }
            // The context is built only for a validator that reads it.
            if let reason = validator.checkedValidate(
                value, name: name, context: pluginContext(for: step, frame: frame, state: state))
            {
                return reason
            }
        }
        return nil
    }
}
