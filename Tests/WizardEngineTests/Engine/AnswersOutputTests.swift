import Testing

@testable import WizardEngine

/// `Engine.answers(of:redactingSecrets:)` (the CLI's answers output) and
/// `Engine.recordsTrace` (off in the CLI without `--explain`).
@Suite struct AnswersOutputTests {
    /// A root with a secret, a sub-flow holding a secret, a repeat of items holding a
    /// secret, an empty sub-flow and a message: every kind of member the output has.
    static func catalog() -> FlowCatalog {
        let root = Flow(
            id: "main", title: "Main",
            steps: [
                Build.text("name", default: "n\u{7}\"x\""), Build.secret("pw"), Build.message("hello", "hi {{ name }}"),
                Build.flow("db", "database", .sheet), Build.flow("servers", "server", repeat: Repetition()),
                Build.flow("none", "empty"), Build.confirm("done", default: true),
            ])
        let db = Flow(id: "database", title: "Database", steps: [Build.text("host", default: "h"), Build.secret("token")])
        let server = Flow(id: "server", title: "Server", steps: [Build.text("host", default: "s"), Build.secret("key")])
        let empty = Flow(id: "empty", title: "Empty", steps: [Build.message("m", "nothing to ask")])
        return Build.catalog(root, db, server, empty)
    }

    static let lines = ["", "pw1", "", "tok", "y", "", "k0", "y", "", "k1", "", ""]

    static func completedRun(_ engine: Engine) -> WizardState {
        var state = WizardState()
        var outcome = engine.start(&state)
        for line in lines {
            guard case .asking = outcome.status else { break }
            outcome = engine.handle(Command.parse(line) ?? .help, in: &state)
        }
        #expect(outcome.status == .completed)
        return state
    }

    /// Catches: a member, a bracket or a comma out of place; a secret not redacted (or
    /// redacted when it should not be); a message or an empty sub-flow left out or added.
    @Test(arguments: [false, true])
    func everyKindOfMember(redacting: Bool) {
        let engine = Engine(catalog: Self.catalog())
        let state = Self.completedRun(engine)
        let compact = engine.answers(of: state, redactingSecrets: redacting).jsonText(pretty: false)
        let secret = { (value: String) in redacting ? "***" : value }
        #expect(
            compact
                == #"{"name":"n\u0007\"x\"","pw":"\#(secret("pw1"))","db":{"host":"h","token":"\#(secret("tok"))"},"#
                + #""servers":[{"host":"s","key":"\#(secret("k0"))"},{"host":"s","key":"\#(secret("k1"))"}],"none":{},"done":true}"#)
    }

    /// Catches: output other than `{}` for a run with no answer or a catalog without a root.
    @Test func emptyStatesAndCatalogs() {
        let engine = Engine(catalog: Self.catalog())
        for pretty in [true, false] {
            #expect(engine.answers(of: WizardState()).jsonText(pretty: pretty) == "{}")
        }
        let rootless = Engine(catalog: FlowCatalog(rootID: "missing", flows: [:]))
        #expect(rootless.answers(of: WizardState()).jsonText() == "{}")
    }

    /// Catches: `recordsTrace = false` changing anything but the trace (notices to show,
    /// the status, the state), or leaving a trace event in.
    @Test func turningTheTraceOffDropsOnlyTheTrace() {
        let traced = Engine(catalog: Self.catalog())
        var untraced = traced
        untraced.recordsTrace = false
        var a = WizardState()
        var b = WizardState()
        var outcomeA = traced.start(&a)
        var outcomeB = untraced.start(&b)
        var sawTrace = false
        for line in Self.lines + [":back", ":root"] {
            sawTrace = sawTrace || !outcomeA.trace.isEmpty
            #expect(outcomeB.trace.isEmpty)
            #expect(outcomeA.notices == outcomeB.notices)
            #expect(outcomeA.status == outcomeB.status)
            #expect(a == b)
            guard case .asking = outcomeA.status else { break }
            outcomeA = traced.handle(Command.parse(line) ?? .help, in: &a)
            outcomeB = untraced.handle(Command.parse(line) ?? .help, in: &b)
        }
        #expect(sawTrace)
        // Answered from sources in `start`: the trace would hold an event per step.
        var defaultsTraced = traced
        defaultsTraced.sources = AnswerSources(setValues: ["pw": "p", "db.token": "t"], useDefaults: true)
        var defaultsUntraced = defaultsTraced
        defaultsUntraced.recordsTrace = false
        var c = WizardState()
        var d = WizardState()
        let outcomeC = defaultsTraced.start(&c)
        let outcomeD = defaultsUntraced.start(&d)
        #expect(outcomeC.trace.count >= 4)
        #expect(outcomeD.trace.isEmpty)
        #expect(outcomeC.notices == outcomeD.notices)
        #expect(outcomeC.status == outcomeD.status)
        #expect(c == d)
    }
}
