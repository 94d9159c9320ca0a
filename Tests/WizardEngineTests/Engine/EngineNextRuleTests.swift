import Testing

@testable import WizardEngine

/// docs/writing-flows.md: `when`, `next` (id, `$end`, answer maps), loops, messages, `store: false`.
@Suite struct EngineNextRuleTests {
    static let tlsFlow = [
        Build.confirm("tls"), Build.text("cert", when: "tls == true"), Build.text("name"),
    ]
    static func kindFlow(_ next: NextRule) -> [Step] {
        [Build.select("kind", ["x", "y", "z"]).with(\.next, next), Build.text("b"), Build.text("c")]
    }
    static let loop = [Build.text("a"), Build.confirm("again", next: Build.branches(["true": "a"])), Build.text("z")]

    static let cases: [EngineCase] = [
        EngineCase(
            "when false: step skipped, no answer (bug: skipped step still asked or kept)",
            steps: tlsFlow, ["n", "bob"], .output(#"{"tls":false,"name":"bob"}"#)),
        EngineCase("when true: step entered", steps: tlsFlow, ["y", "c", "bob"], .output(#"{"tls":true,"cert":"c","name":"bob"}"#)),
        EngineCase(
            "skipped step is not pushed: back skips it (bug: back lands on the skipped step)",
            steps: tlsFlow, ["n", ":back"], .asks("tls", prefill: "no")),
        EngineCase(
            "next to a step id jumps over the steps between",
            steps: [Build.text("a", next: Build.to("c")), Build.text("b"), Build.text("c")], ["1", "3"], .output(#"{"a":"1","c":"3"}"#)),
        EngineCase(
            "next $end ends the flow", steps: [Build.text("a", next: Build.to("$end")), Build.text("b")], ["1"], .output(#"{"a":"1"}"#)),
        EngineCase(
            "answer map: string key to a step", steps: kindFlow(Build.branches(["x": "c", "y": "$end"])), ["x", "3"],
            .output(#"{"kind":"x","c":"3"}"#)),
        EngineCase("answer map: key to $end", steps: kindFlow(Build.branches(["x": "c", "y": "$end"])), ["2"], .output(#"{"kind":"y"}"#)),
        EngineCase(
            "answer map: no match, no * → default order (bug: no match ends the flow)",
            steps: kindFlow(Build.branches(["x": "c", "y": "$end"])), ["z", "2", "3"], .output(#"{"kind":"z","b":"2","c":"3"}"#)),
        EngineCase(
            "answer map: * is the fallback", steps: kindFlow(Build.branches(["x": "c", "*": "$end"])), ["z"], .output(#"{"kind":"z"}"#)),
        EngineCase(
            "answer map: boolean answer matches key \"true\" (bug: keys compared with Swift's description)",
            steps: [Build.confirm("ok", next: Build.branches(["true": "c"])), Build.text("b"), Build.text("c")], ["YES", "3"],
            .output(#"{"ok":true,"c":"3"}"#)),
        EngineCase(
            "answer map: false with no key goes on in order",
            steps: [Build.confirm("ok", next: Build.branches(["true": "c"])), Build.text("b"), Build.text("c")], ["no", "2", "3"],
            .output(#"{"ok":false,"b":"2","c":"3"}"#)),
        EngineCase(
            "answer map: integer answer typed 03 matches key \"3\" (bug: raw text used as key)",
            steps: [Build.integer("n").with(\.next, Build.branches(["3": "c"])), Build.text("b"), Build.text("c")], ["03", "x"],
            .output(#"{"n":3,"c":"x"}"#)),
        EngineCase(
            "loop: backward next pushes again; the latest answer wins",
            steps: loop, ["1", "y", "2", "n", "end"], .output(#"{"a":"2","again":false,"z":"end"}"#)),
        EngineCase(
            "loop: back pops the second visit and the first answer is live again (bug: overwritten answer not restored)",
            steps: loop, ["1", "y", "2", "n", ":back", ":back", ":back", "n", "end"], .output(#"{"a":"1","again":false,"z":"end"}"#)),
        EngineCase(
            "loop: back from the second visit shows the previous entry pre-filled",
            steps: loop, ["1", "y", "2", ":back"], .asks("a", prefill: "2")),
        EngineCase(
            "message: shown (rendered) and the flow moves on",
            steps: [Build.text("a"), Build.message("m", "hi {{ a }}"), Build.text("b")], ["x"],
            .notices([.message("hi x")], asking: "b")),
        EngineCase(
            "message: not a stop for back (bug: back lands on a message)",
            steps: [Build.text("a"), Build.message("m", "hi"), Build.text("b")], ["x", ":back"], .asks("a", prefill: "x")),
        EngineCase(
            "message: no key in the output",
            steps: [Build.text("a"), Build.message("m", "hi"), Build.text("b")], ["x", "y"], .output(#"{"a":"x","b":"y"}"#)),
        EngineCase(
            "message with when false is not shown",
            steps: [Build.text("a"), Build.message("m", "hi").with(\.when, Build.expression("a == \"no\"")), Build.text("b")], ["x"],
            .asks("b")),
        EngineCase(
            "store false: drives next but is left out of the output (bug: stored anyway, or branch ignored)",
            steps: [Build.confirm("adv", next: Build.branches(["true": "x"])).with(\.isStored, false), Build.text("y"), Build.text("x")],
            ["y", "1"], .output(#"{"x":"1"}"#)),
        EngineCase(
            "store false: still visible to later when expressions",
            steps: [Build.confirm("adv").with(\.isStored, false), Build.text("x", when: "adv"), Build.text("y")],
            ["y", "1", "2"], .output(#"{"x":"1","y":"2"}"#)),
        EngineCase(
            "runaway loop of entries fails at entryLimit (bug: unbounded memory)",
            steps: [Build.text("a", next: Build.to("a"))], ["1", "2", "3"], .failed(.runawayLoop(limit: 3)), entryLimit: 3),
        EngineCase(
            "runaway loop of pre-answered entries fails at start, state still consistent",
            steps: [Build.text("a", next: Build.to("a"))], [], .failed(.runawayLoop(limit: 3)),
            sources: AnswerSources(setValues: ["a": "x"]), entryLimit: 3),
        EngineCase(
            "runaway loop of messages (nothing pushed) also fails (bug: hang)",
            steps: [Build.message("m", "again").with(\.next, Build.to("m"))], [], .failed(.runawayLoop(limit: 5)), entryLimit: 5),
    ]

    @Test(arguments: cases) func rule(_ row: EngineCase) {
        let (observed, problems) = row.run()
        #expect(problems == [])
        #expect(observed == row.expect)
    }
}
