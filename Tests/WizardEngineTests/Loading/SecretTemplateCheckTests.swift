import Testing

@testable import WizardEngine

/// A template that reads a secret answer (prompt, help, message, placeholder, the default
/// of a step that is not secret) is a load error at the path's line and column inside the
/// template, with the JSON path; deciding expressions may read secrets.
struct SecretTemplateCheckTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var steps: String
        var flows = ""
        var expected: [String]
        var testDescription: String { name }
    }

    static let secret = #"{"id": "pw", "type": "secret", "prompt": "pw"}"#

    static let cases: [Case] = [
        Case(
            name: "prompt", steps: secret + #", {"id": "a", "type": "text", "prompt": "was {{ pw }}"}"#,
            expected: [
                "/flows/main.json:1:117: error: the prompt reads the secret answer 'pw' of step 'pw' (column 8 of the template): a secret is never shown nor copied into another answer; remove it (at steps[1].prompt)"
            ]),
        Case(
            name: "default of a text step", steps: secret + #", {"id": "a", "type": "text", "prompt": "p", "default": "{{ pw }}"}"#,
            expected: [
                "/flows/main.json:1:129: error: the default reads the secret answer 'pw' of step 'pw' (column 4 of the template): a secret is never shown nor copied into another answer; remove it (at steps[1].default)"
            ]),
        Case(
            name: "message through root. inside a sub-flow",
            steps: secret + #", {"id": "s", "type": "flow", "flow": "sub"}"#,
            flows: #", "flows": {"sub": {"steps": [{"id": "m", "type": "message", "text": "{{ root.pw }}"}]}}"#,
            expected: [
                "/flows/main.json:1:187: error: the message reads the secret answer 'root.pw' of step 'pw' (column 4 of the template): a secret is never shown nor copied into another answer; remove it (at flows.sub.steps[0].text)"
            ]),
        Case(
            name: "help reading a secret inside a sub-flow's answers",
            steps: #"{"id": "db", "type": "flow", "flow": "sub"}, {"id": "a", "type": "text", "prompt": "p", "help": "{{ db.pw }}"}"#,
            flows: #", "flows": {"sub": {"steps": [{"id": "pw", "type": "secret", "prompt": "pw"}]}}"#,
            expected: [
                "/flows/main.json:1:123: error: the help reads the secret answer 'db.pw' of step 'pw' (column 4 of the template): a secret is never shown nor copied into another answer; remove it (at steps[1].help)"
            ]),
        Case(
            name: "a secret's own default may read another secret",
            steps: secret + #", {"id": "b", "type": "secret", "prompt": "p", "default": "{{ pw }}"}"#, expected: []),
        Case(
            name: "when and validate.expr may read it",
            steps: secret + #", {"id": "a", "type": "text", "prompt": "p", "when": "len(pw) > 3", "validate": {"expr": "value != pw"}}"#,
            expected: []),
    ]

    @Test(arguments: cases)
    func reportsEverySecretRead(_ c: Case) {
        #expect(diagnostics(#"{"id": "f", "steps": ["# + c.steps + "]" + c.flows + "}") == c.expected)
    }

    // Bug caught (found by the whole-run fuzz target): a step dropped by a decoding error
    // made the check read past the end of the flow's steps and crash.
    @Test func stepsTheDecoderDroppedAreSkipped() {
        let found = diagnostics(#"{"id":"f","steps":[{"ie":"selet","prompt":"s","c;hoices":["x","y"]},{"id":""}]}"#)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { !$0.contains("secret") })
    }
}
