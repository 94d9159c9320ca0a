import Testing

@testable import WizardEngine

/// `--record` writes a marker line for a typed secret; a replay takes that secret from a
/// source or stops naming the step, and never reads later lines one step off
/// (docs/cli.md, "Recording and replaying").
@Suite struct RecordedSecretTests {
    static let flow = #"""
        {"id": "rec", "steps": [
          {"id": "user", "type": "text", "prompt": "User?"},
          {"id": "token", "type": "secret", "prompt": "Token?", "env": "REC_TOKEN"},
          {"id": "host", "type": "text", "prompt": "Host?"},
          {"id": "port", "type": "integer", "prompt": "Port?"}
        ]}
        """#
    static let marker = WizardRunner.secretMarker

    /// Runs `lines` through the runner; the end, the log's lines and the answers.
    static func run(_ lines: [String], sources: AnswerSources = AnswerSources(), variables: [String: String] = [:]) throws -> (
        end: RunEnd, lines: [String?], answers: String
    ) {
        let catalog = try #require(FlowLoader().load(string: flow, name: "rec.json").catalog)
        let engine = Engine(catalog: catalog, environment: EngineEnvironment(variables: variables), sources: sources)
        var state = WizardState()
        var driver = ScriptedDriver(lines: lines)
        var log = WizardRunner.Log()
        let end = WizardRunner(engine: engine, renderer: PromptRenderer(usesColor: false)).run(driver: &driver, state: &state, log: &log)
        return (end, log.consumedLines, end == .completed ? engine.answers(of: state).jsonText(pretty: false) : "")
    }

    /// Bug caught: the typed secret's line left out, so every later line shifts a step.
    @Test func typedSecretIsRecordedAsTheMarker() throws {
        let recorded = try Self.run(["ada", "s3cret", "h", "80"])
        #expect(recorded.end == .completed)
        #expect(recorded.lines == ["ada", Self.marker, "h", "80"])
    }

    struct ReplayCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var sources: AnswerSources
        var variables: [String: String]
        var end: RunEnd
        var answers: String
    }

    static let replays: [ReplayCase] = [
        ReplayCase(
            testDescription: "--set answers the step before it is asked: the marker is passed over",
            sources: AnswerSources(setValues: ["token": "from-set"]), variables: [:], end: .completed,
            answers: #"{"user":"ada","token":"from-set","host":"h","port":80}"#),
        ReplayCase(
            testDescription: "the answers file answers it", sources: AnswerSources(answersFile: .object(["token": .string("from-file")])),
            variables: [:], end: .completed, answers: #"{"user":"ada","token":"from-file","host":"h","port":80}"#),
        ReplayCase(
            testDescription: "the step's env variable answers it", sources: AnswerSources(), variables: ["REC_TOKEN": "from-env"],
            end: .completed, answers: #"{"user":"ada","token":"from-env","host":"h","port":80}"#),
        ReplayCase(
            testDescription: "nothing gives it: the run stops naming the step (bug: 'h' taken as the token)",
            sources: AnswerSources(), variables: [:], end: .failed(.recordedSecretUnanswered(path: "token")), answers: ""),
    ]

    @Test(arguments: replays) func replay(_ c: ReplayCase) throws {
        let replayed = try Self.run(["ada", Self.marker, "h", "80"], sources: c.sources, variables: c.variables)
        #expect(replayed.end == c.end)
        #expect(replayed.answers == c.answers)
    }

    /// Bug caught: a marker that no longer fits the flow read as an answer, shifting lines.
    @Test func markerAtAStepThatIsNotSecretStops() throws {
        let replayed = try Self.run([Self.marker, "x"])
        #expect(replayed.end == .failed(.recordedSecretMisplaced(path: "user")))
    }

    /// Bug caught: a secret revisited with back and kept (Enter) not taken from the source.
    @Test func markerAtARevisitedSecretTakesTheSource() throws {
        let replayed = try Self.run(
            ["ada", Self.marker, ":back", Self.marker, "h", "80"], sources: AnswerSources(setValues: ["token": "t"]))
        #expect(replayed.end == .completed)
        #expect(replayed.answers == #"{"user":"ada","token":"t","host":"h","port":80}"#)
    }

    /// Lines typed at a terminal (`inputSource` `.typed`), the rest as `ScriptedDriver`.
    struct TypedDriver: TerminalDriver {
        var scripted: ScriptedDriver
        var usesColor: Bool { false }
        var inputSource: AnswerSource { .typed }
        mutating func write(_ text: String) { scripted.write(text) }
        mutating func readLine(_ linePrompt: String, for prompt: Prompt) -> DriverInput {
            scripted.readLine(linePrompt, for: prompt)
        }
    }

    /// Bug caught: a user typing the marker text at a terminal ends the run.
    @Test func markerTypedAtATerminalIsAnUnknownCommand() throws {
        let catalog = try #require(FlowLoader().load(string: Self.flow, name: "rec.json").catalog)
        let engine = Engine(catalog: catalog)
        var state = WizardState()
        var driver = TypedDriver(scripted: ScriptedDriver(lines: [Self.marker, "ada"]))
        var log = WizardRunner.Log()
        let end = WizardRunner(engine: engine, renderer: PromptRenderer(usesColor: false)).run(driver: &driver, state: &state, log: &log)
        #expect(end == .inputEnded(waitingAt: "token"))
        #expect(log.notices.contains(.refused(.unknownCommand(Self.marker))))
    }
}
