import Foundation
import Testing
import WizardTestSupport

/// A recording made at a terminal replays from a pipe when `--set` answers its secrets,
/// navigation at a secret step included (docs/cli.md, "Recording and replaying").
@Suite struct RecordedSecretReplayTests {
    static let flow = """
        {"id": "s", "steps": [
          {"id": "name", "type": "text", "prompt": "Name?"},
          {"id": "pw", "type": "secret", "prompt": "Password?"},
          {"id": "pin", "type": "secret", "prompt": "PIN?"},
          {"id": "city", "type": "text", "prompt": "City?"}
        ]}
        """

    /// Bug caught: Alt-Up at a secret recorded as `:back`, replayed with `--set` answering
    /// both secrets, went back from the step after them, so the next marker stood at a
    /// step that is not secret and the run ended with exit 3.
    @Test(.timeLimit(.minutes(2))) func backAtASecretReplaysWithSetSecrets() throws {
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow)
        let recording = box.folder.appendingPathComponent("rec.txt").path
        let typed = try box.start(["--record", recording])
        try typed.waitForInput("? Name?")
        typed.send("ann\r")
        try typed.waitForInput("? Password?")
        typed.send("first\r")
        try typed.waitForInput("? PIN?")
        typed.send("\u{1B}[1;3A")  // Alt-Up: wizard-back
        try typed.waitForInput("? Password?")
        typed.send("\r")
        try typed.waitForInput("? PIN?")
        typed.send("1234\r")
        try typed.waitForInput("? City?")
        typed.send("Paris\r")
        #expect(try typed.waitForExit() == 0, "\(typed.text)")
        let recorded = try String(contentsOfFile: recording, encoding: .utf8)
        #expect(recorded == "ann\n:secret\n:back\n:secret\n:secret\nParis\n")

        let replay = try WizardProcess.run(
            ["run", box.flowPath, "--set", "pw=p1", "--set", "pin=p2"], input: recorded, directory: box.folder)
        #expect(replay.status == 0, "\(replay)")
        #expect(replay.stdout == "{\n  \"name\": \"ann\",\n  \"pw\": \"p1\",\n  \"pin\": \"p2\",\n  \"city\": \"Paris\"\n}\n", "\(replay)")
    }
}
