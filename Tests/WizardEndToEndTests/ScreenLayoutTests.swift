import Foundation
import Testing

/// The screen at a terminal (docs/keystrokes.md): the description, step titles, the
/// placeholder, collapsed answers, a refused answer kept, word wrap, a very long prompt;
/// read back as the screen shows it, at 80 and 40 columns, colour on and off.
@Suite(.serialized)
struct ScreenLayoutTests {
    static let flow = """
        {"id": "t", "title": "Setup", "description": "A short tour of the screen: titles, a placeholder, a refused answer kept on the line.",
         "steps": [
          {"id": "name", "type": "text", "title": "Full name", "prompt": "Your name?", "placeholder": "Ada Lovelace"},
          {"id": "port", "type": "integer", "prompt": "Port?", "default": 5432}
        ]}
        """

    typealias Case = PickerScreenTests.Case
    static let cases = PickerScreenTests.cases

    // Bugs caught: no description, breadcrumbs from ids, the placeholder never shown or left
    // behind as if it were the answer, a refused answer cleared, lines broken mid-word.
    @Test(arguments: cases)
    func screenReadsWell(_ c: Case) throws {
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow)
        let pty = try box.start(environment: c.color ? [:] : ["NO_COLOR": "1"], columns: c.columns)
        try pty.waitForInput("Your name?")
        try pty.expect("Lovelace")
        var lines = pty.screen.lines
        let words = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words.contains("A short tour of the screen: titles, a placeholder, a refused answer kept on the line."))
        #expect(lines.contains("Setup › Full name (1/2+)"), "\(pty.screen.text)")
        #expect(lines.contains("? Your name? Ada Lovelace"), "the placeholder is shown in the empty line")
        // Every row ends at a word's end: no row's last word continues on the next row.
        let dictionary = Set(words.split(separator: " ").map(String.init))
        for row in lines where !row.isEmpty {
            #expect(row.split(separator: " ").allSatisfy { dictionary.contains(String($0)) }, "a word cut at \(row)")
        }

        pty.send("Ada\r")
        try pty.waitForInput("Port?")
        lines = pty.screen.lines
        #expect(lines.contains("✔ Full name · Ada"), "\(pty.screen.text)")
        #expect(!lines.contains { $0.contains("Lovelace") }, "the placeholder is gone")

        pty.send("\u{15}abc\r")
        try pty.expect("expected a whole number")
        try pty.waitForInput("Port?")
        lines = pty.screen.lines
        #expect(lines.last { $0.hasPrefix("? Port?") } == "? Port? [5432] abc", "the refused answer is kept:\n\(pty.screen.text)")
        pty.send("\u{15}\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers().contains(#""port": 5432"#))
    }

    // Bug caught: a prompt line of about 24,000 characters corrupted readline's heap
    // ("realloc(): invalid next size", exit 134, terminal left raw).
    @Test func veryLongPromptLine() throws {
        let question = String(repeating: "word ", count: 4_800) + "end?"
        let flow = #"{"id": "l", "steps": [{"id": "a", "type": "text", "prompt": "\#(question)", "default": "d"}]}"#
        let box = try ReadlineEndToEndTests.Sandbox(flow: flow)
        let pty = try box.start(columns: 80)
        try pty.waitForInput("end? [d]")
        #expect(pty.screen.lines.contains { $0.hasPrefix("word word") && $0.count <= 80 })
        pty.send("typed\r")
        #expect(try pty.waitForExit() == 0, "\(pty.output.suffix(500))")
        #expect(try box.answers().contains(#""a": "typed""#))
    }
}
