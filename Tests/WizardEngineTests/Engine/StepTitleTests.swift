import Testing

@testable import WizardCore
@testable import WizardEngine

/// A step's `title` names it in the breadcrumb and the collapsed answer; without one the id,
/// humanised, stands in.
@Suite struct StepTitleTests {
    @Test("the breadcrumb uses the step's title, a template, and the humanised id without one (bug: 'Use db')")
    func breadcrumbFromTitles() throws {
        let flow = """
            {"id": "setup", "title": "Setup", "steps": [
              {"id": "name", "type": "text", "prompt": "Name?"},
              {"id": "use_db", "type": "confirm", "title": "Database for {{ name }}", "prompt": "Use a database?"}
            ]}
            """
        let catalog = try #require(load(flow).catalog)
        let engine = Engine(catalog: catalog)
        var state = WizardState()
        guard case .asking(let first) = engine.start(&state).status else { Issue.record("not asking"); return }
        #expect(first.breadcrumb == ["Setup", "Name"])
        guard case .asking(let second) = engine.handle(.answer("Ada"), origin: .typed, in: &state).status else {
            Issue.record("not asking")
            return
        }
        #expect(second.breadcrumb == ["Setup", "Database for Ada"])
        // A confirm answer reads as a whole word however it was typed (bug: `· y` beside `· no`).
        let renderer = PromptRenderer(usesColor: false)
        #expect(renderer.summary(second, answer: "y") == "✔ Database for Ada · yes")
        #expect(renderer.summary(second, answer: "FALSE") == "✔ Database for Ada · no")
        let german = PromptRenderer(usesColor: false, messages: Messages(option: "de", environment: [:]))
        #expect(german.summary(second, answer: "y") == "✔ Database for Ada · ja")
    }

    @Test("a title that reads a secret answer is a load error, like a prompt")
    func titleReadingSecret() {
        let flow = """
            {"id": "f", "steps": [
              {"id": "pw", "type": "secret", "prompt": "Password?"},
              {"id": "x", "type": "text", "title": "{{ pw }}", "prompt": "X?"}
            ]}
            """
        let messages = load(flow).diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("the title reads the secret answer 'pw'") }, "\(messages)")
    }
}
