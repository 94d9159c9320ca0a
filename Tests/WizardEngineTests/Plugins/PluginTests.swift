import Testing
import WizardEngine

/// Plugins end to end through the loader and the engine: load-time checks with
/// suggestions, parsing and validation, completions, answer encoding, and plugins that
/// throw or misbehave (a clear refusal, never a crash).
@Suite struct PluginTests {
    struct Boom: Error, CustomStringConvertible {
        var description: String { "disk on fire" }
    }

    /// `color`: one of the configuration's `palette`; `broken` throws; `nan` returns a
    /// non-finite number; `deep` returns nesting beyond the limit.
    static let registry: PluginRegistry = {
        let color = StepTypePlugin(
            checkConfiguration: { configuration in
                guard case .object(let keys) = configuration, case .array(let items)? = keys["palette"], !items.isEmpty
                else { return ["'palette' must be a non-empty array of strings"] }
                return []
            },
            parse: { input, configuration in
                guard case .object(let keys) = configuration, case .array(let items)? = keys["palette"] else {
                    return .refused("no palette")
                }
                return items.contains(.string(input))
                    ? .accepted(.object(["name": .string(input)])) : .refused("'\(input)' is not in the palette")
            },
            completions: { prefix, _ in
                ["red", "green", "grey", "red", "bad\u{1B}[31m", "blue"].filter { $0.hasPrefix(prefix) || $0 == "blue" }
            },
            format: { answer, _ in
                guard case .object(let keys) = answer else { return "" }
                return keys["name"]?.stringValue ?? ""
            })
        var deep = AnswerValue.integer(1)
        for _ in 0..<40 { deep = .array([deep]) }
        let nested = deep
        var functions = ExpressionFunctions.builtIn
        functions.register("twice", arity: 1...1) { arguments in .integer((arguments[0].numericValue.map { Int($0) } ?? 0) * 2) }
        return PluginRegistry(
            stepTypes: [
                "color": color,
                "broken": StepTypePlugin(parse: { _, _ in throw Boom() }),
                "nan": StepTypePlugin(parse: { _, _ in .accepted(.number(.nan)) }),
                "deep": StepTypePlugin(parse: { _, _ in .accepted(nested) }),
                "silent": StepTypePlugin(checkConfiguration: { $0 == .object([:]) ? [] : [""] }, parse: { _, _ in .refused("") }),
            ],
            validators: [
                "even": ValidatorPlugin { value in
                    (value.numericValue ?? 1).truncatingRemainder(dividingBy: 2) == 0 ? nil : "the answer must be even"
                },
                "throws": ValidatorPlugin { _ in throw Boom() },
                "mute": ValidatorPlugin { _ in "" },
            ],
            functions: functions)
    }()

    static func flow(_ steps: String) -> String {
        #"{"id": "f", "steps": ["# + steps + "]}"
    }

    static func engine(_ steps: String) throws -> Engine {
        let result = FlowLoader(plugins: registry).load(string: flow(steps), name: "f.json")
        let catalog = try #require(result.catalog, "\(DiagnosticRenderer.render(result.diagnostics))")
        return Engine(catalog: catalog, plugins: registry)
    }

    // MARK: load time

    struct LoadCase: CustomTestStringConvertible {
        var testDescription: String
        var steps: String
        var rendered: String
    }

    static let loadCases = [
        LoadCase(
            testDescription: "unknown step type: error with a suggestion among built-in and plugin types",
            steps: #"{"id": "c", "type": "colr", "prompt": "C"}"#,
            rendered: "f.json:1:43: error: unknown step type 'colr' (at steps[0].type); did you mean 'color'?"),
        LoadCase(
            testDescription: "checkConfiguration messages become errors at the step",
            steps: #"{"id": "c", "type": "color", "prompt": "C"}"#,
            rendered: "f.json:1:23: error: step type 'color': 'palette' must be a non-empty array of strings (at steps[0])"),
        LoadCase(
            testDescription: "an empty configuration message still reads as a sentence",
            steps: #"{"id": "c", "type": "silent", "prompt": "C", "x-no": 1, "bad": 1}"#,
            rendered: "f.json:1:23: error: step type 'silent': rejected its configuration (at steps[0])"),
        LoadCase(
            testDescription: "unknown validator: error with a suggestion",
            steps: #"{"id": "n", "type": "integer", "prompt": "N", "validate": {"plugin": "evn"}}"#,
            rendered: "f.json:1:92: error: unknown validator plugin 'evn' (at steps[0].validate.plugin); did you mean 'even'?"),
        LoadCase(
            testDescription: "unknown expression function: error with a suggestion among built-ins and registered ones",
            steps: #"{"id": "n", "type": "integer", "prompt": "N", "when": "twise(1) > 1"}"#,
            rendered: "f.json:1:78: error: unknown function 'twise' (column 1 of the expression) (at steps[0].when); did you mean 'twice'?"),
    ]

    @Test(arguments: loadCases)
    func loadTimeDiagnostics(_ c: LoadCase) {
        let result = FlowLoader(plugins: Self.registry).load(string: Self.flow(c.steps), name: "f.json")
        #expect(result.catalog == nil)
        #expect(DiagnosticRenderer.render(result.diagnostics) == c.rendered)
    }

    // MARK: input

