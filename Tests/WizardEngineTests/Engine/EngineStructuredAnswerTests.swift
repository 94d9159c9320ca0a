import Testing

@testable import WizardEngine

/// Typed choice values, `list` and `json` steps, the confirm spellings from every source,
/// computed defaults and run-time comparison refusals, through the pure engine.
@Suite struct EngineStructuredAnswerTests {
    static func refused(_ path: String, _ reason: String) -> Expect {
        .refused(.invalidAnswer(path: path, reason: reason), asking: path)
    }
    static func step(_ id: StepID, _ kind: StepKind, default value: AnswerValue? = nil, min: Double? = nil, max: Double? = nil) -> Step {
        var step = Step(id: id, kind: kind, prompt: Build.template(id.rawValue))
        step.defaultValue = value.map(StepDefault.value)
        step.validation = ValidationRule(min: min, max: max)
        return step
    }
    static let versions = StepKind.select([Choice(value: .number(15)), Choice(value: .number(16.5)), Choice(value: .bool(true))])
    static let ports = StepKind.multiselect([Choice(value: .integer(80)), Choice(value: .integer(443)), Choice(value: "x")])
    static func file(_ members: [String: AnswerValue]) -> AnswerSources {
        AnswerSources(answersFile: .object(members), isNonInteractive: true)
    }
    static func computed(_ id: StepID, _ template: String) -> Step {
        Build.text(id).with(\.defaultValue, .template(Build.template(template)))
    }
    static func set(_ values: [String: String]) -> AnswerSources {
        AnswerSources(setValues: values, isNonInteractive: true)
    }

