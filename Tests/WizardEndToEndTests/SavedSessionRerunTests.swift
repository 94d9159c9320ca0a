import Foundation
import Testing

/// A run started without `--resume` while a session of its flow is saved (docs/sessions.md):
/// it says so, and the saved session is replaced only by a session of its own.
@Suite struct SavedSessionRerunTests {
    static let flow = """
        {"id": "hp", "steps": [
          {"id": "greet", "type": "text", "prompt": "Greeting?"},
          {"id": "more", "type": "text", "prompt": "More?"}]}
        """

    /// Catches: a rerun that silently starts afresh over a saved session, or a completed
    /// rerun that deletes the session another run saved.
    @Test func pipedRerunWarnsAndACompletedRerunKeepsTheSavedSession() throws {
        let home = try StateHome()
        let flowPath = try home.folder.write("hp.json", Self.flow)
        let first = try home.run(["run", flowPath], input: "Hello Planet\n")
        #expect(first.status == 3, "\(first)")
        let session = try #require(home.sessionBytes("hp"))
        #expect(String(decoding: session, as: UTF8.self).contains("Hello Planet"))

        let second = try home.run(["run", flowPath], input: "Zed\nx\n")
        #expect(second.status == 0, "\(second)")
        #expect(second.stderr.contains("wizard: warning: a saved session of this flow is at \(home.sessionPath("hp"))"), "\(second)")
        #expect(second.stdout.contains(#""greet": "Zed""#))
        #expect(home.sessionBytes("hp") == session, "a completed run removed or changed a session it did not resume")

        let third = try home.run(["run", flowPath], input: "Zed\n")
        #expect(third.status == 3, "\(third)")
        #expect(String(decoding: try #require(home.sessionBytes("hp")), as: UTF8.self).contains("Zed"), "not replaced by its own")

        let resumed = try home.run(["run", flowPath, "--resume"], input: "y\n")
        #expect(resumed.status == 0, "\(resumed)")
        #expect(home.sessionBytes("hp") == nil, "a resumed run that completes removes its session")
    }
}
