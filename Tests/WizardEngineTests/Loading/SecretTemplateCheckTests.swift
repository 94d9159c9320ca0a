import Testing

@testable import WizardEngine

/// A template that reads a secret (prompt, help, message, placeholder, a repeat's question,
/// the default of a step that is not secret) is a load error at the path's line and column
/// inside the template, with the JSON path and the secret it reads: a secret answer, a
/// sub-flow or repeat holding one, or the variable supplying one. Deciding expressions may
/// read secrets.
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
            name: "a repeat's question reading a secret through root.",
            steps: secret + #", {"id": "r", "type": "flow", "flow": "sub", "repeat": {"prompt": "Add {{ root.pw }}?"}}"#,
            flows: #", "flows": {"sub": {"steps": [{"id": "x", "type": "text", "prompt": "X"}]}}"#,
            expected: [
                "/flows/main.json:1:143: error: the repeat's question reads the secret answer 'root.pw' of step 'pw' (column 8 of the template): a secret is never shown nor copied into another answer; remove it (at steps[1].repeat.prompt)"
            ]),
        Case(
            name: "a message showing a sub-flow's answers that hold a secret",
            steps: #"{"id": "db", "type": "flow", "flow": "sub"}, {"id": "m", "type": "message", "text": "Settings: {{ db }}"}"#,
            flows:
                #", "flows": {"sub": {"steps": [{"id": "host", "type": "text", "prompt": "h"}, {"id": "password", "type": "secret", "prompt": "pw"}]}}"#,
            expected: [
                "/flows/main.json:1:121: error: the message reads 'db', which holds the secret answer 'db.password' of step 'password' (column 14 of the template): a secret is never shown nor copied into another answer; remove it (at steps[1].text)"
            ]),
        Case(
            name: "a default converting a sub-flow's answers with str()",
            steps: #"{"id": "db", "type": "flow", "flow": "sub"}, {"id": "t", "type": "text", "prompt": "t", "default": "{{ str(db) }}"}"#,
            flows: #", "flows": {"sub": {"steps": [{"id": "password", "type": "secret", "prompt": "pw"}]}}"#,
            expected: [
                "/flows/main.json:1:130: error: the default reads 'db', which holds the secret answer 'db.password' of step 'password' (column 8 of the template): a secret is never shown nor copied into another answer; remove it (at steps[1].default)"
            ]),
        Case(
            name: "a placeholder reading a repeat's items that hold a secret",
            steps:
                #"{"id": "keys", "type": "flow", "flow": "sub", "repeat": {}}, {"id": "t", "type": "text", "prompt": "t", "placeholder": "{{ keys[0] }}"}"#,
            flows: #", "flows": {"sub": {"steps": [{"id": "k", "type": "secret", "prompt": "k"}]}}"#,
            expected: [
                "/flows/main.json:1:146: error: the placeholder reads 'keys', which holds the secret answer 'keys.0.k' of step 'k' (column 4 of the template): a secret is never shown nor copied into another answer; remove it (at steps[1].placeholder)"
            ]),
        Case(
            name: "a prompt inside a sub-flow reading its parent's secret",
            steps: secret + #", {"id": "s", "type": "flow", "flow": "sub"}"#,
            flows: #", "flows": {"sub": {"steps": [{"id": "a", "type": "text", "prompt": "{{ lower(parent.pw) }}"}]}}"#,
            expected: [
                "/flows/main.json:1:192: error: the prompt reads the secret answer 'parent.pw' of step 'pw' (column 10 of the template): a secret is never shown nor copied into another answer; remove it (at flows.sub.steps[0].prompt)"
            ]),
        Case(
            name: "a message reading the variable that supplies a secret",
            steps:
                #"{"id": "tok", "type": "secret", "prompt": "t", "env": "DEPLOY_TOKEN"}, {"id": "m", "type": "message", "text": "{{ env.DEPLOY_TOKEN }}"}"#,
            expected: [
                "/flows/main.json:1:137: error: the message reads the environment variable 'DEPLOY_TOKEN', which supplies the secret step 'tok' (column 4 of the template): a secret is never shown nor copied into another answer; remove it (at steps[1].text)"
            ]),
        Case(
            name: "other variables and a sub-flow without secrets stay readable",
            steps:
                #"{"id": "tok", "type": "secret", "prompt": "t", "env": "DEPLOY_TOKEN"}, {"id": "db", "type": "flow", "flow": "sub"}, {"id": "m", "type": "message", "text": "{{ env.HOME }} {{ db }}"}"#,
            flows: #", "flows": {"sub": {"steps": [{"id": "host", "type": "text", "prompt": "h"}]}}"#,
            expected: []),
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
