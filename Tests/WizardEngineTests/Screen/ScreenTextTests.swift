import Testing

@testable import WizardEngine

/// Wrapping at word boundaries and measuring what the terminal shows.
@Suite struct ScreenTextTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var text: String
        var width: Int
        var rows: [String]
    }

    static let cases: [Case] = [
        Case(
            testDescription: "breaks between words, never inside one (bug: 'fo/r help')",
            text: "Type :back to go back, :root to start over, :help for help.", width: 20,
            rows: ["Type :back to go", "back, :root to start", "over, :help for", "help."]),
        Case(testDescription: "a line that fits is kept as it is", text: "short", width: 20, rows: ["short"]),
        Case(
            testDescription: "a word wider than a row is cut", text: "abcdefghij", width: 4, rows: ["abcd", "efgh", "ij"]),
        Case(
            testDescription: "colour takes no room", text: "\u{1B}[1mab\u{1B}[0m cd", width: 5,
            rows: ["\u{1B}[1mab\u{1B}[0m cd"]),
    ]

    @Test(arguments: cases)
    func wrap(_ c: Case) {
        #expect(ScreenText.wrap(c.text, width: c.width) == c.rows)
        #expect(ScreenText.wrap(c.text, width: c.width).allSatisfy { ScreenText.width($0) <= c.width })
    }

    @Test("a column's padding that hangs past the edge ends the row (bug: 'Tabeinen', the next word glued on)")
    func paddingPastTheEdge() {
        #expect(
            ScreenText.wrapLines("  Tab" + String(repeating: " ", count: 30) + "complete a value\n", width: 20)
                == "  Tab\n    complete a value\n")
    }

    @Test("wide characters count two columns, combining marks none")
    func widths() {
        #expect(ScreenText.width("日本") == 4)
        #expect(ScreenText.width("e\u{301}") == 1)
    }

    @Test("a table row that goes on is indented under its text (bug: continued at column 0)")
    func hangingIndent() {
        #expect(
            ScreenText.wrapLines("  F1, Alt-h  wizard-help  the step's help and these lists\nnext", width: 30)
                == "  F1, Alt-h  wizard-help  the\n    step's help and these\n    lists\nnext")
    }
}
