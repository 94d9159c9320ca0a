import Testing

@testable import WizardEngine

/// Empty values: typed empty input means the default, an explicit empty value from
/// `--set`, the answers file or `env` is the empty string itself, and a default of `""`
/// is an ordinary default (docs/cli.md, "Empty values").
@Suite struct EngineEmptyValueTests {
    static let empty = AnswerValue.string("")
    static func step(_ id: StepID, _ kind: StepKind, default value: StepDefault?, required: Bool = true) -> Step {
        Step(id: id, kind: kind, prompt: Build.template("\(id.rawValue)?"), defaultValue: value, isRequired: required)
    }
    static let kinds: [(String, StepKind)] = [
        ("text", .text(placeholder: nil)), ("secret", .secret), ("path", .path(mustExist: true, kind: .file)),
    ]
    static let strict = AnswerSources(isNonInteractive: true)
    static func file(_ members: [String: AnswerValue]) -> AnswerValue { .object(members) }

    /// `"default": ""` on a text, secret or path step, in every kind of run (bug: the
    /// default was converted as an empty value, which meant the default again, without end).
    static let emptyDefaults: [EngineCase] = kinds.flatMap { name, kind in
        let steps = [step("a", kind, default: .value(empty)), Build.text("z", default: "end")]
        return [
            EngineCase("\(name) default \"\": typed Enter gives \"\"", steps: steps, ["", ""], .output(#"{"a":"","z":"end"}"#)),
            EngineCase(
                "\(name) default \"\": --non-interactive gives \"\"", steps: steps, [], .output(#"{"a":"","z":"end"}"#),
                sources: strict),
            EngineCase(
                "\(name) default \"\": an answers file \"\" gives \"\"", steps: steps, [], .output(#"{"a":"","z":"end"}"#),
                sources: AnswerSources(answersFile: file(["a": empty]), isNonInteractive: true)),
            EngineCase(
                "\(name) default \"\": --set a= gives \"\"", steps: steps, [], .output(#"{"a":"","z":"end"}"#),
                sources: AnswerSources(setValues: ["a": ""], isNonInteractive: true)),
            EngineCase(
                "\(name) default \"\": an empty env variable gives \"\"", steps: [steps[0].with(\.environmentVariable, "A"), steps[1]],
                [], .output(#"{"a":"","z":"end"}"#), sources: strict, environment: EngineEnvironment(variables: ["A": ""])),
        ]
    }

    static let optionalWithDefault = Build.text("a", required: false, default: "x")
    static let requiredWithDefault = Build.text("a", default: "x")
    static let tags = Build.multiselect("t", ["p", "q"], default: ["p"])

    /// An explicit empty value is the empty string, not the default (bug: `""` from the
    /// answers file or `--set a=` became the default, so printed answers did not
    /// reproduce themselves).
    static let explicitEmpty: [EngineCase] = [
        EngineCase(
            "answers file \"\" on an optional step with a default stays \"\"", steps: [optionalWithDefault], [],
            .output(#"{"a":""}"#), sources: AnswerSources(answersFile: file(["a": empty]), isNonInteractive: true)),
        EngineCase(
            "--set a= on an optional step with a default stays \"\"", steps: [optionalWithDefault], [], .output(#"{"a":""}"#),
            sources: AnswerSources(setValues: ["a": ""], isNonInteractive: true)),
        EngineCase(
            "typed Enter on an optional step with a default still takes the default", steps: [optionalWithDefault], [""],
            .output(#"{"a":"x"}"#)),
        EngineCase(
            "answers file \"\" on a required step whose default is not \"\" is refused", steps: [requiredWithDefault], [],
            .failed(.invalidProvidedAnswer(path: "a", source: .answersFile, reason: "an answer is required")),
            sources: AnswerSources(answersFile: file(["a": empty]), isNonInteractive: true)),
        EngineCase(
            "--set t= on a multiselect with a default gives []", steps: [tags], [], .output(#"{"t":[]}"#),
            sources: AnswerSources(setValues: ["t": ""], isNonInteractive: true)),
        EngineCase(
            "--set on a confirm refuses an empty value (no default taken)", steps: [Build.confirm("c", default: true)], [],
            .failed(.invalidProvidedAnswer(path: "c", source: .set, reason: "expected y, yes, n or no, found ''")),
            sources: AnswerSources(setValues: ["c": ""], isNonInteractive: true)),
    ]

    static let fromA = StepDefault.template(Build.template("{{ a }}"))

    /// A template default that renders empty says so (bug: reported as "no answer ...
    /// give it with a default" although the step has one).
    static let emptyTemplates: [EngineCase] = [
        EngineCase(
            "required text whose template default renders empty: the error names the default",
            steps: [Build.text("a", required: false), step("b", .text(placeholder: nil), default: fromA)], [],
            .failed(
                .invalidProvidedAnswer(
                    path: "b", source: .default, reason: "the default '{{ a }}' gave an empty value, and the step needs an answer")),
            sources: strict),
        EngineCase(
            "typed Enter at such a step is refused with the same reason",
            steps: [Build.text("a", required: false), step("b", .text(placeholder: nil), default: fromA)], ["", ""],
            .refused(
                .invalidAnswer(path: "b", reason: "the default '{{ a }}' gave an empty value, and the step needs an answer"),
                asking: "b")),
        EngineCase(
            "optional text whose template default renders empty gives \"\"",
            steps: [Build.text("a", required: false), step("b", .text(placeholder: nil), default: fromA, required: false)], [],
            .output(#"{"a":"","b":""}"#), sources: strict),
    ]

    /// `null` in an answers file gives no answer, as `wizard template` writes it where it
    /// knows no value (bug: the template's own output refused as "expected a string").
    static let nullAnswers: [EngineCase] = [
        EngineCase(
            "null takes the default", steps: [optionalWithDefault], [], .output(#"{"a":"x"}"#),
            sources: AnswerSources(answersFile: file(["a": .null]), isNonInteractive: true)),
        EngineCase(
            "null on an optional step with no default gives \"\"", steps: [Build.text("a", required: false)], [], .output(#"{"a":""}"#),
            sources: AnswerSources(answersFile: file(["a": .null]), isNonInteractive: true)),
        EngineCase(
            "null on a required step with no default is a missing answer", steps: [Build.integer("n")], [],
            .failed(.missingAnswer(path: "n", type: "integer")),
            sources: AnswerSources(answersFile: file(["n": .null]), isNonInteractive: true)),
        EngineCase(
            "null in an interactive run: the step is asked", steps: [Build.text("a")], [], .asks("a"),
            sources: AnswerSources(answersFile: file(["a": .null]))),
    ]

    @Test(arguments: emptyDefaults + explicitEmpty + emptyTemplates + nullAnswers) func emptyValue(_ row: EngineCase) {
        let (observed, problems) = row.run()
        #expect(problems == [])
        #expect(observed == row.expect)
    }
}
