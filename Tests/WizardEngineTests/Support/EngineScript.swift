import Testing

@testable import WizardEngine

/// Runs input lines through the pure engine the way a driver does (FIFO), checking after
/// every command that the invariants hold and that a refusal changed nothing.
struct EngineScript {
    /// The state after the last line.
    var state = WizardState()
    /// The outcome of the last line (of `start` when there are no lines).
    var outcome: Outcome
    /// Broken invariants, refusals that changed the state, unparseable lines.
    var problems: [String] = []

    /// Starts `engine` and feeds it `lines` (typed commands such as `:back` included).
    init(_ engine: Engine, _ lines: [String]) {
        outcome = engine.start(&state)
        problems += state.checkInvariants().map { "after start: \($0)" }
        for (index, line) in lines.enumerated() {
            guard let command = Command.parse(line) else {
                problems.append("line \(index) '\(line)' is no command")
                continue
            }
            let before = state
            outcome = engine.handle(command, in: &state)
            problems += state.checkInvariants().map { "after line \(index) '\(line.prefix(20))': \($0)" }
            if outcome.notices.contains(where: \.isRefusal), state != before {
                problems.append("line \(index) '\(line.prefix(20))' was refused but changed the state")
            }
        }
    }
}

extension Notice {
    var isRefusal: Bool {
        if case .refused = self { true } else { false }
    }
}

/// What a table case expects after its last line, exactly.
enum Expect: Equatable, Sendable, CustomStringConvertible {
    /// The run completed with this output (`jsonText(pretty: false)`).
    case output(String)
    /// The run asks this path, with this pre-filled text (nil: none); notices not compared.
    case asks(String, prefill: String? = nil)
    /// The last line was refused with exactly this notice; the run asks `asking` again.
    case refused(Refusal, asking: String)
    /// The last outcome carries exactly these notices and asks `asking`.
    case notices([Notice], asking: String)
    /// The run failed.
    case failed(RunError)

    /// What the script shows, in the shape of `self` so that `==` compares like with like.
    func observed(in script: EngineScript, engine: Engine) -> Expect {
        let notices = script.outcome.notices
        switch script.outcome.status {
        case .completed:
            return .output(engine.answers(of: script.state).jsonText(pretty: false))
        case .failed(let error):
            return .failed(error)
        case .asking(let prompt):
            switch self {
            case .refused:
                if notices.count == 1, case .refused(let refusal) = notices[0] {
                    return .refused(refusal, asking: prompt.path)
                }
                return .notices(notices, asking: prompt.path)
            case .asks:
                return .asks(prompt.path, prefill: prompt.prefill)
            default:
                return .notices(notices, asking: prompt.path)
            }
        }
    }

    var description: String {
        switch self {
        case .output(let json): "output \(json)"
        case .asks(let path, let prefill): "asks \(path)" + (prefill.map { " prefilled '\($0)'" } ?? "")
        case .refused(let refusal, let path): "refused \(refusal), asks \(path)"
        case .notices(let notices, let path): "notices \(notices), asks \(path)"
        case .failed(let error): "fails \(error)"
        }
    }
}

/// One row of an engine rule table: a small flow, input lines, the exact result.
struct EngineCase: CustomTestStringConvertible, Sendable {
    /// The rule checked, and the bug the row would catch.
    var testDescription: String
    var flows: [Flow]
    var lines: [String]
    var expect: Expect
    var sources = AnswerSources()
    var environment = EngineEnvironment()
    var entryLimit = 100_000

    init(
        _ description: String, _ flows: [Flow], _ lines: [String], _ expect: Expect,
        sources: AnswerSources = AnswerSources(), environment: EngineEnvironment = EngineEnvironment(),
        entryLimit: Int = 100_000
    ) {
        self.testDescription = description
        self.flows = flows
        self.lines = lines
        self.expect = expect
        self.sources = sources
        self.environment = environment
        self.entryLimit = entryLimit
    }

    /// A one-flow case whose root has these steps.
    init(
        _ description: String, steps: [Step], _ lines: [String], _ expect: Expect,
        sources: AnswerSources = AnswerSources(), environment: EngineEnvironment = EngineEnvironment(),
        entryLimit: Int = 100_000
    ) {
        self.init(
            description, [Flow(id: "main", steps: steps)], lines, expect, sources: sources,
            environment: environment, entryLimit: entryLimit)
    }

    var engine: Engine {
        Engine(
            catalog: Build.catalog(flows[0], Array(flows.dropFirst())), environment: environment,
            sources: sources, entryLimit: entryLimit)
    }

    /// Runs the case: the observed result and the problems met on the way.
    func run() -> (observed: Expect, problems: [String]) {
        let engine = engine
        let script = EngineScript(engine, lines)
        return (expect.observed(in: script, engine: engine), script.problems)
    }
}
