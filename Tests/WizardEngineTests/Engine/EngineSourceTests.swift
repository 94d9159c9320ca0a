import Testing

@testable import WizardEngine

/// docs/cli.md: `--set`, the answers file, a step's `env`, defaults; non-interactive errors;
/// sources and back; repeat counts.
@Suite struct EngineSourceTests {
    static let steps = [
        Build.text("name").with(\.environmentVariable, "NAME"),
        Build.integer("port", min: 1, default: 80).with(\.environmentVariable, "PORT"),
        Build.confirm("tls").with(\.environmentVariable, "TLS"),
    ]
    static let three = [Build.text("first"), Build.text("name"), Build.text("last")]
    static let hostFlow = Flow(id: "server", steps: [Build.text("host")])
    static func servers(_ repetition: Repetition, host: Step = Build.text("host")) -> [Flow] {
        [
            Flow(id: "main", steps: [Build.flow("servers", "server", repeat: repetition), Build.text("done", required: false)]),
            Flow(id: "server", steps: [host]),
        ]
    }
    static func file(_ json: [String: AnswerValue]) -> AnswerValue { .object(json) }
    static let strict = true

    static let cases: [EngineCase] = [
        EngineCase(
            "precedence: --set beats the answers file and env (bug: wrong order)", steps: steps, [],
            .output(#"{"name":"set","port":81,"tls":true}"#),
            sources: AnswerSources(
                setValues: ["name": "set"], answersFile: file(["name": .string("file"), "port": .integer(81)]), isNonInteractive: strict),
            environment: EngineEnvironment(variables: ["NAME": "env", "TLS": "true"])),
        EngineCase(
            "precedence: the answers file beats env", steps: steps, [], .output(#"{"name":"file","port":80,"tls":false}"#),
            sources: AnswerSources(answersFile: file(["name": .string("file"), "tls": .bool(false)]), isNonInteractive: strict),
            environment: EngineEnvironment(variables: ["NAME": "env"])),
        EngineCase(
            "precedence: env beats the default", steps: steps, [], .output(#"{"name":"env","port":90,"tls":false}"#),
            sources: AnswerSources(setValues: ["tls": "no"], isNonInteractive: strict),
            environment: EngineEnvironment(variables: ["NAME": "env", "PORT": "90"])),
        EngineCase(
            "env applies in interactive runs too", steps: steps, [], .asks("port"),
            environment: EngineEnvironment(variables: ["NAME": "env"])),
        EngineCase(
            "--defaults: default used without asking, missing ones asked", steps: steps, ["n"], .asks("tls"),
            sources: AnswerSources(useDefaults: true)),
        EngineCase(
            "--set reads values like typed input: multiselect comma separated",
            steps: [Build.multiselect("m", ["a", "b", "c"])], [], .output(#"{"m":["a","c"]}"#),
            sources: AnswerSources(setValues: ["m": "a,c"], isNonInteractive: strict)),
        EngineCase(
            "--set select by 1-based number", steps: [Build.select("c", ["red", "green"])], [], .output(#"{"c":"green"}"#),
            sources: AnswerSources(setValues: ["c": "2"], isNonInteractive: strict)),
        EngineCase(
            "pre-answered step is pushed but not asked", steps: three, ["f"], .asks("last"),
            sources: AnswerSources(setValues: ["name": "S"])),
        EngineCase(
            "pre-answered step is on the stack: back revisits it, pre-filled", steps: three, ["f", ":back"], .asks("name", prefill: "S"),
            sources: AnswerSources(setValues: ["name": "S"])),
        EngineCase(
            "revisited with back it is asked; the typed answer replaces the pre-answer", steps: three, ["f", ":back", "T", "l"],
            .output(#"{"first":"f","name":"T","last":"l"}"#), sources: AnswerSources(setValues: ["name": "S"])),
        EngineCase(
            "once typed, the source no longer applies going forward (bug: source re-applied over the typed answer)",
            steps: three, ["f", ":back", "T", ":back", ":back", "f2"], .asks("name", prefill: "T"),
            sources: AnswerSources(setValues: ["name": "S"])),
        EngineCase(
            "never typed: the source applies again going forward", steps: three, ["f", ":back", ":back", "f2"], .asks("last"),
            sources: AnswerSources(setValues: ["name": "S"])),
        EngineCase(
            "non-interactive: missing answer names path and type", steps: [Build.text("name")], [],
            .failed(.missingAnswer(path: "name", type: "text")), sources: AnswerSources(isNonInteractive: strict)),
        EngineCase(
            "non-interactive: missing integer", steps: [Build.text("a", required: false), Build.integer("port")], [],
            .failed(.missingAnswer(path: "port", type: "integer")), sources: AnswerSources(isNonInteractive: strict)),
        EngineCase(
            "non-interactive: optional text gives \"\"", steps: [Build.text("a", required: false)], [], .output(#"{"a":""}"#),
            sources: AnswerSources(isNonInteractive: strict)),
        EngineCase(
            "non-interactive: invalid --set is an error naming source and reason", steps: steps, [],
            .failed(.invalidProvidedAnswer(path: "port", source: .set, reason: "expected a whole number such as 42, found 'abc'")),
            sources: AnswerSources(setValues: ["name": "n", "port": "abc"], isNonInteractive: strict)),
        EngineCase(
            "non-interactive: answers-file value of the wrong JSON type", steps: steps, [],
            .failed(.invalidProvidedAnswer(path: "port", source: .answersFile, reason: "expected an integer, found string")),
            sources: AnswerSources(answersFile: file(["name": .string("n"), "port": .string("80")]), isNonInteractive: strict)),
        EngineCase(
            "non-interactive: provided answers are validated like typed ones", steps: steps, [],
            .failed(.invalidProvidedAnswer(path: "port", source: .environment, reason: "the answer must be at least 1")),
            sources: AnswerSources(setValues: ["name": "n"], isNonInteractive: strict),
            environment: EngineEnvironment(variables: ["PORT": "0"])),
        EngineCase(
            "interactive: an invalid pre-answer is set aside with a warning and the step asked", steps: steps, ["n"],
            .notices(
                [.sourceSetAside(path: "port", source: .set, reason: "expected a whole number such as 42, found 'abc'")], asking: "port"),
            sources: AnswerSources(setValues: ["port": "abc"])),
        EngineCase(
            "repeat: count from the answers file's array", servers(Repetition()), [],
            .output(#"{"servers":[{"host":"a"},{"host":"b"}],"done":""}"#),
            sources: AnswerSources(
                answersFile: file(["servers": .array([.object(["host": .string("a")]), .object(["host": .string("b")])])]),
                isNonInteractive: strict)),
        EngineCase(
            "repeat: count from the highest --set index + 1", servers(Repetition()), [],
            .output(#"{"servers":[{"host":"a"},{"host":"b"},{"host":"c"}],"done":""}"#),
            sources: AnswerSources(
                setValues: ["servers.2.host": "c", "servers.0.host": "a", "servers.1.host": "b"], isNonInteractive: strict)),
        EngineCase(
            "repeat: --set gap leaves an item without answer (error names it)", servers(Repetition()), [],
            .failed(.missingAnswer(path: "servers.0.host", type: "text")),
            sources: AnswerSources(setValues: ["servers.1.host": "b"], isNonInteractive: strict)),
        EngineCase(
            "repeat: no count from sources gives min items", servers(Repetition(min: 1), host: Build.text("host", default: "h")), [],
            .output(#"{"servers":[{"host":"h"}],"done":""}"#), sources: AnswerSources(isNonInteractive: strict)),
        EngineCase(
            "repeat: no count and min 0 gives []", servers(Repetition()), [], .output(#"{"servers":[],"done":""}"#),
            sources: AnswerSources(isNonInteractive: strict)),
        EngineCase(
            "repeat: count is at least min", servers(Repetition(min: 2), host: Build.text("host", default: "h")), [],
            .output(#"{"servers":[{"host":"a"},{"host":"h"}],"done":""}"#),
            sources: AnswerSources(setValues: ["servers.0.host": "a"], isNonInteractive: strict)),
        EngineCase(
            "repeat: interactive run with an answers file is not asked the question", servers(Repetition()), ["d"],
            .output(#"{"servers":[{"host":"a"}],"done":"d"}"#),
            sources: AnswerSources(answersFile: file(["servers": .array([.object(["host": .string("a")])])]))),
    ]

    @Test(arguments: cases) func source(_ row: EngineCase) {
        let (observed, problems) = row.run()
        #expect(problems == [])
        #expect(observed == row.expect)
    }
}
