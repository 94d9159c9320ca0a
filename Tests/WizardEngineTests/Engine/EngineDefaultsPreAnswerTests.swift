import Testing

@testable import WizardCore
@testable import WizardEngine

/// With `--defaults`, a step's default must be what converting and validating the
/// default gives, and defaults that fail (or depend on the run) must still be judged. A
/// literal default that breaks its own step's rules is a load error, so the failing
/// defaults here are templates.
@Suite struct EngineDefaultsPreAnswerTests {
    static let flow = #"""
        {"id": "d", "steps": [
          {"id": "name", "type": "text", "prompt": "p", "default": "ada", "validate": {"pattern": "[a-z]+", "max_length": 5}},
          {"id": "long", "type": "text", "prompt": "p", "default": "{{ \"adalovelace\" }}", "validate": {"max_length": 5}},
          {"id": "bad", "type": "text", "prompt": "p", "default": "{{ \"Ada\" }}", "validate": {"pattern": "[a-z]+"}},
          {"id": "n", "type": "integer", "prompt": "p", "default": 7, "validate": {"min": 0, "max": 9}},
          {"id": "x", "type": "number", "prompt": "p", "default": 2},
          {"id": "ok", "type": "confirm", "prompt": "p", "default": false},
          {"id": "pick", "type": "select", "prompt": "p", "choices": ["a", "b"], "default": "b"},
          {"id": "expr", "type": "text", "prompt": "p", "default": "{{ \"abc\" }}", "validate": {"expr": "len(value) < 3"}},
          {"id": "tpl", "type": "text", "prompt": "p", "default": "{{ name }}-1"},
          {"id": "opt", "type": "text", "prompt": "p", "required": false},
          {"id": "home", "type": "path", "prompt": "p", "default": "~/x"}
        ]}
        """#

    static func describe(_ pre: PreAnswer) -> String {
        switch pre {
        case .none: "none"
        case .answer(let value, let source): "answer \(value.jsonText) \(source.rawValue)"
        case .invalid(let source, let reason): "invalid \(source.rawValue) \(reason)"
        }
    }

    @Test func indexedDefaultsMatchJudgingTheDefault() throws {
        let catalog = try #require(FlowLoader().load(string: Self.flow, name: "d.json").catalog)
        let engine = Engine(
            catalog: catalog, environment: EngineEnvironment(homeDirectory: "/home/u"),
            sources: AnswerSources(useDefaults: true))
        let root = try #require(catalog.root)
        var state = WizardState()
        _ = engine.start(&state)
        for step in root.steps {
            let entry = Entry(
                id: EntryID(99), frame: nil, step: step.id, kind: .step, answer: nil, source: nil, arrivalChanges: [],
                answerChanges: [])
            var expected = "none"
            if let value = engine.defaultAnswer(for: step, frame: nil, state: state) {
                expected = Self.describe(engine.judge(value, source: .default, for: step, frame: nil, state: state))
            } else if !step.isRequired || !engine.isRequiredByType(step) {
                let empty = engine.parse("", fromSource: true, for: step, frame: nil, state: state)
                expected = Self.describe(engine.judge(empty, source: .default, for: step, frame: nil, state: state))
            }
            #expect(Self.describe(engine.preAnswer(for: entry, step: step, state: state)) == expected, "\(step.id)")
        }
    }
}
