import Testing

@testable import WizardEngine

extension Loading {
    /// A flow's members in any order, with errors inside the steps, syntax errors after
    /// them, and limits: exact diagnostics in order, and the same flow wherever `steps` lies.
    @Suite struct FlowMemberOrderTests {
        /// Loads `text` as `/flows/main.json`.
        static func load(_ text: String, limits: LoadLimits = LoadLimits()) -> LoadResult {
            let loader = FlowLoader(
                fileSystem: InMemoryFileSystem(files: ["/flows/main.json": text, "/flows/other.json": otherFile]),
                limits: limits)
            return loader.load(fileAt: "/flows/main.json")
        }

        static let otherFile = #"{"id": "other", "title": "T\u00e9", "steps": [{"id": "o", "type": "text", "prompt": "\u00c9"}]}"#

        struct Case: CustomTestStringConvertible {
            var testDescription: String
            var text: String
            var limits = LoadLimits()
            /// The rendered diagnostics, without the `/flows/main.json:` prefix.
            var expected: [String]
        }

        static let cases: [Case] = [
            Case(
                testDescription: "steps before the flow's id: the step limit names the id read after them",
                text: #"{"steps": [{"id": "a", "type": "text", "prompt": "A"}, {"id": "b", "type": "text", "prompt": "B"}, "#
                    + #"{"id": "c", "type": "text", "prompt": "C"}], "id": "late"}"#,
                limits: LoadLimits(maxStepsPerFlow: 2),
                expected: ["1:11: error: flow 'late' has 3 steps, more than the limit of 2 (at steps)"]),
            Case(
                testDescription: "errors inside steps, with flow-level errors before and after them",
                text: """
                    {"colour": 1, "steps": [
                      {"id": "a", "type": "txt", "prompt": "A"},
                      {"type": "text", "prompt": "B"},
                      3,
                      {"id": "a", "type": "text", "prompt": "{{ qqqq(b) }}"}
                    ], "title": 4}
                    """,
                expected: [
                    "1:1: error: missing required key 'id' in flow",
                    "1:2: error: unknown key 'colour' in flow (at colour)",
                    "2:23: error: unknown step type 'txt' (at steps[0].type); did you mean 'text'?",
                    "3:3: error: missing required key 'id' in step (at steps[1])",
                    "4:3: error: expected a step object but found integer 3 (at steps[2])",
                    "5:10: error: duplicate step id 'a' in flow '' (first at line 2, column 10) (at steps[3].id)",
                    "5:45: error: unknown function 'qqqq' (column 4 of the template) (at steps[3].prompt)",
                    "6:13: error: expected a string or an object of translations by language tag but found integer 4 (at title)",
                ]),
            Case(
                testDescription: "a syntax error after many steps, some with errors: that error alone",
                text: #"{"id": "f", "steps": ["#
                    + (0..<5_000).map { #"{"id": "s\#($0 % 7)", "type": "text", "prompt": "P"}"# }.joined(separator: ", ")
                    + #"], "title": "t",}"#,
                expected: ["1:225037: error: trailing comma before '}' is not allowed"]),
            Case(
                testDescription: "a syntax error inside a step",
                text: #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "A"}, {"id": "b" "type": "text"}]}"#,
                expected: ["1:78: error: expected ',' or '}' after object member but found '\"'"]),
            Case(
                testDescription: "a duplicate steps key after the steps",
                text: #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "A"}], "st\u0065ps": []}"#,
                expected: ["1:68: error: duplicate key 'steps' (first at line 1, column 13)"]),
            Case(
                testDescription: "a top value that is not an object",
                text: #"[{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "A"}]}]"#,
                expected: ["1:1: error: expected a flow object but found an array"]),
            Case(
                testDescription: "steps that are not an array",
                text: #"{"id": "f", "steps": {"id": "a", "type": "text", "prompt": "A"}}"#,
                expected: ["1:22: error: expected an array but found an object (at steps)"]),
            Case(
                testDescription: "an empty steps array",
                text: #"{"steps": [], "id": "f"}"#,
                expected: ["1:11: error: a flow needs at least one step (at steps)"]),
            Case(
                testDescription: "nested steps keys (a step's, an inline flow's) are not the top flow's",
                text: """
                    {"flows": {"sub": {"steps": [{"id": "x", "type": "text", "prompt": "X", "steps": 1}]}},
                     "id": "f", "steps": [{"id": "a", "type": "flow", "flow": "sub", "steps": [2]}]}
                    """,
                expected: [
                    "1:73: error: unknown key 'steps' in 'text' step (at flows.sub.steps[0].steps)",
                    "2:66: error: unknown key 'steps' in 'flow' step (at steps[0].steps)",
                ]),
            Case(
                testDescription: "escaped strings inside steps and around them",
                text: #"{"t\u0069tle": "\u00c0", "steps": [{"id": "a\u0062", "type": "te\u0078t", "pr\u006fmpt": "\u00e9 {{ zz }}"}, "#
                    + #"{"id": "b", "type": "text", "prompt": "x\n", "validate": {"pattern": "(\u0028"}}], "#
                    + #""imports": ["oth\u0065r.json"], "id": "f\u0031", "description": 1}"#,
                expected: [
                    "1:90: error: unknown answer path 'zz': flow 'f1' has no step 'zz' (column 6 of the template) (at steps[0].prompt)",
                    "1:179: error: invalid regular expression '((': column 2: missing ')' for the group opened here (at steps[1].validate.pattern)",
                    "1:257: error: expected a string or an object of translations by language tag but found integer 1 (at description)",
                ]),
        ]

        @Test(arguments: cases)
        func diagnosticsAreExact(_ c: Case) {
            // Catches a step decoded against the wrong flow state (a step limit named before
            // the id is read), a diagnostic lost, doubled or kept despite a later syntax
            // error, or a nested `steps` taken for the flow's.
            let rendered = Self.load(c.text, limits: c.limits).diagnostics.map {
                DiagnosticRenderer.render($0).replacingPrefix("/flows/main.json:")
            }
            #expect(rendered == c.expected)
        }

        @Test func stepsAfterTheOtherMembersLoadTheSameFlow() throws {
            // Catches steps, titles or escaped texts mixed up when `steps` comes before or
            // after the members the flow is built from.
            let steps = #"[{"id": "a", "type": "text", "prompt": "\u00c9 A"}, {"id": "b", "type": "text", "prompt": "{{ a }}"}]"#
            let orders = [
                #"{"id": "f\u0031", "title": "T\u00e9", "steps": \#(steps), "imports": ["other.json"]}"#,
                #"{"steps": \#(steps), "imports": ["other.json"], "title": "T\u00e9", "id": "f\u0031"}"#,
                #"{"title": "T\u00e9", "steps": \#(steps), "id": "f\u0031", "imports": ["other.json"]}"#,
            ]
            for text in orders {
                let result = Self.load(text)
                #expect(result.diagnostics.isEmpty, "\(text)")
                let flow = try #require(result.catalog?.flows[FlowID("f1")], "\(text)")
                #expect(flow.title == "T\u{E9}")
                #expect(flow.steps.map(\.id) == [StepID("a"), StepID("b")])
                #expect(flow.steps.first?.prompt?.source == "\u{C9} A")
                #expect(flow.position(of: StepID("a")) == 0 && flow.position(of: StepID("b")) == 1 && flow.stepIndex.count == 2)
                #expect(result.catalog?.flows[FlowID("other")]?.steps.first?.prompt?.source == "\u{C9}")
            }
        }
    }
}
