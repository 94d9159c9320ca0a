import Foundation
import Testing
import WizardTestSupport

/// One run per session: while a run holds a session, a second `--resume` of it is refused
/// (exit 1, one line) and the session is left as it was.
struct SessionLockTests {
    static let flow = #"""
        {"id": "two", "steps": [{"id": "a", "type": "text", "prompt": "a"}, {"id": "b", "type": "text", "prompt": "b"}]}
        """#

    @Test func secondResumeOfASessionInUseIsRefused() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write("two.json", Self.flow)
        let session = folder.path("s.json")
        let first = try WizardProcess.run(["run", flow, "--session", session], input: "kept\n")
        #expect(first.status == 3, "\(first)")
        let saved = try Data(contentsOf: URL(fileURLWithPath: session))

        let holder = try WaitingWizard(["run", flow, "--session", session, "--resume"], environment: [:])
        #expect(holder.waitForStderr(containing: "? b"))
        // No input: the refused run exits before reading, and writing to it would raise SIGPIPE here.
        let second = try WizardProcess.run(["run", flow, "--session", session, "--resume"])
        #expect(second.status == 1, "\(second)")
        #expect(
            second.stderr
                == "wizard: error: the session \(session) is in use by another run of wizard; finish or stop that run first, or give --session FILE\n"
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: session)) == saved)

        let stopped = holder.signal(SIGTERM)
        #expect(stopped.status == 143)
        let resumed = try WizardProcess.run(["run", flow, "--session", session, "--resume"], input: "done\n")
        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stdout.contains(#""a": "kept""#), "\(resumed)")
    }
}
