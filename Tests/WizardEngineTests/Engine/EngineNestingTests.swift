import Testing

@testable import WizardEngine

/// Sub-flows nested deeply: every answer reaches the output up to `Engine.maximumNesting`
/// levels, and a run going deeper stops with an error instead of dropping answers
/// (docs/cli.md, "Limits").
@Suite struct EngineNestingTests {
    static let flows = [Flow(id: "n", steps: [Build.confirm("go"), Build.flow("sub", "n", when: "go")])]
    static let limit = Engine.maximumNesting

    /// The output of `levels` nested sub-flows, each answered `go: true`, the last `false`.
    static func nested(_ levels: Int) -> String {
        var text = #"{"go":false}"#
        for _ in 0..<levels { text = #"{"go":true,"sub":"# + text + "}" }
        return text
    }

    static let cases: [EngineCase] = [
        EngineCase(
            "answers nested 70 sub-flows deep are all in the output (bug: cut at 63, exit 0)", flows,
            Array(repeating: "y", count: 70) + ["n"], .output(nested(70))),
        EngineCase(
            "the deepest nesting allowed completes", flows, Array(repeating: "y", count: limit) + ["n"], .output(nested(limit))),
        EngineCase(
            "one level deeper stops the run, naming the sub-flow step", flows, Array(repeating: "y", count: limit + 1),
            .failed(
                .nestingTooDeep(path: Array(repeating: "sub", count: limit + 1).joined(separator: "."), limit: limit))),
    ]

    @Test(arguments: cases) func nesting(_ row: EngineCase) {
        let (observed, problems) = row.run()
        #expect(problems == [])
        #expect(observed == row.expect)
    }
}
