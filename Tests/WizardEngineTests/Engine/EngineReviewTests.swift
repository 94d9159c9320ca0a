import Testing

@testable import WizardCore
@testable import WizardEngine

/// The review at the end of a run: whole states built by hand after every command, the
/// review's prompt as a choice list, and what a change made from it asks and drops.
@Suite struct EngineReviewTests {
    static func engine(_ root: Flow, _ others: Flow..., sources: AnswerSources = AnswerSources()) -> Engine {
        var engine = Engine(catalog: Build.catalog(root, others), sources: sources)
        engine.endsWithReview = true
        return engine
    }

    static func entry(_ id: Int, _ step: StepID, answer: String? = nil, source: AnswerSource = .typed, changes: [AnswerChange] = [])
        -> Entry
    {
        Entry(
            id: EntryID(id), frame: nil, step: step, kind: .step, answer: answer.map { .string($0) },
            source: answer == nil ? nil : source, answerChanges: changes)
    }

    static func set(_ path: String, _ old: String?, _ new: String?) -> AnswerChange {
        AnswerChange(path: path, old: old.map { .string($0) }, new: new.map { .string($0) })
    }

    /// Bugs caught: a run with a review completing at once, the review leaving an entry
    /// asked, a change from the review asking again a step whose answer it kept (or not
    /// taking it as a draft), the run not coming back to the review, Finish not completing.
    @Test func changeFromReviewAsksOnlyTheChangedStep() {
        let engine = Self.engine(Flow(id: "main", steps: [Build.text("a"), Build.text("b")]))
        var state = WizardState()
        _ = engine.start(&state)
        var expected = WizardState()
        func step(_ line: String, _ update: (inout WizardState) -> Void) {
            let outcome = engine.handle(Command.parse(line) ?? .help, in: &state)
            update(&expected)
            #expect(state == expected.withRecordedBytes(of: state), "after \(line): \(outcome.status)")
            #expect(state.checkInvariants() == [], "after \(line)")
        }
        step("x") { s in
            s.stack = Routes(routes: [
                Route(screen: Self.entry(1, "a", answer: "x", changes: [Self.set("a", nil, "x")]), style: .push),
                Route(screen: Self.entry(2, "b"), style: .push),
            ])
            s.answers = ["a": .string("x")]
            s.typedPaths = ["a"]
            s.nextEntryID = 3
            s.pushCount = 2
        }
        step("y") { s in
            s.stack = Routes(routes: [
                s.stack.routes[0], Route(screen: Self.entry(2, "b", answer: "y", changes: [Self.set("b", nil, "y")]), style: .push),
            ])
            s.answers["b"] = .string("y")
            s.typedPaths.insert("b")
            s.isReviewing = true
        }
        step("1") { s in
            s.stack = Routes(routes: [Route(screen: Self.entry(1, "a"), style: .push)])
            s.answers = [:]
            s.drafts = ["a": .string("x"), "b": .string("y")]
            s.isReviewing = false
            s.reviewEdit = ReviewEdit(path: "a", reviewedPaths: ["a", "b"], takenPaths: ["a"], sources: ["b": .typed])
        }
        step("z") { s in
            s.stack = Routes(routes: [
                Route(screen: Self.entry(1, "a", answer: "z", changes: [Self.set("a", nil, "z")]), style: .push),
                // Taken again without asking; it keeps where it came from.
                Route(screen: Self.entry(3, "b", answer: "y", source: .typed, changes: [Self.set("b", nil, "y")]), style: .push),
            ])
            s.answers = ["a": .string("z"), "b": .string("y")]
            s.nextEntryID = 4
            s.pushCount = 3
            s.isReviewing = true
            s.reviewEdit = nil
        }
        step("") { s in
            s.isReviewing = false
            s.isCompleted = true
        }
        #expect(engine.answers(of: state).jsonText(pretty: false) == #"{"a":"z","b":"y"}"#)
    }

