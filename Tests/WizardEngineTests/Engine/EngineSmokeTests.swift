import Testing

@testable import WizardEngine

@Suite struct EngineSmokeTests {
    @Test func backPrefillsAndOutputKeepsFinalPath() {
        let root = Flow(
            id: "setup", title: "Setup",
            steps: [
                Build.text("name"), Build.confirm("tls", default: false), Build.flow("db", "database"), Build.text("done", required: false),
            ])
        let db = Flow(id: "database", title: "Database", steps: [Build.text("host"), Build.integer("port", min: 1, max: 65535)])
        let engine = Engine(catalog: Build.catalog(root, db))
        var state = WizardState()
        var outcome = engine.start(&state)
        #expect(state.checkInvariants() == [])
        for line in ["alice", ":back", "bob", "", "localhost", "99999", "5432", ":back", "5432", ""] {
            let command = Command.parse(line) ?? .help
            outcome = engine.handle(command, in: &state)
            #expect(state.checkInvariants() == [], "after \(line)")
        }
        #expect(outcome.status == .completed)
        let json = engine.answers(of: state).jsonText(pretty: false)
        #expect(json == #"{"name":"bob","tls":false,"db":{"host":"localhost","port":5432},"done":""}"#)
    }
}
