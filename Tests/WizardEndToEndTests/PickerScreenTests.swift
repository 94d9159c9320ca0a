import Foundation
import Testing

/// Pickers at a terminal (docs/keystrokes.md), read back as the screen shows them, at 80
/// and 40 columns, with colour and without.
@Suite(.serialized)
struct PickerScreenTests {
    static let flow = """
        {"id": "pick", "title": "Pick", "steps": [
          {"id": "language", "type": "select", "prompt": "Which language?", "default": "go", "choices": [
            {"value": "swift", "label": "Swift", "help": "help for swift"},
            {"value": "go", "label": "Go", "help": "help for go"},
            {"value": "python", "label": "Python", "help": "help for python"},
            {"value": "rust", "label": "Rust", "help": "help for rust"},
            {"value": "typescript", "label": "TypeScript", "help": "help for typescript"}]},
          {"id": "features", "type": "multiselect", "prompt": "Which features?", "default": ["cli"],
           "choices": ["cli", "server", "tests", "docs"], "validate": {"max": 2}},
          {"id": "name", "type": "text", "prompt": "Name?", "default": "x"}
        ]}
        """

    struct Case: CustomTestStringConvertible, Sendable {
        var columns: Int
        var color: Bool
        var testDescription: String { "\(columns) columns, colour \(color ? "on" : "off")" }
    }

    static let cases = [80, 40].flatMap { columns in [true, false].map { Case(columns: columns, color: $0) } }

    // Bugs caught: choices only numbered, arrows recalling history, no filter, the default
    // not under the cursor, a refused set not kept, the answered prompt not collapsed.
    @Test(arguments: cases)
    func pickAndMark(_ c: Case) throws {
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow)
        let pty = try box.start(environment: c.color ? [:] : ["NO_COLOR": "1"], columns: c.columns)
        try pty.waitForInput("Which language?")
        try pty.expect("help for go")
        var lines = pty.screen.lines
        #expect(lines.contains("› Go"), "the default is under the cursor:\n\(pty.screen.text)")
        #expect(lines.contains("  Swift") && lines.contains("  TypeScript"))
        #expect(!lines.contains { $0.contains("1)") }, "no numbered list")

        pty.send("\u{1B}[B")  // Down
        try pty.expect("help for python")
        #expect(pty.screen.lines.contains("› Python"))

        pty.send("ru")  // the filter
        try pty.expect("help for rust")
        lines = pty.screen.lines
        #expect(lines.contains("› Rust"))
        #expect(!lines.contains("  Swift"), "the filter hides what does not match:\n\(pty.screen.text)")

        pty.send("zz")
        try pty.expect("no choice matches")
        pty.send("\r")  // nothing to pick: the line is kept
        try pty.expect("no choice matches")
        pty.send("\u{08}\u{08}\r")
        try pty.waitForInput("Which features?")
        try pty.expect("marked")
        lines = pty.screen.lines
        #expect(lines.contains("✔ Language · Rust"), "the answered prompt is one line:\n\(pty.screen.text)")
        #expect(!lines.contains { $0.contains("help for") }, "the list is gone")
        #expect(lines.contains("› [x] cli"))

        pty.send("\u{1B}[B \u{1B}[B ")  // mark server and tests: three marked, at most two allowed
        try pty.expect("3 of 4 marked")
        pty.send("\r")
        try pty.expect("at most 2")
        try pty.waitForInput("Which features?")
        try pty.expect("marked")
        lines = pty.screen.lines
        #expect(lines.contains("› [x] cli") && lines.contains("  [x] tests"), "the refused set is kept:\n\(pty.screen.text)")
        pty.send(" ")  // unmark cli
        try pty.expect("2 of 4 marked")
        pty.send("\r")
        try pty.waitForInput("Name?")
        lines = pty.screen.lines
        #expect(lines.contains("✔ Features · server, tests"), "\(pty.screen.text)")
        #expect(lines.allSatisfy { $0.count <= c.columns })
        pty.send("\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        let answers = try box.answers()
        #expect(answers.contains(#""language": "rust""#) && answers.contains(#""server","#) && answers.contains(#""tests""#), "\(answers)")
    }

