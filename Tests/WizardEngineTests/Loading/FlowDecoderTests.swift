import Testing

@testable import WizardEngine

extension Loading {
    @Suite struct FlowDecoderTests {
        static let realistic = """
            {
              "$schema": "https://example.com/wizard.schema.json",
              "id": "setup",
              "title": "Setup",
              "description": "Create a project",
              "x-editor": {"fold": true},
              "steps": [
                {"id": "name", "type": "text", "prompt": "Project name?", "placeholder": "demo",
                 "validate": {"pattern": "[a-z]+", "min_length": 2, "max_length": 20, "message": "lower case"}},
                {"id": "kind", "type": "select", "prompt": "Kind?", "default": "app",
                 "choices": ["app", {"value": "lib", "label": "Library", "help": "A package"}],
                 "next": {"lib": "tags", "*": "port"}},
                {"id": "port", "type": "integer", "prompt": "Port?", "default": 8080, "validate": {"min": 1, "max": 65535}},
                {"id": "tags", "type": "multiselect", "prompt": "Tags?", "choices": ["a", "b"], "default": ["a"]},
                {"id": "token", "type": "secret", "prompt": "Token?", "required": false, "env": "TOKEN", "store": false},
                {"id": "root_dir", "type": "path", "prompt": "Where?", "must_exist": true, "kind": "directory"},
                {"id": "db", "type": "flow", "flow": "database", "present": "sheet"},
                {"id": "servers", "type": "flow", "flow": "server", "repeat": {"prompt": "Another?", "min": 1, "max": 3}},
                {"id": "ok", "type": "confirm", "prompt": "Go?", "default": true, "help": "Say yes", "next": "$end"},
                {"id": "bye", "type": "message", "text": "Done"}
              ],
              "flows": {
                "database": {"steps": [{"id": "host", "type": "text", "prompt": "Host?"}]},
                "server": {"id": "server", "steps": [{"id": "ratio", "type": "number", "prompt": "Ratio?", "default": 0.5}]}
              }
            }
            """

        func t(_ text: String) -> Template { Template(parts: [.text(text)], source: text) }
        func at(_ line: Int, _ column: Int) -> WizardEngine.SourceLocation {
            WizardEngine.SourceLocation(file: "/flows/main.json", line: line, column: column)
        }

        @Test func realisticFlowDecodesExactly() throws {
            // Catches any key decoded into the wrong field, a lost default or a wrong position.
            let result = load(Self.realistic)
            #expect(
                result.diagnostics.map(DiagnosticRenderer.render) == [
                    "/flows/main.json:20:5: warning: step 'bye' is never reached from the first step of flow 'setup' (at steps[9])"
                ])
            let catalog = try #require(result.catalog)
            let steps: [Step] = [
                Step(
                    id: "name", kind: .text(placeholder: t("demo")), prompt: t("Project name?"),
                    validation: ValidationRule(
                        pattern: try RegexPattern("[a-z]+"), minLength: 2, maxLength: 20, message: "lower case"),
                    location: at(8, 5)),
                Step(
                    id: "kind",
                    kind: .select([Choice(value: "app"), Choice(value: "lib", label: "Library", help: "A package")]),
                    prompt: t("Kind?"), defaultValue: .value(.string("app")),
                    next: .branches([(key: "lib", target: .step("tags"))], fallback: .step("port")), location: at(10, 5)),
                Step(
                    id: "port", kind: .integer, prompt: t("Port?"), defaultValue: .value(.integer(8080)),
                    validation: ValidationRule(min: 1, max: 65535), location: at(13, 5)),
                Step(
                    id: "tags", kind: .multiselect([Choice(value: "a"), Choice(value: "b")]), prompt: t("Tags?"),
                    defaultValue: .value(.array([.string("a")])), location: at(14, 5)),
                Step(
                    id: "token", kind: .secret, prompt: t("Token?"), isRequired: false, isStored: false,
                    environmentVariable: "TOKEN", location: at(15, 5)),
                Step(
                    id: "root_dir", kind: .path(mustExist: true, kind: .directory), prompt: t("Where?"),
                    location: at(16, 5)),
                Step(id: "db", kind: .flow(FlowReference(flow: "database", presentation: .sheet)), location: at(17, 5)),
                Step(
                    id: "servers",
                    kind: .flow(FlowReference(flow: "server", repetition: Repetition(prompt: t("Another?"), min: 1, max: 3))),
                    location: at(18, 5)),
                Step(
                    id: "ok", kind: .confirm, prompt: t("Go?"), help: t("Say yes"), defaultValue: .value(.bool(true)),
                    next: .target(.end), location: at(19, 5)),
                Step(id: "bye", kind: .message(t("Done")), location: at(20, 5)),
            ]
            let expected = Flow(
                id: "setup", title: "Setup", description: "Create a project", steps: steps, file: "/flows/main.json",
                location: at(1, 1))
            #expect(catalog.rootID == "setup")
            #expect(catalog.root == expected)
            #expect(catalog.flow("database")?.steps.map(\.id) == ["host"])
            #expect(catalog.flow("server")?.steps.first?.defaultValue == .value(.number(0.5)))
            #expect(catalog.flow("server")?.steps.first?.kind == .number)
        }

