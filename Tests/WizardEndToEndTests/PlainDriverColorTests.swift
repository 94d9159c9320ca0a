import Foundation
import Testing
import WizardTestSupport

/// The plain driver prints no colour, also when standard error is a terminal and only
/// standard input is piped.
@Suite struct PlainDriverColorTests {
    /// Catches: prompts in colour escape sequences written by the plain driver because
    /// standard error is a terminal.
    @Test func pipedInputWithATerminalPrintsNoColour() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write(
            "p.json",
            #"{"id": "p", "steps": [{"id": "name", "type": "text", "prompt": "Name?"}, {"id": "ok", "type": "confirm", "prompt": "OK?"}]}"#)
        let input = try folder.write("input.txt", "Ada\nmaybe\ny\n")
        let terminal = try PseudoTerminal(["run", flow], environment: ["XDG_STATE_HOME": folder.path("state")], standardInput: input)
        let status = try terminal.waitForExit()
        #expect(status == 0, "\(terminal.text)")
        #expect(terminal.text.contains("? Name?"), "\(terminal.text)")
        #expect(terminal.text.contains("expected y, yes, n or no, found 'maybe'"), "\(terminal.text)")
        #expect(!terminal.output.contains("\u{1B}["), "\(terminal.output.debugDescription)")
    }
}
