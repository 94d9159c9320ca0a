import Testing
import WizardTestSupport

@testable import WizardEngine

/// Seeded random flows and command sequences, checked after every command against
/// `EngineReferenceModel` and the state invariants. Catches: a refusal that changes the
/// state, a wrong stack (paths or route styles), answers that stay live after back or
/// dismiss, a completed sheet left on the stack, a wrong output, broken invariants.
@Suite struct EnginePropertyTests {
    static let sequencesPerFlow = 40
    static let commandsPerSequence = 30

    // MARK: Generation

    static func randomFlows(using rng: inout SplitMix64) -> [GenFlow] {
        func inputKind() -> GenFlow.Kind {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: .text(required: Bool.random(using: &rng), defaultValue: Int.random(in: 0..<4, using: &rng) == 0 ? "dft" : nil)
            case 1: .confirm(defaultValue: Int.random(in: 0..<3, using: &rng) == 0 ? Bool.random(using: &rng) : nil)
            case 2: .select(defaultValue: Int.random(in: 0..<3, using: &rng) == 0 ? "b" : nil)
            default: .integer(defaultValue: Int.random(in: 0..<3, using: &rng) == 0 ? 5 : nil)
            }
        }
        func steps(prefix: String, count: Int, allowFlows: Bool) -> [GenFlow.Step] {
            var out: [GenFlow.Step] = []
            for i in 0..<count {
                let id = "\(prefix)\(i)"
                let roll = Int.random(in: 0..<100, using: &rng)
                var step: GenFlow.Step
                if allowFlows && roll < 30 {
                    let presentation = [Presentation.push, .sheet, .cover].randomElement(using: &rng) ?? .push
                    var repetition: (min: Int, max: Int?)?
                    if Int.random(in: 0..<3, using: &rng) == 0 {
                        let min = Int.random(in: 0...1, using: &rng)
                        repetition = (min, Bool.random(using: &rng) ? min + Int.random(in: 0...2, using: &rng) : nil)
                    }
                    step = GenFlow.Step(
                        id: id,
                        kind: .flow(sub: "s\(Int.random(in: 0..<2, using: &rng))", presentation: presentation, repetition: repetition))
                } else if roll < 38 {
                    step = GenFlow.Step(id: id, kind: .message)
                } else {
                    step = GenFlow.Step(id: id, kind: inputKind())
                }
                let confirms = out.filter { if case .confirm = $0.kind { true } else { false } }
                if Int.random(in: 0..<5, using: &rng) == 0, let c = confirms.randomElement(using: &rng) {
                    step.whenConfirm = c.id
                }
                let inputs = out.filter { if case .flow = $0.kind { false } else if case .message = $0.kind { false } else { true } }
                if case .confirm = step.kind, Int.random(in: 0..<3, using: &rng) == 0, let target = inputs.randomElement(using: &rng) {
                    step.next = .loopOnTrue(target.id)
                } else if Int.random(in: 0..<10, using: &rng) == 0 {
                    step.next = i + 2 < count ? .step("\(prefix)\(i + 2)") : .end
                }
                step.isStored = Int.random(in: 0..<8, using: &rng) != 0
                out.append(step)
            }
            return out
        }
        return [
            GenFlow(id: "main", steps: steps(prefix: "r", count: Int.random(in: 2...6, using: &rng), allowFlows: true)),
            GenFlow(id: "s0", steps: steps(prefix: "a", count: Int.random(in: 1...3, using: &rng), allowFlows: false)),
            GenFlow(id: "s1", steps: steps(prefix: "b", count: Int.random(in: 1...3, using: &rng), allowFlows: false)),
        ]
    }

    /// A random line for the current state: answers valid and invalid, empty lines, and
    /// every navigation command (back ID with ids on the stack and bogus ones).
    static func randomLine(model: EngineReferenceModel, state: WizardState, using rng: inout SplitMix64) -> String {
        let roll = Int.random(in: 0..<100, using: &rng)
        switch roll {
        case 0..<10: return ":back"
        case 10..<14: return ":root"
        case 14..<20: return ":dismiss"
        case 20..<27:
            let paths = state.stack.routes.map { state.path(of: $0.screen) }
            let short = state.stack.routes.map(\.screen.step.rawValue)
            return ":back " + ((paths + short).randomElement(using: &rng) ?? "x")
        case 27..<29: return ":back nope"
        case 29..<37: return ""
        default: break
        }
        guard let top = model.top else { return "" }
        let invalid = roll < 45
        if top.question != nil { return invalid ? "maybe" : ["y", "n", "YES", "no"].randomElement(using: &rng) ?? "y" }
        switch model.step(of: top)?.kind {
        case .text: return invalid ? "" : ["v1", "v2", "::x"].randomElement(using: &rng) ?? "v1"
        case .confirm: return invalid ? "yep" : ["y", "N", "yes", "no"].randomElement(using: &rng) ?? "y"
        case .select: return invalid ? "4" : ["1", "3", "b", "c"].randomElement(using: &rng) ?? "1"
        case .integer: return invalid ? ["10", "-1", "x"].randomElement(using: &rng) ?? "x" : String(Int.random(in: 0...9, using: &rng))
        default: return "?"
        }
    }

    // MARK: Checking

    /// Replays `lines` on a fresh engine and model; the first command (-1: start) where
    /// they disagree, with why, or nil.
    static func firstFailure(flows: [GenFlow], lines: [String]) -> (index: Int, reason: String)? {
        let engine = Engine(catalog: Build.catalog(flows[0].engineFlow, flows.dropFirst().map(\.engineFlow)), entryLimit: 10_000)
        var state = WizardState()
        var model = EngineReferenceModel(flows: flows)
        let outcome = engine.start(&state)
        let expected = model.start()
        if let reason = compare(engine, state, outcome, model, expected, before: nil) { return (-1, reason) }
        for (index, line) in lines.enumerated() {
            guard !model.isCompleted else { break }
            let before = state
            let outcome = engine.handle(Command.parse(line) ?? .help, in: &state)
            let status = apply(line, to: &model)
            if let reason = compare(engine, state, outcome, model, status, before: before) { return (index, reason) }
        }
        return nil
    }

    static func compare(
        _ engine: Engine, _ state: WizardState, _ outcome: Outcome, _ model: EngineReferenceModel,
        _ expected: EngineReferenceModel.Status, before: WizardState?
    ) -> String? {
        let problems = state.checkInvariants()
        if !problems.isEmpty { return "invariants: \(problems)" }
        let refused = outcome.notices.contains(where: \.isRefusal)
        if refused != (expected == .refused) { return "refused: engine \(refused), model \(expected == .refused) \(outcome.notices)" }
        if refused, let before, state != before { return "a refusal changed the state" }
        let stack = state.stack.routes.map { "\(state.path(of: $0.screen)):\($0.style)" }
        let modelStack = model.stack.map { "\($0.path):\($0.style)" }
        if stack != modelStack { return "stack \(stack), model \(modelStack)" }
        let answers = state.answers.filter { !$0.key.contains("#") }
        if answers != model.live.answers {
            return "answers \(answers.sorted { $0.key < $1.key }), model \(model.live.answers.sorted { $0.key < $1.key })"
        }
        let completed = outcome.status == .completed
        if completed != model.isCompleted { return "completed: engine \(completed) \(outcome.status), model \(model.isCompleted)" }
        if completed {
            let json = engine.answers(of: state).jsonText(pretty: false)
            if json != model.outputJSON { return "output \(json), model \(model.outputJSON)" }
        }
        return nil
    }

    /// The shortest failing prefix, then greedily without single earlier lines.
    static func shrink(flows: [GenFlow], lines: [String], failingAt index: Int) -> [String] {
        var current = Array(lines.prefix(index + 1))
        var i = 0
        while i < current.count {
            var candidate = current
            candidate.remove(at: i)
            if let failure = firstFailure(flows: flows, lines: candidate) {
                current = Array(candidate.prefix(failure.index + 1))
            } else {
                i += 1
            }
        }
        return current
    }

    /// What the model says a line does (help and quit change nothing).
    static func apply(_ line: String, to model: inout EngineReferenceModel) -> EngineReferenceModel.Status {
        switch Command.parse(line) {
        case .answer(let text)?: model.answer(text)
        case .back?: model.back()
        case .root?: model.root()
        case .dismiss?: model.dismiss()
        case .backTo(let name)?: model.backTo(name)
        default: .asking
        }
    }

    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<250))
    func randomSequencesAgreeWithTheModel(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let flows = Self.randomFlows(using: &rng)
        let catalog = Build.catalog(flows[0].engineFlow, flows.dropFirst().map(\.engineFlow))
        let engine = Engine(catalog: catalog, entryLimit: 10_000)
        for sequence in 0..<Self.sequencesPerFlow {
            var state = WizardState()
            var model = EngineReferenceModel(flows: flows)
            var lines: [String] = []
            var failure: (index: Int, reason: String)?
            let outcome = engine.start(&state)
            let expected = model.start()
            if let reason = Self.compare(engine, state, outcome, model, expected, before: nil) { failure = (-1, reason) }
            while failure == nil, lines.count < Self.commandsPerSequence, !model.isCompleted {
                let line = Self.randomLine(model: model, state: state, using: &rng)
                lines.append(line)
                let before = state
                let outcome = engine.handle(Command.parse(line) ?? .help, in: &state)
                let expected = Self.apply(line, to: &model)
                if let reason = Self.compare(engine, state, outcome, model, expected, before: before) {
                    failure = (lines.count - 1, reason)
                }
            }
            if let failure {
                let shrunk = failure.index < 0 ? [] : Self.shrink(flows: flows, lines: lines, failingAt: failure.index)
                let reason = Self.firstFailure(flows: flows, lines: shrunk)?.reason ?? failure.reason
                Issue.record(
                    """
                    seed \(seed) sequence \(sequence): command \(failure.index) of \(lines) fails: \(failure.reason)
                    shortest failing prefix \(shrunk): \(reason)
                    (reproduce with WIZARD_SEED=\(seed))
                    """)
                return
            }
        }
    }
}
