import Testing

@testable import WizardEngine

/// Load-time checks of what expressions grew: a string compared with a number where both
/// types are known, typed choices, `list` and `json` steps, with exact diagnostics.
@Suite struct ComparisonTypeCheckTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var steps: String
        var expected: [String]
    }

    static let cases: [Case] = [
        Case(
            testDescription: "an integer step compared with a string literal (catches: a silent false at run time)",
            steps:
                #"{"id": "port", "type": "integer", "prompt": "p"}, {"id": "b", "type": "text", "prompt": "q", "when": "port == \"80\""}"#,
            expected: [
                #"1:125: error: cannot compare a number with a string using '=='; convert one side with int(), float() or str() (column 1 of the expression) (at steps[1].when)"#
            ]),
        Case(
            testDescription: "a text step ordered against a number, inside a template",
            steps: #"{"id": "v", "type": "text", "prompt": "p"}, {"id": "b", "type": "text", "prompt": "{{ 13.0 <= v ? 1 : 2 }}"}"#,
            expected: [
                #"1:117: error: cannot compare a number with a string using '<='; convert one side with int(), float() or str() (column 12 of the template) (at steps[1].prompt)"#
            ]),
        Case(
            testDescription: "value in validate.expr has its own step's type",
            steps: #"{"id": "n", "type": "number", "prompt": "p", "validate": {"expr": "value != \"0\""}}"#,
            expected: [
                #"1:90: error: cannot compare a number with a string using '!='; convert one side with int(), float() or str() (column 1 of the expression) (at steps[0].validate.expr)"#
            ]),
        Case(
            testDescription: "a select of strings compared with a number",
            steps:
                #"{"id": "c", "type": "select", "prompt": "p", "choices": ["a", "b"]}, {"id": "b", "type": "text", "prompt": "q", "when": "c > 1"}"#,
            expected: [
                #"1:144: error: cannot compare a string with a number using '>'; convert one side with int(), float() or str() (column 1 of the expression) (at steps[1].when)"#
            ]),
        Case(
            testDescription: "converted sides, a select of numbers and types known only at run time pass",
            steps: #"""
                {"id": "v", "type": "text", "prompt": "p"},
                {"id": "c", "type": "select", "prompt": "p", "choices": [15, 16.5]},
                {"id": "j", "type": "json", "prompt": "p"},
                {"id": "b", "type": "text", "prompt": "q", "when": "int(v) >= 13 && c == 16.5 && j == \"x\" && str(c) == v && lower(v) == \"a\""}
                """#,
            expected: []),
        Case(
            testDescription: "typed choices, a list default and a json default load",
            steps: #"""
                {"id": "c", "type": "select", "prompt": "p", "choices": [1, 2.5, true, {"value": false, "label": "No"}], "default": 2.5},
                {"id": "m", "type": "multiselect", "prompt": "p", "choices": [1, "a"], "default": [1, "a"]},
                {"id": "l", "type": "list", "prompt": "p", "default": ["a", "b"], "validate": {"min": 1}},
                {"id": "j", "type": "json", "prompt": "p", "default": {"k": [1]}}
                """#,
            expected: []),
        Case(
            testDescription: "a typed default not among the choices, and a list default that is not strings",
            steps: #"""
                {"id": "c", "type": "select", "prompt": "p", "choices": [1, 2], "default": 3},
                {"id": "l", "type": "list", "prompt": "p", "default": [1]}
                """#,
            expected: [
                #"1:98: error: default '3' is not among the choices of step 'c' (at steps[0].default)"#,
                #"2:55: error: expected an array of strings default for a 'list' step but found an array (at steps[1].default)"#,
            ]),
    ]

    @Test(arguments: cases)
    func rendersExactDiagnostics(_ c: Case) {
        let flow = #"{"id": "f", "steps": ["# + c.steps + "]}"
        let rendered = diagnostics(flow).map { $0.replacingPrefix("/flows/main.json:") }
        #expect(rendered == c.expected)
    }
}
