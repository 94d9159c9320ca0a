import Foundation
import Testing

/// The review at a terminal through the real binary on a pseudo-terminal (readline).
@Suite(.serialized)
struct ReviewTerminalTests {
    static let flow = """
        {"id": "signup", "title": "Signup", "review": true, "steps": [
          {"id": "name", "type": "text", "prompt": "Name"},
          {"id": "city", "type": "text", "prompt": "City", "default": "Paris"}
        ]}
        """

    // Bug caught: the review skipped at a terminal, a picked answer not pre-filled, the
    // run not coming back to the review, Enter at the review not finishing.
    @Test func pickAnAnswerThenFinish() throws {
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow)
        let pty = try box.start()
        try pty.waitForInput("? Name")
        pty.send("Ada\r")
        try pty.waitForInput("? City")
        pty.send("\r")
        try pty.expect("1) Name: Ada", "2) City: Paris", "3) Finish")
        try pty.waitForInput("? Review your answers")
        pty.send("1\r")
        try pty.waitForInput("? Name Ada")
        pty.send("\u{15}Grace\r")
        try pty.expect("1) Name: Grace")
        try pty.waitForInput("? Review your answers")
        pty.send("\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers() == "{\n  \"name\": \"Grace\",\n  \"city\": \"Paris\"\n}\n")
    }
}
