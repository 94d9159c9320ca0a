import Testing

@testable import WizardEngine

extension Loading {
    /// What the decoder and the whole-flow checks report for answer paths into sub-flows,
    /// duplicated step ids, `--format env` names that collide deep in a large sub-flow, and
    /// type names, patterns, templates and expressions read as strings.
    @Suite struct DecoderDiagnosticsTests {
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

        @Test func typeNamesAndPatternsDecodeAsStrings() {
            // An escaped spelling of a type name, a near miss, a non-string, a broken pattern
            // met twice and one after a broken one all decode (and are reported) as the
            // strings they spell.
            let text = #"""
                {"id": "main", "steps": [
                 {"id": "a", "type": "t\u0065xt", "prompt": "p", "validate": {"pattern": "[a-z]+"}, "placeholder": "x"},
                 {"id": "b", "type": "text", "prompt": "p", "validate": {"pattern": "[a-z]+"}, "choices": ["a"]},
                 {"id": "c", "type": "texts", "prompt": "p", "validate": {"pattern": "[a-z]\u002b"}},
                 {"id": "d", "type": "select", "prompt": "p", "validate": {"pattern": "(["}, "choices": ["a"]},
                 {"id": "e", "type": "multiselect", "prompt": "p", "validate": {"pattern": "(["}, "choices": ["a"], "default": ["b"]},
                 {"id": "f", "type": 3, "prompt": "p", "validate": {"pattern": 4}},
                 {"id": "g", "type": "flow", "flow": "main", "validate": {"pattern": "[a-z]+"}}]}
                """#
            #expect(
                rendered(text) == [
                    "f.json:3:80: error: key 'choices' belongs to 'multiselect' and 'select' steps, not to a 'text' step (at steps[1].choices)",
                    "f.json:4:22: error: unknown step type 'texts' (at steps[2].type); did you mean 'text'?",
                    "f.json:5:71: error: invalid regular expression '([': column 2: missing ']' for the class opened here (at steps[3].validate.pattern)",
                    "f.json:6:76: error: invalid regular expression '([': column 2: missing ']' for the class opened here (at steps[4].validate.pattern)",
                    "f.json:6:113: error: default 'b' is not among the choices of step 'e' (at steps[4].default[0])",
                    "f.json:7:22: error: expected a string but found integer 3 (at steps[5].type)",
                    "f.json:7:64: error: expected a string but found integer 4 (at steps[5].validate.pattern)",
                    "f.json:8:38: error: unbounded sub-flow recursion: 'main' → 'main' (each 'flow' step runs without a 'when') (at steps[6].flow)",
                ])
        }

        @Test func templatesAndExpressionsDecodeAsStrings() throws {
            // Bug caught: a text without `{{` taken as a literal template without the length
            // limit, or an escaped `{{` missed; an expression parsed without the limit or
            // mis-read around an escape; a template's holes reporting their paths or calls
            // out of order, or not at all.
            let long = String(repeating: "x", count: 65_537)
            let text = #"""
                {"id": "main", "steps": [
                 {"id": "a", "type": "text", "prompt": "Name?"},
                 {"id": "b", "type": "text", "prompt": "\u007b\u007b nope }}", "when": "a == \u0022x\u0022 && gone"},
                 {"id": "c", "type": "text", "prompt": "{{ nope }} and {{ a }} {{ gone }} {{ frob(a) }}", "help": "{{ a }}{{ b }}"},
                 {"id": "d", "type": "text", "prompt": "LONG", "when": "LONG"}]}
                """#.replacingOccurrences(of: "LONG", with: long)
            #expect(
                rendered(text) == [
                    "f.json:3:40: error: unknown answer path 'nope': flow 'main' has no step 'nope' (column 4 of the template) (at steps[1].prompt)",
                    "f.json:3:72: error: unknown answer path 'gone': flow 'main' has no step 'gone' (column 13 of the expression) (at steps[1].when)",
                    "f.json:4:44: error: unknown answer path 'nope': flow 'main' has no step 'nope' (column 4 of the template) (at steps[2].prompt)",
                    "f.json:4:67: error: unknown answer path 'gone': flow 'main' has no step 'gone' (column 27 of the template) (at steps[2].prompt)",
                    "f.json:4:78: error: unknown function 'frob' (column 38 of the template) (at steps[2].prompt)",
                    "f.json:5:41: error: invalid template: template longer than 64 KiB (column 1 of the template) (at steps[3].prompt)",
                    "f.json:5:65590: error: invalid expression: expression longer than 64 KiB (column 1 of the expression) (at steps[3].when)",
                ])
            // Without the errors the flow loads: each value is what parsing its text gives.
            let valid = #"""
                {"id": "main", "steps": [
                 {"id": "a", "type": "text", "prompt": "Name?"},
                 {"id": "b", "type": "text", "prompt": "\u007b\u007b a }}", "when": "a == \u0022x\u0022 && b"},
                 {"id": "c", "type": "text", "prompt": "{{ a }} and {{ a }} {{ b }} {{ len(a) }}", "help": "{{ a }}{{ b }}"}]}
                """#
            let catalog = try #require(FlowLoader().load(string: valid, name: "f.json").catalog)
            let steps = try #require(catalog.flows[FlowID("main")]?.steps)
            #expect(steps[0].prompt == (try Template.parse("Name?")))
            #expect(steps[0].prompt?.isLiteral == true)
            #expect(steps[1].prompt == (try Template.parse("{{ a }}")))
            #expect(steps[1].when == (try Expression.parse(#"a == "x" && b"#)))
            #expect(steps[2].prompt == (try Template.parse("{{ a }} and {{ a }} {{ b }} {{ len(a) }}")))
            #expect(steps[2].help == (try Template.parse("{{ a }}{{ b }}")))
        }
    }
}
