import Testing

@testable import WizardEngine

/// docs/navigation.md: a `next` loop starts a new pass, and the latest pass wins, wholly:
/// what the earlier pass answered from the loop's target on and the new pass does not
/// answer leaves the output; `back` restores it. Each row's output differed before the
/// rule (the earlier pass's answer was printed), so the printed answers did not give
/// themselves back through `--answers --non-interactive`.
@Suite struct EngineLoopPassTests {
    /// Root flow: `x` is asked only while `c` is true; `again` loops back to `c`.
    static let rootLoop = [
        Build.confirm("c"), Build.text("x", when: "c == true"), Build.confirm("again", next: Build.branches(["true": "c"])),
    ]
    /// The sub-flow `s`: `t` is asked only while `k` is true.
    static let sub = Flow(id: "s", steps: [Build.confirm("k"), Build.text("t", when: "k == true")])
    /// Root flow: a pushed sub-flow entered again through a loop.
    static let pushedLoop = [
        Flow(
            id: "main",
            steps: [Build.flow("sub", "s"), Build.confirm("again", next: Build.branches(["true": "sub"]))]),
        sub,
    ]
    /// Root flow: a repeat of the sub-flow entered again through a loop.
    static let repeatLoop = [
        Flow(
            id: "main",
            steps: [
                Build.flow("items", "s", repeat: Repetition(min: 0, max: nil)),
                Build.confirm("again", next: Build.branches(["true": "items"])),
            ]),
        sub,
    ]
    /// Root flow: `b` is jumped past by `a`'s `next` in the second pass.
    static let jumpLoop = [
        Build.confirm("a", next: Build.branches(["true": "z"])), Build.text("b"),
        Build.confirm("z", next: Build.branches(["true": "a"])),
    ]
    /// A sub-flow looping inside itself: the new pass is of the sub-flow only.
    static let innerLoop = [
        Flow(id: "main", steps: [Build.text("before"), Build.flow("sub", "i"), Build.text("after")]),
        Flow(
            id: "i",
            steps: [
                Build.confirm("k"), Build.text("t", when: "k == true"),
                Build.confirm("again", next: Build.branches(["true": "k"])),
            ]),
    ]

    static let cases: [EngineCase] = [
        EngineCase(
            "root loop: a step the new pass skips by when keeps no answer (bug: x1 of the first pass printed)",
            steps: rootLoop, ["y", "x1", "y", "n", "n"], .output(#"{"c":false,"again":false}"#)),
        EngineCase(
            "root loop: a step the new pass answers again has the new answer",
            steps: rootLoop, ["y", "x1", "y", "y", "x2", "n"], .output(#"{"c":true,"x":"x2","again":false}"#)),
        EngineCase(
            "root loop: a step the new pass jumps past with next keeps no answer (bug: b1 printed)",
            steps: jumpLoop, ["n", "b1", "y", "y", "n"], .output(#"{"a":true,"z":false}"#)),
        EngineCase(
            "pushed sub-flow entered again: a step its when skips keeps no answer (bug: sub.t printed)",
            pushedLoop, ["y", "t1", "y", "n", "n"], .output(#"{"sub":{"k":false},"again":false}"#)),
        EngineCase(
            "repeat entered again: items of the earlier pass leave (bug: items.0.t printed)",
            repeatLoop, ["y", "y", "t1", "y", "y", "t2", "n", "y", "y", "n", "n", "n"],
            .output(#"{"items":[{"k":false}],"again":false}"#)),
        EngineCase(
            "loop inside a sub-flow: a new pass of the sub-flow only (bug: sub.t printed)",
            innerLoop, ["b", "y", "t1", "y", "n", "n", "a"], .output(#"{"before":"b","sub":{"k":false,"again":false},"after":"a"}"#)),
        EngineCase(
            "root loop: back past the new pass's first entry restores the earlier pass",
            steps: rootLoop, ["y", "x1", "y", ":back", "n"], .output(#"{"c":true,"x":"x1","again":false}"#)),
        EngineCase(
            "pushed sub-flow: back out of the new pass restores the earlier one",
            pushedLoop, ["y", "t1", "y", ":back", "n"], .output(#"{"sub":{"k":true,"t":"t1"},"again":false}"#)),
    ]

    @Test(arguments: cases) func rule(_ c: EngineCase) {
        let (observed, problems) = c.run()
        #expect(problems.isEmpty, "\(problems)")
        #expect(observed == c.expect)
    }

    /// Catches: `back` from the first entry of a new pass leaving the answers other than
    /// they were before the loop (the earlier pass's answers not restored, or the removals
    /// kept).
    @Test(arguments: [[Flow(id: "main", steps: rootLoop)], pushedLoop, repeatLoop, innerLoop])
    func backRestoresTheEarlierPassExactly(_ flows: [Flow]) {
        let engine = Engine(catalog: Build.catalog(flows[0], Array(flows.dropFirst())))
        var state = WizardState()
        _ = engine.start(&state)
        let lines = ["b", "y", "t1", "y", "x1", "y", "y", "t2", "n"]
        // Answer until the loop's question is asked, then loop.
        for line in lines where state.current.map({ $0.step.rawValue != "again" }) ?? false {
            _ = engine.handle(.answer(line), in: &state)
        }
        #expect(state.current?.step == "again")
        let before = state.answers
        _ = engine.handle(.answer("y"), in: &state)
        #expect(state.answers != before, "the loop cleared nothing")
        _ = engine.handle(.back, in: &state)
        #expect(state.current?.step == "again")
        #expect(state.answers == before)
        #expect(state.checkInvariants() == [])
    }

    /// Catches: the printed answers of a looping run not giving themselves back through
    /// the answers file in a non-interactive run.
    @Test(arguments: cases.filter { if case .output = $0.expect { true } else { false } })
    func printedAnswersRoundTrip(_ c: EngineCase) throws {
        let engine = c.engine
        let script = EngineScript(engine, c.lines)
        let printed = engine.answers(of: script.state)
        var replay = c
        replay.sources = AnswerSources(answersFile: printed.value, isNonInteractive: true)
        let again = replay.engine
        var state = WizardState()
        let outcome = again.start(&state)
        #expect(outcome.status == .completed, "\(outcome)")
        #expect(again.answers(of: state) == printed)
    }
}