    /// Bugs caught: the review's choices not in output order, sub-flow answers without
    /// their group, a secret shown, Finish missing or not the default, numbers off by one.
    @Test func reviewPromptIsAChoiceList() {
        let engine = Self.engine(
            Flow(id: "main", title: "Setup", steps: [Build.text("name"), Build.secret("pw"), Build.flow("db", "db", .sheet)]),
            Flow(id: "db", title: "Database", steps: [Build.text("host")]))
        var state = WizardState()
        _ = engine.start(&state)
        for line in ["ann", "hunter2"] { _ = engine.handle(.answer(line), in: &state) }
        let outcome = engine.handle(.answer("h1"), in: &state)
        guard case .asking(let prompt) = outcome.status else {
            Issue.record("not at the review: \(outcome.status)")
            return
        }
        #expect(prompt.isReview)
        #expect(prompt.typeName == "select")
        #expect(prompt.defaultText == "")
        #expect(prompt.breadcrumb == ["Setup", "Review"])
        #expect(
            prompt.choices == [
                PromptChoice(number: 1, value: "name", label: "Name: ann", help: "change this answer"),
                PromptChoice(number: 2, value: "pw", label: "Pw: ••••••", help: "change this answer"),
                PromptChoice(number: 3, value: "db.host", label: "Database › Host: h1", help: "change this answer"),
                PromptChoice(number: 4, value: "", label: "Finish", help: "end the run with these answers"),
            ])
        #expect(prompt.reviewItems.map(\.groups) == [[], [], ["Database"]])
        #expect(engine.currentPrompt(in: state) == prompt)
        #expect(state.current == nil)
        // Finish by its number.
        #expect(engine.handle(.answer("4"), in: &state).status == .completed)
    }

    /// Bug caught: the review naming steps by their humanised ids when the flow gives them
    /// titles (a literal one anywhere; a template in the top flow, rendered with the answers).
    @Test func reviewNamesStepsByTitle() {
        var name = Build.text("name")
        name.title = Build.template("Project name")
        var port = Build.text("port")
        port.title = Build.template("Port of {{ name }}")
        var host = Build.text("host")
        host.title = Build.template("Host name")
        let engine = Self.engine(
            Flow(id: "main", steps: [name, port, Build.flow("db", "db", .push)]), Flow(id: "db", steps: [host]))
        var state = WizardState()
        _ = engine.start(&state)
        for line in ["shop", "80", "h1"] { _ = engine.handle(.answer(line), in: &state) }
        #expect(engine.reviewItems(of: state).map(\.title) == ["Project name", "Port of shop", "Host name"])
    }

    /// Bugs caught: a change that makes a `when` true not asking the newly required step;
    /// a change that makes it false not saying which answer it dropped; later answers
    /// asked again instead of kept.
    @Test func changeAsksNewlyRequiredStepsAndNamesDroppedOnes() {
        let engine = Self.engine(
            Flow(id: "main", steps: [Build.confirm("pet"), Build.text("petname", when: "pet"), Build.text("done")]))
        var state = WizardState()
        _ = engine.start(&state)
        _ = engine.handle(.answer("n"), in: &state)
        var outcome = engine.handle(.answer("d"), in: &state)
        #expect(outcome.status == .asking(engine.reviewPrompt(in: state)))
        _ = engine.handle(.answer("pet"), in: &state)
        outcome = engine.handle(.answer("y"), in: &state)
        guard case .asking(let asked) = outcome.status else {
            Issue.record("not asking: \(outcome.status)")
            return
        }
        #expect(asked.path == "petname")
        outcome = engine.handle(.answer("rex"), in: &state)
        #expect(state.isReviewing)
        #expect(engine.reviewItems(of: state).map(\.path) == ["pet", "petname", "done"])
        // Back to no pet: petname leaves the path, and the notice says so.
        _ = engine.handle(.answer("1"), in: &state)
        outcome = engine.handle(.answer("n"), in: &state)
        let dropped = AnswerImpact(changedPath: "pet", droppedPaths: ["petname"], staleDefaultPaths: [])
        #expect(outcome.notices.contains(.answersDropped(dropped)))
        #expect(state.isReviewing)
        #expect(engine.reviewItems(of: state).map(\.path) == ["pet", "done"])
        #expect(state.checkInvariants() == [])
    }

    /// Bugs caught: a later answer that was a templated default kept silently with its old
    /// value after the answer it is made from changed at the review.
    @Test func templatedDefaultRenderedAgainIsAsked() {
        var slug = Build.text("slug")
        slug.defaultValue = .template(Build.template("{{ lower(name) }}"))
        let engine = Self.engine(Flow(id: "main", steps: [Build.text("name"), slug]))
        var state = WizardState()
        _ = engine.start(&state)
        for line in ["Ann", ""] { _ = engine.handle(.answer(line), in: &state) }
        #expect(engine.answers(of: state).jsonText(pretty: false) == #"{"name":"Ann","slug":"ann"}"#)
        _ = engine.handle(.answer("name"), in: &state)
        let outcome = engine.handle(.answer("Bob"), in: &state)
        guard case .asking(let asked) = outcome.status else {
            Issue.record("not asking: \(outcome.status)")
            return
        }
        #expect(asked.path == "slug")
        #expect(asked.prefill == "ann")
        #expect(asked.defaultText == "bob")
    }

    /// Bugs caught: an answer inside a completed sheet (whose entries left the stack) not
    /// reachable from the review, the sheet's other answers asked again, the sheet not
    /// committed again.
    @Test func changeInsideCompletedSheet() {
        let engine = Self.engine(
            Flow(id: "main", steps: [Build.text("name"), Build.flow("db", "db", .sheet)]),
            Flow(id: "db", steps: [Build.text("host"), Build.text("user")]))
        var state = WizardState()
        _ = engine.start(&state)
        for line in ["ann", "h1", "u1"] { _ = engine.handle(.answer(line), in: &state) }
        #expect(state.isReviewing)
        var outcome = engine.handle(.answer("db.user"), in: &state)
        guard case .asking(let asked) = outcome.status else {
            Issue.record("not asking: \(outcome.status)")
            return
        }
        #expect(asked.path == "db.user")
        #expect(asked.prefill == "u1")
        outcome = engine.handle(.answer("u2"), in: &state)
        #expect(state.isReviewing)
        #expect(engine.answers(of: state).jsonText(pretty: false) == #"{"name":"ann","db":{"host":"h1","user":"u2"}}"#)
        #expect(state.checkInvariants() == [])
        // Back from the review: the last step, inside the sheet completed at the end.
        outcome = engine.handle(.back, in: &state)
        #expect(engine.currentPrompt(in: state)?.path == "db.user")
        #expect(engine.currentPrompt(in: state)?.prefill == "u2")
        #expect(state.checkInvariants() == [])
    }

    /// Bugs caught: back from the review not returning to the last step pre-filled; an
    /// unknown input at the review changing the state or saying nothing; dismiss at the
    /// review accepted.
    @Test func backAndRefusalsAtTheReview() {
        let engine = Self.engine(Flow(id: "main", steps: [Build.text("a"), Build.text("b")]))
        var state = WizardState()
        _ = engine.start(&state)
        for line in ["x", "y"] { _ = engine.handle(.answer(line), in: &state) }
        let atReview = state
        for (command, refusal) in [
            (Command.answer("nope"), Refusal.notReviewed("nope", paths: ["a", "b"])),
            (.answer("9"), .notReviewed("9", paths: ["a", "b"])),
            (.backTo("zz"), .notReviewed("zz", paths: ["a", "b"])),
            (.dismiss, .notInModal),
        ] {
            let outcome = engine.handle(command, in: &state)
            #expect(outcome.notices == [.refused(refusal)])
            #expect(outcome.status == .asking(engine.reviewPrompt(in: state)))
            #expect(state == atReview)
        }
        let outcome = engine.handle(.back, in: &state)
        guard case .asking(let asked) = outcome.status else {
            Issue.record("not asking: \(outcome.status)")
            return
        }
        #expect(asked.path == "b")
        #expect(asked.prefill == "y")
        #expect(state.reviewEdit == nil)
        _ = engine.handle(.answer("y2"), in: &state)
        #expect(state.isReviewing)
    }

    /// Bugs caught: a non-interactive run stopping at a review nobody can answer; a flow
    /// without `review` reviewing.
    @Test func noReviewWhenNonInteractiveOrOff() {
        let flow = Flow(id: "main", steps: [Build.text("a", default: "x")])
        var sources = AnswerSources()
        sources.useDefaults = true
        sources.isNonInteractive = true
        var state = WizardState()
        #expect(Self.engine(flow, sources: sources).start(&state).status == .completed)
        var plain = Engine(catalog: Build.catalog(flow))
        #expect(plain.endsWithReview == false)
        var reviewed = flow
        reviewed.review = true
        plain = Engine(catalog: Build.catalog(reviewed))
        #expect(plain.endsWithReview)
    }

    /// Bugs caught: a session saved at the review not resuming there, or an older
    /// session file (without the review keys) not reading.
    @Test func reviewStateRoundTripsThroughCodable() throws {
        let engine = Self.engine(Flow(id: "main", steps: [Build.text("a")]))
        var state = WizardState()
        _ = engine.start(&state)
        _ = engine.handle(.answer("x"), in: &state)
        let value = try AnswerEncoder().encode(state)
        #expect(try AnswerDecoder.unbox(value, as: WizardState.self, at: []) == state)
        // A session written before the review existed has neither key.
        guard case .object(var members) = value else {
            Issue.record("not an object")
            return
        }
        members["isReviewing"] = nil
        var older = try AnswerDecoder.unbox(.object(members), as: WizardState.self, at: [])
        #expect(older.isReviewing == false)
        older.isReviewing = true
        #expect(older == state)
    }
}
