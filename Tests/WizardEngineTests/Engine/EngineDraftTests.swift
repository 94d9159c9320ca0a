import Testing

@testable import WizardEngine

/// Drafts that navigation must keep: a secret revisited with back keeps its value on
/// Enter, and a repeat's "add another?" answers come back pre-filled after going back past
/// them (docs/navigation.md).
@Suite struct EngineDraftTests {
    static let secretThenText = [Build.secret("s"), Build.text("t")]
    static let team = [
        Flow(id: "main", steps: [Build.text("a"), Build.flow("team", "member", repeat: Repetition()), Build.text("z")]),
        Flow(id: "member", steps: [Build.text("name")]),
    ]

    static let cases: [EngineCase] = [
        EngineCase(
            "a secret revisited with back keeps its value on Enter (bug: \"\" stored, or refused)", steps: secretThenText,
            ["abc", ":back", "", "t"], .output(#"{"s":"abc","t":"t"}"#)),
        EngineCase(
            "a secret revisited with back is replaced by what is typed", steps: secretThenText, ["abc", ":back", "xyz", "t"],
            .output(#"{"s":"xyz","t":"t"}"#)),
        EngineCase(
            "a secret revisited is never pre-filled", steps: secretThenText, ["abc", ":back"], .asks("s", prefill: nil)),
        EngineCase(
            "a draft starting with ':' is pre-filled escaped, so Enter gives it back (bug: read as a command)",
            steps: [Build.text("a"), Build.text("b")], ["::x", ":back"], .asks("a", prefill: "::x")),
        EngineCase(
            "the escaped draft submitted as is gives the same answer", steps: [Build.text("a"), Build.text("b")],
            ["::x", ":back", "::x", "y"], .output(#"{"a":":x","b":"y"}"#)),
        EngineCase(
            "a multiselect draft whose values hold a space is pre-filled by numbers (bug: the values split apart on Enter)",
            steps: [Build.multiselect("m", ["a b", "c"]), Build.text("t")], ["1,2", ":back"], .asks("m", prefill: "1, 2")),
        EngineCase(
            "that pre-filled line given back keeps the answer", steps: [Build.multiselect("m", ["a b", "c"]), Build.text("t")],
            ["1,2", ":back", "1, 2", "x"], .output(#"{"m":["a b","c"],"t":"x"}"#)),
        EngineCase(
            "repeat: back past the question, then forward: its yes comes back pre-filled (bug: nothing pre-filled)",
            team, ["a", "y", "n1", "n", ":back a", "a"], .asks("team", prefill: "yes")),
        EngineCase(
            "repeat: each question gets its own answer back (bug: the first question's yes offered at the second)",
            team, ["a", "y", "n1", "n", ":back a", "a", "yes", "n1"], .asks("team", prefill: "no")),
        EngineCase(
            "repeat: the team is kept when the answers are given again", team,
            ["a", "y", "n1", "n", ":back a", "a", "yes", "n1", "no", "z"], .output(#"{"a":"a","team":[{"name":"n1"}],"z":"z"}"#)),
    ]

    @Test(arguments: cases) func draft(_ row: EngineCase) {
        let (observed, problems) = row.run()
        #expect(problems == [])
        #expect(observed == row.expect)
    }

    /// Bug caught: the prompt of a revisited secret saying nothing (or showing the value).
    @Test func revisitedSecretPromptSaysEnterKeepsIt() {
        let engine = Engine(catalog: Build.catalog(Flow(id: "main", steps: Self.secretThenText)))
        var state = WizardState()
        let first = engine.start(&state)
        guard case .asking(let fresh) = first.status else { return #expect(Bool(false)) }
        #expect(fresh.defaultText == nil)
        _ = engine.handle(.answer("abc"), in: &state)
        let back = engine.handle(.back, in: &state)
        guard case .asking(let prompt) = back.status else { return #expect(Bool(false)) }
        #expect(prompt.defaultText == Prompt.keptSecretText)
        #expect(prompt.prefill == nil)
        #expect(PromptRenderer(usesColor: false).linePrompt(prompt) == "? s? [Enter keeps the secret given before] ")
    }
}
