/// A flow as decoded from its file, with what the checks that look across flows need to
/// point at the exact value they complain about.
///
/// No JSON is kept: the decoder runs the checks that need only the flow itself while the
/// JSON is at hand (their diagnostics wait in `findings`), and records compact positions
/// for the rest, so a file's tape is freed as it is decoded.
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
    func path(of step: DecodedStep) -> String { stepPath(flowPath: path, index: Int(step.index)) }

    /// The JSON path of `step` extended by `suffix` (`steps[3].flow`).
    func path(of step: DecodedStep, _ suffix: String) -> String { joinJSONPath(path(of: step), suffix) }
}

/// A step as decoded: the positions and facts the checks that look across steps or flows
/// need, in a few words per step (no JSON, no strings unless a rare case needs them).
///
/// 48 bytes (it took 64): a large flow keeps one per step. The step's own position and the
/// `flow` value's are kept as line and column only (an object has no escape, and the
/// `flow` value's position is used only for its location), and the two flags share a word
/// with the index. Every field is a plain value, so reading one costs no reference count.
struct DecodedStep: Sendable {
    /// The index (low 30 bits) and the two flags.
    private let packed: UInt32
    /// Where the step's object starts.
    private let line: Int32
    private let column: Int32
    /// Where the step's `id` value is.
    let idPosition: SourcePosition
    /// Where the `flow` value of a `flow` step is (the step's position for other steps).
    private let flowLine: Int32
    private let flowColumn: Int32
    /// The string targets of `next`, in file order (empty without `next`).
    let nextTargets: [NextSite]
    /// The expressions and templates of the step, in file order, that hold answer paths
    /// that do not resolve to a step of the same flow (the only ones a later check needs);
    /// each keeps only those paths.
    var expressions: [ExpressionSite]

    /// The largest index kept (30 bits; a flow's steps are far fewer).
    static var maximumIndex: Int32 { (1 << 30) - 1 }
    private static var kindKnownBit: UInt32 { 1 << 30 }
    private static var whenKeyBit: UInt32 { 1 << 31 }

    /// - Parameters:
    ///   - index: clamped to `0...maximumIndex`.
    ///   - position: the step object's (its escape offset is not kept: an object has none).
    ///   - flowPosition: only its line and column are kept.
    init(
        index: Int32, position: SourcePosition, idPosition: SourcePosition, flowPosition: SourcePosition,
        isKindKnown: Bool, hasWhenKey: Bool, nextTargets: [NextSite], expressions: [ExpressionSite]
    ) {
        packed =
            UInt32(Swift.min(Swift.max(index, 0), Self.maximumIndex)) | (isKindKnown ? Self.kindKnownBit : 0)
            | (hasWhenKey ? Self.whenKeyBit : 0)
        line = position.line
        column = position.column
        self.idPosition = idPosition
        flowLine = flowPosition.line
        flowColumn = flowPosition.column
        self.nextTargets = nextTargets
        self.expressions = expressions
    }

    /// The step's index in its flow's `steps` array (steps that could not be decoded count).
    var index: Int32 { Int32(packed & UInt32(Self.maximumIndex)) }
    /// Whether the `type` was understood; checks that depend on the kind skip the step
    /// otherwise (the decoder reported the problem).
    var isKindKnown: Bool { packed & Self.kindKnownBit != 0 }
    /// Whether the step has a `when` key (even one that could not be parsed).
    var hasWhenKey: Bool { packed & Self.whenKeyBit != 0 }
    /// Where the step's object starts.
    var position: SourcePosition { SourcePosition(line: line, column: column) }
    /// Where the `flow` value of a `flow` step is, as a location (no escape offset is kept);
    /// the step's position for other steps.
    var flowPosition: SourcePosition { SourcePosition(line: flowLine, column: flowColumn) }
}

/// A 1-based line and column in a file, in 32-bit numbers, with the offset of a string's
/// first escape (see `JSONNode.firstEscapeOffset`); a few bytes where a `SourceLocation`
/// or a `JSONNode` would take many.
struct SourcePosition: Sendable, Equatable {
    var line: Int32
    var column: Int32
    /// -1 when the value is not a string with an escape.
    var escapeOffset: Int32