        @Test func allErrorsAtOnce() {
            // Catches a decoder that stops at the first problem (docs/writing-flows.md).
            let text =
                #"{"id": "f", "steps": [{"id": "a", "type": "txt", "prompt": "p"}, {"id": "b", "type": "confirm", "promt": "p"}, {"id": "c", "type": "integer", "prompt": "p", "default": "x"}]}"#
            #expect(
                diagnostics(text) == [
                    "/flows/main.json:1:43: error: unknown step type 'txt' (at steps[0].type); did you mean 'text'?",
                    "/flows/main.json:1:97: error: unknown key 'promt' in 'confirm' step (at steps[1].promt); did you mean 'prompt'?",
                    "/flows/main.json:1:169: error: expected an integer default for an 'integer' step but found string 'x' (at steps[2].default)",
                ])
        }

        @Test func pluginStepTypeKeepsConfiguration() throws {
            let plugin = StepTypePlugin(
                checkConfiguration: { config in
                    config.isEqual(to: .object(["color": .string("red")])) ? [] : ["needs color"]
                }, parse: { _, _ in .refused("no") })
            let plugins = PluginRegistry(stepTypes: ["colour": plugin])
            let good = load(#"{"id": "f", "steps": [{"id": "a", "type": "colour", "prompt": "p", "color": "red"}]}"#, plugins: plugins)
            #expect(good.catalog?.root?.steps.first?.kind == .plugin(name: "colour", configuration: .object(["color": .string("red")])))
            #expect(
                diagnostics(#"{"id": "f", "steps": [{"id": "a", "type": "colour", "prompt": "p", "hue": 1}]}"#, plugins: plugins) == [
                    "/flows/main.json:1:23: error: step type 'colour': needs color (at steps[0])"
                ])
            #expect(
                diagnostics(#"{"id": "f", "steps": [{"id": "a", "type": "colur", "prompt": "p"}]}"#, plugins: plugins) == [
                    "/flows/main.json:1:43: error: unknown step type 'colur' (at steps[0].type); did you mean 'colour'?"
                ])
        }

        @Test func tenThousandStepsLoadWithoutQuadraticWork() {
            // A smoke test of scale (no timing assertion; see wizard-bench for speed).
            let steps = (0..<10_000).map { #"{"id": "s\#($0)", "type": "confirm", "prompt": "Q\#($0)?"}"# }
            let result = load(#"{"id": "big", "steps": ["# + steps.joined(separator: ",") + "]}")
            #expect(result.diagnostics.isEmpty)
            #expect(result.catalog?.root?.steps.count == 10_000)
        }

        @Test
        func expressionErrorsPointIntoTheString() {
            let text =
                #"{"id": "f", "steps": [{"id": "a", "type": "confirm", "prompt": "p"}, {"id": "b", "type": "confirm", "prompt": "p", "when": "a && (", "help": "{{ lenn(a) }} {{ nme }}"}]}"#
            #expect(
                diagnostics(text) == [
                    "/flows/main.json:1:131: error: invalid expression: expected an expression but found end of expression (column 7 of the expression) (at steps[1].when)",
                    "/flows/main.json:1:146: error: unknown function 'lenn' (column 4 of the template) (at steps[1].help); did you mean 'len'?",
                    "/flows/main.json:1:160: error: unknown answer path 'nme': flow 'f' has no step 'nme' (column 18 of the template) (at steps[1].help)",
                ])
        }

        @Test
        func answerPathsThroughSubflowsAndScopes() {
            let text =
                #"{"id": "f", "steps": [{"id": "srv", "type": "flow", "flow": "s", "repeat": {"max": 2}}, {"id": "b", "type": "confirm", "prompt": "p", "when": "srv.0.host == root.srv && env.X && parent.q"}], "flows": {"s": {"steps": [{"id": "host", "type": "text", "prompt": "h", "when": "parent.b"}]}}}"#
            #expect(
                diagnostics(text) == [
                    "/flows/main.json:1:179: error: unknown answer path 'parent.q': no 'flow' step opens flow 'f', so 'parent' names nothing (column 36 of the expression) (at steps[1].when)"
                ])
        }
    }
}