    // Bug caught: Up at a picker recalls history; `:back` typed on an empty filter is taken
    // as a filter; the old answer is not under the cursor after back.
    @Test func typedCommandAndBack() throws {
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow)
        let pty = try box.start(columns: 80)
        try pty.waitForInput("Which language?")
        pty.send("\u{1B}[A\r")  // Up from Go: Swift
        try pty.waitForInput("Which features?")
        pty.send(":back\r")
        try pty.waitForInput("Which language?")
        try pty.expect("help for swift")
        #expect(pty.screen.lines.contains("› Swift"), "the old answer is under the cursor:\n\(pty.screen.text)")
        pty.send(":quit\r")
        #expect(try pty.waitForExit() == 130)
    }

    struct LineModeCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var arguments: [String]
        var environment: [String: String]
    }

    static let lineModes = [
        LineModeCase(testDescription: "--accessible", arguments: ["--accessible"], environment: [:]),
        LineModeCase(testDescription: "WIZARD_ACCESSIBLE=1", arguments: [], environment: ["WIZARD_ACCESSIBLE": "1"]),
        LineModeCase(testDescription: "TERM=dumb", arguments: [], environment: ["TERM": "dumb"]),
    ]

    // Bug caught: a screen reader's user gets a picker redrawn in place instead of the
    // numbered list and one line per answer.
    @Test(arguments: lineModes)
    func lineModeAtTerminal(_ c: LineModeCase) throws {
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow)
        let pty = try box.start(c.arguments, environment: c.environment.merging(["NO_COLOR": "1"]) { a, _ in a }, columns: 80)
        try pty.expect("Which language?")
        let lines = pty.screen.lines
        #expect(lines.contains("  1) Swift (swift)") && lines.contains("  5) TypeScript (typescript)"), "\(pty.screen.text)")
        #expect(lines.contains("       help for swift"), "each choice's help under it (bug: shown nowhere)")
        #expect(!pty.output.contains("\u{1B}7"), "nothing is redrawn in place")
        pty.send("4\r")
        try pty.expect("Which features?")
        pty.send("2, 3\r")
        try pty.expect("Name?")
        pty.send("\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(pty.screen.lines.contains { $0.hasPrefix("? Which language? [go] 4") }, "the answered line stays as typed")
        let answers = try box.answers()
        #expect(answers.contains(#""language": "rust""#) && answers.contains(#""server","#), "\(answers)")
    }

    // Bug caught: the list's keys hard-wired, so `$if wizard` in ~/.inputrc cannot move
    // them, or :help lists keys that are not the ones bound.
    @Test func listKeysAreRebindable() throws {
        let inputrc = "$if wizard\n\"\\C-t\": wizard-choice-down\n$endif\n"
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow, inputrc: inputrc)
        let pty = try box.start(columns: 80)
        try pty.waitForInput("Which language?")
        try pty.expect("help for go")
        pty.send("\u{14}")  // Ctrl-T, bound to wizard-choice-down
        try pty.expect("help for python")
        #expect(pty.screen.lines.contains("› Python"))
        pty.send(":help\r")
        try pty.expect("wizard-choice-down")
        try pty.waitForInput("Which language?")
        let row = pty.screen.lines.first { $0.contains("wizard-choice-down") }
        #expect(row?.split(separator: " ").prefix(3) == ["Ctrl-n,", "Ctrl-t,", "Down"], "\(pty.screen.text)")
        pty.send(":quit\r")
        #expect(try pty.waitForExit() == 130)
    }

    // Bug caught: after a resize the text still wraps at the old width.
    @Test func wrapFollowsResize() throws {
        let question = "Which of these many regions should the new service be deployed to?"
        let flow = """
            {"id": "w", "steps": [
              {"id": "a", "type": "text", "prompt": "First?"},
              {"id": "b", "type": "text", "prompt": "\(question)", "default": "x"}
            ]}
            """
        let box = try ReadlineEndToEndTests.Sandbox(flow: flow)
        let pty = try box.start(columns: 100)
        try pty.waitForInput("First?")
        pty.resize(columns: 40, rows: 24)
        pty.send("a\r")
        let shown = try pty.expect("deployed to? [x]", PseudoTerminal.pasteOn)
        // At 40 columns the question is written in rows broken between words.
        #expect(shown.contains("? Which of these many regions should\r\n"), "\(shown.debugDescription)")
        pty.send("\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
    }
}
