import Foundation
import Testing
import WizardTestSupport

/// Session files (docs/sessions.md) through the real binary: secrets, damaged and foreign files,
/// changed flows, an unwritable state directory, file modes.
@Suite struct SessionFileTests {
    static func input(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }
    static let token = "tok-0123456789abcdefghij"
    static let cloud = ["gcp", "my-project", token, "", "", ""]

    static func prompts(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").filter { $0.hasPrefix("? ") }.map { String($0) }
    }

    static func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    /// Catches: a secret value written to a session file, or not asked again on resume.
    @Test func secretNeverSavedAndAskedAgainFirst() throws {
        let home = try StateHome()
        let quit = try home.run(["run", "cloud-login"], input: Self.input(Array(Self.cloud[..<4]) + [":quit"]))
        #expect(quit.status == 130, "\(quit)")
        let bytes = try #require(home.sessionBytes("cloud-login"))
        #expect(bytes.range(of: Data(Self.token.utf8)) == nil)
        #expect(bytes.range(of: Data("tok-0123".utf8)) == nil)

        let resumed = try home.run(["run", "cloud-login", "--resume"], input: Self.input([Self.token] + Array(Self.cloud[4...])))
        #expect(resumed.status == 0, "\(resumed)")
        #expect(Self.prompts(resumed.stderr).first == "? Access token? ")
        #expect(resumed.stdout.contains(#""token": "\#(Self.token)""#))
    }

