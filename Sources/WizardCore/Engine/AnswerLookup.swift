/// Resolves expression paths against a run's answers, from one place in the flow.
///
/// It holds only what lookups read, not the whole engine, so one is made for every `when`
/// and template.
struct AnswerLookup: PathResolver {
    /// The engine's flows.
    let catalog: FlowCatalog
    /// The engine's environment variables (`env.NAME`).
    let variables: [String: String]
    /// The run's frame table (shared, not copied) and the frame lookups start from.
    let frameTable: FrameTable
    let frame: FrameID?
    let answers: [String: AnswerValue]
    let value: AnswerValue?
    /// What reads a secret (`secretStep(_:)`), and the secret step `value` is the answer of.
    let secrets: SecretReach
    let valueSecret: String?

    func resolve(_ reference: PathReference) -> AnswerValue {
        switch reference.base {
        case .environment:
            guard let name = reference.components.first else { return .null }
            return variables[name].map { .string($0) } ?? .null
        case .value:
            guard let first = reference.components.first else { return value ?? .null }
            return descend(descend(value ?? .null, CollectionOfOne(first)), reference.components.dropFirst())
        case .local:
            return lookup(frame, reference)
        case .root:
            return lookup(nil, reference)
        case .parent(let levels):
            guard let base = frameTable.ancestor(of: frame, levels: levels) else { return .null }
            return lookup(base, reference)
        }
    }

    func secretStep(_ reference: PathReference) -> String? {
        switch reference.base {
        case .environment:
            return reference.components.first.flatMap { secrets.reading(variable: $0) }?.step
        case .value:
            return valueSecret
        case .local:
            return secretStep(reading: reference.components, from: frame)
        case .root:
            return secretStep(reading: reference.components, from: nil)
        case .parent(let levels):
            guard let base = frameTable.ancestor(of: frame, levels: levels) else { return nil }
            return secretStep(reading: reference.components, from: base)
        }
    }

    /// The secret step a path read from a frame (nil: the root flow) reads, if any.
    private func secretStep(reading components: [String], from base: FrameID?) -> String? {
        let flow = base.map { frameTable[$0].frame.flow } ?? catalog.rootID
        return secrets.reading(components, from: flow)?.step
    }

    /// Looks a path up from a frame (nil: the root flow): a direct answer, else a
    /// sub-flow's answers assembled from its steps.
    func lookup(_ base: FrameID?, _ reference: PathReference) -> AnswerValue {
        guard let first = reference.components.first else { return .null }
        // The frame's prefix was worked out when it opened; the root flow's is empty.
        let prefix = frameTable.prefix(base)
        let single = reference.components.count == 1
        let path = AnswerPath.join(prefix, single ? first : reference.components.joined(separator: "."))
        if let direct = answers[path] { return direct }
        let components = single ? [first] : reference.components
        // Walk the flow definitions to find what the path names.
        guard var flow = catalog.flow(base.map { frameTable[$0].frame.flow } ?? catalog.rootID) else { return .null }
        var currentPrefix = prefix
        var index = 0
        while index < components.count {
            guard let step = flow.step(StepID(components[index])) else { return .null }
            let stepPath = AnswerPath.join(currentPrefix, step.id.rawValue)
            guard case .flow(let reference) = step.kind, let sub = catalog.flow(reference.flow) else {
                return descend(answers[stepPath] ?? .null, components[(index + 1)...])
            }
            if reference.repetition != nil {
                if index + 1 == components.count { return items(of: sub, at: stepPath) }
                guard let item = Int(components[index + 1]) else { return .null }
                currentPrefix = stepPath + "." + String(item)
                index += 2
                if index == components.count { return object(of: sub, at: currentPrefix) }
            } else {
                currentPrefix = stepPath
                index += 1
                if index == components.count { return object(of: sub, at: currentPrefix) }
            }
            flow = sub
        }
        return .null
    }

    /// The items of a repeat, as objects.
    func items(of flow: Flow, at path: String) -> AnswerValue {
        guard case .integer(let count)? = answers[AnswerPath.countKey(path)] else { return .array([]) }
        return .array((0..<max(0, count)).map { object(of: flow, at: path + "." + String($0)) })
    }

    /// A sub-flow's answers as an object (one level of nesting per sub-flow).
    func object(of flow: Flow, at prefix: String, depth: Int = 0) -> AnswerValue {
        var members: [String: AnswerValue] = [:]
        for step in flow.steps {
            let path = AnswerPath.join(prefix, step.id.rawValue)
            if case .flow(let reference) = step.kind {
                guard depth < 16, let sub = catalog.flow(reference.flow) else { continue }
                members[step.id.rawValue] =
                    reference.repetition != nil
                    ? items(of: sub, at: path) : object(of: sub, at: path, depth: depth + 1)
            } else if let answer = answers[path] {
                members[step.id.rawValue] = answer
            }
        }
        return .object(members)
    }

    /// Follows the remaining components into a value (object keys, array indices).
    func descend(_ value: AnswerValue, _ components: some Collection<String>) -> AnswerValue {
        var node = value
        for component in components {
            switch node {
            case .object(let members): node = members[component] ?? .null
            case .array(let items):
                guard let i = Int(component), items.indices.contains(i) else { return .null }
                node = items[i]
            default: return .null
            }
        }
        return node
    }
}

extension Engine {
    /// A resolver for expressions evaluated at a place in the flow.
    ///
    /// `valueSecret` is the secret step whose answer `value` is (a secret step's own
    /// `validate.expr`), so what is derived from it carries the secret mark.
    func resolver(frame: FrameID?, state: WizardState, value: AnswerValue? = nil, valueSecret: String? = nil) -> AnswerLookup {
        AnswerLookup(
            catalog: catalog, variables: environment.variables, frameTable: state.frameTable, frame: frame,
            answers: state.answers, value: value, secrets: secrets, valueSecret: valueSecret)
    }

    /// Evaluates a `when` condition; a failure carries the reason.
    func evaluateCondition(_ condition: Expression, frame: FrameID?, state: WizardState) -> Result<Bool, ConditionFailure> {
        var work = 0
        return evaluateCondition(condition, frame: frame, state: state, work: &work)
    }

    /// Evaluates a `when` condition, adding the work of its functions to `work`
    /// (`Evaluator.marked(_:resolver:work:)`).
    func evaluateCondition(
        _ condition: Expression, frame: FrameID?, state: WizardState, work: inout Int
    ) -> Result<Bool, ConditionFailure> {
        do {
            return .success(try evaluator.marked(condition, resolver: resolver(frame: frame, state: state), work: &work).value.isTruthy)
        } catch {
            return .failure(ConditionFailure(reason: error.text.rendered(refusalTexts.messages)))
        }
    }

    /// Renders a template a person reads; a hole derived from a secret (which the loader
    /// refuses, so only a flow built without it gets here) shows a refusal naming the
    /// secret's step instead of its value; when evaluation fails the template's source is
    /// shown instead, which holds no answer.
    func render(_ template: Template, frame: FrameID?, state: WizardState) -> String {
        if template.isLiteral { return template.source }
        let lookup = resolver(frame: frame, state: state)
        return (try? evaluator.renderHidingSecrets(template, resolver: lookup, hidden: Self.hiddenSecret)) ?? template.source
    }

    /// What a shown template says in place of a value derived from the secret of `step`.
    static func hiddenSecret(_ step: String) -> String {
        "[not shown: derived from the secret answer of step '\(step)']"
    }
}
