/// A flow as decoded from its file, with what the checks that look across flows need to
/// point at the exact value they complain about.
///
/// No JSON is kept: the decoder runs the checks that need only the flow itself while the
/// JSON is at hand (their diagnostics wait in `findings`), and records positions for the
/// rest.
struct DecodedFlow: Sendable {
    /// The flow (its steps aligned with `steps`).
    var flow: Flow
    /// The file the flow was read from, as named in diagnostics.
    var file: String
    /// The JSON path of the flow object inside its file: `""` for a file's top flow,
    /// `flows.db` for an inline flow.
    var path: String
    /// Where the flow's id is written (the `id` value, or the key under `flows`), and the
    /// JSON path of that place.
    var idLocation: SourceLocation
    var idPath: String
    /// Whether the flow has an id at all (a missing id is reported by the decoder).
    var hasID: Bool
    /// One entry per step of `flow.steps`.
    var steps: [DecodedStep]
    /// Diagnostics of the checks that need nothing beyond this flow, found while decoding.
    var findings = LocalFindings()

    /// `path` extended by `suffix` (`steps[0]` → `flows.db.steps[0]`).
    func path(_ suffix: String) -> String { joinJSONPath(path, suffix) }

    /// The JSON path of `step` (`steps[3]`, `flows.db.steps[0]`), built on demand.
    func path(of step: DecodedStep) -> String { stepPath(flowPath: path, index: step.index) }

    /// The JSON path of `step` extended by `suffix` (`steps[3].flow`).
    func path(of step: DecodedStep, _ suffix: String) -> String { joinJSONPath(path(of: step), suffix) }
}

/// A step as decoded: the positions and facts the checks that look across steps or flows
/// need once the file's JSON is gone.
struct DecodedStep: Sendable {
    /// The step's index in its flow's `steps` array (steps that could not be decoded count).
    var index: Int
    /// Where the step's object starts.
    var position: SourcePosition
    /// Where the step's `id` value is.
    var idPosition: SourcePosition
    /// Where the `flow` value of a `flow` step is (the step's position for other steps).
    var flowPosition: SourcePosition
    /// Whether the `type` was understood; checks that depend on the kind skip the step
    /// otherwise (the decoder reported the problem).
    var isKindKnown: Bool
    /// Whether the step has a `when` key (even one that could not be parsed).
    var hasWhenKey: Bool
    /// The string targets of `next`, in file order (empty without `next`).
    var nextTargets: [NextSite]
    /// The expressions and templates of the step, in file order, that hold answer paths
    /// that do not resolve to a step of the same flow (the only ones a later check needs);
    /// each keeps only those paths.
    var expressions: [ExpressionSite]
    /// Where each template of the step that reads answer paths is (`prompt`, `help`,
    /// `text`, `placeholder`, `default`, `repeat.prompt`), for the checks that point into it.
    var templatePositions: [(member: String, position: SourcePosition)] = []

    /// The position of the template at `member`, when it reads answer paths.
    func templatePosition(_ member: String) -> SourcePosition? {
        templatePositions.first { $0.member == member }?.position
    }
}

/// A 1-based line and column in a file, with the offset of a string's first escape (see
/// `JSONNode.firstEscapeOffset`): what a check needs to point into a value once the JSON
/// is gone.
struct SourcePosition: Sendable, Equatable {
    var line: Int
    var column: Int
    /// For a string written with an escape, the scalar offset of its first escape.
    var escapeOffset: Int?

    /// A position with no escape offset.
    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of `node`.
    init(_ node: JSONNode) {
        line = node.line
        column = node.column
        escapeOffset = node.isString ? node.firstEscapeOffset : nil
    }

    /// The position of the key of `member`.
    init(keyOf member: JSONMember) {
        line = member.keyLine
        column = member.keyColumn
    }

    /// This position in `file`.
    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The position of scalar `offset` (from 0) of the string here: exact when no escape
    /// precedes it, else the string's own position.
    func location(in file: String, scalarOffset offset: Int) -> SourceLocation {
        guard offset >= 0 else { return location(in: file) }
        if let escapeOffset, offset >= escapeOffset { return location(in: file) }
        return SourceLocation(file: file, line: line, column: column + 1 + offset)
    }
}

/// One string target of a step's `next`: the branch key (nil for a plain `next` string),
/// the target as written, and where it is.
struct NextSite: Sendable {
    var key: String?
    var target: String
    var position: SourcePosition
}

/// One expression or template in a flow file: where it is and the answer paths it reads.
struct ExpressionSite: Sendable {
    /// Whether a template (`{{ }}` holes) or a bare expression.
    var isTemplate: Bool
    /// Where the JSON string holding the source is.
    var position: SourcePosition
    /// Where in its step the site is, for its JSON path.
    var place: SitePlace
    /// Answer paths it reads.
    var paths: [PathReference]

    /// `expression` or `template`, for messages.
    var noun: String { isTemplate ? "template" : "expression" }
}

/// An expression, or a template's hole, of the step being decoded that reads answer
/// paths: an `ExpressionSite` whose paths are still read in place from the expression, so
/// no array of them is made unless one is left for the flow-wide check (see
/// `unresolvedSites`). A template with several holes has a pending site per hole, each
/// with the template's position and place, and its paths come out in the same order.
struct PendingSite {
    /// The expression (or hole) whose paths the site holds.
    var expression: Expression
    var isTemplate: Bool
    /// Where the JSON string holding the source is.
    var position: SourcePosition
    /// Where in its step the site is.
    var place: SitePlace
    /// The expression's `referencedPaths`, never empty.
    var paths: [PathReference]
}

