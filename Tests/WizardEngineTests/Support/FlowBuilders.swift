@testable import WizardEngine

/// Small builders for flows in tests, so engine tests read like the flow files they stand
/// for.
enum Build {
    static func text(_ id: StepID, required: Bool = true, default value: String? = nil, when: String? = nil, next: NextRule? = nil) -> Step {
        Step(
            id: id, kind: .text(placeholder: nil), prompt: template("\(id.rawValue)?"),
            defaultValue: value.map { .value(.string($0)) }, when: when.map(expression), isRequired: required,
            next: next)
    }

    static func secret(_ id: StepID) -> Step {
        Step(id: id, kind: .secret, prompt: template("\(id.rawValue)?"))
    }

    static func confirm(_ id: StepID, default value: Bool? = nil, next: NextRule? = nil) -> Step {
        Step(id: id, kind: .confirm, prompt: template("\(id.rawValue)?"), defaultValue: value.map { .value(.bool($0)) }, next: next)
    }

    static func select(_ id: StepID, _ choices: [String], default value: String? = nil) -> Step {
        Step(
            id: id, kind: .select(choices.map { Choice(value: $0) }), prompt: template("\(id.rawValue)?"),
            defaultValue: value.map { .value(.string($0)) })
    }

    static func integer(_ id: StepID, min: Double? = nil, max: Double? = nil, default value: Int? = nil) -> Step {
        Step(
            id: id, kind: .integer, prompt: template("\(id.rawValue)?"), defaultValue: value.map { .value(.integer($0)) },
            validation: ValidationRule(min: min, max: max))
    }

    static func message(_ id: StepID, _ text: String) -> Step {
        Step(id: id, kind: .message(template(text)))
    }

    static func flow(
        _ id: StepID, _ flow: FlowID, _ presentation: Presentation = .push, repeat repetition: Repetition? = nil,
        when: String? = nil
    ) -> Step {
        Step(id: id, kind: .flow(FlowReference(flow: flow, presentation: presentation, repetition: repetition)), when: when.map(expression))
    }

    static func template(_ source: String) -> Template {
        (try? Template.parse(source)) ?? Template(parts: [.text(source)], source: source)
    }

    static func expression(_ source: String) -> Expression {
        (try? Expression.parse(source)) ?? .literal(.null)
    }

    static func catalog(_ root: Flow, _ others: Flow...) -> FlowCatalog {
        FlowCatalog(root: root, others: others)
    }
}
