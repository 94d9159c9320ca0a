import Testing

@testable import WizardEngine

/// The impact review (later answers an answer changed after `back` leaves behind) and the
/// step's place in the run, as data and as the text both drivers show.
@Suite struct EngineImpactTests {
    static let shop = #"""
        {"id": "shop", "title": "Shop", "steps": [
          {"id": "name", "type": "text", "prompt": "Name?"},
          {"id": "plan", "type": "select", "prompt": "Plan?", "choices": ["free", "paid"]},
          {"id": "card", "type": "text", "prompt": "Card?", "when": "plan == \"paid\""},
          {"id": "billing", "type": "flow", "flow": "bill", "when": "plan == \"paid\""},
          {"id": "note", "type": "text", "prompt": "Note?", "required": false, "next": {"skip": "$end"}},
          {"id": "last", "type": "text", "prompt": "Last?", "default": "x"},
          {"id": "final", "type": "text", "prompt": "Final?", "required": false}
        ], "flows": {"bill": {"title": "Billing", "steps": [{"id": "plan", "type": "text", "prompt": "Billing plan?"}]}}}
        """#

    static func engine(reviewsImpact: Bool = true) throws -> Engine {
        let catalog = try #require(FlowLoader().load(string: shop, name: "shop.json").catalog)
        var engine = Engine(catalog: catalog)
        engine.reviewsImpact = reviewsImpact
        return engine
    }

    static func run(_ engine: Engine, _ lines: [String]) -> (state: WizardState, outcome: Outcome) {
        var state = WizardState()
        var outcome = engine.start(&state)
        for line in lines { outcome = engine.handle(Command.parse(line) ?? .help, origin: .piped, in: &state) }
        return (state, outcome)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var lines: [String]
        /// The `.answersDropped` notices of the last line.
        var dropped: [AnswerImpact]
    }

    static let back3 = ["al", "paid", "4242", "monthly", ":back", ":back", ":back"]
    static let cases: [Case] = [
        Case(
            testDescription: "a `when` turns false: card and billing.plan are dropped (bug: they vanished without a word)",
            lines: back3 + ["free"], dropped: [AnswerImpact(changedPath: "plan", droppedPaths: ["card", "billing.plan"])]),
        Case(testDescription: "the same answer again drops nothing and says nothing", lines: back3 + ["paid"], dropped: []),
        Case(testDescription: "a first answer is no change", lines: ["al", "free"], dropped: []),
        Case(
            testDescription: "a `next` now ends the flow: the answer after it is dropped",
            lines: ["al", "free", "keep", "y", ":back", ":back", "skip"],
            dropped: [AnswerImpact(changedPath: "note", droppedPaths: ["last"])]),
        Case(
            testDescription: "a change that keeps every later step drops nothing", lines: ["al", "free", "n", ":back", ":back", "bo"],
            dropped: []),
    ]

    @Test(arguments: cases)
    func impactAsData(_ c: Case) throws {
        let (_, outcome) = Self.run(try Self.engine(), c.lines)
        let dropped = outcome.notices.compactMap { if case .answersDropped(let impact) = $0 { impact } else { nil } }
        #expect(dropped == c.dropped)
    }

    @Test("the review changes nothing in the state: whole state equal with and without it (bug: the projection leaking into the run)")
    func reviewLeavesStateAlone() throws {
        for c in Self.cases {
            let reviewed = Self.run(try Self.engine(), c.lines)
            let plain = Self.run(try Self.engine(reviewsImpact: false), c.lines)
            #expect(reviewed.state == plain.state, "\(c.testDescription)")
            #expect(reviewed.outcome.status == plain.outcome.status)
            #expect(reviewed.outcome.notices.filter { if case .answersDropped = $0 { false } else { true } } == plain.outcome.notices)
        }
    }

    @Test(
        "a later answer that was a templated default of the old value follows the change, and is named (bug: the old value stayed pre-filled while the brackets showed the new one)"
    )
    func staleTemplatedDefault() throws {
        let text = #"""
            {"id": "p", "steps": [
              {"id": "name", "type": "text", "prompt": "Name?"},
              {"id": "slug", "type": "text", "prompt": "Slug?", "default": "{{ name }}-app"},
              {"id": "typed", "type": "text", "prompt": "Typed?", "default": "{{ name }}-x"},
              {"id": "done", "type": "text", "prompt": "Done?", "required": false}
            ]}
            """#
        let engine = Engine(catalog: try #require(FlowLoader().load(string: text, name: "p.json").catalog))
        var state = WizardState()
        var outcome = engine.start(&state)
        for line in ["al", "", "own", ":back", ":back", ":back", "bo"] {
            outcome = engine.handle(Command.parse(line) ?? .help, origin: .piped, in: &state)
        }
        // `typed` was typed, not the default: only `slug` is stale.
        #expect(outcome.notices == [.answersDropped(AnswerImpact(changedPath: "name", droppedPaths: [], staleDefaultPaths: ["slug"]))])
        #expect(
            PromptRenderer(usesColor: false).notice(outcome.notices[0]) == "changing name: 1 later default follows it: slug\n")
        guard case .asking(let prompt) = outcome.status else {
            Issue.record("not asking")
            return
        }
        // The line and the brackets agree: nothing stale pre-filled, the default rendered anew.
        #expect(prompt.prefill == nil)
        #expect(prompt.defaultText == "bo-app")

        // A piped run pre-fills nothing (an empty line takes the new default): no answer keeps
        // an old default, so none is named (bug: "keeps its old default" while the output held
        // the new one).
        var piped = engine
        piped.prefillsDrafts = false
        var pipedState = WizardState()
        var pipedOutcome = piped.start(&pipedState)
        for line in ["al", "", "own", ":back", ":back", ":back", "bo"] {
            pipedOutcome = piped.handle(Command.parse(line) ?? .help, origin: .piped, in: &pipedState)
        }
        #expect(!pipedOutcome.notices.contains { if case .answersDropped = $0 { true } else { false } })
        _ = piped.handle(.answer(""), origin: .piped, in: &pipedState)
        _ = piped.handle(.answer(""), origin: .piped, in: &pipedState)
        _ = piped.handle(.answer(""), origin: .piped, in: &pipedState)
        #expect(piped.answers(of: pipedState).jsonText(pretty: false).contains(#""slug":"bo-app""#))
    }

    struct PositionCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var lines: [String]
        var position: RunPosition
    }

    static let positions: [PositionCase] = [
        PositionCase(
            testDescription: "nothing known yet: the steps no condition can skip still count (bug: '1/1+')", lines: [],
            position: RunPosition(step: 1, total: 3, isTotalKnown: false)),
        PositionCase(
            testDescription: "plan free: note and last follow (last has a default)", lines: ["al", "free"],
            position: RunPosition(step: 3, total: 5, isTotalKnown: true)),
        PositionCase(
            testDescription: "back to plan: the drafts lead through note, last and final", lines: ["al", "free", "n", ":back", ":back"],
            position: RunPosition(step: 2, total: 5, isTotalKnown: true)),
        PositionCase(
            testDescription: "back to plan after paid: card and billing count", lines: back3,
            position: RunPosition(step: 2, total: 7, isTotalKnown: true)),
        PositionCase(
            testDescription: "a changed answer changes the count (when turned false)", lines: back3 + ["free"],
            position: RunPosition(step: 3, total: 5, isTotalKnown: true)),
        PositionCase(
            testDescription: "a step with no draft, default or empty answer ahead: a lower bound",
            lines: ["al", "paid"], position: RunPosition(step: 3, total: 4, isTotalKnown: false)),
    ]

    @Test(arguments: positions)
    func positionAsData(_ c: PositionCase) throws {
        let engine = try Self.engine()
        let (state, _) = Self.run(engine, c.lines)
        #expect(engine.position(in: state) == c.position)
        // The host's prompt for the state saves building it again, and gives the same count;
        // a prompt for another entry is not used (bug: a stale prompt counted from).
        let prompt = try #require(engine.currentPrompt(in: state))
        var tally = StepTally()
        #expect(engine.position(in: state, tally: &tally, asking: prompt) == c.position)
        var stale = prompt
        stale.entryID = EntryID(prompt.entryID.rawValue + 1)
        stale.prefill = nil
        stale.defaultText = nil
        stale.isOptional = false
        var freshTally = StepTally()
        #expect(engine.position(in: state, tally: &freshTally, asking: stale) == c.position)
    }

    @Test("the last step with no default: nothing can follow, so the count is known (bug: shown as 2/2+)")
    func lastStepWithoutDefault() {
        let engine = Engine(catalog: Build.catalog(Flow(id: "f", steps: [Build.text("a"), Build.text("b")])))
        var state = WizardState()
        _ = engine.start(&state)
        // The step after it is counted (it follows whatever is answered), the end not yet known.
        #expect(engine.position(in: state) == RunPosition(step: 1, total: 2, isTotalKnown: false))
        _ = engine.handle(.answer("x"), in: &state)
        #expect(engine.position(in: state) == RunPosition(step: 2, total: 2, isTotalKnown: true))
    }

    @Test("a step in a loop with a draft counts the loop once (bug: the count went round the loop to 200 steps, each prompt)")
    func loopIsProjectedOnce() throws {
        let flow = #"{"id": "loop", "steps": [{"id": "q", "type": "text", "prompt": "Q", "next": "q"}]}"#
        let engine = Engine(catalog: try #require(FlowLoader().load(string: flow, name: "loop.json").catalog))
        let (state, _) = Self.run(engine, ["a", "b", ":back"])
        // At the second entry of q, its draft `b` pre-filled: what follows is q again.
        #expect(engine.position(in: state) == RunPosition(step: 2, total: 2, isTotalKnown: false))
    }

    @Test("transcript: the breadcrumb counts and the prompt line says what a change drops, before moving on")
    func transcript() throws {
        var state = WizardState()
        var driver = ScriptedDriver(lines: Self.back3 + ["free", "", "", ""])
        var log = WizardRunner.Log()
        let end = WizardRunner(engine: try Self.engine(), renderer: PromptRenderer(usesColor: false))
            .run(driver: &driver, state: &state, log: &log)
        #expect(end == .completed)
        let expected = """
            Shop › Name (1/3+)
            ? Name? al
            Shop › Plan (2/3+)
              1) free
              2) paid
            ? Plan? paid
            Shop › Card (3/4+)
            ? Card? 4242
            Shop › Billing › Plan (4/4+)
            ? Billing plan? monthly
            Shop › Note (5/7)
            ? Note? (optional) :back
            Shop › Billing › Plan (4/7)
            ? Billing plan? :back
            Shop › Card (3/7)
            ? Card? :back
            Shop › Plan (2/7)
              1) free
              2) paid
            ? Plan? free
            changing plan drops 2 later answers: card, billing.plan
            Shop › Note (3/5)
            ? Note? (optional) 
            Shop › Last (4/5)
            ? Last? [x] 
            Shop › Final (5/5)
            ? Final? (optional) 

            """
        #expect(driver.transcript == expected)
    }
}
