import Foundation
import Testing
import WizardTestSupport

/// A secret's value never appears in any file a run writes (session, `--record`, a
/// redacted `--output`) or in either stream (diagnostics, `--explain`, warnings, errors),
/// whatever path supplied it; the answers JSON of an unredacted run is the only place.
@Suite struct SecretExposureTests {
    static let secret = "S3CR3T-good-value"
    static let wrong = "WRONGsecretVALUE"
    static let flow = #"""
        {"id": "login", "steps": [
          {"id": "user", "type": "text", "prompt": "User?"},
          {"id": "token", "type": "secret", "prompt": "Token?", "env": "LOGIN_TOKEN",
           "validate": {"pattern": "S3CR3T-.*", "message": "tokens start with S3CR3T-"}},
          {"id": "go", "type": "confirm", "prompt": "Go?"}
        ]}
        """#

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var input = ""
        var environment: [String: String] = [:]
        var status: Int32
        /// The run prints the unredacted answers on stdout (the one place the secret may be).
        var answersOnStdout = false
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "piped with --explain, --record, --redact --output",
            arguments: ["run", "login.json", "--explain", "--record", "record.txt", "--redact", "--output", "out.json"],
            input: "alice\n\(wrong)\n\(secret)\ny\n", status: 0),
        Case(
            name: "piped, answers on stdout", arguments: ["run", "login.json", "--explain", "--record", "record.txt"],
            input: "alice\n\(secret)\ny\n", status: 0, answersOnStdout: true),
        Case(
            name: ":quit saves a session", arguments: ["run", "login.json", "--session", "session.json", "--explain"],
            input: "alice\n\(secret)\n:quit\n", status: 130),
        Case(
            name: "input ends: session saved", arguments: ["run", "login.json", "--record", "record.txt"],
            input: "alice\n\(secret)\n", status: 3),
        Case(
            name: "--set with an invalid secret",
            arguments: [
                "run", "login.json", "--set", "token=\(wrong)", "--set", "user=a", "--set", "go=y", "--non-interactive", "--explain",
            ],
            status: 3),
        Case(
            name: "--set a valid secret, --redact",
            arguments: [
                "run", "login.json", "--set", "token=\(secret)", "--set", "user=a", "--set", "go=y", "--non-interactive", "--explain",
                "--redact",
            ],
            status: 0),
        Case(
            name: "answers file $env, --redact",
            arguments: ["run", "login.json", "--answers", "env-answers.json", "--non-interactive", "--explain", "--redact"],
            environment: ["TOKEN_VAR": secret], status: 0),
        Case(
            name: "answers file $env invalid",
            arguments: ["run", "login.json", "--answers", "env-answers.json", "--non-interactive", "--explain"],
            environment: ["TOKEN_VAR": wrong], status: 3),
        Case(
            name: "step env variable invalid",
            arguments: ["run", "login.json", "--set", "user=a", "--set", "go=y", "--non-interactive", "--explain"],
            environment: ["LOGIN_TOKEN": wrong], status: 3),
        Case(
            name: "check with an invalid secret",
            arguments: ["check", "login.json", "--answers", "env-answers.json", "--set", "token=\(wrong)"],
            environment: ["TOKEN_VAR": wrong], status: 3),
        Case(
            name: "resume asks the secret again",
            arguments: ["run", "login.json", "--session", "session.json", "--resume", "--record", "record.txt"],
            input: "\(wrong)\n\(secret)\ny\n", status: 0, answersOnStdout: true),
    ]

    /// Every regular file under `url`, recursively.
    static func files(under url: URL) -> [URL] {
        let items = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return items.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }

    // Bug caught: a secret leaking into a session file, a --record file, --explain, an
    // "invalid answer" message that quotes the value, or a redacted output.
    @Test(arguments: cases)
    func secretAppearsNowhere(_ c: Case) throws {
        let folder = try TemporaryFolder()
        let state = folder.url.appendingPathComponent("state")
        try folder.write("login.json", Self.flow)
        try folder.write("env-answers.json", #"{"user": "a", "token": {"$env": "TOKEN_VAR"}, "go": true}"#)
        if c.name.hasPrefix("resume") {
            _ = try WizardProcess.run(
                ["run", "login.json", "--session", "session.json"], input: "alice\n\(Self.secret)\n:quit\n", directory: folder.url)
        }
        var environment = c.environment
        environment["XDG_STATE_HOME"] = state.path
        let result = try WizardProcess.run(c.arguments, input: c.input, directory: folder.url, environment: environment)
        #expect(result.status == c.status, "\(result)")
        for value in [Self.secret, Self.wrong] {
            #expect(!result.stderr.contains(value), "stderr: \(result)")
            if !(c.answersOnStdout && value == Self.secret) {
                #expect(!result.stdout.contains(value), "stdout: \(result)")
            }
            for file in Self.files(under: folder.url) where file.lastPathComponent != "env-answers.json" {
                let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
                #expect(!text.contains(value), "\(file.lastPathComponent): \(text)")
            }
        }
        if c.answersOnStdout { #expect(result.stdout.contains(Self.secret), "\(result)") }
        if c.arguments.contains("--redact") && c.status == 0 {
            #expect(
                (result.stdout + ((try? String(contentsOf: folder.url.appendingPathComponent("out.json"), encoding: .utf8)) ?? ""))
                    .contains("***"))
        }
    }
}