    /// A position with no escape offset (a value that is not a string, or one whose
    /// location alone is wanted).
    init(line: Int32, column: Int32) {
        self.line = line
        self.column = column
        escapeOffset = -1
    }

    /// The position of `node`.
    init(_ node: JSONNode) {
        line = Int32(clamping: node.line)
        column = Int32(clamping: node.column)
        escapeOffset = node.stringValue != nil ? Int32(clamping: node.firstEscapeOffset ?? -1) : -1
    }

    /// The position of `value`.
    init(_ value: JSONValue) {
        let entry = value.entry
        line = entry.line
        column = entry.column
        escapeOffset = entry.kind == .string ? entry.aux : -1
    }

    /// The position of the key of `member`.
    init(keyOf member: JSONMember) {
        line = Int32(clamping: member.keyLine)
        column = Int32(clamping: member.keyColumn)
        escapeOffset = -1
    }

    /// This position in `file`.
    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }

    /// The position of scalar `offset` of the string here, as `JSONNode.location(in:scalarOffset:)`
    /// gives it (the string's own position from its first escape on).
    func location(in file: String, scalarOffset offset: Int) -> SourceLocation {
        guard offset >= 0 else { return location(in: file) }
        if escapeOffset >= 0, offset >= Int(escapeOffset) { return location(in: file) }
        return SourceLocation(file: file, line: Int(line), column: Int(column) + 1 + offset)
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

    /// Moves what is in `found` to the findings of `check`, leaving `found` empty.
    ///
    /// For the per-step checks, which share one scratch array: a clean step then costs
    /// one test per check (`run` makes, and releases, an array per check).
    @inline(__always)
    mutating func keep(_ found: inout [Diagnostic], as check: LocalCheck) {
        if !found.isEmpty { keepFound(&found, as: check) }
    }

    private mutating func keepFound(_ found: inout [Diagnostic], as check: LocalCheck) {
        if lists.isEmpty { lists = Array(repeating: [], count: LocalCheck.allCases.count) }
        lists[check.rawValue].append(contentsOf: found)
        found = []
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
///
/// A class: the decoder's closures and the checks pass it around a dozen times per step,
/// and copying a struct of this size cost more than allocating it once. One serves all the
/// steps of a flow (see `move(to:index:)`): allocating and freeing one per step cost more
/// than the checks it serves. Nothing keeps it beyond the step it describes.
final class StepSource {
    /// The step's JSON object.
    private(set) var node: JSONValue
    /// Its members (none when it is not an object), and where each known key is.
    private(set) var members: JSONMembers
    private(set) var keys: KeyIndex
    /// The JSON path of the flow's `steps` array.
    let stepsPath: String
    /// The step's index in that array.
    private(set) var index: Int

    init(node: JSONValue, stepsPath: String, index: Int) {
        self.node = node
        self.members = node.members
        self.keys = KeyIndex(members)
        self.stepsPath = stepsPath
        self.index = index
    }

    /// Makes this the source of the step `node` at `index` of the same `steps` array.
    func move(to node: JSONValue, index: Int) {
        self.node = node
        self.members = node.members
        self.keys = KeyIndex(members)
        self.index = index
    }

    /// The value of the step's member `key`, if present.
    func node(_ key: FlowKey) -> JSONValue? { keys.value(key, in: members) }

    /// The step's members and key index, read out of the source once: the decoder looks up
    /// a dozen keys per step, and each read through the class cost a call and a few checks.
    var lookup: StepMembers { StepMembers(members: members, keys: keys) }

    /// The step's JSON path (`steps[3]`), built on demand.
    var path: String { stepsPath + "[\(index)]" }

    /// The step's JSON path extended by `suffix`.
    func path(_ suffix: String) -> String { joinJSONPath(path, suffix) }
}

/// A step's members and where each known key is among them: a value the decoder holds
/// while it decodes the step (see `StepSource.lookup`).
struct StepMembers {
    let members: JSONMembers
    let keys: KeyIndex

    /// The value of the member `key`, if present.
    @inline(__always)
    subscript(key: FlowKey) -> JSONValue? { keys.value(key, in: members) }
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
