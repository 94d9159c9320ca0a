import Testing

@testable import WizardEngine
@testable import WizardImport

/// cookiecutter.json and copier.yml become flows: each question's mapping, exactly, and a
/// warning for everything that is lost.
@Suite struct QuestionnaireImportTests {
    static func steps(_ text: String, _ format: QuestionnaireFormat) throws -> [String] {
        let imported = try QuestionnaireImport.translate(text, format: format, flowID: "t")
        guard case .object(let members) = imported.flow, case .array(let steps)? = members.first(where: { $0.0 == "steps" })?.1
        else { return [] }
        return steps.map { $0.text().split(whereSeparator: \.isNewline).map { $0.trimmed }.joined(separator: " ") }
    }

    static func notes(_ text: String, _ format: QuestionnaireFormat) throws -> [String] {
        try QuestionnaireImport.translate(text, format: format, flowID: "t").notes.map {
            "\($0.line):\($0.column): \($0.isWarning ? "warning" : "note"): \($0.message)"
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var steps: [String]
        var testDescription: String { name }
    }

    static let cookiecutterCases: [Case] = [
        Case(
            name: "text, computed text, boolean, number and null variables",
            source: #"{"name": "My Shop", "slug": "{{ cookiecutter.name|lower }}", "docker": true, "version": 1.0, "extra": null}"#,
            steps: [
                #"{ "id": "name", "type": "text", "prompt": "name", "default": "My Shop", "required": false }"#,
                #"{ "id": "slug", "type": "text", "prompt": "slug", "default": "{{ lower(name) }}", "required": false }"#,
                #"{ "id": "docker", "type": "confirm", "prompt": "docker", "default": true }"#,
                #"{ "id": "version", "type": "text", "prompt": "version", "default": "1.0", "required": false }"#,
                #"{ "id": "extra", "type": "json", "prompt": "extra", "default": null }"#,
            ]),
        Case(
            name: "choices with __prompts__ labels; private keys left out; objects asked last",
            source: #"""
                {"db": {"host": "x"}, "license": ["MIT", "BSD"], "_copy": ["*.png"], "__private": "v", "empty": "",
                 "__prompts__": {"license": {"__prompt__": "Which licence?", "MIT": "MIT licence"}, "empty": "Anything?"}}
                """#,
            steps: [
                #"{ "id": "license", "type": "select", "prompt": "Which licence?", "choices": [ { "value": "MIT", "label": "MIT licence" }, "BSD" ], "default": "MIT" }"#,
                #"{ "id": "empty", "type": "text", "prompt": "Anything?", "required": false }"#,
                #"{ "id": "db", "type": "json", "prompt": "db", "default": { "host": "x" } }"#,
            ]),
        Case(
            name: "an untranslatable default is dropped",
            source: #"{"a": "{{ cookiecutter.a | tojson }}"}"#,
            steps: [#"{ "id": "a", "type": "text", "prompt": "a" }"#]),
    ]

    @Test(
        "cookiecutter variables map to steps keeping cookiecutter's types (catches: a wrong type or lost label)",
        arguments: cookiecutterCases)
    func cookiecutter(_ c: Case) throws {
        #expect(try Self.steps(c.source, .cookiecutter) == c.steps)
    }

    static let copierCases: [Case] = [
        Case(
            name: "types, help as prompt and help, placeholder, when, secret",
            source: """
                _subdirectory: template
                name:
                  type: str
                  help: |
                    Long explanation.

                    What is the name?
                  placeholder: my-name
                age:
                  type: int
                  default: 3
                  when: "{{ name != 'x' }}"
                height: 1.5
                ok: yes
                pw:
                  secret: true
                  type: str
                  default: s3cret
                hidden:
                  default: "{{ name | upper }}"
                  when: false
                """,
            steps: [
                #"{ "id": "name", "type": "text", "prompt": "What is the name?", "help": "Long explanation.\n\nWhat is the name?", "placeholder": "my-name" }"#,
                #"{ "id": "age", "type": "integer", "prompt": "age", "default": 3, "when": "name != \"x\"" }"#,
                #"{ "id": "height", "type": "number", "prompt": "height", "default": 1.5 }"#,
                #"{ "id": "ok", "type": "confirm", "prompt": "ok", "default": true }"#,
                #"{ "id": "pw", "type": "secret", "prompt": "pw", "default": "s3cret", "required": false }"#,
                #"{ "id": "hidden", "type": "text", "prompt": "hidden", "default": "{{ upper(name) }}", "required": false, "when": "false" }"#,
            ]),
        Case(
            name: "every form of choices, typed values, multiselect",
            source: """
                a:
                  choices: [x, y]
                  default: y
                b:
                  choices:
                    - [One, 1]
                    - [Two, 2]
                  type: int
                  default: 2
                c:
                  type: float
                  default: 16.0
                  choices:
                    Sixteen: 16.0
                    Seventeen: 17.0
                d:
                  choices:
                    Label:
                      value: v
                      help: Some help
                e:
                  type: str
                  multiselect: true
                  choices: [p, q]
                  default: [q]
                f:
                  type: yaml
                  default: [1, 2]
                """,
            steps: [
                #"{ "id": "a", "type": "select", "prompt": "a", "choices": ["x", "y"], "default": "y" }"#,
                #"{ "id": "b", "type": "select", "prompt": "b", "choices": [ { "value": 1, "label": "One" }, { "value": 2, "label": "Two" } ], "default": 2 }"#,
                #"{ "id": "c", "type": "select", "prompt": "c", "choices": [ { "value": 16.0, "label": "Sixteen" }, { "value": 17.0, "label": "Seventeen" } ], "default": 16.0 }"#,
                #"{ "id": "d", "type": "select", "prompt": "d", "choices": [ { "value": "v", "label": "Label", "help": "Some help" } ] }"#,
                #"{ "id": "e", "type": "multiselect", "prompt": "e", "choices": ["p", "q"], "default": ["q"] }"#,
                #"{ "id": "f", "type": "json", "prompt": "f", "default": [1, 2] }"#,
            ]),
        Case(
            name: "validator becomes validate.expr with its message",
            source: """
                name:
                  type: str
                  validator: "{% if not name %}Required{% endif %}"
                """,
            steps: [#"{ "id": "name", "type": "text", "prompt": "name", "validate": { "expr": "!(!value)", "message": "Required" } }"#]),
    ]

    @Test("Copier questions map to steps (catches: a lost choice form, type or condition)", arguments: copierCases)
    func copier(_ c: Case) throws {
        #expect(try Self.steps(c.source, .copier) == c.steps)
    }

    @Test("what is lost is a warning naming the question, the expression and why (catches: silently wrong answers)")
    func warnings() throws {
        let source = """
            _tasks: [echo]
            a:
              default: "{{ missing_var }}"
            b:
              when: "{{ a | tojson }}"
            c:
              validator: "{% for x in y %}{% endfor %}"
            """
        #expect(
            try Self.notes(source, .copier) == [
                "1:1: note: Copier settings are ignored: _tasks",
                #"3:12: warning: question 'a': default "{{ missing_var }}" not translated: the variable 'missing_var' is not a question asked before this one; it is asked without a default"#,
                #"5:9: warning: question 'b': when "{{ a | tojson }}" not translated: the filter 'tojson' with 0 argument(s) has no counterpart; the question is always asked, without a default"#,
                "7:14: warning: question 'c': validator not translated: the '{% for %}' statement has no counterpart; answers are not checked",
            ])
        #expect(
            try Self.notes(#"{"a": ["{{ cookiecutter.b }}", "x"]}"#, .cookiecutter) == [
                #"1:8: warning: variable 'a': the choice "{{ cookiecutter.b }}" holds Jinja, which choices cannot; it is asked as text without a default"#
            ])
    }

    @Test("_secret_questions makes a secret; unknown question keys and 'ask' are warned about (catches: a secret shown)")
    func secretQuestionsAndUnknownKeys() throws {
        let source = """
            _secret_questions: [token]
            token:
              type: str
              default: t0
              colour: red
            name:
              ask: false
              default: x
            """
        #expect(
            try Self.steps(source, .copier) == [
                #"{ "id": "token", "type": "secret", "prompt": "token", "default": "t0", "required": false }"#,
                #"{ "id": "name", "type": "text", "prompt": "name", "default": "x", "required": false }"#,
            ])
        #expect(
            try Self.notes(source, .copier) == [
                "1:1: note: Copier settings are ignored: _secret_questions",
                "5:3: warning: question 'token': the key 'colour' is not a question setting; it is ignored",
                "7:8: warning: question 'name': 'ask' is not translated (a step is always asked unless its 'when' is false)",
            ])
    }

    @Test("file names pick the format (catches: a questionnaire run as a flow)")
    func formats() {
        #expect(QuestionnaireFormat(path: "x/cookiecutter.json") == .cookiecutter)
        #expect(QuestionnaireFormat(path: "copier.yml") == .copier)
        #expect(QuestionnaireFormat(path: "/a/b/copier.yaml") == .copier)
        #expect(QuestionnaireFormat(path: "flow.json") == nil)
        #expect(QuestionnaireFormat(path: "my-copier.yml") == nil)
    }

    @Test("a file that is not an object of questions is refused with a position (catches: a crash on a list)")
    func notAnObject() {
        let list = #expect(throws: ImportError.self) { try QuestionnaireImport.translate("- a\n- b\n", format: .copier, flowID: "t") }
        #expect(list.map { "\($0.line):\($0.column): \($0.message)" } == "1:1: expected an object of questions at the top of the file")
        let tag = #expect(throws: ImportError.self) { try QuestionnaireImport.translate("a: !x 1\n", format: .copier, flowID: "t") }
        #expect(tag.map { "\($0.line):\($0.column): \($0.message)" } == "1:4: YAML tags ('!') are not supported")
    }
}
