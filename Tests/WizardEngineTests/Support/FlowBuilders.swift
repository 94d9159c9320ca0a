import Testing

@testable import WizardEngine

/// Small builders for flows in tests, so engine tests read like the flow files they stand
/// for.
enum Build {
    static func text(_ id: StepID, required: Bool = true, default value: String? = nil, when: String? = nil, next: NextRule? = nil) -> Step
    {
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

    static func multiselect(_ id: StepID, _ choices: [String], default value: [String]? = nil, min: Double? = nil, max: Double? = nil)
        -> Step
    {
        Step(
            id: id, kind: .multiselect(choices.map { Choice(value: $0) }), prompt: template("\(id.rawValue)?"),
            defaultValue: value.map { .value(.array($0.map { .string($0) })) }, validation: ValidationRule(min: min, max: max))
    }

    static func integer(_ id: StepID, min: Double? = nil, max: Double? = nil, default value: Int? = nil) -> Step {
        Step(
            id: id, kind: .integer, prompt: template("\(id.rawValue)?"), defaultValue: value.map { .value(.integer($0)) },
            validation: ValidationRule(min: min, max: max))
    }

    static func number(_ id: StepID, min: Double? = nil, max: Double? = nil) -> Step {
        Step(id: id, kind: .number, prompt: template("\(id.rawValue)?"), validation: ValidationRule(min: min, max: max))
    }

    static func path(_ id: StepID, mustExist: Bool = false, kind: PathKind = .any) -> Step {
        Step(id: id, kind: .path(mustExist: mustExist, kind: kind), prompt: template("\(id.rawValue)?"))
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

    /// `next: "id"` (or `"$end"`).
    static func to(_ target: String) -> NextRule { .target(nextTarget(target)) }

    /// `next: {"key": "id", ..., "*": "id"}`, keys in the order given.
    static func branches(_ pairs: KeyValuePairs<String, String>) -> NextRule {
        let fallback = pairs.first { $0.key == "*" }.map { nextTarget($0.value) }
        let keyed = pairs.filter { $0.key != "*" }.map { (key: $0.key, target: nextTarget($0.value)) }
        return .branches(keyed, fallback: fallback)
    }

    static func nextTarget(_ text: String) -> NextTarget { text == "$end" ? .end : .step(StepID(text)) }

    static func template(_ source: String) -> Template {
        do {
            return try Template.parse(source)
        } catch {
            Issue.record("bad template in a test flow: \(source)")
            return Template(parts: [.text(source)], source: source)
        }
    }

    /// Parses an expression; a typo is a test failure, never a silent `null`.
    static func expression(_ source: String) -> Expression {
        do {
            return try Expression.parse(source)
        } catch {
            Issue.record("bad expression in a test flow: \(source)")
            return .literal(.null)
        }
    }

    /// A regular expression for `validate.pattern`; a bad one is a test failure.
    static func pattern(_ source: String) -> RegexPattern? {
        do {
            return try RegexPattern(source)
        } catch {
            Issue.record("bad pattern in a test flow: \(source)")
            return nil
        }
    }

    static func catalog(_ root: Flow, _ others: Flow...) -> FlowCatalog {
        FlowCatalog(root: root, others: others)
    }

    static func catalog(_ root: Flow, _ others: [Flow]) -> FlowCatalog {
        FlowCatalog(root: root, others: others)
    }
}

extension Step {
    /// The step with one property changed: `Build.text("a").with(\.isStored, false)`.
    func with<Value>(_ keyPath: WritableKeyPath<Step, Value>, _ value: Value) -> Step {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }
}
