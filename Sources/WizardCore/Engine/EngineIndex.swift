/// Immutable lookups over an engine's catalog, computed once in `Engine.init`: flows by
/// id (the root without hashing), and one byte of prompt facts per step.
///
/// Nothing per step is kept but that byte: step ids are found through `Flow.stepIndex`,
/// and a prompt's texts, choices and breadcrumb are read from the step when a prompt is
/// built (or, for a root step whose parts are all fixed, when the prompt is read), so a
/// run that asks nothing (`--non-interactive --defaults`) builds none of them.
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

/// One flow with what the engine looks up in it.
final class FlowInfo: Sendable {
    let flow: Flow
    /// `flow.steps`, read without copying the whole `Flow` value.
    let steps: [Step]
    /// How many of the steps wait for input (an estimate of the answers a run records).
    let inputStepCount: Int
    /// Whether no two steps share an id (always so for loaded flows), so a step's
    /// position is the only one `index(of:)` can give for its id.
    let hasUniqueIDs: Bool
    /// The first breadcrumb of every prompt (the root flow's title, else its humanized id).
    let rootTitle: String
    /// `StaticPrompt.Facts` of each step, by step index.
    private let facts: [StaticPrompt.Facts]

    init(_ flow: Flow, rootTitle: String, isRoot: Bool = false) {
        self.flow = flow
        steps = flow.steps
        hasUniqueIDs = flow.stepIndex.count == flow.steps.count
        self.rootTitle = rootTitle
        var inputStepCount = 0
        var facts: [StaticPrompt.Facts] = []
        facts.reserveCapacity(flow.steps.count)
        for step in flow.steps {
            if step.isInput { inputStepCount += 1 }
            facts.append(StaticPrompt.facts(of: step, isRoot: isRoot))
        }
        self.inputStepCount = inputStepCount
        self.facts = facts
    }

    /// The parts of each step's prompt that do not depend on the run, by step index.
    var prompts: StaticPrompts { StaticPrompts(steps: steps, facts: facts) }

    /// The index of the step with this id, if any: `Flow.position(of:)` (the first step
    /// with the id, checked against `Flow.steps`, which may have been changed after the
    /// flow indexed them).
    ///
    /// `StepIndex` hashes with Swift's seeded `Hasher`: ids come from the flow file, which
    /// is untrusted, and cannot be picked to make every lookup probe the same slots.
    @inline(__always)
    func index(of id: StepID) -> Int? {
        flow.position(of: id)
    }

    /// The step with this id, if any.
    func step(_ id: StepID) -> Step? {
        index(of: id).map { steps[$0] }
    }
}

/// `StaticPrompt` of each step of a flow, by step index (made when read: the flow keeps
/// one byte per step).
struct StaticPrompts {
    let steps: [Step]
    let facts: [StaticPrompt.Facts]

    subscript(index: Int) -> StaticPrompt {
        StaticPrompt(step: steps[index], facts: facts[index])
    }
}

/// The parts of a step's prompt fixed at load time, read from the step itself through
/// facts found once when the engine is made.
///
/// A flow keeps only `Facts` (one byte) per step: every value here is the step's own (a
/// literal default is the step's value, converted as `InputParser.convert` would), so the
/// index holds no string or array of its own and indexing a step allocates nothing.
struct StaticPrompt {
    /// What was found about a step once, when the engine was made.
    struct Facts: OptionSet, Sendable {
        let rawValue: UInt8

        /// The step's default is literal, converts as `InputParser.defaultAnswer()` would
        /// without the run, and `InputParser.validate` accepts it whatever the run (no
        /// `validate.expression` or plugin).
        static let defaultAccepted = Facts(rawValue: 1)
        /// An input step of the root flow whose help, choices, completions, default and
        /// placeholder are all fixed: asked outside any sub-flow, nothing but its question
        /// (and pre-filled draft) depends on the run (`FixedPromptParts`).
        static let fixedParts = Facts(rawValue: 2)
    }

    let step: Step
    let facts: Facts

    /// The successful `defaultAnswer` when `InputParser.validate` accepts it whatever the
    /// run: what empty input gives.
    var acceptedDefault: AnswerValue? {
        facts.contains(.defaultAccepted) ? StaticPrompt.literalDefault(of: step) : nil
    }

    /// Whether a prompt of the step asked outside any sub-flow may read its parts from
    /// the step (`FixedPromptParts`) instead of building them.
    var hasFixedParts: Bool { facts.contains(.fixedParts) }

    /// What is fixed about a step's prompt (see `Facts`).
    static func facts(of step: Step, isRoot: Bool) -> Facts {
        var facts: Facts = []
        let choices = fixedChoices(of: step)
        let converted = convert(step, choices: choices)
        if case .value(let value) = converted {
            let rule = step.validation
            if rule.isEmpty
                || (rule.expression == nil && rule.plugin == nil && rule.fixedFailure(for: value) == nil)
            {
                facts.insert(.defaultAccepted)
            }
        }
        guard isRoot, step.isInput, converted != .needsRun, choices != nil, step.help?.isLiteral ?? true else { return facts }
        switch step.kind {
        case .plugin:
            // Completions come from the plugin.
            return facts
        case .text(let template?) where !template.isLiteral:
            return facts
        default:
            facts.insert(.fixedParts)
            return facts
        }
    }

