import Testing

@testable import WizardCore
@testable import WizardEngine

/// The prompt parts fixed at index time (`FixedPromptParts`) must give exactly the
/// prompt built afresh from the step and the run: every kind of step, literal and
/// templated texts, defaults, drafts after `back`, secrets, sub-flows and repeats.
@Suite struct EnginePromptPartsTests {
    static let flow = #"""
        {"id": "setup", "title": "Setup", "steps": [
          {"id": "name", "type": "text", "prompt": "Name?", "placeholder": "ada", "help": "Your name"},
          {"id": "nick", "type": "text", "prompt": "Nick for {{ name }}?", "placeholder": "like {{ name }}",
           "required": false},
          {"id": "bio", "type": "text", "prompt": "Bio?", "required": false, "help": "About {{ name }}"},
          {"id": "pw", "type": "secret", "prompt": "Password?", "default": "hunter2"},
          {"id": "pw2", "type": "secret", "prompt": "Again?", "required": false},
          {"id": "age", "type": "integer", "prompt": "Age of {{ name }}?", "default": 30,
           "validate": {"min": 0, "max": 150}},
          {"id": "ratio", "type": "number", "prompt": "Ratio?", "default": 2},
          {"id": "tls", "type": "confirm", "prompt": "TLS?", "default": true},
          {"id": "stage", "type": "select", "prompt": "Stage?", "choices": ["dev", "prod"], "default": "prod"},
          {"id": "region", "type": "select", "prompt": "Region?",
           "choices": [{"value": "eu", "label": "Europe"}, {"value": "us", "when": "tls"}]},
          {"id": "features", "type": "multiselect", "prompt": "Features?", "choices": ["a", "b", "c"]},
          {"id": "home", "type": "path", "prompt": "Home?", "default": "/tmp"},
          {"id": "late", "type": "text", "prompt": "Late?", "default": "{{ name }}-x"},
          {"id": "db", "type": "flow", "flow": "database"},
          {"id": "servers", "type": "flow", "flow": "server", "present": "sheet",
           "repeat": {"prompt": "Another server?", "max": 2}},
          {"id": "end", "type": "text", "prompt": "Done?", "required": false}
        ],
        "flows": {
          "database": {"title": "Database", "steps": [
            {"id": "host", "type": "text", "prompt": "Host?", "default": "localhost"},
            {"id": "port", "type": "integer", "prompt": "Port?", "default": 5432}]},
          "server": {"title": "Server", "steps": [
            {"id": "host", "type": "text", "prompt": "Server host?", "placeholder": "h"}]}
        }}
        """#

    /// The prompt of the entry being asked, with the fixed parts and without.
    static func bothPrompts(_ engine: Engine, _ state: WizardState) -> (Prompt, Prompt)? {
        guard let entry = state.current else { return nil }
        let fast = engine.prompt(for: entry, in: state)
        let fresh = engine.prompt(
            id: entry.id, frames: entry.frames, step: entry.step, kind: entry.kind, in: state, usingFixedParts: false)
        return (fast, fresh)
    }

    @Test func fixedPartsGiveTheSamePromptAsBuildingAfresh() throws {
        let catalog = try #require(FlowLoader().load(string: Self.flow, name: "setup.json").catalog)
        let engine = Engine(catalog: catalog)
        // Every root step of the flow's kinds has fixed parts or deliberately none.
        let root = try #require(engine.index.root)
        let withParts = Set(root.steps.indices.filter { root.prompts[$0].hasFixedParts }.map { root.steps[$0].id.rawValue })
        #expect(withParts == ["name", "pw", "pw2", "age", "ratio", "tls", "stage", "features", "end"])

        var state = WizardState()
        var outcome = engine.start(&state)
        var visited: [String] = []
        // Answers, empty lines (defaults), `back` (drafts and prefills) and `root`.
        let lines = [
            "Ada", "", ":back", "Ace", "", "s3cret", "", ":back", ":back", "", "", "41", "", ":back", "2.5", "no", "1",
            "1", "1,3", ":back", "", "/", "", "db1", "", "yes", "s1", "yes", "s2", ":root", "Grace", "", "", "", "", "",
            "", "", "", "1", "", "", "", "", "", "no", "",
        ]
        for line in lines {
            if case .asking(let prompt) = outcome.status {
                let (fast, fresh) = try #require(Self.bothPrompts(engine, state))
                #expect(prompt == fast)
                #expect(fast == fresh, "at \(fresh.path)")
                visited.append(fresh.path + (fresh.isRepeatQuestion ? "#more" : ""))
            }
            outcome = engine.handle(Command.parse(line) ?? .help, in: &state)
            #expect(state.checkInvariants() == [], "after \(line)")
        }
        #expect(Set(visited).isSuperset(of: ["name", "nick", "age", "features", "db.host", "servers.1.host", "servers#more"]))
    }

    @Test func fixedPartsFollowEveryRootStepAtRandom() throws {
        let catalog = try #require(FlowLoader().load(string: Self.flow, name: "setup.json").catalog)
        let engine = Engine(catalog: catalog)
        var rng = SplitMix64(seed: 0x5eed_0007)
        let inputs = ["", "", "x", "12", "yes", "no", "1", "2", "1,2", "/", ":back", ":back", ":root", ":help", "abc"]
        for _ in 0..<20 {
            var state = WizardState()
            var outcome = engine.start(&state)
            for _ in 0..<60 {
                guard case .asking(let prompt) = outcome.status else { break }
                let (fast, fresh) = try #require(Self.bothPrompts(engine, state))
                #expect(prompt == fast)
                #expect(fast == fresh, "at \(fresh.path)")
                let line = inputs.randomElement(using: &rng) ?? ""
                outcome = engine.handle(Command.parse(line) ?? .help, in: &state)
            }
        }
    }

    /// Fixed parts keep a root step's breadcrumb as its two titles: read, compared (with
    /// parts holding an array) and changed on a prompt sharing them, it behaves as the
    /// array `[root title, step title]`.
    @Test func fixedPartsHoldTheBreadcrumbAsTwoTitles() throws {
        let catalog = try #require(FlowLoader().load(string: Self.flow, name: "setup.json").catalog)
        let engine = Engine(catalog: catalog)
        let root = try #require(engine.index.root)
        var state = WizardState()
        _ = engine.start(&state)
        let (fast, fresh) = try #require(Self.bothPrompts(engine, state))
        #expect(root.prompts[0].hasFixedParts)
        #expect(fast.breadcrumb == ["Setup", "Name"])
        #expect(fresh.breadcrumb == ["Setup", "Name"])
        #expect(fast == fresh && fresh == fast)

        // A different breadcrumb of either form is a different prompt.
        for other in [["Setup", "Nick"], ["Other", "Name"], ["Setup"], ["Setup", "Name", "Name"], []] {
            var changed = fresh
            changed.breadcrumb = other
            #expect(changed != fast && fast != changed, "\(other)")
        }

        // Changing a prompt that shares the fixed parts leaves the parts, and every other
        // prompt of the step, as they were.
        var edited = fast
        edited.breadcrumb.append("More")
        #expect(edited.breadcrumb == ["Setup", "Name", "More"])
        #expect(fast.breadcrumb == ["Setup", "Name"])
        let again = try #require(Self.bothPrompts(engine, state)).0
        #expect(again.breadcrumb == ["Setup", "Name"])
        #expect(again == fast && again != edited)
        edited.breadcrumb = ["Setup", "Name"]
        #expect(edited == fast)
    }

    /// A prompt whose parts are read from its step keeps the step's index and `canGoBack`
    /// in one field, and has no box until it is changed. Catches: `canGoBack` and the
    /// step's index overwriting each other, and a change to one prompt showing in another
    /// prompt of the same step.
    @Test func changingAPromptOfFixedPartsChangesOnlyIt() throws {
        let catalog = try #require(FlowLoader().load(string: Self.flow, name: "setup.json").catalog)
        let engine = Engine(catalog: catalog)
        var state = WizardState()
        _ = engine.start(&state)
        for line in ["Ada", "", "", "s3cret", ""] { _ = engine.handle(Command.parse(line) ?? .help, in: &state) }
        let (fast, fresh) = try #require(Self.bothPrompts(engine, state))
        #expect(fast.path == "age" && fast.canGoBack && fast == fresh)

        var back = fast
        back.canGoBack = false
        #expect(back.path == "age" && back.defaultText == "30" && back.breadcrumb == ["Setup", "Age"])
        #expect(back != fast && !back.canGoBack)
        back.canGoBack = true
        #expect(back == fast && back.path == "age")

        var changed = fast
        changed.path = "other"
        changed.choices = [PromptChoice(number: 1, value: "v", label: "V")]
        changed.isOptional = true
        #expect(changed.path == "other" && changed.choices.count == 1 && changed.isOptional)
        #expect(changed.typeName == "integer" && changed.defaultText == "30" && changed.canGoBack)
        #expect(changed != fast && fast == fresh && fast.path == "age" && fast.choices.isEmpty && !fast.isOptional)
        let again = try #require(Self.bothPrompts(engine, state)).0
        #expect(again == fast && again != changed)
        changed.path = "age"
        changed.choices = []
        changed.isOptional = false
        #expect(changed == fast && fast == changed)
    }
}
