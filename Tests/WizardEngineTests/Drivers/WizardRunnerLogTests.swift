import Testing

@testable import WizardEngine

/// `WizardRunner` logs every outcome's trace events, then its notices, in order.
@Suite struct WizardRunnerLogTests {
    static let flow = #"""
        {"id": "log", "steps": [
          {"id": "name", "type": "text", "prompt": "Name?"},
          {"id": "skip", "type": "text", "prompt": "Never?", "when": "name == \"nobody\""},
          {"id": "age", "type": "integer", "prompt": "Age?"},
          {"id": "tls", "type": "confirm", "prompt": "TLS?"}
        ]}
        """#

    @Test func logHoldsEveryOutcomesTraceThenNotices() throws {
        let catalog = try #require(FlowLoader().load(string: Self.flow, name: "log.json").catalog)
        let engine = Engine(catalog: catalog)
        let lines = ["Ada", "x", "41", ":back", "42", "yes"]

        // The same run, by hand.
        var expected: [Notice] = []
        var replay = WizardState()
        var outcome = engine.start(&replay)
        expected += outcome.trace + outcome.notices
        for line in lines {
            outcome = engine.handle(try #require(Command.parse(line)), origin: .piped, in: &replay)
            expected += outcome.trace + outcome.notices
        }
        #expect(expected.contains { $0.isTrace } && expected.contains { !$0.isTrace })

        var state = WizardState()
        var driver = ScriptedDriver(lines: lines)
        var log = WizardRunner.Log()
        let end = WizardRunner(engine: engine, renderer: PromptRenderer(usesColor: false))
            .run(driver: &driver, state: &state, log: &log)
        #expect(end == .completed)
        #expect(log.notices == expected)
        #expect(state == replay)
    }
}
