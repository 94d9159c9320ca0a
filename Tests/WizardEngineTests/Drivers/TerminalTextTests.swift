import Testing

@testable import WizardCore
@testable import WizardEngine

/// The core keeps text from files raw in its messages; the drivers escape it when it is
/// printed (docs/architecture.md).
@Suite struct TerminalTextTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var text: String
        var shown: String
    }

    static let cases: [Case] = [
        Case(testDescription: "plain text and backslashes are unchanged", text: #"a\e b"#, shown: #"a\e b"#),
        Case(testDescription: "ESC", text: "x\u{1B}[2J", shown: #"x\e[2J"#),
        Case(testDescription: "tab, newline, carriage return", text: "a\tb\nc\rd", shown: #"a\tb\nc\rd"#),
        Case(testDescription: "other C0 controls and DEL", text: "\u{0}\u{7}\u{7F}", shown: #"\x00\x07\x7f"#),
        Case(testDescription: "C1 controls", text: "\u{9B}\u{85}", shown: #"\u{009b}\u{0085}"#),
        Case(testDescription: "bidirectional overrides", text: "\u{202E}\u{2066}", shown: #"\u{202e}\u{2066}"#),
        Case(testDescription: "other Unicode prints as itself", text: "ünï 😀 ›", shown: "ünï 😀 ›"),
    ]

    // Bug caught: a control character printed raw (a flow clearing the screen), or text
    // that is not a control character mangled.
    @Test(arguments: cases)
    func escapesEveryControlCharacter(_ c: Case) {
        #expect(TerminalText.escape(c.text) == c.shown)
        #expect(TerminalText.escape(c.shown) == c.shown)
    }

    // Bug caught: a multi-line message (a flow's `message` step) joined into one line, or
    // a control character let through inside one of its lines.
    @Test func keepsNewlinesWhenAsked() {
        #expect(TerminalText.escape("a\u{1B}\nb\t", keepingNewlines: true) == "a\\e\nb\\t")
    }

    // Bug caught: the core's `quoted` escaping again (the drivers would no longer be the
    // one place), or the cut at 60 scalars lost.
    @Test func coreQuotesRawAndDriversEscape() {
        #expect(quoted("a\u{1B}b") == "'a\u{1B}b'")
        let long = String(repeating: "\u{1B}", count: 70)
        #expect(quoted(long) == "'" + String(repeating: "\u{1B}", count: 57) + "...'")
        #expect(TerminalText.quote(long) == "'" + String(repeating: "\\e", count: 57) + "...'")
    }

    // Bug caught: a diagnostic whose message was escaped in the core (JSON consumers and
    // embedders would see `\e`), or a rendered line that lets ESC through.
    @Test func diagnosticsHoldRawTextAndRenderEscaped() throws {
        let text = #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "p", "x\u001b[2J": 1}]}"#
        let diagnostic = try #require(FlowLoader().load(string: text, name: "f\u{1B}.json").diagnostics.first)
        #expect(diagnostic.message == "unknown key 'x\u{1B}[2J' in 'text' step")
        #expect(diagnostic.description.hasPrefix("f\u{1B}.json:1:"))
        let line = DiagnosticRenderer.render(diagnostic)
        #expect(line == TerminalText.escape(diagnostic.description))
        #expect(line.hasPrefix(#"f\e.json:1:"#))
        #expect(line.contains(#"unknown key 'x\e[2J' in 'text' step (at steps[0].x\e[2J)"#))
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
    }
}
