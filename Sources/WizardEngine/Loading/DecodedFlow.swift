/// A flow as decoded from its file, with the JSON it came from, so checks can point at the
/// exact value they complain about.
struct DecodedFlow: Sendable {
    /// The flow (its steps aligned with `steps`).
    var flow: Flow
    /// The file the flow was read from, as named in diagnostics.
    var file: String
    /// The JSON path of the flow object inside its file: `""` for a file's top flow,
    /// `flows.db` for an inline flow.
    var path: String
    /// The flow's JSON object.
    var node: JSONNode
    /// Where the flow's id is written (the `id` value, or the key under `flows`), and the
    /// JSON path of that place.
    var idLocation: SourceLocation
    var idPath: String
    /// Whether the flow has an id at all (a missing id is reported by the decoder).
    var hasID: Bool
    /// One entry per step of `flow.steps`.
    var steps: [DecodedStep]

    /// `path` extended by `suffix` (`steps[0]` → `flows.db.steps[0]`).
    func path(_ suffix: String) -> String { joinJSONPath(path, suffix) }
}

/// A step as decoded, with its JSON and the expressions and templates found in it.
struct DecodedStep: Sendable {
    /// The step's JSON object.
    var node: JSONNode
    /// The step's JSON path (`steps[3]`, `flows.db.steps[0]`).
    var path: String
    /// Whether the `type` was understood; checks that depend on the kind skip the step
    /// otherwise (the decoder reported the problem).
    var isKindKnown: Bool
    /// Every expression and template of the step, in file order.
    // (Those that read no answer path and call no function are left out: no check needs them.)
    var expressions: [ExpressionSite]

    /// The step's JSON node at `keyPath` (`["validate", "pattern"]`), if present.
    func node(_ keyPath: String...) -> JSONNode? {
        var current: JSONNode? = node
        for key in keyPath { current = current?[key] }
        return current
    }

    // One key: no variadic array to allocate (the checks call this for every step).
    func node(_ key: String) -> JSONNode? { node[key] }

    /// The step's JSON path extended by `suffix`.
    func path(_ suffix: String) -> String { joinJSONPath(path, suffix) }
}

/// One expression or template in a flow file: where it is and what it refers to.
struct ExpressionSite: Sendable {
    /// Whether a template (`{{ }}` holes) or a bare expression.
    var isTemplate: Bool
    /// The JSON string node holding the source.
    var node: JSONNode
    /// Its JSON path.
    var path: String
    /// Answer paths it reads.
    var paths: [PathReference]
    /// Functions it calls, with columns inside the source.
    var functions: [(name: String, column: Int)]

    /// `expression` or `template`, for messages.
    var noun: String { isTemplate ? "template" : "expression" }
}

/// Everything the checks look at: every decoded flow, in load order.
struct DecodedCatalog: Sendable {
    /// The flows, the root file's first.
    var flows: [DecodedFlow]
    /// The root flow's id, when the root file has one.
    var rootID: FlowID?
    /// Plugins, for step types, validators and functions.
    var plugins: PluginRegistry
    /// Whether a file could not be read or parsed, so some flows are missing: checks that
    /// would report unknown flow ids stay quiet.
    var isIncomplete: Bool
    /// SPEC §11 step limit per flow.
    var maxStepsPerFlow: Int
    /// Index in `flows` of each flow id (the first of a duplicated id wins).
    let index: [FlowID: Int]

    init(
        flows: [DecodedFlow], rootID: FlowID?, plugins: PluginRegistry, isIncomplete: Bool,
        maxStepsPerFlow: Int
    ) {
        self.flows = flows
        self.rootID = rootID
        self.plugins = plugins
        self.isIncomplete = isIncomplete
        self.maxStepsPerFlow = maxStepsPerFlow
        var index: [FlowID: Int] = [:]
        for (i, decoded) in flows.enumerated() where decoded.hasID && index[decoded.flow.id] == nil {
            index[decoded.flow.id] = i
        }
        self.index = index
    }

    /// The decoded flow with this id.
    func flow(_ id: FlowID) -> DecodedFlow? { index[id].map { flows[$0] } }

    /// Every known flow id, sorted (for suggestions).
    var flowIDs: [String] { index.keys.map(\.rawValue).sorted() }
}

/// `base.suffix`, or `base[3]` when `suffix` is an index, or `suffix` when `base` is empty.
func joinJSONPath(_ base: String, _ suffix: String) -> String {
    if base.isEmpty { return suffix }
    if suffix.hasPrefix("[") { return base + suffix }
    return base + "." + suffix
}
