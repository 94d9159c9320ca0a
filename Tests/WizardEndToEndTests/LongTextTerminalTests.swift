import Foundation
import Testing

/// Long text at a terminal (a `text` step with `multiline`) through the real binary on a
/// pseudo-terminal: Enter adds a line, Alt-Enter or a `.` line ends, Ctrl-X Ctrl-E opens
/// the editor on a private temporary file.
@Suite(.serialized)
struct LongTextTerminalTests {
    static let flow = """
        {"id": "signup", "title": "Signup", "steps": [
          {"id": "bio", "type": "text", "prompt": "Bio", "multiline": true},
          {"id": "city", "type": "text", "prompt": "City", "default": "Paris"}
        ]}
        """

    // Bug caught: Enter ends a long text after one line, Alt-Enter is not bound, or the
    // answered text collapses to its ending line instead of its first line and count.
    @Test(arguments: PickerScreenTests.cases)
    func enterAddsLinesAndAltEnterEnds(_ c: PickerScreenTests.Case) throws {
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow)
        let pty = try box.start(environment: c.color ? [:] : ["NO_COLOR": "1"], columns: c.columns)
        try pty.waitForScreen("? Bio")
        pty.send("first\r")
        try pty.waitForScreen("…")
        pty.send("second\u{1B}\r")
        try pty.waitForScreen("? City")
        #expect(pty.screen.lines.contains("✔ Bio · first … (2 lines)"), "\(pty.screen.text)")
        pty.send("\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers() == "{\n  \"bio\": \"first\\nsecond\",\n  \"city\": \"Paris\"\n}\n")
    }

    // Bug caught: an editor that fails taken as an empty answer, or the text typed so far
    // lost with it.
    @Test func failingEditorKeepsTheText() throws {
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow)
        let pty = try box.start(environment: ["NO_COLOR": "1", "EDITOR": "false", "VISUAL": ""])
        try pty.waitForInput("? Bio")
        pty.send("kept\u{18}\u{05}")
        try pty.expect("the editor 'false' ended with status 1: its text was not taken")
        try pty.waitForInput("? Bio")
        pty.send("\r")
        try pty.waitForInput("… ")
        pty.send(".\r")
        try pty.waitForInput("? City")
        pty.send("\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers() == "{\n  \"bio\": \"kept\",\n  \"city\": \"Paris\"\n}\n")
    }

    // Bug caught: the system's reason the editor's file cannot be made printed in English
    // under German, or not at all.
    @Test(arguments: [
        ("C.UTF-8", "the text could not be written for the editor: No such file or directory"),
        ("de_DE.UTF-8", "der Text konnte nicht für den Editor geschrieben werden: Datei oder Ordner nicht gefunden"),
    ])
    func editorFileCannotBeMade(_ language: String, _ line: String) throws {
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow)
        let missing = box.folder.appendingPathComponent("missing").path
        let pty = try box.start(environment: ["NO_COLOR": "1", "LANG": language, "TMPDIR": missing, "VISUAL": "true"])
        try pty.waitForInput("? Bio")
        pty.send("kept\u{18}\u{05}")
        try pty.expect(line)
        pty.send("\u{03}")
        _ = try pty.waitForExit()
    }

    // Bug caught: the editor not started, given the text typed so far, its file left
    // behind or readable by others, or its final newline kept in the answer.
    @Test func editorGivesTheAnswer() throws {
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow)
        let log = box.folder.appendingPathComponent("editor.log").path
        let editor = box.folder.appendingPathComponent("editor.sh").path
        try """
        #!/bin/sh
        { echo "$1"; stat -c %a "$1"; cat "$1"; } > '\(log)'
        printf 'edited one\\nedited two\\n' > "$1"
        """.write(toFile: editor, atomically: true, encoding: .utf8)
        _ = chmod(editor, 0o700)
        let pty = try box.start(environment: ["NO_COLOR": "1", "EDITOR": editor, "VISUAL": ""])
        try pty.waitForInput("? Bio")
        pty.send("typed\r")
        try pty.waitForInput("… ")
        pty.send("more\u{18}\u{05}")
        try pty.waitForInput("? City")
        pty.send("\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers() == "{\n  \"bio\": \"edited one\\nedited two\",\n  \"city\": \"Paris\"\n}\n")
        let seen = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(seen.count >= 4, "\(seen)")
        guard seen.count >= 4 else { return }
        #expect(seen[1] == "600")
        #expect(Array(seen[2...3]) == ["typed", "more"])
        #expect(!FileManager.default.fileExists(atPath: String(seen[0])), "the temporary file is left behind")
    }
}