    /// The choices a prompt of the step offers whatever the run: all of them when none
    /// has a `when` (none for a kind without choices); nil when they depend on the run.
    static func fixedChoices(of step: Step) -> [Choice]? {
        guard let all = step.kind.choices else { return [] }
        if step.choicesSource != nil { return nil }
        return all.contains(where: { $0.when != nil }) ? nil : all
    }

    /// `choices` numbered as a prompt shows them.
    static func numbered(_ choices: [Choice]) -> [PromptChoice] {
        choices.enumerated().map { index, choice in
            PromptChoice(number: index + 1, value: choice.text, label: choice.label ?? choice.text)
        }
    }

    /// A step's default as `InputParser.defaultAnswer()` gives it, when that needs nothing
    /// from the run.
    enum FixedDefault: Equatable {
        /// The step has no default.
        case none
        /// A literal default, converted as `InputParser.convert` would.
        case value(AnswerValue)
        /// A template, a value the parser must convert (or refuse), or a choice that may
        /// be hidden: only the parser, with the run, can say.
        case needsRun
    }

    /// `InputParser.defaultAnswer()` for a literal default, where it needs nothing from the
    /// run (`choices`: those offered whatever the run, nil when they depend on it).
    static func convert(_ step: Step, choices: [Choice]?) -> FixedDefault {
        guard let defaultValue = step.defaultValue else { return .none }
        guard case .value(let value) = defaultValue else { return .needsRun }
        switch (step.kind, value) {
        case (.text, .string(let s)), (.secret, .string(let s)):
            if s.isEmpty || s.utf8.count > InputParser.maximumInputBytes { return .needsRun }
            return .value(value)
        case (.confirm, .bool), (.integer, .integer), (.number, .number):
            return .value(value)
        case (.number, .integer(let i)):
            return .value(.number(Double(i)))
        case (.select, .string), (.select, .integer), (.select, .number), (.select, .bool):
            if let choices, let choice = choices.first(where: { $0.value.isEqual(to: value) }) { return .value(choice.value) }
            return .needsRun
        default:
            return .needsRun
        }
    }

    /// What `convert` gives for a literal default it accepts, without checking again: for
    /// a step whose facts say it converts (nil when the step has no literal default).
    static func literalDefault(of step: Step) -> AnswerValue? {
        guard let value = step.literalDefaultValue else { return nil }
        if step.isNumber, case .integer(let i) = value { return .number(Double(i)) }
        return value
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

/// The parts of a root step's prompt that are the same on every visit (`Facts.fixedParts`),
/// read from the step when asked: building such a prompt allocates nothing, and only a
/// prompt that is shown computes its breadcrumb, choices or default text.
struct FixedPromptParts: Sendable {
    let info: FlowInfo
    let index: Int

    var step: Step { info.steps[index] }
    var path: String { step.id.rawValue }
    var typeName: String { step.kind.typeName }
    var rootTitle: String { info.rootTitle }
    var title: String { humanize(step.id.rawValue) }
    var breadcrumb: [String] { [rootTitle, title] }
    /// The help text (literal, or none).
    var help: String? { step.help?.source }
    /// The default as typed, before a secret's is masked.
    var typedDefault: String? { StaticPrompt.literalDefault(of: step).flatMap(StaticPrompt.typedText) }
    var defaultText: String? {
        guard let typed = typedDefault else { return nil }
        return step.isSecret ? "********" : typed
    }
    var choices: [PromptChoice] { StaticPrompt.numbered(step.kind.choices ?? []) }
    var placeholder: String? {
        if case .text(let template?) = step.kind { return template.source }
        return nil
    }
    var isSecret: Bool { step.isSecret }
    var isOptional: Bool { !step.isRequired && typedDefault == nil }
    var completions: [String] { (step.kind.choices ?? []).map(\.text) }
    var completesPaths: Bool {
        if case .path = step.kind { return true }
        return false
    }

    /// Whether both are the same step of the same flow (so every part is equal).
    func isSameStep(as other: FixedPromptParts) -> Bool {
        info === other.info && index == other.index
    }

    /// The parts in a box of their own (for a prompt being changed, or compared with one
    /// whose parts are boxed).
    func box() -> PromptParts {
        PromptParts(
            path: path, typeName: typeName, rootTitle: rootTitle, title: title, help: help, defaultText: defaultText,
            choices: choices, placeholder: placeholder, isSecret: isSecret, isOptional: isOptional,
            completions: completions, completesPaths: completesPaths)
    }
}
