import Testing

@testable import WizardEngine

extension Loading {
    /// The decoder resolves a path to one of the last few steps by comparing ids instead of
    /// hashing them, and the `--format env` check keeps name hashes in its own table. Both
    /// must report exactly what the dictionaries they stand in for did.
    @Suite struct DecodeShortcutTests {
        func rendered(_ text: String) -> [String] {
            FlowLoader().load(string: text, name: "f.json").diagnostics.map(DiagnosticRenderer.render)
        }

        @Test func aRecentFlowStepIsNotALocalAnswer() {
            // `x` is the step just before: found by the scan, but a `flow` step, so its
            // paths still go to the check that looks into the sub-flow.
            let text = #"""
                {"id": "main", "steps": [
                 {"id": "x", "type": "flow", "flow": "inner"},
                 {"id": "y", "type": "text", "prompt": "{{ x.nope }} {{ x.v }} {{ w }}"},
                 {"id": "w", "type": "text", "prompt": "{{ y }}"}],
                 "flows": {"inner": {"steps": [{"id": "v", "type": "text", "prompt": "q"}]}}}
                """#
            #expect(
                rendered(text) == [
                    "f.json:3:44: error: unknown answer path 'x.nope': flow 'inner' has no step 'nope' (column 4 of the template) (at steps[1].prompt)"
                ])
        }

        @Test func aDuplicatedIDResolvesToItsFirstStep() {
            // The index keeps the first `x` (a `text` step): `x.nope` reads its answer. The
            // later `x`, a `flow` step, is the recent one and must not be the one used.
            let text = #"""
                {"id": "main", "steps": [
                 {"id": "x", "type": "text", "prompt": "p"},
                 {"id": "x", "type": "flow", "flow": "inner"},
                 {"id": "y", "type": "text", "prompt": "{{ x.nope }}"}],
                 "flows": {"inner": {"steps": [{"id": "v", "type": "text", "prompt": "q"}]}}}
                """#
            #expect(
                rendered(text) == [
                    "f.json:3:9: error: duplicate step id 'x' in flow 'main' (first at line 2, column 9) (at steps[1].id)"
                ])
        }

        @Test func environmentNamesCollideAfterTheTableGrows() {
            // One step opens a sub-flow of 60 steps: the table, sized for the root flow's
            // one step, grows several times before `S3` and `s_59` meet their first paths.
            let ids = (0..<60).map { "s_\($0)" } + ["S_3", "s-59", "t"]
            let steps = ids.map { #"{"id": "\#($0)", "type": "text", "prompt": "p"}"# }
            let text =
                #"{"id": "main", "steps": [{"id": "sub", "type": "flow", "flow": "inner"}], "flows": {"inner": {"steps": ["#
                + steps.joined(separator: ", ") + "]}}}"
            let warnings = rendered(text).filter { $0.contains("both map") }
            #expect(
                warnings == [
                    "f.json:1:2915: warning: answers 'sub.s_3' and 'sub.S_3' both map to the variable SUB_S_3 in --format env, which will fail; rename one of the steps (at flows.inner.steps[60])",
                    "f.json:1:2961: warning: answers 'sub.s_59' and 'sub.s-59' both map to the variable SUB_S_59 in --format env, which will fail; rename one of the steps (at flows.inner.steps[61])",
                ])
        }
    }
}
