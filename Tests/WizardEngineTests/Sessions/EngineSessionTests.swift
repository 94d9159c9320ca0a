import Foundation
import Testing
import WizardTestSupport

@testable import WizardCore
@testable import WizardEngine

/// The engine side of sessions (docs/sessions.md): secrets removed, restore of unchanged and
/// changed flows, invariants after restore.
@Suite struct EngineSessionTests {
    static let secretValue = "hunter2-very-secret"

    /// name, key (secret), a pushed sub-flow with a secret, a sheet, a repeat, then done.
    static func catalog(
        changing change: (inout [Step]) -> Void = { _ in }, database changeDB: (inout [Step]) -> Void = { _ in },
        tls changeTLS: (inout [Step]) -> Void = { _ in }
    ) -> FlowCatalog {
        var steps = [
            Build.text("name"), Build.secret("key"), Build.flow("db", "database"),
            Build.flow("extra", "tls", .sheet), Build.text("done", required: false),
        ]
        var dbSteps = [Build.text("host"), Build.secret("password")]
        var tlsSteps = [Build.text("mode"), Build.integer("level")]
        change(&steps)
        changeDB(&dbSteps)
        changeTLS(&tlsSteps)
        let root = Flow(id: "setup", title: "Setup", steps: steps)
        let db = Flow(id: "database", title: "Database", steps: dbSteps)
        let tls = Flow(id: "tls", title: "TLS", steps: tlsSteps)
        return Build.catalog(root, db, tls)
    }

    static let lines = ["ann", secretValue, "h", secretValue + "-db", "verify", "3", "ok"]

    /// The state after answering the first `k` lines, and the engine.
    static func state(after k: Int, catalog: FlowCatalog = catalog()) -> (Engine, WizardState) {
        let engine = Engine(catalog: catalog)
        var state = WizardState()
        _ = engine.start(&state)
        for line in lines[..<k] { _ = engine.handle(.answer(line), in: &state) }
        _ = engine.handle(.back, in: &state)
        _ = engine.handle(.answer(k > 0 ? lines[k - 1] : "ann"), in: &state)
        return (engine, state)
    }

    /// Catches: a secret value left in answers, drafts, entries or changes of a session.
    @Test(arguments: 0..<lines.count)
    func removingSecretsLeavesNoSecretInTheEncodedState(k: Int) throws {
        let (engine, state) = Self.state(after: k)
        let scrubbed = engine.removingSecrets(from: state)
        let data = try JSONEncoder().encode(Session(flowID: "setup", fingerprint: "f", state: scrubbed))
        #expect(data.range(of: Data("hunter2".utf8)) == nil)
        #expect(scrubbed.checkInvariants() == [])
    }

    /// Catches: restore changing an unchanged flow's state (lost drafts, moved top, new ids).
    @Test(arguments: 0..<lines.count)
    func restoreOnUnchangedFlowGivesTheSameState(k: Int) throws {
        let (engine, state) = Self.state(after: k)
        let saved = engine.removingSecrets(from: state)
        let decoded = try JSONDecoder().decode(WizardState.self, from: JSONEncoder().encode(saved))
        let restored = engine.restore(decoded)
        #expect(restored.firstMismatch == nil)
        #expect(restored.state == saved)
        #expect(restored.state.checkInvariants() == [])
    }

    /// Catches: a changed step kept with an answer it no longer accepts, truncation at the
    /// wrong entry, or broken invariants after truncation.
    @Test func restoreOnChangedFlowTruncatesAtTheFirstMismatch() {
        let (_, state) = Self.state(after: 3)  // asking db.password
        let changed = Engine(catalog: Self.catalog { steps in steps[0] = Build.integer("name") })
        let restored = changed.restore(state)
        #expect(restored.firstMismatch == "name")
        #expect(restored.state.stack.count == 1)
        #expect(restored.state.currentPath == "name")
        #expect(restored.state.checkInvariants() == [])

        let removedDB = Engine(catalog: Self.catalog { steps in steps.remove(at: 2) })
        let afterDB = removedDB.restore(state)
        #expect(afterDB.firstMismatch == "db.host")
        #expect(afterDB.state.currentPath == "extra.mode", "goes on after the last entry that fits")
        #expect(afterDB.state.answers["name"] == .string("ann"))
        #expect(afterDB.state.checkInvariants() == [])
    }

    struct AddedStep: CustomTestStringConvertible {
        var testDescription: String
        /// Lines answered before the session is saved.
        var answered: Int
        var catalog: FlowCatalog
        /// The step asked first on resume: the one added.
        var asked: String
        /// The first saved entry the changed flow no longer reaches.
        var mismatch: String
    }

    static let addedSteps = [
        AddedStep(
            testDescription: "root step after name", answered: 6,
            catalog: catalog { $0.insert(Build.text("email"), at: 1) }, asked: "email", mismatch: "key"),
        AddedStep(
            testDescription: "step inside a pushed sub-flow already passed", answered: 6,
            catalog: catalog(database: { $0.insert(Build.text("user"), at: 1) }), asked: "db.user", mismatch: "db.password"),
        AddedStep(
            testDescription: "step inside a completed sheet", answered: 6,
            // The sheet opens again, its earlier answers pre-filled as drafts, and asks the new step.
            catalog: catalog(tls: { $0.append(Build.text("cipher")) }), asked: "extra.mode", mismatch: "done"),
        AddedStep(
            testDescription: "step before the first", answered: 3,
            catalog: catalog { $0.insert(Build.text("org"), at: 0) }, asked: "org", mismatch: "name"),
    ]