    static let cases: [EngineCase] = [
        // Typed choices: the answer keeps the JSON type.
        EngineCase(
            "select: a number choice typed as its text keeps its type", steps: [step("v", versions)], ["16.5"], .output(#"{"v":16.5}"#)),
        EngineCase("select: a boolean choice typed as its text", steps: [step("v", versions)], ["true"], .output(#"{"v":true}"#)),
        EngineCase("select: 1-based numbers still pick by position", steps: [step("v", versions)], ["2"], .output(#"{"v":16.5}"#)),
        EngineCase(
            "select: text before position ('15' is the value, not item 15)", steps: [step("v", versions)], ["15"], .output(#"{"v":15.0}"#)),
        EngineCase(
            "select: a value no choice has is refused with the texts", steps: [step("v", versions)], ["17"],
            refused("v", "expected a number from 1 to 3 or one of 15, 16.5, true, found '17'")),
        EngineCase(
            "select: with choices [2, 1], typing 1 picks the value 1, not the first listed",
            steps: [step("v", .select([Choice(value: .integer(2)), Choice(value: .integer(1))]))], ["1"], .output(#"{"v":1}"#)),
        EngineCase("select: a typed default", steps: [step("v", versions, default: .number(15))], [""], .output(#"{"v":15.0}"#)),
        EngineCase(
            "multiselect: typed values in choice order", steps: [step("p", ports)], ["x, 443, 80"], .output(#"{"p":[80,443,"x"]}"#)),
        EngineCase(
            "select: answers file gives the typed value", steps: [step("v", versions)], [], .output(#"{"v":16.5}"#),
            sources: file(["v": .number(16.5)])),
        EngineCase(
            "select: answers file gives the value's text (copier's \"16.5\")", steps: [step("v", versions)], [],
            .output(#"{"v":16.5}"#), sources: file(["v": .string("16.5")])),
        EngineCase(
            "select: answers file never picks by position", steps: [step("v", versions)], [],
            .failed(.invalidProvidedAnswer(path: "v", source: .answersFile, reason: "expected one of 15, 16.5, true, found '2'")),
            sources: file(["v": .integer(2)])),
        EngineCase(
            "multiselect: answers file with typed values", steps: [step("p", ports)], [], .output(#"{"p":[443,"x"]}"#),
            sources: file(["p": .array([.string("x"), .integer(443)])])),
        EngineCase("select: --set by text", steps: [step("v", versions)], [], .output(#"{"v":true}"#), sources: set(["v": "true"])),
        // list
        EngineCase(
            "list: items separated by commas, trimmed, empty ones left out", steps: [step("l", .list)], [" a, b ,,c "],
            .output(#"{"l":["a","b","c"]}"#)),
        EngineCase("list: a JSON array typed", steps: [step("l", .list)], [#"["a,b", "c"]"#], .output(#"{"l":["a,b","c"]}"#)),
        EngineCase(
            "list: a JSON array of numbers is refused", steps: [step("l", .list)], ["[1]"],
            refused("l", "expected items separated by commas or a JSON array of strings")),
        EngineCase(
            "list: validate.min counts items", steps: [step("l", .list, min: 2)], ["a"], refused("l", "expected at least 2 items, found 1")),
        EngineCase(
            "list: validate.max counts items", steps: [step("l", .list, max: 1)], ["a,b"], refused("l", "expected at most 1 items, found 2")
        ),
        EngineCase(
            "list: a literal default", steps: [step("l", .list, default: .array([.string("x")]))], [""], .output(#"{"l":["x"]}"#)),
        EngineCase(
            "list: answers file array", steps: [step("l", .list)], [], .output(#"{"l":["a","b"]}"#),
            sources: file(["l": .array([.string("a"), .string("b")])])),
        EngineCase(
            "list: answers file array of numbers is an error", steps: [step("l", .list)], [],
            .failed(
                .invalidProvidedAnswer(
                    path: "l", source: .answersFile, reason: "expected an array of strings, found an array holding an integer")),
            sources: file(["l": .array([.integer(1)])])),
        EngineCase("list: --set with commas", steps: [step("l", .list)], [], .output(#"{"l":["a","b"]}"#), sources: set(["l": "a,b"])),
        EngineCase(
            "list: pre-filled on back as typed", steps: [step("l", .list), Build.text("t")], ["a, b", ":back"], .asks("l", prefill: "a, b")),
        EngineCase(
            "list: an item with a comma comes back as JSON", steps: [step("l", .list), Build.text("t")], [#"["a,b"]"#, ":back"],
            .asks("l", prefill: #"["a,b"]"#)),
        EngineCase(
            "list: an empty item comes back as JSON (the comma form would drop it)", steps: [step("l", .list), Build.text("t")],
            [#"["", "a"]"#, ":back"], .asks("l", prefill: #"["","a"]"#)),
        EngineCase(
            "list: an item with outer spaces comes back as JSON (the comma form would trim it)",
            steps: [step("l", .list), Build.text("t")], [#"[" a"]"#, ":back"], .asks("l", prefill: #"[" a"]"#)),
        // json
        EngineCase(
            "json: any JSON value typed", steps: [step("j", .json)], [#" {"a": [1, true, null]} "#], .output(#"{"j":{"a":[1,true,null]}}"#)),
        EngineCase("json: a string", steps: [step("j", .json)], [#""x""#], .output(#"{"j":"x"}"#)),
        // A json answer is printed as given or refused, never changed.
        EngineCase(
            "json: an integer beyond 64 bits is refused (not printed as 1e+26)", steps: [step("j", .json)],
            ["99999999999999999999999999"],
            refused(
                "j",
                "expected JSON text: number 99999999999999999999999999 does not fit a 64-bit integer and would be printed changed; write it as a string at column 1"
            )),
        EngineCase(
            "json: a number too small for a Double is refused (not printed as 0)", steps: [step("j", .json)], ["1e-400"],
            refused(
                "j", "expected JSON text: number 1e-400 is too small to keep and would be printed as 0; write it as a string at column 1")),
        EngineCase(
            "json: a whole number with a fraction keeps its point (not printed as 1)", steps: [step("j", .json)], [#"{"a": 1.0}"#],
            .output(#"{"j":{"a":1.0}}"#)),
        EngineCase(
            "json: a fraction and a large exponent are kept", steps: [step("j", .json)], ["[2.5, 1.5e300]"],
            .output(#"{"j":[2.5,1.5e+300]}"#)),
        EngineCase(
            "json: text that is not JSON is refused where it goes wrong", steps: [step("j", .json)], ["{a}"],
            refused("j", "expected JSON text: expected '\"' to start an object key but found 'a' at column 2")),
        EngineCase(
            "json: pre-filled on back as JSON text", steps: [step("j", .json), Build.text("t")], [#"{"a": 1}"#, ":back"],
            .asks("j", prefill: #"{"a":1}"#)),
        EngineCase(
            "json: answers file value taken as it is", steps: [step("j", .json)], [], .output(#"{"j":[1,{"b":2}]}"#),
            sources: file(["j": .array([.integer(1), .object(["b": .integer(2)])])])),
        EngineCase(
            "json: --set is JSON text", steps: [step("j", .json)], [], .output(#"{"j":{"k":false}}"#), sources: set(["j": #"{"k": false}"#])
        ),
        EngineCase(
            "json: a literal default", steps: [step("j", .json, default: .object(["d": .bool(true)]))], [""], .output(#"{"j":{"d":true}}"#)),
        // confirm spellings in an answers file
        EngineCase(
            "confirm: answers file 'y'", steps: [Build.confirm("c")], [], .output(#"{"c":true}"#), sources: file(["c": .string("y")])),
        EngineCase(
            "confirm: answers file 'No'", steps: [Build.confirm("c")], [], .output(#"{"c":false}"#), sources: file(["c": .string("No")])),
        EngineCase(
            "confirm: answers file 'TRUE'", steps: [Build.confirm("c")], [], .output(#"{"c":true}"#), sources: file(["c": .string("TRUE")])),
        EngineCase(
            "confirm: answers file 'maybe' is an error", steps: [Build.confirm("c")], [],
            .failed(.invalidProvidedAnswer(path: "c", source: .answersFile, reason: "expected y, yes, n or no, found 'maybe'")),
            sources: file(["c": .string("maybe")])),
        // Computed defaults and run-time comparison refusals.
        EngineCase(
            "a computed slug default", steps: [Build.text("name"), computed("slug", #"{{ slugify(name, "_") }}"#)],
            ["My Awesome Shop 2", ""], .output(#"{"name":"My Awesome Shop 2","slug":"my_awesome_shop_2"}"#)),
        EngineCase(
            "a when comparing a json answer with a number fails with the reason",
            steps: [step("j", .json), Build.text("t", when: "j > 3")],
            [#""4""#],
            .failed(
                .evaluationFailed(
                    path: "t", reason: "cannot compare a string with an integer using '>'; convert one side with int(), float() or str()"))),
        EngineCase(
            "a default that cannot be computed refuses empty input with the reason (never its source as the answer)",
            steps: [Build.text("v"), computed("n", "{{ int(v) }}")], ["abc", ""],
            refused("n", #"the default '{{ int(v) }}' could not be computed: function 'int' failed: cannot convert "abc" to an integer"#)),
        EngineCase(
            "now() reads the clock of the environment", steps: [computed("y", #"{{ now("%Y-%m") }}"#)], [""],
            .output(#"{"y":"2001-09"}"#), environment: EngineEnvironment(now: WallClockTime(secondsSince1970: 1_000_000_000))),
    ]

    @Test(arguments: cases) func input(_ row: EngineCase) {
        let (observed, problems) = row.run()
        #expect(problems == [])
        #expect(observed == row.expect)
    }
}
