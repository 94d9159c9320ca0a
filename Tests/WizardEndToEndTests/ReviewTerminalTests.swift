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

    // Bug caught: the review skipped at a terminal, not shown as a picker, a picked answer
    // not pre-filled, the run not coming back to the review, Enter at the review not finishing.
    @Test(arguments: PickerScreenTests.cases)
    func pickAnAnswerThenFinish(_ c: PickerScreenTests.Case) throws {
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow)
        let pty = try box.start(environment: c.color ? [:] : ["NO_COLOR": "1"], columns: c.columns)
        try pty.waitForScreen("? Name")
        pty.send("Ada\r")
        try pty.waitForScreen("? City")
        pty.send("\r")
        try pty.waitForScreen("› Finish")
        var lines = pty.screen.lines
        #expect(lines.contains("  Name: Ada") && lines.contains("  City: Paris"), "\(pty.screen.text)")
        #expect(!lines.contains { $0.contains("1)") }, "a picker, not a numbered list")
        pty.send("\u{1B}[H")  // Home: the first answer
        try pty.waitForScreen("› Name: Ada")
        pty.send("\r")
        try pty.waitForScreen("? Name Ada")
        pty.send("\u{15}Grace\r")
        try pty.waitForScreen("Name: Grace")
        lines = pty.screen.lines
        #expect(lines.contains("› Finish"), "back at the review:\n\(pty.screen.text)")
        pty.send("\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers() == "{\n  \"name\": \"Grace\",\n  \"city\": \"Paris\"\n}\n")
    }

    // Bug caught: a number typed at the review's picker not picking that answer, as it does in
    // the line mode.
    @Test func aNumberPicksThatAnswer() throws {
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow)
        let pty = try box.start(environment: ["NO_COLOR": "1"])
        try pty.waitForInput("? Name")
        pty.send("Ada\r")
        try pty.waitForInput("? City")
        pty.send("\r")
        try pty.expect("› Finish")
        pty.send("2\r")
        try pty.waitForInput("? City [Paris] Paris")
        pty.send("\u{15}Rome\r")
        try pty.expect("City: Rome")
        pty.send("\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers() == "{\n  \"name\": \"Ada\",\n  \"city\": \"Rome\"\n}\n")
    }
}
