import Foundation
import Testing
import WizardTestSupport

/// `wizard check`: every problem at once, with sources and positions, and the exit status
/// of the `--non-interactive` run it stands for.
@Suite struct CheckCommandTests {
    static let flow = """
        {
          "id": "setup",
          "steps": [
            { "id": "name", "type": "text", "prompt": "Name?" },
            { "id": "tls", "type": "confirm", "prompt": "TLS?", "default": false },
            { "id": "cert", "type": "path", "prompt": "Cert?", "when": "tls" },
            { "id": "db", "type": "flow", "flow": "database" },
            { "id": "servers", "type": "flow", "flow": "server", "repeat": { "min": 1 } },
            { "id": "token", "type": "secret", "prompt": "Token?", "env": "CHECK_TEST_TOKEN" }
          ],
          "flows": {
            "database": { "steps": [
              { "id": "host", "type": "text", "prompt": "Host?", "default": "localhost" },
              { "id": "port", "type": "integer", "prompt": "Port?", "validate": { "min": 1, "max": 65535 } }
            ] },
            "server": { "steps": [ { "id": "host", "type": "text", "prompt": "Host?" } ] }
          }
        }
        """

    static let answers = """
        {
          "nmae": "x",
          "cert": "/tmp",
          "db": { "port": 99999 },
          "servers": [ { "host": "a" }, { "hots": "b" } ]
        }
        """

    struct Case: CustomTestStringConvertible {
        var testDescription: String
        var arguments: [String]
        var environment: [String: String] = [:]
        var status: Int32
        var stderr: String
    }

    static let cases: [Case] = [
        Case(
            testDescription:
                "every missing, invalid, unknown and unused answer at once (catches: stopping at the first problem, lost positions)",
            arguments: ["--answers", "a.json"], status: 3,
            stderr: """
                wizard: error: name: missing answer (expected text): no --set, answers-file entry or default
                wizard: error: db.port: invalid answer from a.json:4:19: the answer must be at most 65535
                wizard: error: servers.1.host: missing answer (expected text): no --set, answers-file entry or default
                wizard: error: token: missing answer (expected secret): no --set, answers-file entry, env CHECK_TEST_TOKEN (not set) or default
                wizard: warning: nmae: unknown answer key in a.json:2:11: flow 'setup' has no step 'nmae'; did you mean 'name'?
                wizard: warning: cert: unused answer in a.json:3:11: the run does not reach this step with these answers
                wizard: warning: servers.1.hots: unknown answer key in a.json:5:43: flow 'server' has no step 'hots'; did you mean 'host'?
                wizard: note: 4 errors, 3 warnings: a --non-interactive run would fail

                """),
        Case(
            testDescription: "--set and env fill the gaps; warnings alone exit 0 (catches: warnings failing the check, env ignored)",
            arguments: ["--answers", "a.json", "--set", "name=bob", "--set", "db.port=5", "--set", "servers.1.host=c"],
            environment: ["CHECK_TEST_TOKEN": "t0ken"], status: 0,
            stderr: """
                wizard: warning: nmae: unknown answer key in a.json:2:11: flow 'setup' has no step 'nmae'; did you mean 'name'?
                wizard: warning: cert: unused answer in a.json:3:11: the run does not reach this step with these answers
                wizard: warning: servers.1.hots: unknown answer key in a.json:5:43: flow 'server' has no step 'hots'; did you mean 'host'?
                wizard: note: 0 errors, 3 warnings: a --non-interactive run would succeed

                """),
        Case(
            testDescription:
                "--strict makes unknown keys errors, also in --set; an invalid --set names its source, not its value (catches: strict ignored, a secret echoed)",
            arguments: [
                "--answers", "a.json", "--set", "name=bob", "--set", "db.port=5", "--set", "servers.1.host=c", "--set", "token=", "--set",
                "db.hots=x", "--strict",
            ],
            status: 3,
            stderr: """
                wizard: error: token: invalid answer from --set: an answer is required
                wizard: error: nmae: unknown answer key in a.json:2:11: flow 'setup' has no step 'nmae'; did you mean 'name'?
                wizard: warning: cert: unused answer in a.json:3:11: the run does not reach this step with these answers
                wizard: error: servers.1.hots: unknown answer key in a.json:5:43: flow 'server' has no step 'hots'; did you mean 'host'?
                wizard: error: db.hots: unknown answer key in --set: flow 'database' has no step 'hots'; did you mean 'host'?
                wizard: note: 4 errors, 1 warning: a --non-interactive run would fail

                """),
        Case(
            testDescription: "a missing answers file is exit 3 (catches: exit 1 or a crash)",
            arguments: ["--answers", "missing.json"], status: 3,
            stderr: "wizard: error: cannot read the answers file missing.json: no such file\n"),
    ]

    @Test(arguments: cases)
    func check(_ c: Case) throws {
        let folder = try TemporaryFolder()
        try folder.write("f.json", Self.flow)
        try folder.write("a.json", Self.answers)
        let result = try WizardProcess.run(["check", "f.json"] + c.arguments, directory: folder.url, environment: c.environment)
        #expect(result.status == c.status, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == c.stderr)
    }

    @Test("check agrees with a real --non-interactive run (catches: check saying 0 where the run fails)")
    func agreesWithRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("f.json", Self.flow)
        let sets = ["--set", "name=bob", "--set", "db.port=5", "--set", "servers.0.host=a", "--set", "token=t"]
        let check = try WizardProcess.run(["check", "f.json"] + sets, directory: folder.url)
        let run = try WizardProcess.run(["run", "f.json", "--non-interactive"] + sets, directory: folder.url)
        #expect(check.status == 0, "\(check)")
        #expect(run.status == 0, "\(run)")
        let failing = try WizardProcess.run(["check", "f.json", "--set", "name=bob"], directory: folder.url)
        let failingRun = try WizardProcess.run(["run", "f.json", "--non-interactive", "--set", "name=bob"], directory: folder.url)
        #expect(failing.status == 3)
        #expect(failingRun.status == 3)
    }
}

/// `wizard check` on a flow that loops.
@Suite struct CheckLoopTests {
    @Test("a looping flow reports each problem once and says why the check stopped (catches: 10,000 repeated errors)")
    func loopReportsOnce() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write(
            "loop.json",
            #"{"id":"loop","steps":[{"id":"a","type":"text","prompt":"A?","next":"b"},{"id":"b","type":"integer","prompt":"B?","next":"a"}]}"#
        )
        let result = try WizardProcess.run(["check", flow])
        #expect(result.status == 3, "\(result)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 4, "\(result)")
        #expect(result.stderr.contains("wizard: error: a: missing answer (expected text)"), "\(result)")
        #expect(result.stderr.contains("wizard: error: b: missing answer (expected integer)"), "\(result)")
        #expect(result.stderr.contains("the check stopped after 10000 stand-in answers: the flow keeps looping"), "\(result)")
    }
}
