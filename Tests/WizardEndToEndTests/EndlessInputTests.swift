import Foundation
import Testing
import WizardTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Input that never ends a line (`wizard run f.json < /dev/zero`) is bounded
/// (docs/writing-flows.md): the first 64 KiB are refused as too long, and past 1 MiB more
/// of the same line the input counts as ended.
@Suite struct EndlessInputTests {
    /// Catches: the plain driver reading an endless line for ever at full CPU.
    @Test func anEndlessLineEndsTheInput() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write("q.json", #"{"id": "q", "steps": [{"id": "a", "type": "text", "prompt": "A?"}]}"#)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = folder.path("state")
        let child = try ChildProcess(
            WizardProcess.binary.path, ["run", flow], environment: environment, standardInput: .file("/dev/zero"))
        let deadline = Date().addingTimeInterval(30)
        while child.isRunning && Date() < deadline { child.collect(waitingAtMost: 200) }
        let stillRunning = child.isRunning
        if stillRunning { child.signal(SIGKILL) }
        let end = child.finish()
        let stderr = String(decoding: child.standardError, as: UTF8.self)
        #expect(!stillRunning, "still reading /dev/zero after 30 s")
        #expect(end.status == 3)
        #expect(stderr.contains("✗ the input is longer than 64 KiB"))
        #expect(stderr.contains("wizard: error: input ended while a was waiting for an answer"))
    }
}