    struct SourceCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var arguments: [String]
        var environment: [String: String]
    }

    /// Catches: a source (docs/cli.md) ignored on resume because the secret was typed before.
    @Test(arguments: [
        SourceCase(testDescription: "--set", arguments: ["--set", "token=tok-from-set-0123456789"], environment: [:]),
        SourceCase(testDescription: "env", arguments: [], environment: ["CLOUD_TOKEN": "tok-from-set-0123456789"]),
    ])
    func secretSuppliedBySourceOnResume(_ c: SourceCase) throws {
        let home = try StateHome()
        _ = try home.run(["run", "cloud-login"], input: Self.input(Array(Self.cloud[..<4]) + [":quit"]))
        let resumed = try home.run(
            ["run", "cloud-login", "--resume"] + c.arguments, input: Self.input(Array(Self.cloud[4...])),
            environment: c.environment)
        #expect(resumed.status == 0, "\(resumed)")
        #expect(!resumed.stderr.contains("Access token?"))
        #expect(resumed.stdout.contains(#""token": "tok-from-set-0123456789""#))
    }

    static func twoSecrets(_ present: String) -> String { twoSecrets.replacingOccurrences(of: "cover", with: present) }
    static let twoSecrets = """
        { "id": "keys", "steps": [
          { "id": "a", "type": "secret", "prompt": "First key?" },
          { "id": "t", "type": "text", "prompt": "Name?" },
          { "id": "sub", "type": "flow", "flow": "inner", "present": "cover" },
          { "id": "u", "type": "text", "prompt": "Note?" }
        ], "flows": { "inner": { "steps": [
          { "id": "b", "type": "secret", "prompt": "Second key?" },
          { "id": "ok", "type": "confirm", "prompt": "OK?" }
        ] } } }
        """

    /// Catches: secrets on the stack asked out of stack order, or after the saved step.
    @Test func secretsAskedAgainInStackOrder() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write("keys.json", Self.twoSecrets("push"))
        let home = try StateHome()
        _ = try home.run(["run", flow], input: Self.input(["key-one", "ann", "key-two", "y", ":quit"]))
        let resumed = try home.run(["run", flow, "--resume"], input: Self.input(["key-1", "key-2", "done"]))
        #expect(resumed.status == 0, "\(resumed)")
        #expect(Self.prompts(resumed.stderr) == ["? First key? ", "? Second key? ", "? Note? done"])
        #expect(resumed.stdout.contains(#""a": "key-1""#) && resumed.stdout.contains(#""b": "key-2""#))
    }

    /// Catches: a secret inside a completed cover
    /// (its entries gone from the stack) coming back as "" instead of being asked again.
    @Test func secretsAskedAgainInStackOrderIncludingCompletedCover() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write("keys.json", Self.twoSecrets)
        let home = try StateHome()
        let quit = try home.run(["run", flow], input: Self.input(["key-one", "ann", "key-two", "y", ":quit"]))
        #expect(quit.status == 130, "\(quit)")
        let bytes = try #require(home.sessionBytes("keys", file: flow))
        #expect(bytes.range(of: Data("key-".utf8)) == nil)
        let resumed = try home.run(["run", flow, "--resume"], input: Self.input(["key-1", "key-2", "done"]))
        #expect(resumed.status == 0, "\(resumed)")
        // Bug caught: a secret inside a completed sheet or cover has left the stack, so it
        // was neither asked again nor restored and came back as "".
        #expect(Self.prompts(resumed.stderr) == ["? First key? ", "? Second key? ", "? Note? done"])
        #expect(
            resumed.stdout
                == "{\n  \"a\": \"key-1\",\n  \"t\": \"ann\",\n  \"sub\": {\n    \"b\": \"key-2\",\n    \"ok\": true\n  },\n  \"u\": \"done\"\n}\n"
        )
    }

    struct DamagedCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        /// The session file's new contents, from the saved one.
        var damage: @Sendable (Data) -> Data
        var message: String
    }

    static let damaged: [DamagedCase] = [
        DamagedCase(
            testDescription: "truncated JSON", damage: { $0.prefix($0.count / 2) },
            message: "is damaged and cannot be resumed (delete it, or run without --resume to start over)"),
        DamagedCase(
            testDescription: "random bytes", damage: { _ in Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }) },
            message: "is damaged and cannot be resumed"),
        DamagedCase(testDescription: "empty file", damage: { _ in Data() }, message: "is damaged and cannot be resumed"),
        DamagedCase(
            testDescription: "valid JSON, wrong shape",
            damage: { _ in Data(#"{"format":"wizard-session/1","flowID":"servers","state":{"stack":7}}"#.utf8) },
            message: "is damaged and cannot be resumed"),
        DamagedCase(
            testDescription: "another format", damage: { replacing("format", with: "wizard-session/9", in: $0) },
            message: "is not a session of this flow (format wizard-session/9); run without --resume, or name the right --session FILE"),
        DamagedCase(
            testDescription: "another flow's session", damage: { replacing("flowID", with: "demo", in: $0) },
            message: "is not a session of this flow (flow 'demo'); run without --resume, or name the right --session FILE"),
    ]

    /// The session JSON with one top-level string replaced.
    static func replacing(_ key: String, with value: String, in data: Data) -> Data {
        guard var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return data }
        object[key] = value
        return (try? JSONSerialization.data(withJSONObject: object)) ?? data
    }

    /// Catches: a crash, a stack trace or a silent fresh start on a bad session file.
    @Test(arguments: damaged)
    func damagedOrForeignSessionIsOneLineError(_ c: DamagedCase) throws {
        let home = try StateHome()
        _ = try home.run(["run", "servers"], input: "\nweb1\n:quit\n")
        let path = home.sessionPath("servers")
        let saved = try #require(home.sessionBytes("servers"))
        try c.damage(saved).write(to: URL(fileURLWithPath: path))
        let resumed = try home.run(["run", "servers", "--resume"], input: "\n")
        #expect(resumed.status == 1, "\(resumed)")
        #expect(resumed.stdout == "")
        #expect(resumed.stderr.hasPrefix("wizard: error: "), "\(resumed)")
        #expect(resumed.stderr.contains(path), "\(resumed)")
        #expect(resumed.stderr.contains(c.message), "\(resumed)")
        #expect(resumed.stderr.split(separator: "\n").count == 1, "\(resumed)")
    }

    /// Catches: `--resume` with nothing saved starting afresh silently, crashing, or a
    /// message worded like a broken file instead of saying how to start fresh.
    @Test func resumeWithoutSession() throws {
        let home = try StateHome()
        let resumed = try home.run(["run", "servers", "--resume"], input: "\n")
        #expect(resumed.status == 1)
        #expect(
            resumed.stderr
                == "wizard: error: no saved session for the flow servers (none at \(home.sessionPath("servers"))); start fresh with: \(WizardProcess.binary.path) run servers\n"
        )
    }

    /// Catches: `--session FILE` ignored on save or on resume, or a file mode other than 0600.
    @Test func sessionOptionAndModes() throws {
        let home = try StateHome()
        let folder = try TemporaryFolder()
        let file = folder.path("my session.json")
        let quit = try home.run(["run", "servers", "--session", file], input: "\nweb1\n:quit\n")
        #expect(quit.status == 130)
        #expect(try Self.mode(file) == 0o600)
        #expect(home.sessionBytes("servers") == nil)
        let resumed = try home.run(["run", "servers", "--session", file, "--resume"], input: "\n\n\nn\nn\n")
        #expect(resumed.status == 0, "\(resumed)")
        #expect(!FileManager.default.fileExists(atPath: file))

        _ = try home.run(["run", "servers"], input: "\nweb1\n:quit\n")
        #expect(try Self.mode(home.sessionPath("servers")) == 0o600)
        #expect(try Self.mode(home.folder.path("wizard/sessions")) == 0o700)
        #expect(try Self.mode(home.folder.path("wizard")) == 0o700)
    }

    struct UnwritableCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var input: String
        var status: Int32
    }

    /// Catches: an unwritable state directory changing the exit status, losing the
    /// answers silently, or breaking the run.
    @Test(arguments: [
        UnwritableCase(testDescription: ":quit", input: "\nweb1\n:quit\n", status: 130),
        UnwritableCase(testDescription: "input ended", input: "\nweb1\n", status: 3),
    ])
    func unwritableStateDirectory(_ c: UnwritableCase) throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("state", "a regular file")
        let result = try WizardProcess.run(["run", "servers"], input: c.input, environment: ["XDG_STATE_HOME": file + "/nested"])
        #expect(result.status == c.status, "\(result)")
        #expect(
            result.stderr.contains(
                "wizard: warning: the answers could not be saved to \(file)/nested/wizard/sessions/\(sessionFileName("servers", flowFile: WizardProcess.packageRoot.appendingPathComponent("Flows/servers.json").path)): "
            ),
            "\(result)")
        #expect(!result.stderr.contains("session saved"))
        // Said before the first question, not only once the run stops.
        let warning = "wizard: warning: the session folder \(file)/nested/wizard/sessions cannot be written (cannot write \(file)/nested: "
        let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix(warning), "\(result)")
        let completed = try WizardProcess.run(
            ["run", "servers"], input: "\nweb1\n\n\n\nn\nn\n", environment: ["XDG_STATE_HOME": file + "/nested"])
        #expect(completed.status == 0, "\(completed)")
        #expect(completed.stderr.hasPrefix(warning), "\(completed)")
    }
}