/// Where an expression or template sits inside its step, so its JSON path is built only
/// when a diagnostic needs it.
enum SitePlace: Sendable, Equatable {
    /// A key of the step or a key path under it (`prompt`, `validate.expr`, `repeat.prompt`).
    case member(String)
    /// The `when` of choice `index` (`choices[2].when`).
    case choiceWhen(Int)

    /// The path from the step to the site.
    var suffix: String {
        switch self {
        case .member(let path): path
        case .choiceWhen(let index): "choices[\(index)].when"
        }
    }
}

/// The checks that need only one flow; the decoder runs them (see `DecodedFlow.findings`).
enum LocalCheck: Int, CaseIterable {
    case duplicateStepIDs, identifiers, promptRequired, nextTargets, choices, defaultValues, bounds
    case validatorPlugins, expressionFunctions, unreachableSteps, stepLimit
}

/// The diagnostics of each `LocalCheck` for one flow, in the order the check found them.
struct LocalFindings: Sendable {
    // Empty until a check finds something: no allocation for a clean flow.
    private var lists: [[Diagnostic]] = []

    /// The diagnostics `check` found.
    subscript(check: LocalCheck) -> [Diagnostic] {
        check.rawValue < lists.count ? lists[check.rawValue] : []
    }

    /// Adds what `other` found after what this found, check by check.
    mutating func append(contentsOf other: LocalFindings) {
        guard !other.lists.isEmpty else { return }
        if lists.isEmpty {
            lists = other.lists
            return
        }
        for check in lists.indices { lists[check].append(contentsOf: other.lists[check]) }
    }

    /// Runs `body` and keeps what it reports as findings of `check`.
    mutating func run(_ check: LocalCheck, _ body: (inout [Diagnostic]) -> Void) {
        var found: [Diagnostic] = []
        body(&found)
        guard !found.isEmpty else { return }
        if lists.isEmpty { lists = Array(repeating: [], count: LocalCheck.allCases.count) }
        lists[check.rawValue].append(contentsOf: found)
    }
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
    /// Index in `flows` of each flow id (the first of a duplicated id wins).
    let index: [FlowID: Int]

    init(flows: [DecodedFlow], rootID: FlowID?, plugins: PluginRegistry, isIncomplete: Bool) {
        self.flows = flows
        self.rootID = rootID
        self.plugins = plugins
        self.isIncomplete = isIncomplete
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

    /// What `check` found, flow after flow.
    func findings(_ check: LocalCheck) -> [Diagnostic] {
        flows.flatMap { $0.findings[check] }
    }
}

/// A step's JSON while it is decoded: what the checks that need only the step look at.
struct StepSource {
    /// The step's JSON object.
    let node: JSONNode
    /// The step's members, sorted out by key.
    let keyed: StepMembers
    /// Where the step is, for its JSON path.
    let place: StepPlace

    /// Reads the members of the step at `node`, element `index` of the array at `stepsPath`.
    init(node: JSONNode, stepsPath: String, index: Int) {
        self.node = node
        self.keyed = StepMembers(node.members ?? [])
        self.place = StepPlace(stepsPath: stepsPath, index: index)
    }

    /// The step's index in its flow's `steps` array.
    var index: Int { place.index }

    /// The step's members (none when it is not an object).
    var members: [JSONMember] { keyed.members }

    /// The value of the step's member `key`, if present.
    subscript(key: FlowKey) -> JSONNode? { keyed[key] }

    /// The value of the step's member `key`, if present.
    func node(_ key: FlowKey) -> JSONNode? { keyed[key] }

    /// Whether the step has the member `key`.
    func has(_ key: FlowKey) -> Bool { keyed[key] != nil }

    /// The step's JSON path (`steps[3]`), built on demand.
    var path: String { place.text }

    /// The step's JSON path extended by `suffix`.
    func path(_ suffix: String) -> String { place.appending(suffix) }
}

/// Where a step is in its file: its flow's `steps` array and its index there. Small, so
/// the closures that build a step's JSON path for a diagnostic capture it rather than
/// the step's JSON.
struct StepPlace {
    /// The JSON path of the flow's `steps` array.
    let stepsPath: String
    /// The step's index in that array.
    let index: Int

    /// The step's JSON path (`steps[3]`).
    var text: String { stepsPath + "[\(index)]" }

    /// The step's JSON path extended by `suffix` (`steps[3].validate`).
    func appending(_ suffix: String) -> String { joinJSONPath(text, suffix) }
}

/// The JSON path of step `index` of the flow at `flowPath`.
func stepPath(flowPath: String, index: Int) -> String {
    joinJSONPath(flowPath, "steps") + "[\(index)]"
}

/// `base.suffix`, or `base[3]` when `suffix` is an index, or `suffix` when `base` is empty.
func joinJSONPath(_ base: String, _ suffix: String) -> String {
    if base.isEmpty { return suffix }
    if suffix.hasPrefix("[") { return base + suffix }
    return base + "." + suffix
}
