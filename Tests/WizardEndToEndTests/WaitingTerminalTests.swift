import Foundation
import Testing
import WizardTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A slow process plugin at a terminal: a spinner says what is awaited, and Ctrl-C cancels
/// the wait back to the prompt with every answer kept; piped, nothing is drawn.
@Suite(.serialized)
struct WaitingTerminalTests {
    /// A validator that takes 30 s for the answer "slow" and accepts anything else at once.
    static let plugin = #"""
        #!/bin/sh
        while IFS= read -r line; do
          id=$(printf '%s' "$line" | sed 's/.*"id":\([0-9]*\).*/\1/')
          case "$line" in
            *'"method":"describe"'*) printf '{"id":%s,"result":{"name":"slow","validators":["check"]}}\n' "$id" ;;
            *'"value":"slow"'*) sleep 30 >/dev/null 2>&1; printf '{"id":%s,"result":{"valid":true}}\n' "$id" ;;
            *) printf '{"id":%s,"result":{"valid":true}}\n' "$id" ;;
          esac
        done
        """#

    static let flow = #"""
        {"id": "signup", "title": "Signup",
         "plugins": {"slow": "wizard-plugin-slow"},
         "steps": [
          {"id": "name", "type": "text", "prompt": "Name"},
          {"id": "email", "type": "text", "prompt": "Email"},
          {"id": "team", "type": "text", "prompt": "Team", "validate": {"plugin": "slow.check"}}
        ]}
        """#

    // Bug caught: silence while a plugin works; Ctrl-C during the wait ending the run
    // ("stopped by SIGINT while busy") and losing the name and e-mail typed before.
    @Test(arguments: PickerScreenTests.cases)
    func spinnerThenCtrlCKeepsTheAnswers(_ c: PickerScreenTests.Case) throws {
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow)
        let pluginPath = box.folder.appendingPathComponent("wizard-plugin-slow").path
        try Self.plugin.write(toFile: pluginPath, atomically: true, encoding: .utf8)
        _ = chmod(pluginPath, 0o700)
        let pty = try box.start(
            ["--allow-plugin", pluginPath], environment: c.color ? [:] : ["NO_COLOR": "1"], columns: c.columns)
        try pty.waitForScreen("? Name")
        pty.send("Ada\r")
        try pty.waitForScreen("? Email")
        pty.send("ada@example.com\r")
        try pty.waitForScreen("? Team")
        pty.send("slow\r")
        try pty.waitForScreen("asking wizard-plugin-slow")
        pty.send("\u{03}")
        // Readline reading again, not only the notice: Ctrl-U sent before the terminal is
        // prepared is the kernel's line kill, and "slow" stays on the line.
        try pty.expect("cancelled")
        try pty.waitForInput("Team")
        pty.send("\u{15}core\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers() == "{\n  \"name\": \"Ada\",\n  \"email\": \"ada@example.com\",\n  \"team\": \"core\"\n}\n")
    }

    // Bug caught: SIGINT while a slow plugin validates a piped answer killing the run
    // "while busy" with no session, so the answers given before it are lost.
    @Test func signalDuringPipedWaitSavesTheSession() throws {
        let home = try StateHome()
        let flow = try home.folder.write("signup.json", Self.flow)
        let plugin = try home.folder.writeExecutable("wizard-plugin-slow", Self.plugin)
        let wizard = try WaitingWizard(["run", flow, "--allow-plugin", plugin], environment: home.environment)
        wizard.send("Ada\nada@example.com\nslow\n")
        try #require(wizard.waitForStderr(containing: "? Team slow"))
        let (status, stderr) = wizard.signal(SIGINT)
        #expect(status == 130, "\(stderr)")
        #expect(stderr.contains("wizard: note: session saved"), "\(stderr)")
        let resumed = try home.run(["run", flow, "--resume", "--allow-plugin", plugin], input: "core\n")
        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stdout == "{\n  \"name\": \"Ada\",\n  \"email\": \"ada@example.com\",\n  \"team\": \"core\"\n}\n")
    }

    // Bug caught: a spinner drawn into a log or pipe.
    @Test func nothingDrawnOffATerminal() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write(
            "signup.json",
            Self.flow.replacingOccurrences(
                of: "\"slow\": \"wizard-plugin-slow\"", with: "\"slow\": {\"path\": \"wizard-plugin-slow\", \"timeout\": 1}"))
        let plugin = try folder.writeExecutable("wizard-plugin-slow", Self.plugin)
        let result = try WizardProcess.run(["run", flow, "--allow-plugin", plugin], input: "Ada\nada@example.com\nslow\ncore\n")
        #expect(result.status == 0, "\(result)")
        #expect(!result.stderr.contains("asking wizard-plugin-slow"), "\(result)")
        #expect(result.stderr.contains("did not answer within"), "\(result)")
    }
}
