/// A literal `default` has the step's answer type, for `select` and `multiselect` is
/// among the choices, and passes the step's own `validate` rules that need nothing from
/// the run (pattern, lengths, bounds). Template defaults are checked when rendered.
///
/// The default check of one step whose kind is known, run by the decoder while the step's
/// JSON is at hand.
func checkDefaultValue(_ step: Step, _ source: StepSource, file: String, into out: inout [Diagnostic]) {
    guard let value = step.literalDefaultValue, let node = source[.defaultValue] else { return }
    checkDefaultAgainstRules(step, value, node, source, file: file, into: &out)
    let place = source.place
    func defaultPath() -> String { place.appending("default") }
    func fail(_ message: MessageText, at node: JSONNode = node, path: String? = nil, suggestion: MessageText? = nil) {
        out.append(
            .error(message, at: node.location(in: file), path: path ?? defaultPath(), suggestion: suggestion))
    }
    func wrongType(_ expected: MessageKey) {
        fail(
            MessageText(
                .loadDefaultWrongType,
                parts: ["expected": MessageText(expected), "step": stepOfType(step.kind.typeName), "found": node.summaryText]))
    }
    func checkChoice(_ text: String, at item: JSONNode, path: @autoclosure () -> String) {
        // Choices a plugin computes are known only when the step is reached; without a
        // `choices` key (misspelt: reported already) there is nothing to compare with.
        if step.choicesSource != nil || source[.choices] == nil { return }
        let choices = step.kind.choices ?? []
        guard !choices.contains(where: { $0.text == text }) else { return }
        let values = choices.map(\.text)
        fail(
            MessageText(.loadDefaultNotAChoice, ["value": quoted(text), "step": quoted(step.id.rawValue)]), at: item,
            path: path(), suggestion: didYouMean(text, among: values))
    }
    switch (step.kindCase, value) {
    case (.confirm, .bool), (.number, .integer), (.number, .number), (.integer, .integer): break
    case (.text, .string), (.secret, .string), (.path, .string): break
    case (.plugin, _): break
    case (.json, _): break
    case (.select, .string), (.select, .integer), (.select, .number), (.select, .bool):
        checkChoice(Evaluator.text(of: value), at: node, path: defaultPath())
    case (.multiselect, .array):
        for (i, item) in (node.elements ?? []).enumerated() {
            switch item.value {
            case .string, .integer, .number, .bool:
                checkChoice(Evaluator.text(of: item.toAnswerValue()), at: item, path: defaultPath() + "[\(i)]")
            default:
                fail(
                    MessageText(.loadDefaultItemNotAChoiceValue, parts: ["found": item.summaryText]), at: item,
                    path: defaultPath() + "[\(i)]")
            }
        }
    case (.confirm, _): wrongType(.loadValueBoolean)
    case (.number, _): wrongType(.loadValueNumber)
    case (.integer, _): wrongType(.loadValueInteger)
    case (.text, _), (.secret, _), (.path, _): wrongType(.loadValueString)
    case (.select, _): wrongType(.loadValueChoiceValueShort)
    case (.multiselect, _): wrongType(.loadValueChoiceValues)
    case (.list, .array(let items)) where items.allSatisfy({ $0.stringValue != nil }): break
    case (.list, _): wrongType(.loadValueStrings)
    case (.message, _), (.flow, _):
        fail(MessageText(.loadDefaultNone, parts: ["step": stepOfType(step.kind.typeName)]))
    }
}

/// Reports a literal default of the right type that the step's own rules refuse, at the
/// default's position: the run would refuse it too (exit 3 under `--non-interactive`). A
/// fixed rule (pattern, length, bounds, count) makes it an error; a `validate.expr` a
/// warning, since a run given another answer never uses the default, and Copier's
/// questionnaires, which may hold such defaults, load and run.
/// A secret's default is never quoted; an optional step's `""` is always accepted.
private func checkDefaultAgainstRules(
    _ step: Step, _ value: AnswerValue, _ node: JSONNode, _ source: StepSource, file: String, into out: inout [Diagnostic]
) {
    let typeFits: Bool
    switch (step.kindCase, value) {
    case (.number, .integer), (.number, .number), (.integer, .integer), (.multiselect, .array): typeFits = true
    case (.text, .string), (.secret, .string), (.path, .string): typeFits = true
    case (.list, .array(let items)): typeFits = items.allSatisfy { $0.stringValue != nil }
    case (.confirm, .bool), (.select, _), (.json, _): typeFits = true
    default: typeFits = false
    }
    guard typeFits, !(!step.isRequired && value == .string("")) else { return }
    // Bounds and lengths do not apply to a yes/no, a choice or a JSON value.
    let isFixedRuleType = step.kindCase != .confirm && step.kindCase != .select && step.kindCase != .json
    let fixed = isFixedRuleType ? step.validation.fixedRuleFailure(for: value) : nil
    let exprReason = fixed == nil ? valueOnlyRuleFailure(step.validation, value) : nil
    guard fixed != nil || exprReason != nil else { return }
    let isShownWhole = step.kindCase != .secret && step.kindCase != .multiselect && step.kindCase != .list
    var message =
        isShownWhole
        ? MessageText(.loadDefaultValueBreaksRule, parts: ["found": node.summaryText])
        : MessageText(.loadDefaultBreaksRule)
    if let fixed { message.parts["reason"] = defaultRuleText(fixed) }
    if let exprReason { message.parts["reason"] = exprReason }
    let location = node.location(in: file)
    out.append(
        fixed != nil
            ? .error(message, at: location, path: source.path("default"))
            : .warning(message, at: location, path: source.path("default")))
}

/// The run's refusal of a fixed rule, worded for a default (`it must have at least 3
/// characters`).
private func defaultRuleText(_ failure: RuleFailure) -> MessageText {
    let (template, arguments) = failure.template
    let key: MessageKey =
        switch template {
        case .pattern: .defaultRulePattern
        case .minLengthOne: .defaultRuleMinLengthOne
        case .minLengthMany: .defaultRuleMinLengthMany
        case .maxLengthOne: .defaultRuleMaxLengthOne
        case .maxLengthMany: .defaultRuleMaxLengthMany
        case .minCount: .defaultRuleMinCount
        case .maxCount: .defaultRuleMaxCount
        case .minimum: .defaultRuleMinimum
        case .maximum: .defaultRuleMaximum
        }
    return MessageText(key, arguments)
}

/// The failure of a `validate.expr` that reads nothing but `value` and built-in functions
/// other than `now()`, for a literal default: it gives the same result in every run. Nil
/// when it accepts the value, or when it reads answers, the environment or plugins (then
/// only a run can tell).
private func valueOnlyRuleFailure(_ rule: ValidationRule, _ value: AnswerValue) -> MessageText? {
    guard let expression = rule.expression,
        expression.referencedPaths.allSatisfy({ $0.base == .value }),
        expression.calledFunctions.allSatisfy({ $0.name != "now" && ExpressionFunctions.builtIn.names.contains($0.name) })
    else { return nil }
    struct ValueOnly: PathResolver {
        var value: AnswerValue
        func resolve(_ reference: PathReference) -> AnswerValue {
            var current = value
            for component in reference.components {
                guard case .object(let members) = current, let next = members[component] else { return .null }
                current = next
            }
            return current
        }
    }
    guard let accepted = try? Evaluator().isTrue(expression, resolver: ValueOnly(value: value)), !accepted else { return nil }
    return MessageText(.loadDefaultRefusedByExpr)
}
