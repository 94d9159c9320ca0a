import Foundation
import Testing
import WizardTestSupport

/// The reproductions of secrets escaping through what a flow derives from them, run on the
/// binary: a flow that would show or copy a secret does not load (exit 1, naming where and
/// which secret), and a rule or condition failing on a secret never quotes it, in `run`
/// (with `--redact`) and in `check`.
@Suite struct SecretDerivationTests {
    static let secret = "hunter2"

    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var flow: String
        var arguments: [String] = ["--redact"]
        var input = "\(SecretDerivationTests.secret)\nn\n"
        var environment: [String: String] = [:]
        /// What standard error must say (the load error or the refusal).
        var says: String
        var status: Int32 = 1
    }

    static let cases: [Case] = [
        Case(
            testDescription: "a repeat's question reading the secret",
            flow:
                #"{"id":"s","steps":[{"id":"pw","type":"secret","prompt":"PW"},{"id":"r","type":"flow","flow":"sub","repeat":{"prompt":"Add {{ root.pw }}?"}}],"flows":{"sub":{"steps":[{"id":"x","type":"text","prompt":"X"}]}}}"#,
            says: "error: the repeat's question reads the secret answer 'root.pw' of step 'pw'"),
        Case(
            testDescription: "a message showing a sub-flow object holding the secret",
            flow:
                #"{"id":"s","steps":[{"id":"db","type":"flow","flow":"d"},{"id":"m","type":"message","text":"Settings: {{ db }}"}],"flows":{"d":{"steps":[{"id":"password","type":"secret","prompt":"P"}]}}}"#,
            says: "error: the message reads 'db', which holds the secret answer 'db.password' of step 'password'"),
        Case(
            testDescription: "a text default copying a sub-flow object with str()",
            flow:
                #"{"id":"s","steps":[{"id":"db","type":"flow","flow":"d"},{"id":"t","type":"text","prompt":"T","default":"{{ str(db) }}"}],"flows":{"d":{"steps":[{"id":"password","type":"secret","prompt":"P"}]}}}"#,
            says: "error: the default reads 'db', which holds the secret answer 'db.password' of step 'password'"),
        Case(
            testDescription: "a message reading the variable that supplies the secret",
            flow:
                #"{"id":"s","steps":[{"id":"tok","type":"secret","prompt":"T","env":"DEPLOY_TOKEN"},{"id":"m","type":"message","text":"{{ env.DEPLOY_TOKEN }}"},{"id":"a","type":"text","prompt":"A"}]}"#,
            environment: ["DEPLOY_TOKEN": SecretDerivationTests.secret],
            says: "error: the message reads the environment variable 'DEPLOY_TOKEN', which supplies the secret step 'tok'"),
        Case(
            testDescription: "a default reading the variable that supplies the secret",
            flow:
                #"{"id":"s","steps":[{"id":"tok","type":"secret","prompt":"T","env":"DEPLOY_TOKEN"},{"id":"a","type":"text","prompt":"A","default":"{{ env.DEPLOY_TOKEN }}"}]}"#,
            environment: ["DEPLOY_TOKEN": SecretDerivationTests.secret],
            says: "error: the default reads the environment variable 'DEPLOY_TOKEN', which supplies the secret step 'tok'"),
        Case(
            testDescription: "int(value) on a secret step, run with --redact",
            flow:
                #"{"id":"s","steps":[{"id":"pin","type":"secret","prompt":"PIN","validate":{"expr":"int(value) > 999"}}]}"#,
            arguments: ["--redact", "--non-interactive", "--set", "pin=\(SecretDerivationTests.secret)"],
            says: "function 'int' failed on a value of the secret answer of step 'pin' (not shown)", status: 3),
        Case(
            testDescription: "bool(pin) in a when",
            flow:
                #"{"id":"s","steps":[{"id":"pin","type":"secret","prompt":"PIN"},{"id":"a","type":"text","prompt":"A","when":"bool(pin)"}]}"#,
            says: "function 'bool' failed on a value of the secret answer of step 'pin' (not shown)", status: 3),
        Case(
            testDescription: "float(pin) in a when",
            flow:
                #"{"id":"s","steps":[{"id":"pin","type":"secret","prompt":"PIN"},{"id":"a","type":"text","prompt":"A","when":"float(pin) > 1"}]}"#,
            says: "function 'float' failed on a value of the secret answer of step 'pin' (not shown)", status: 3),
    ]

    // Bug caught: each of these printed or stored `hunter2` (a repeat's question, a
    // sub-flow object in a message or a default, env.NAME read back, a conversion error).
    @Test(arguments: cases)
    func neverShowsTheSecret(_ c: Case) throws {
        let folder = try TemporaryFolder()
        try folder.write("s.json", c.flow)
        let run = try WizardProcess.run(
            ["run", "s.json", "--session", "session.json"] + c.arguments, input: c.input, directory: folder.url, environment: c.environment)
        #expect(run.status == c.status, "\(run)")
        #expect(run.stderr.contains(c.says), "\(run)")
        #expect(!run.stderr.contains(Self.secret) && !run.stdout.contains(Self.secret), "\(run)")
        let session = (try? String(contentsOfFile: folder.path("session.json"), encoding: .utf8)) ?? ""
        #expect(!session.contains(Self.secret))
        if c.status == 1 {
            let validate = try WizardProcess.run(["validate", "s.json"], directory: folder.url)
            #expect(validate.status == 1 && validate.stderr.contains(c.says), "\(validate)")
        }
    }

    // Bug caught: `wizard check` printed `cannot convert "hunter2" to an integer`.
    @Test func checkNeverQuotesTheSecret() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "s.json",
            #"{"id":"s","steps":[{"id":"pin","type":"secret","prompt":"PIN","validate":{"expr":"int(value) > 999"}},{"id":"a","type":"text","prompt":"A","when":"bool(pin)"}]}"#
        )
        try folder.write("a.json", #"{"pin": "\#(Self.secret)"}"#)
        let check = try WizardProcess.run(["check", "s.json", "--answers", "a.json"], directory: folder.url)
        #expect(check.status == 3, "\(check)")
        #expect(check.stderr.contains("function 'int' failed on a value of the secret answer of step 'pin' (not shown)"), "\(check)")
        #expect(check.stderr.contains("function 'bool' failed on a value of the secret answer of step 'pin' (not shown)"), "\(check)")
        #expect(!check.stderr.contains(Self.secret), "\(check)")
    }
}
