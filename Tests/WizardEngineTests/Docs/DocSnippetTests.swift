import Foundation
import Testing
import WizardEngine

/// The code of docs/*.md, compiled: each Swift block of an article appears here (or in
/// Examples/embedding-demo) line for line, and each JSON block of writing-flows.md loads
/// without errors. A doc that drifts from the API fails `verbatim` or stops compiling.
@Suite struct DocSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    // MARK: getting-started.md

    @Test func gettingStarted() throws {
        let result = FlowLoader().load(string: #"{"id": "hello", "steps": [{"id": "name", "type": "text", "prompt": "Your name?"}]}"#)
        guard let catalog = result.catalog else { return }
        let engine = Engine(catalog: catalog)
        var state = WizardState()
        var driver = ScriptedDriver(lines: ["Ada"])
        var log = WizardRunner.Log()
        let end = WizardRunner(engine: engine, renderer: PromptRenderer(usesColor: false))
            .run(driver: &driver, state: &state, log: &log)
        struct Hello: Decodable { var name: String }
        let hello = try engine.answers(of: state).decode(Hello.self)
        #expect(end == .completed)
        #expect(hello.name == "Ada")
    }

    // MARK: embedding.md

    static let accountFlow = #"""
        {"id": "a", "steps": [{"id": "name", "type": "text", "prompt": "Name"},
          {"id": "db-port", "type": "text", "prompt": "Port"}]}
        """#

    @Test func drivingTheEngine() throws {
        let catalog = try #require(FlowLoader().load(string: Self.accountFlow).catalog)
        let engine = Engine(catalog: catalog)
        var state = WizardState()
        var outcome = engine.start(&state)
        outcome = engine.handle(.answer("Ada"), in: &state)
        if case .asking(let prompt) = outcome.status { print(prompt.question) }
        if engine.check(.back, in: state) == nil { outcome = engine.handle(.back, in: &state) }
        for case .refused(let refusal) in outcome.notices { print(RefusalMessages.sentence(for: refusal)) }
        #expect(engine.currentPrompt(in: state)?.path == "name")
        #expect(engine.currentPrompt(in: state)?.prefill == "Ada")
    }

    /// Catches: a saved state holding a secret, or a resumed run that does not ask the
    /// lost secret again before going on, as embedding.md promises.
    @Test func savingAndResuming() throws {
        let flow =
            #"{"id": "v", "steps": [{"id": "user", "type": "text", "prompt": "User"},"#
            + #"{"id": "pw", "type": "secret", "prompt": "Password"}, {"id": "host", "type": "text", "prompt": "Host"}]}"#
        let catalog = try #require(FlowLoader().load(string: flow).catalog)
        let engine = Engine(catalog: catalog)
        var state = WizardState()
        var driver = ScriptedDriver(lines: ["ann", "hunter2", ":quit"])
        var log = WizardRunner.Log()
        #expect(
            WizardRunner(engine: engine, renderer: PromptRenderer(usesColor: false)).run(driver: &driver, state: &state, log: &log) == .quit
        )
        driver = ScriptedDriver(lines: ["s3cret", "example.org"])

        // Save: the state without its secrets (`WizardState` is `Codable`).
        let saved = try JSONEncoder().encode(engine.removingSecrets(from: state))
        // Resume: checked against the flow, then run; the lost secrets are asked first.
        var resumed = engine.restore(try JSONDecoder().decode(WizardState.self, from: saved)).state
        let end = WizardRunner(engine: engine, renderer: PromptRenderer(usesColor: false))
            .run(driver: &driver, state: &resumed, start: .resume, log: &log)

        #expect(!String(decoding: saved, as: UTF8.self).contains("hunter2"))
        #expect(end == .completed)
        #expect(engine.answers(of: resumed).jsonText(pretty: false) == #"{"user":"ann","pw":"s3cret","host":"example.org"}"#)
        #expect(driver.transcript.hasPrefix("V › Pw\n? Password"), "\(driver.transcript)")
    }

    @Test func decodingAnswers() throws {
        let catalog = try #require(FlowLoader().load(string: Self.accountFlow).catalog)
        let engine = Engine(catalog: catalog)
        var state = WizardState()
        _ = engine.start(&state)
        _ = engine.handle(.answer("Ada"), in: &state)
        _ = engine.handle(.answer("80a"), in: &state)
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        struct Account: Decodable {
            var name: String
            var port: Int
            var tags: [String]?
            enum CodingKeys: String, CodingKey { case name, tags, port = "db-port" }
        }
        do {
            let account = try engine.answers(of: state).decode(Account.self)
            print(account.name)
        } catch {
            print(error)  // answer 'db-port': expected Int, found a string
        }
        #expect(printed == ["answer 'db-port': expected Int, found a string"])
    }

    /// Catches: the answers of a state no longer readable by path or iterable as pairs in
    /// sorted order, as embedding.md shows.
    @Test func readingTheState() throws {
        let catalog = try #require(FlowLoader().load(string: Self.accountFlow).catalog)
        let engine = Engine(catalog: catalog)
        var state = WizardState()
        _ = engine.start(&state)
        _ = engine.handle(.answer("Ada"), in: &state)
        _ = engine.handle(.answer("80"), in: &state)
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        if case .string(let name)? = state.answers["name"] { print(name) }
        for (path, value) in state.answers.sorted(by: { $0.key < $1.key }) where !path.contains("#") { print(path, value) }
        #expect(printed == ["Ada", "db-port string(\"80\")", "name string(\"Ada\")"])
        #expect(state.answers.filter { !$0.key.contains("#") } == ["name": .string("Ada"), "db-port": .string("80")])
    }

    // MARK: navigation.md

    @Test func guards() throws {
        var routes = Routes<String>(root: "home")
        let closedOnSunday = RouteGuard<String> { destination, _ in destination.screen == "shop" ? "the shop is closed" : nil }
        #expect(routes.canPush(.push("shop"), guard: closedOnSunday) == .guarded(reason: "the shop is closed"))
        #expect(routes.check(.goBack) == .navigation(.atRoot))
        try routes.apply(.presentCover("terms"), guard: closedOnSunday)
        #expect(routes.check(.dismiss) == .navigation(.coverCannotBeDismissed(coverStart: 1)))
    }

    // MARK: plugins.md

    @Test func processPluginFromSwift() throws {
        let executable = Self.root.appendingPathComponent("plugins/wizard-plugin-tz").path
        let tz = ProcessPlugin(name: "tz", executable: executable, timeout: 5)
        var registry = PluginRegistry()
        try tz.register(in: &registry)
        let result = FlowLoader(plugins: registry).load(
            string: #"{"id": "z", "steps": [{"id": "zone", "type": "tz.zone", "prompt": "Zone"}]}"#)
        defer { tz.stop() }
        let catalog = try #require(result.catalog, "\(DiagnosticRenderer.render(result.diagnostics))")
        let engine = Engine(catalog: catalog, plugins: registry)
        var state = WizardState()
        _ = engine.start(&state)
        _ = engine.handle(.answer("europe/paris"), in: &state)
        #expect(engine.answers(of: state).jsonText(pretty: false) == #"{"zone":"Europe/Paris"}"#)
    }

    // MARK: the articles themselves

    static func blocks(_ language: String, in file: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/\(file)"), encoding: .utf8)
        var out: [String] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```\(language)" {
                current = []
            } else if current != nil, line == "```" {
                out.append((current ?? []).joined(separator: "\n"))
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return out
    }

    static func normalized(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The raw-terminal snippet of embedding.md, compiled here (not run: it needs a terminal).
    static func rawTerminalSnippet(engine: Engine, state: inout WizardState, log: inout WizardRunner.Log) -> RunEnd {
        // Keys from standard input, the screen on standard error.
        var driver = RawTerminalDriver(usesColor: true)
        let end = WizardRunner(engine: engine, renderer: PromptRenderer(usesColor: true))
            .run(driver: &driver, state: &state, log: &log)
        return end
    }

    static let articles = ["getting-started.md", "writing-flows.md", "embedding.md", "plugins.md", "navigation.md"]

    @Test("every Swift block of the docs is compiled here or in the demo, line for line", arguments: articles)
    func verbatim(_ article: String) throws {
        var compiled = [try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)]
        let demo = Self.root.appendingPathComponent("Examples/embedding-demo")
        for name in try FileManager.default.contentsOfDirectory(atPath: demo.path).sorted() {
            compiled.append(try String(contentsOf: demo.appendingPathComponent(name), encoding: .utf8))
        }
        let sources = compiled.map(Self.normalized)
        for block in try Self.blocks("swift", in: article) {
            let lines = Self.normalized(block)
            let found = sources.contains { source in
                source.count >= lines.count
                    && (0...(source.count - lines.count)).contains { Array(source[$0..<($0 + lines.count)]) == lines }
            }
            #expect(found, "not compiled anywhere:\n\(block)")
        }
    }

    @Test("every JSON example of writing-flows.md loads without errors")
    func writingFlowsExamplesLoad() throws {
        let examples = try Self.blocks("json", in: "writing-flows.md")
        #expect(examples.count == 6)
        for example in examples {
            let result = FlowLoader().load(string: example, name: "example.json")
            #expect(!result.hasErrors, "\(DiagnosticRenderer.render(result.diagnostics))\n\(example)")
        }
    }
}
