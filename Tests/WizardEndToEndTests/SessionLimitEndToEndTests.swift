import Foundation
import Testing
import WizardTestSupport

/// Sessions at and beyond a run's limits, resumed by the real binary within 256 MiB of
/// address space (docs/sessions.md).
@Suite struct SessionLimitEndToEndTests {
    /// A flow whose second step loops on itself, each answer its 60-character default.
    static let loop = #"""
        {"id": "loop", "steps": [
          {"id": "first", "type": "text", "prompt": "First"},
          {"id": "q", "type": "text", "prompt": "Q", "default": "\#(String(repeating: "d", count: 60))", "next": "q"}
        ]}
        """#

    /// Catches: a session saved by a run stopped at the 100,000-entry limit (a file of more
    /// than 16 MiB) refused as damaged on `--resume`.
    @Test func aSessionSavedAtTheEntryLimitIsResumed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("flow.json", Self.loop)
        let stopped = try WizardProcess.run(
            ["run", "flow.json", "--defaults", "--session", "s.json"], input: "typed\n", directory: folder.url)
        #expect(stopped.status == 3, "\(stopped.stderr.suffix(400))")
        #expect(stopped.stderr.contains("more than 100000 steps"), "\(stopped.stderr.suffix(400))")
        let saved = try String(contentsOfFile: folder.path + "/s.json", encoding: .utf8)
        #expect(saved.utf8.count > 16 * 1024 * 1024)

        let resume = HostileInput(
            kind: "session at the entry limit", files: ["flow.json": Self.loop, "s.json": saved],
            arguments: ["run", "flow.json", "--defaults", "--session", "s.json", "--resume"])
        let run = try resume.run(within: HostileInput.Bounds.current)
        #expect(!run.isSignalled && !run.wasKilled, "\(run.stderr.suffix(400))")
        #expect(!run.stderr.contains("damaged"), "\(run.stderr.suffix(400))")
        // Resumed at the step it was waiting at, the 100,000th entry; no input answers it,
        // so the run stops and saves its session again.
        #expect(run.stderr.contains("Loop › Q (100000/100000+)"), "\(run.stderr.suffix(400))")
        #expect(run.status == 3, "\(run.stderr.suffix(400))")
        #expect(run.stderr.contains("input ended while q was waiting"), "\(run.stderr.suffix(400))")
        #expect(run.stderr.contains("session saved to s.json"), "\(run.stderr.suffix(400))")
    }

    /// Catches: a hand-made session of more entries than a run pushes read whole (its tree
    /// of values ran the program out of memory), rather than refused naming the limit.
    @Test func aSessionBeyondTheEntryLimitIsRefused() throws {
        let entry = #"{"screen":{"answer":"a","answerChanges":[],"arrivalChanges":[],"id":1,"kind":{"step":{}},"step":"q"},"style":"push"}"#
        let routes = Array(repeating: entry, count: 130_000).joined(separator: ",")
        let session =
            #"{"fingerprint":"","flowID":"loop","format":"wizard-session/2","state":{"answers":{},"drafts":{},"frames":[],"#
            + #""isCompleted":false,"nextEntryID":2,"pending":[],"pushCount":1,"stack":{"routes":[\#(routes)]},"typedPaths":[]}}"#
        let resume = HostileInput(
            kind: "too many entries", files: ["flow.json": Self.loop, "s.json": session],
            arguments: ["run", "flow.json", "--session", "s.json", "--resume"])
        let run = try resume.run(within: HostileInput.Bounds.current)
        #expect(!run.isSignalled && !run.wasKilled, "\(run.stderr.suffix(400))")
        #expect(run.status == 1, "\(run.stderr.suffix(400))")
        #expect(
            run.stderr.contains("cannot be resumed: it holds more than 100,000 entries, the most one run pushes"),
            "\(run.stderr.suffix(400))")
    }
}
