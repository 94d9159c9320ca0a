import Foundation
import Testing
import WizardTestSupport

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
        let session = try #require(home.sessionBytes("hp", file: flowPath))
        #expect(String(decoding: session, as: UTF8.self).contains("Hello Planet"))

        let second = try home.run(["run", flowPath], input: "Zed\nx\n")
        #expect(second.status == 0, "\(second)")
        #expect(
            second.stderr.contains("wizard: warning: a saved session of this flow is at \(home.sessionPath("hp", file: flowPath))"),
            "\(second)")
        #expect(second.stdout.contains(#""greet": "Zed""#))
        #expect(home.sessionBytes("hp", file: flowPath) == session, "a completed run removed or changed a session it did not resume")

        let third = try home.run(["run", flowPath], input: "Zed\n")
        #expect(third.status == 3, "\(third)")
        #expect(
            String(decoding: try #require(home.sessionBytes("hp", file: flowPath)), as: UTF8.self).contains("Zed"),
            "not replaced by its own")

        let resumed = try home.run(["run", flowPath, "--resume"], input: "y\n")
        #expect(resumed.status == 0, "\(resumed)")
        #expect(home.sessionBytes("hp", file: flowPath) == nil, "a resumed run that completes removes its session")
    }

    /// Catches: a session found by flow id alone, so a flow file with the same id (or a
    /// cookiecutter.json in another folder whose name is not an id) replaces, removes or
    /// resumes the other's saved answers.
    @Test(arguments: [
        ("one/setup.json", "two/setup.json", Self.flow.replacingOccurrences(of: #""hp""#, with: #""setup""#)),
        ("tpl.one/cookiecutter.json", "my template/cookiecutter.json", #"{"greet": "hi", "more": "x"}"#),
    ])
    func twoFlowFilesWithOneIdKeepTheirOwnSessions(_ first: String, _ second: String, _ text: String) throws {
        let home = try StateHome()
        let folder = try TemporaryFolder()
        for name in [first, second] {
            try FileManager.default.createDirectory(
                atPath: folder.path((name as NSString).deletingLastPathComponent), withIntermediateDirectories: true)
            _ = try folder.write(name, text)
        }
        let a = try home.run(["run", folder.path(first)], input: "from-one\n")
        #expect(a.status == 3, "\(a)")
        let b = try home.run(["run", folder.path(second)], input: "from-two\n")
        #expect(b.status == 3, "\(b)")
        #expect(!b.stderr.contains("saved session"), "\(b)")
        let resumed = try home.run(["run", folder.path(first), "--resume"], input: "end\n")
        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stdout.contains("from-one"), "\(resumed)")
        #expect(!resumed.stderr.contains("changed"), "\(resumed)")
        let other = try home.run(["run", folder.path(second), "--resume"], input: "end\n")
        #expect(other.stdout.contains("from-two"), "\(other)")
    }
}
