import WizardTestSupport

/// A flow made by `FlowGenerator`, with what the generator knows about each step's answers.
struct GeneratedFlow: Sendable {
    var id: String
    var title: String?
    var description: String?
    var steps: [GeneratedStep]
    /// Inline sub-flows (the `flows` key).
    var inlineFlows: [GeneratedFlow] = []
    /// Relative paths of the files this flow's file imports (only on a file's top flow).
    var imports: [String] = []
    /// `$schema` and an `x-` key, which the loader must ignore.
    var hasToolKeys = false

    /// The flow as a JSON object, as written to its file.
    var json: GenJSON {
        .members([
            ("$schema", hasToolKeys ? .string("./flow.schema.json") : nil),
            ("id", .string(id)),
            ("title", title.map(GenJSON.string)),
            ("description", description.map(GenJSON.string)),
            ("x-generated-by", hasToolKeys ? .string("generative end-to-end test") : nil),
            ("imports", imports.isEmpty ? nil : .array(imports.map(GenJSON.string))),
            ("steps", .array(steps.map(\.json))),
            ("flows", inlineFlows.isEmpty ? nil : .object(inlineFlows.map { .init(key: $0.id, value: $0.json) })),
        ])
    }
}

/// One step: its keys as written, plus the answers the generator knows to be valid.
struct GeneratedStep: Sendable {
    var id: String
    var shape: StepShape
    var prompt: String?
    var help: String?
    var defaultValue: GenJSON?
    var when: String?
    var required: Bool?
    var validate: [GenJSON.Member] = []
    var next: GenJSON?
    var store: Bool?
    var env: String?

    /// Answers every source accepts for this step (JSON, as in an answers file).
    var validAnswers: [GenJSON] = []
    /// Input lines the step accepts.
    var validLines: [String] = []
    /// Input lines the step refuses.
    var invalidLines: [String] = []

    var isStored: Bool { store != false }

    var json: GenJSON {
        var pairs: [(String, GenJSON?)] = [("id", .string(id)), ("type", .string(shape.typeName))]
        pairs += [("prompt", prompt.map(GenJSON.string)), ("help", help.map(GenJSON.string))]
        pairs += shape.extraKeys
        pairs += [
            ("default", defaultValue), ("when", when.map(GenJSON.string)), ("required", required.map(GenJSON.bool)),
            ("validate", validate.isEmpty ? nil : .object(validate)), ("next", next),
            ("store", store.map(GenJSON.bool)), ("env", env.map(GenJSON.string)),
        ]
        return .members(pairs)
    }
}

/// A choice of a `select` or `multiselect` step.
struct GeneratedChoice: Sendable {
    /// A string, a number or a bool; the answer keeps its JSON type.
    var value: GenJSON
    var label: String?
    var help: String?
    var when: String?
    var asObject: Bool

    var json: GenJSON {
        guard asObject else { return value }
        return .members([
            ("value", value), ("label", label.map(GenJSON.string)), ("help", help.map(GenJSON.string)),
            ("when", when.map(GenJSON.string)),
        ])
    }
}

/// A `flow` step's call of a sub-flow.
struct FlowCall: Sendable {
    struct Repeat: Sendable {
        var prompt: String
        var min: Int?
        var max: Int?
    }

    var flowID: String
    var present: String?
    var repeating: Repeat?
}

/// A whole generated flow set: the root file and the files it imports (paths relative to the
/// root file's folder).
struct GeneratedFiles: Sendable {
    var root: GeneratedFlow
    var imported: [(path: String, flow: GeneratedFlow)]
    /// Every flow by id, for walking answer paths.
    var flowsByID: [String: GeneratedFlow]
    /// The environment of every run of this flow set.
    var environment: [String: String]

    /// The step an answer path names (`servers.0.host`), with whether every step on the way
    /// stores its answer; nil when the path names no step.
    func step(at path: [String]) -> (step: GeneratedStep, isStored: Bool)? {
        var flow = root
        var stored = true
        var remaining = path[...]
        while let head = remaining.popFirst() {
            guard let step = flow.steps.first(where: { $0.id == head }) else { return nil }
            stored = stored && step.isStored
            if remaining.isEmpty { return (step, stored) }
            guard case .flow(let call) = step.shape, let sub = flowsByID[call.flowID] else { return nil }
            if call.repeating != nil {
                guard let index = remaining.popFirst(), Int(index) != nil else { return nil }
                if remaining.isEmpty { return (step, stored) }
            }
            flow = sub
        }
        return nil
    }
}
