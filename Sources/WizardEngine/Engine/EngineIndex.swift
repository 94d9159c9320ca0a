/// Immutable lookups over an engine's catalog, computed once in `Engine.init`: flows by
/// id (the root without hashing), step indexes by id through a cheap byte hash, and
/// humanized step ids for breadcrumbs.
final class EngineIndex: Sendable {
    let rootID: FlowID
    let root: FlowInfo?
    let flows: [FlowID: FlowInfo]
    /// The first breadcrumb: the root flow's title, else its humanized id.
    let rootTitle: String

    init(catalog: FlowCatalog) {
        var flows: [FlowID: FlowInfo] = [:]
        flows.reserveCapacity(catalog.flows.count)
        let rootTitle = catalog.root?.title ?? humanize(catalog.rootID.rawValue)
        for (id, flow) in catalog.flows {
            flows[id] = FlowInfo(flow, rootTitle: rootTitle, isRoot: id == catalog.rootID)
        }
        self.rootID = catalog.rootID
        self.root = flows[catalog.rootID]
        self.flows = flows
        self.rootTitle = rootTitle
    }

    /// The loaded flow with this id (as `FlowCatalog.flow(_:)`).
    func flow(_ id: FlowID) -> Flow? {
        flows[id]?.flow
    }

    /// The flow run by a frame chain (the root flow for no frames).
    @inline(__always)
    func info(for frames: [Frame]) -> FlowInfo? {
        guard let last = frames.last else { return root }
        if last.flow.rawValue == rootID.rawValue { return root }
        return flows[last.flow]
    }
}

/// One flow with its steps indexed.
final class FlowInfo: Sendable {
    let flow: Flow
    /// `flow.steps`, read without copying the whole `Flow` value.
    let steps: [Step]
    /// How many of the steps wait for input (an estimate of the answers a run records).
    let inputStepCount: Int
    /// Whether no two steps share an id (always so for loaded flows), so a step's
    /// position is the only one `index(of:)` can give for its id.
    let hasUniqueIDs: Bool
    /// `humanize(step.id.rawValue)` per step.
    let humanizedIDs: [String]
    /// The parts of each step's prompt that do not depend on the run.
    let prompts: [StaticPrompt]
    /// Open-addressing table of step indexes (-1: empty), `mask + 1` slots.
    private let slots: [Int32]
    /// The id of each step, by step index (what a used slot's index is checked against).
    private let ids: [String]
    private let mask: Int

    init(_ flow: Flow, rootTitle: String, isRoot: Bool = false) {
        self.flow = flow
        steps = flow.steps
        inputStepCount = flow.steps.reduce(0) { $0 + ($1.isInput ? 1 : 0) }
        hasUniqueIDs = flow.stepIndex.count == flow.steps.count
        let humanizedIDs = flow.steps.map { humanize($0.id.rawValue) }
        self.humanizedIDs = humanizedIDs
        prompts = flow.steps.indices.map {
            StaticPrompt(flow.steps[$0], title: humanizedIDs[$0], rootTitle: rootTitle, isRoot: isRoot)
        }
        var size = 8
        while size < flow.steps.count * 2 { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        let mask = size - 1
        // The same mapping as `Flow.stepIndex` (one slot per distinct id).
        for (id, stepIndex) in flow.stepIndex {
            var slot = FlowInfo.hash(id.rawValue) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(stepIndex)
        }
        self.slots = slots
        ids = flow.steps.map(\.id.rawValue)
        self.mask = mask
    }

    /// The slot hash of a step id or answer path: Swift's seeded `Hasher` (SipHash) over the
    /// UTF-8 bytes. Ids come from the flow file, which is untrusted: with an unseeded hash
    /// (FNV was used at first) a flow could pick ids that all probe the same slots and make
    /// every lookup linear in the flow's size. Tables stay deterministic in what they
    /// answer; only the slot layout differs between processes, as with `Dictionary`.
    @inline(__always)
    static func hash(_ text: String) -> Int {
        var hasher = Hasher()
        // Over contiguous bytes: no per-byte decoding of a small string. The rare other
        // string is copied, so both feed `combine(bytes:)` the same way.
        if text.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
        }
        return hasher.finalize()
    }

    /// The index of the step with this id, if any.
    func index(of id: StepID) -> Int? {
        var slot = FlowInfo.hash(id.rawValue) & mask
        while true {
            let i = Int(slots[slot])
            if i < 0 { return nil }
            if ids[i] == id.rawValue { return i }
            slot = (slot + 1) & mask
        }
    }

    /// The longest probe sequence of the table: how many slots a lookup may visit (tests
    /// use it to check that ids chosen to collide do not make lookups linear).
    var longestProbe: Int {
        var longest = 0
        for slot in slots.indices where slots[slot] >= 0 {
            longest = max(longest, ((slot - (FlowInfo.hash(ids[Int(slots[slot])]) & mask)) & mask) + 1)
        }
        return longest
    }

    /// The step with this id, if any.
    func step(_ id: StepID) -> Step? {
        index(of: id).map { steps[$0] }
    }
}