    /// Catches: a resumed run that goes on at the saved step although the flow now asks a
    /// step before it (each saved entry still fits on its own), so the output misses an
    /// answer the flow requires.
    @Test(arguments: addedSteps)
    func restoreAsksAStepAddedBeforeTheSavedStep(_ added: AddedStep) throws {
        let engine = Engine(catalog: Self.catalog())
        var state = WizardState()
        _ = engine.start(&state)
        for line in Self.lines[..<added.answered] { _ = engine.handle(.answer(line), in: &state) }
        let saved = engine.removingSecrets(from: state)
        let restored = Engine(catalog: added.catalog).restore(saved)
        #expect(restored.state.currentPath == added.asked)
        #expect(restored.firstMismatch == added.mismatch)
        #expect(restored.state.answers["name"] == (added.asked == "org" ? nil : .string("ann")))
        #expect(restored.state.checkInvariants() == [])
        if added.asked == "extra.mode" { #expect(restored.state.drafts["extra.mode"] == .string("verify")) }
    }

    /// Catches: a `number` step answered with a whole number (saved as `1`, read back as an
    /// integer) judged as no longer fitting, so the resumed run starts over.
    @Test func restoreKeepsAWholeNumberAnswerOfANumberStep() throws {
        let flow = Flow(id: "ratio", title: "Ratio", steps: [Build.number("ratio"), Build.text("name")])
        let engine = Engine(catalog: Build.catalog(flow))
        var state = WizardState()
        _ = engine.start(&state)
        _ = engine.handle(.answer("1"), in: &state)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/ratio.json"
        try SessionStore.save(Session(flowID: "ratio", fingerprint: "f", state: state), to: path)
        let loaded = try SessionStore.load(from: path, flowID: "ratio").get()
        let restored = engine.restore(loaded.state)
        #expect(restored.firstMismatch == nil)
        #expect(restored.state.currentPath == "name")
        #expect(restored.state.answers["ratio"]?.numericValue == 1)
    }

    /// Catches: restore judging a choice offered under a `when` without the saved answers,
    /// so an answer that was offered "no longer fits" and the resumed run asks it again.
    @Test func restoreKeepsAChoiceOfferedByAnEarlierAnswer() throws {
        let flow = """
            {"id": "paint", "steps": [
              {"id": "tls", "type": "confirm", "prompt": "TLS?"},
              {"id": "colour", "type": "select", "prompt": "Colour", "choices": ["red", {"value": "green", "when": "tls"}]},
              {"id": "name", "type": "text", "prompt": "Name"}]}
            """
        let engine = Engine(catalog: try #require(FlowLoader().load(string: flow, name: "paint.json").catalog))
        var state = WizardState()
        _ = engine.start(&state)
        _ = engine.handle(.answer("y"), in: &state)
        _ = engine.handle(.answer("green"), in: &state)
        let restored = engine.restore(state)
        #expect(restored.firstMismatch == nil)
        #expect(restored.state.currentPath == "name")
        #expect(restored.state.answers["colour"] == .string("green"))
    }

    /// Catches: restore trusting a state whose invariants are broken (hand-edited file).
    @Test func restoreOfAnInconsistentStateStartsAfresh() throws {
        let (engine, state) = Self.state(after: 2)
        var broken = state
        broken.nextEntryID = 1
        let restored = engine.restore(broken)
        #expect(restored.firstMismatch != nil)
        #expect(restored.state.checkInvariants() == [])
        #expect(restored.state.currentPath == "name")
    }
}

/// Sessions of the answers expressions grew: typed choice values, `list` and `json`.
@Suite struct StructuredAnswerSessionTests {
    /// Catches: a typed choice, a list or a JSON answer that a saved session does not
    /// restore as it was (a number choice turned into text, a JSON object flattened), so a
    /// resumed run would ask again or print something else.
    @Test func typedAnswersRestoreUnchanged() throws {
        let steps = [
            Step(id: "v", kind: .select([Choice(value: .number(16.5)), Choice(value: .bool(false))]), prompt: Build.template("v")),
            Step(id: "l", kind: .list, prompt: Build.template("l")),
            Step(id: "j", kind: .json, prompt: Build.template("j")),
            Build.text("end"),
        ]
        let engine = Engine(catalog: Build.catalog(Flow(id: "s", steps: steps)))
        var state = WizardState()
        _ = engine.start(&state)
        for line in ["false", "a, b", #"{"k": [1, null]}"#, ":back"] {
            _ = engine.handle(Command.parse(line) ?? .answer(line), in: &state)
        }
        let decoded = try JSONDecoder().decode(WizardState.self, from: JSONEncoder().encode(engine.removingSecrets(from: state)))
        let restored = engine.restore(decoded)
        #expect(restored.firstMismatch == nil)
        #expect(restored.state == state)
        #expect(engine.currentPrompt(in: restored.state)?.prefill == #"{"k":[1,null]}"#)
        var resumed = restored.state
        _ = engine.handle(.answer(#"{"k": [1, null]}"#), in: &resumed)
        _ = engine.handle(.answer("x"), in: &resumed)
        #expect(engine.answers(of: resumed).jsonText(pretty: false) == #"{"v":false,"l":["a","b"],"j":{"k":[1,null]},"end":"x"}"#)
    }
}
