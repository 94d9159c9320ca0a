/// A flow as decoded from its file, with the positions the cross-flow checks point at.
/// The checks that need only this flow ran while the JSON was at hand (`findings`).
struct DecodedFlow: Sendable {
    var flow: Flow
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

/// A step's positions and facts that the cross-step checks need once the JSON is gone.
struct DecodedStep: Sendable {
    /// The step's index in its flow's `steps` array (steps that could not be decoded count).
    var index: Int
    var position: SourcePosition
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
    /// The step's expressions and templates whose answer paths do not resolve within the
    /// flow, each keeping only those paths.
    var expressions: [ExpressionSite]
    /// Where each template of the step that reads answer paths is.
    var templatePositions: [(member: String, position: SourcePosition)] = []
    /// Every translation of the step's translated templates; the step itself keeps one.
    var translations: [TemplateTranslation] = []

    func templatePosition(_ member: String) -> SourcePosition? {
        templatePositions.first { $0.member == member }?.position
    }
}

/// A 1-based line and column, with the offset of a string's first escape.
struct SourcePosition: Sendable, Equatable {
    var line: Int
    var column: Int
    var escapeOffset: Int?

    init(_ node: JSONNode) {
        line = node.line
        column = node.column
        escapeOffset = node.isString ? node.firstEscapeOffset : nil
    }

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

/// One string target of a step's `next`; `key` is nil for a plain `next` string.
struct NextSite: Sendable {
    var key: String?
    var target: String
    var position: SourcePosition
}

/// One expression or template in a flow file: where it is and the answer paths it reads.
struct ExpressionSite: Sendable {
    /// Whether a template (`{{ }}` holes) rather than a bare expression.
    var isTemplate: Bool
    var position: SourcePosition
    var place: SitePlace
    var paths: [PathReference]

    var noun: String { isTemplate ? "template" : "expression" }
}

/// An expression (or one hole of a template) of the step being decoded that reads answer
/// paths; it becomes an `ExpressionSite` only if a path is left for the flow-wide check.
struct PendingSite {
    var expression: Expression
    var isTemplate: Bool
    var position: SourcePosition
    var place: SitePlace
    /// The expression's `referencedPaths`, never empty.
    var paths: [PathReference]

    /// The site without its expression, as the flow-wide path check keeps it.
    var site: ExpressionSite {
        ExpressionSite(isTemplate: isTemplate, position: position, place: place, paths: paths)
    }
}

/// Where an expression or template sits in its step; the JSON path is built on demand.
enum SitePlace: Sendable, Equatable {
    /// A key of the step or a key path under it (`prompt`, `validate.expr`, `repeat.prompt`).
    case member(String)
    /// The `when` of choice `index` (`choices[2].when`).
    case choiceWhen(Int)

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
    private var lists: [[Diagnostic]] = []

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
    var flows: [DecodedFlow]
    var rootID: FlowID?
    var plugins: PluginRegistry
    /// Whether a file could not be read or parsed: checks for unknown flow ids stay quiet.
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

    func flow(_ id: FlowID) -> DecodedFlow? { index[id].map { flows[$0] } }

    /// Every known flow id, sorted (for suggestions).
    var flowIDs: [String] { index.keys.map(\.rawValue).sorted() }

    func findings(_ check: LocalCheck) -> [Diagnostic] {
        flows.flatMap { $0.findings[check] }
    }
}

/// A step's JSON while it is decoded: what the checks that need only the step look at.
struct StepSource {
    let node: JSONNode
    let keyed: StepMembers
    let place: StepPlace

    /// Reads the members of the step at `node`, element `index` of the array at `stepsPath`.
    init(node: JSONNode, stepsPath: String, index: Int) {
        self.node = node
        self.keyed = StepMembers(node.members ?? [])
        self.place = StepPlace(stepsPath: stepsPath, index: index)
    }

    var index: Int { place.index }

    /// The step's members (none when it is not an object).
    var members: [JSONMember] { keyed.members }

    subscript(key: FlowKey) -> JSONNode? { keyed[key] }

    func has(_ key: FlowKey) -> Bool { keyed[key] != nil }

    var path: String { place.text }

    func path(_ suffix: String) -> String { place.appending(suffix) }
}

/// Where a step is in its file; small, so diagnostic closures capture it, not the JSON.
struct StepPlace {
    let stepsPath: String
    let index: Int

    var text: String { stepsPath + "[\(index)]" }

    func appending(_ suffix: String) -> String { joinJSONPath(text, suffix) }
}

func stepPath(flowPath: String, index: Int) -> String {
    joinJSONPath(flowPath, "steps") + "[\(index)]"
}

/// `base.suffix`, or `base[3]` when `suffix` is an index, or `suffix` when `base` is empty.
func joinJSONPath(_ base: String, _ suffix: String) -> String {
    if base.isEmpty { return suffix }
    if suffix.hasPrefix("[") { return base + suffix }
    return base + "." + suffix
}