/// The parts of a step's prompt fixed at load time; nil where they depend on the run
/// (templates, choices with `when`, plugin and path kinds).
///
/// A value stored inline in `FlowInfo.prompts` (no object per step). The breadcrumb
/// outside any sub-flow, `[root title, step title]`, is not kept: `rootParts` holds the
/// two titles and the engine builds it from `FlowInfo.humanizedIDs` elsewhere.
struct StaticPrompt: Sendable {
    /// The question when the prompt is literal or absent (the humanized id).
    let question: String?
    /// Whether `help` is absent or literal (then `help` is it).
    let helpIsStatic: Bool
    let help: String?
    /// The choices offered, numbered, when none has a `when`.
    let choices: [PromptChoice]?
    /// Tab completions when `choices` is set (or the kind has none) and no plugin.
    let completions: [String]?
    /// Whether `InputParser.defaultAnswer()` needs nothing from the run (the default is
    /// absent or literal), so `defaultText` is the prompt's default text.
    let defaultIsFixed: Bool
    /// `typedText` of the default converted as `InputParser.defaultAnswer()` would, when
    /// that succeeds and needs nothing from the run.
    let defaultText: String?
    /// The successful `defaultAnswer` when `InputParser.validate` accepts it whatever the
    /// run (no `validate.expression` or plugin): what empty input gives.
    let acceptedDefault: AnswerValue?
    /// For a step of the root flow asked outside any sub-flow, when nothing but the
    /// question may depend on the run: the other parts of `Engine.prompt`, fixed.
    let rootParts: PromptParts?

    init(_ step: Step, title: String, rootTitle: String, isRoot: Bool = false) {
        if let prompt = step.prompt {
            question = prompt.isLiteral ? prompt.source : nil
        } else {
            question = title
        }
        if let help = step.help {
            helpIsStatic = help.isLiteral
            self.help = help.isLiteral ? help.source : nil
        } else {
            helpIsStatic = true
            help = nil
        }
        var staticChoices: [Choice]?
        if let all = step.kind.choices {
            if !all.contains(where: { $0.when != nil }) { staticChoices = all }
        } else {
            staticChoices = []
        }
        choices = staticChoices?.enumerated().map { index, choice in
            PromptChoice(number: index + 1, value: choice.value, label: choice.label ?? choice.value)
        }
        if case .plugin = step.kind {
            completions = nil
        } else {
            completions = choices?.map(\.value)
        }
        let converted = StaticPrompt.convert(step, choices: staticChoices)
        defaultIsFixed = converted != nil
        if case .success(let value)?? = converted {
            defaultText = StaticPrompt.typedText(value)
            let rule = step.validation
            let accepted =
                rule.isEmpty
                || (rule.expression == nil && rule.plugin == nil
                    && InputParser.fixedRuleFailure(value, rule) == nil)
            acceptedDefault = accepted ? value : nil
        } else {
            defaultText = nil
            acceptedDefault = nil
        }
        rootParts = RootPromptParts.make(
            step, isRoot: isRoot, rootTitle: rootTitle, title: title, help: helpIsStatic ? .some(help) : nil, choices: choices,
            completions: completions, defaultText: converted == nil ? nil : .some(defaultText))
    }

    /// `InputParser.convert` for a literal default, where it needs nothing from the run.
    static func convert(_ step: Step, choices: [Choice]?) -> Result<AnswerValue, InputRefusal>?? {
        guard let defaultValue = step.defaultValue else { return .some(nil) }
        guard case .value(let value) = defaultValue else { return nil }
        switch (step.kind, value) {
        case (.text, .string(let s)), (.secret, .string(let s)):
            if s.isEmpty || s.utf8.count > InputParser.maximumInputBytes { return nil }
            return .success(value)
        case (.confirm, .bool), (.integer, .integer), (.number, .number):
            return .success(value)
        case (.number, .integer(let i)):
            return .success(.number(Double(i)))
        case (.select, .string(let s)):
            if let choices, choices.contains(where: { $0.value == s }) { return .success(value) }
            return nil
        default:
            return nil
        }
    }

    /// `Engine.typedText` for the values `convert` gives (never a plugin kind).
    static func typedText(_ value: AnswerValue) -> String? {
        switch value {
        case .bool(let b): b ? "yes" : "no"
        case .string(let s): s
        case .integer(let i): String(i)
        case .number(let d): AnswerValue.formatNumber(d)
        default: nil
        }
    }
}

/// The parts of a root step's prompt that `Engine.prompt` would compute the same way on
/// every visit, as one `PromptParts` box every prompt of the step shares. Only steps
/// whose help, choices, completions, default and placeholder are all fixed have them
/// (see `StaticPrompt.rootParts`).
enum RootPromptParts {
    /// nil unless the step is an input step of the root flow whose help, choices,
    /// completions, default and placeholder are fixed (`help` and `defaultText` are nil
    /// when not fixed, `.some(text)` when fixed).
    static func make(
        _ step: Step, isRoot: Bool, rootTitle: String, title: String, help: String??, choices: [PromptChoice]?,
        completions: [String]?, defaultText: String??
    ) -> PromptParts? {
        guard isRoot, step.isInput, let help, let choices, let completions, let defaultText else { return nil }
        var placeholder: String?
        if case .text(let template?) = step.kind {
            // `Engine.render` gives a literal template's source.
            guard template.isLiteral else { return nil }
            placeholder = template.source
        }
        var completesPaths = false
        if case .path = step.kind { completesPaths = true }
        return PromptParts(
            path: step.id.rawValue, typeName: step.kind.typeName, rootTitle: rootTitle, title: title, help: help,
            defaultText: step.isSecret ? (defaultText == nil ? nil : "********") : defaultText, choices: choices,
            placeholder: placeholder, isSecret: step.isSecret, isOptional: !step.isRequired && defaultText == nil,
            completions: completions, completesPaths: completesPaths)
    }
}
