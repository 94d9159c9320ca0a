import Testing

@testable import WizardEngine

extension Loading {
    /// The decoder frees each step's JSON as it goes and keeps compact positions for the
    /// checks that run later; these flows make every such check fire (in inline flows, on
    /// strings with escapes, at equal positions) and pin the exact output, which was taken
    /// from the loader that kept the whole JSON tree until the checks had run.
    @Suite struct CompactPositionTests {
        static let crossFlow = #"""
            {"id": "main", "steps": [
              {"id": "a-b", "type": "text", "prompt": "A {{ later }} and {{ db.nope }}"},
              {"id": "pick", "type": "select", "prompt": "P", "choices": ["x", {"value": "y", "when": "ghost == 1"}, {"value": "x"}], "next": {"x": "nowhere", "*": "a_b"}},
              {"id": "db", "type": "flow", "flow": "db", "repeat": {"min": 2, "max": 1, "prompt": "\u00e9 {{ gone }}"}},
              {"id": "a_b", "type": "text", "prompt": "B", "validate": {"expr": "value > other", "min": 3, "max": 1}, "next": "$end"},
              {"id": "a_b", "type": "integer", "prompt": "C", "default": "no"},
              {"id": "later", "type": "text", "prompt": "L {{ parent.x }}"},
              {"id": "sub", "type": "flow", "flow": "missing"}
            ], "flows": {
              "db": {"steps": [
                {"id": "host", "type": "text", "prompt": "H {{ root.pick }} {{ root.zzz }}", "when": "\u00e9x == 1 || qqqq(1)"},
                {"id": "loop", "type": "flow", "flow": "db"}
              ]}
            }}
            """#

        static let ties = #"""
            {"id": "t", "steps": [
              {"id": "zz", "type": "text", "prompt": "\u00e9{{ qqqq(later) }}{{ qqqq2(ghost) }}", "help": "{{ 9 }}"},
              {"id": "later", "type": "confirm", "prompt": "{{ parent.q }}", "default": 1}
            ]}
            """#

        func rendered(_ text: String, name: String) -> [String] {
            FlowLoader().load(string: text, name: name).diagnostics.map(DiagnosticRenderer.render)
        }

        @Test func everyLaterCheckPointsWhereTheTreeDid() {
            // Positions of ids, steps and `flow` values, JSON paths built on demand (choice
            // `when`, `repeat.prompt`, `validate.expr`, `next` map keys), escapes before a path.
            #expect(
                rendered(Self.crossFlow, name: "main.json") == [
                    "main.json:2:65: error: unknown answer path 'db.nope': flow 'db' has no step 'nope' (column 22 of the template) (at steps[0].prompt)",
                    "main.json:3:92: error: unknown answer path 'ghost': flow 'main' has no step 'ghost' (column 1 of the expression) (at steps[1].choices[1].when)",
                    "main.json:3:116: error: duplicate choice value 'x' (first at line 3, column 63) (at steps[1].choices[2].value)",
                    "main.json:3:137: error: unknown 'next' target 'nowhere': flow 'main' has no such step (at steps[1].next.x)",
                    "main.json:4:3: warning: step 'db' is never reached from the first step of flow 'main' (at steps[2])",
                    "main.json:4:64: error: 'min' (integer 2) is greater than 'max' (integer 1) (at steps[2].repeat.min)",
                    "main.json:4:87: error: unknown answer path 'gone': flow 'main' has no step 'gone' (column 6 of the template) (at steps[2].repeat.prompt)",
                    "main.json:5:3: warning: answers 'a-b' and 'a_b' both map to the variable A_B in --format env, which will fail; rename one of the steps (at steps[3])",
                    "main.json:5:78: error: unknown answer path 'other': flow 'main' has no step 'other' (column 9 of the expression) (at steps[3].validate.expr)",
                    "main.json:5:93: error: 'min' (integer 3) is greater than 'max' (integer 1) (at steps[3].validate.min)",
                    "main.json:6:3: warning: step 'a_b' is never reached from the first step of flow 'main' (at steps[4])",
                    "main.json:6:3: warning: answers 'a-b' and 'a_b' both map to the variable A_B in --format env, which will fail; rename one of the steps (at steps[4])",
                    "main.json:6:10: error: duplicate step id 'a_b' in flow 'main' (first at line 5, column 10) (at steps[4].id)",
                    "main.json:6:62: error: expected an integer default for an 'integer' step but found string 'no' (at steps[4].default)",
                    "main.json:7:3: warning: step 'later' is never reached from the first step of flow 'main' (at steps[5])",
                    "main.json:7:51: error: unknown answer path 'parent.x': no 'flow' step opens flow 'main', so 'parent' names nothing (column 6 of the template) (at steps[5].prompt)",
                    "main.json:8:3: warning: step 'sub' is never reached from the first step of flow 'main' (at steps[6])",
                    "main.json:8:41: error: unknown flow 'missing' in 'flow' step 'sub' (at steps[6].flow)",
                    "main.json:11:68: error: unknown answer path 'root.zzz': flow 'main' has no step 'zzz' (column 22 of the template) (at flows.db.steps[0].prompt)",
                    "main.json:11:90: error: invalid expression: unexpected character 'é' (column 1 of the expression) (at flows.db.steps[0].when)",
                    "main.json:12:44: error: unbounded sub-flow recursion: 'db' → 'db' (each 'flow' step runs without a 'when') (at flows.db.steps[1].flow)",
                ])
        }

        @Test func diagnosticsAtOnePositionKeepTheCheckOrder() {
            // An escape puts every call and path of the template at the string's own position:
            // unknown functions come before unknown paths, as their checks run in that order.
            #expect(
                rendered(Self.ties, name: "tie.json") == [
                    "tie.json:2:42: error: unknown function 'qqqq' (column 5 of the template) (at steps[0].prompt)",
                    "tie.json:2:42: error: unknown function 'qqqq2' (column 22 of the template) (at steps[0].prompt)",
                    "tie.json:2:42: error: unknown answer path 'ghost': flow 't' has no step 'ghost' (column 28 of the template) (at steps[0].prompt)",
                    "tie.json:3:52: error: unknown answer path 'parent.q': no 'flow' step opens flow 't', so 'parent' names nothing (column 4 of the template) (at steps[1].prompt)",
                    "tie.json:3:77: error: expected a boolean default for a 'confirm' step but found integer 1 (at steps[1].default)",
                ])
        }

        @Test func stepsCopyOnWriteWithTheirRarelySetFields() throws {
            // Catches a mutation leaking into a copy through the shared box of rare fields,
            // and a box kept for fields set back to their defaults.
            let plain = Step(id: "a", kind: .text(placeholder: nil))
            var rich = plain
            rich.help = Template(parts: [.text("h")], source: "h")
            rich.validation.minLength = 2
            rich.next = .target(.end)
            rich.environmentVariable = "A"
            #expect(plain.help == nil && plain.validation.isEmpty && plain.next == nil)
            #expect(plain.environmentVariable == nil)
            var copy = rich
            copy.validation.minLength = 3
            #expect(rich.validation.minLength == 2 && copy.validation.minLength == 3)
            #expect(copy.help?.source == "h" && copy.next == .target(.end) && copy.environmentVariable == "A")
            #expect(copy != rich)
            copy.help = nil
            copy.validation = ValidationRule()
            copy.next = nil
            copy.environmentVariable = nil
            #expect(copy == plain)
            let built = Step(
                id: "a", kind: .text(placeholder: nil), validation: ValidationRule(minLength: 2),
                environmentVariable: "A")
            var edited = plain
            edited.validation = ValidationRule(minLength: 2)
            edited.environmentVariable = "A"
            #expect(built == edited)
        }
    }
}
