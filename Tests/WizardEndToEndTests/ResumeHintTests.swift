import Foundation
import Testing
import WizardTestSupport

/// The "resume with:" note printed when a run stops.
@Suite struct ResumeHintTests {
    @Test("the hint never repeats a secret given with --set, and quotes words for the shell (catches: a secret on stderr)")
    func hintHidesSecrets() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write(
            "s.json",
            #"{"id":"s","steps":[{"id":"token","type":"secret","prompt":"Token?"},{"id":"name","type":"text","prompt":"Name?"},{"id":"z","type":"text","prompt":"Z?"}]}"#
        )
        let result = try WizardProcess.run(
            ["run", flow, "--set", "token=hunter2", "--set", "name=a b", "--set=z=q"], input: ":quit\n",
            environment: ["XDG_STATE_HOME": folder.path("state")])
        #expect(result.status == 0 || result.status == 130, "\(result)")
        let quit = try WizardProcess.run(
            ["run", flow, "--set", "token=hunter2", "--set", "name=a b"], input: ":quit\n",
            environment: ["XDG_STATE_HOME": folder.path("state")])
        #expect(quit.status == 130, "\(quit)")
        #expect(!quit.stderr.contains("hunter2"), "\(quit)")
        #expect(
            quit.stderr.contains(
                "resume with: \(WizardProcess.binary.path) run \(flow) --set 'token=<secret>' --set 'name=a b' --resume"),
            "\(quit)")
    }

    struct Launch: CustomTestStringConvertible, Sendable {
        var testDescription: String
        /// The shell command that starts the program (`$0` is the flow file).
        var command: String
        /// The program's name as the hint must spell it.
        var expected: String
    }

    static let launches = [
        Launch(testDescription: "found on PATH", command: #"exec wizard run "$0""#, expected: "wizard"),
        Launch(testDescription: "by a relative path", command: #"exec ./wizard run "$0""#, expected: "./wizard"),
    ]

    @Test(
        "the hint names the program as it was started (catches: 'wizard --resume' after ./.build/debug/wizard or swift run)",
        arguments: launches)
    func hintNamesTheProgramAsStarted(_ launch: Launch) throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write("n.json", #"{"id":"n","steps":[{"id":"name","type":"text","prompt":"Name?"}]}"#)
        let programFolder = WizardProcess.binary.deletingLastPathComponent().path
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = programFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["XDG_STATE_HOME"] = folder.path("state")
        environment["NO_COLOR"] = "1"
        let child = try ChildProcess("/bin/sh", ["-c", launch.command, flow], environment: environment, directory: programFolder)
        child.send(Data(":quit\n".utf8))
        let end = child.finish()
        let stderr = String(decoding: child.standardError, as: UTF8.self)
        #expect(end.status == 130, "\(stderr)")
        #expect(stderr.contains("resume with: \(launch.expected) run \(flow) --resume"), "\(stderr)")
    }
}