    struct InputCase: CustomTestStringConvertible {
        var testDescription: String
        var steps: String
        var lines: [String]
        var refusals: [String]
        var output: String?
    }

    static let inputCases = [
        InputCase(
            testDescription: "a plugin type parses input; its answer is encoded as the plugin returned it",
            steps: #"{"id": "c", "type": "color", "prompt": "C", "palette": ["red", "green"]}"#,
            lines: ["blue", "green"], refusals: ["'blue' is not in the palette"],
            output: #"{"c":{"name":"green"}}"#),
        InputCase(
            testDescription: "a plugin type's default goes through parse",
            steps: #"{"id": "c", "type": "color", "prompt": "C", "palette": ["red"], "default": "red"}"#,
            lines: [""], refusals: [], output: #"{"c":{"name":"red"}}"#),
        InputCase(
            testDescription: "a throwing parse is a refusal naming the step type and the error",
            steps: #"{"id": "b", "type": "broken", "prompt": "B"}"#,
            lines: ["x"], refusals: ["the step type 'broken' failed: disk on fire"], output: nil),
        InputCase(
            testDescription: "a non-finite number is refused, never written to the output",
            steps: #"{"id": "x", "type": "nan", "prompt": "X"}"#,
            lines: ["1"], refusals: ["the step type 'nan' returned an answer that is not a JSON value (a non-finite number)"],
            output: nil),
        InputCase(
            testDescription: "an answer nested beyond 32 levels is refused",
            steps: #"{"id": "x", "type": "deep", "prompt": "X"}"#,
            lines: ["1"], refusals: ["the step type 'deep' returned an answer that is not a JSON value (nested deeper than 32)"],
            output: nil),
        InputCase(
            testDescription: "an empty refusal reason still tells the user something",
            steps: #"{"id": "x", "type": "silent", "prompt": "X"}"#,
            lines: ["1"], refusals: ["the step type 'silent' refused the input"], output: nil),
        InputCase(
            testDescription: "a named validator refuses, then accepts",
            steps: #"{"id": "n", "type": "integer", "prompt": "N", "validate": {"plugin": "even"}}"#,
            lines: ["3", "4"], refusals: ["the answer must be even"], output: #"{"n":4}"#),
        InputCase(
            testDescription: "validate.message replaces the validator's reason",
            steps: #"{"id": "n", "type": "integer", "prompt": "N", "validate": {"plugin": "even", "message": "even please"}}"#,
            lines: ["3"], refusals: ["even please"], output: nil),
        InputCase(
            testDescription: "a throwing validator is a refusal naming it",
            steps: #"{"id": "n", "type": "integer", "prompt": "N", "validate": {"plugin": "throws"}}"#,
            lines: ["3"], refusals: ["the validator 'throws' failed: disk on fire"], output: nil),
        InputCase(
            testDescription: "an empty validator reason still tells the user something",
            steps: #"{"id": "n", "type": "integer", "prompt": "N", "validate": {"plugin": "mute"}}"#,
            lines: ["3"], refusals: ["the validator 'mute' refused the answer"], output: nil),
        InputCase(
            testDescription: "a registered expression function guards a step",
            steps: #"{"id": "n", "type": "integer", "prompt": "N"}, {"id": "t", "type": "text", "prompt": "T", "when": "twice(n) > 10"}"#,
            lines: ["5"], refusals: [], output: #"{"n":5}"#),
    ]

    @Test(arguments: inputCases)
    func input(_ c: InputCase) throws {
        let engine = try Self.engine(c.steps)
        var state = WizardState()
        _ = engine.start(&state)
        var refusals: [String] = []
        for line in c.lines {
            let before = state
            let outcome = engine.handle(.answer(line), in: &state)
            for case .refused(.invalidAnswer(_, let reason)) in outcome.notices {
                refusals.append(reason)
                #expect(state == before, "a refusal changed the state")
            }
        }
        #expect(refusals == c.refusals)
        #expect(state.isCompleted == (c.output != nil))
        if let output = c.output { #expect(engine.answers(of: state).jsonText(pretty: false) == output) }
    }

    // MARK: completions and answer encoding

    @Test("completions reach Prompt.completions, filtered: prefix kept, duplicates and control characters dropped")
    func completions() throws {
        let engine = try Self.engine(#"{"id": "c", "type": "color", "prompt": "C", "palette": ["red"]}"#)
        var state = WizardState()
        guard case .asking(let prompt) = engine.start(&state).status else {
            Issue.record("not asking")
            return
        }
        #expect(prompt.completions == ["red", "green", "grey", "blue"])
        #expect(engine.completions(for: "gr", in: state) == ["green", "grey"])
    }

    @Test("format gives the pre-fill after back, and the default in brackets")
    func formatPrefill() throws {
        let engine = try Self.engine(
            #"{"id": "c", "type": "color", "prompt": "C", "palette": ["red", "green"], "default": "red"}, {"id": "t", "type": "text", "prompt": "T"}"#
        )
        var state = WizardState()
        guard case .asking(let first) = engine.start(&state).status else { return }
        #expect(first.defaultText == "red")
        _ = engine.handle(.answer("green"), in: &state)
        guard case .asking(let again) = engine.handle(.back, in: &state).status else {
            Issue.record("not asking")
            return
        }
        #expect(again.prefill == "green")
    }
}