/// A flow edited between the interruption and the resume (docs/sessions.md).
@Suite struct ChangedFlowSessionTests {
    static let flow = """
        { "id": "edited", "steps": [
          { "id": "a", "type": "text", "prompt": "A?" },
          { "id": "b", "type": "text", "prompt": "B?" },
          { "id": "c", "type": "text", "prompt": "C?" },
          { "id": "d", "type": "text", "prompt": "D?" }
        ] }
        """

    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var edit: @Sendable (String) -> String
        var input: [String]
        var warning: String
        var firstPrompt: String
        var stdout: String
    }

    static let cases: [Case] = [
        Case(
            testDescription: "a step's type changed",
            edit: { $0.replacingOccurrences(of: #""id": "b", "type": "text""#, with: #""id": "b", "type": "integer""#) },
            input: ["5", "c2", "d"],
            warning: "wizard: warning: the flow changed since the session was saved; restored up to b, which no longer fits\n",
            firstPrompt: "? B? 5", stdout: #"{"a":"a1","b":5,"c":"c2","d":"d"}"#),
        Case(
            testDescription: "a step removed",
            edit: { $0.replacingOccurrences(of: #"{ "id": "c", "type": "text", "prompt": "C?" },"#, with: "") },
            input: ["d"],
            warning: "wizard: warning: the flow changed since the session was saved; restored up to c, which no longer fits\n",
            firstPrompt: "? D? d", stdout: #"{"a":"a1","b":"b1","d":"d"}"#),
        Case(
            testDescription: "an unrelated edit",
            edit: { $0.replacingOccurrences(of: "D?", with: "D, please?") },
            input: ["d"], warning: "wizard: warning: the flow changed since the session was saved\n",
            firstPrompt: "? D, please? d", stdout: #"{"a":"a1","b":"b1","c":"c1","d":"d"}"#),
    ]

    /// Catches: a changed flow resumed blindly, refused, or restored without saying where
    /// it stopped fitting; the valid answers before it asked again.
    @Test(arguments: cases)
    func changedFlowRestoredAsFarAsValid(_ c: Case) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("edited.json", Self.flow)
        let home = try StateHome()
        let quit = try home.run(["run", path], input: "a1\nb1\nc1\n:quit\n")
        #expect(quit.status == 130)
        try folder.write("edited.json", c.edit(Self.flow))
        let resumed = try home.run(["run", path, "--resume"], input: c.input.map { $0 + "\n" }.joined())
        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stderr.hasPrefix(c.warning), "\(resumed)")
        #expect(SessionFileTests.prompts(resumed.stderr).first == c.firstPrompt, "\(resumed)")
        let compact = resumed.stdout.filter { !$0.isWhitespace }
        #expect(compact == c.stdout, "\(resumed)")
    }
}
