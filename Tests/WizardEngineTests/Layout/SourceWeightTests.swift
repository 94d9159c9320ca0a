import Foundation
import Testing

/// The code under Sources/ stays within its budget of lines. A line of code is a line of a
/// Swift file that is neither blank nor a comment (as line counters such as cloc count them):
/// doc comments are what the style asks of every symbol, so they are not weight. The language
/// catalogues (`Catalogue+NAME.swift`) are data a translator edits and are not counted.
@Suite struct SourceWeightTests {
    /// The most lines of code Sources/ may hold (docs/architecture.md, "Weight").
    static let budget = 24_000

    /// The lines of code in `text`: lines that are not blank, not a `//` comment and not inside
    /// a `/* */` comment. A line inside a multi-line string literal is code, whatever it starts
    /// with.
    static func codeLines(in text: String) -> Int {
        var count = 0
        var inBlockComment = false
        var inStringLiteral = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inBlockComment {
                if trimmed.contains("*/") { inBlockComment = false }
                continue
            }
            let quotes = line.components(separatedBy: "\"\"\"").count - 1
            if inStringLiteral {
                count += 1
                if quotes % 2 == 1 { inStringLiteral = false }
                continue
            }
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            if trimmed.hasPrefix("/*") {
                if !trimmed.contains("*/") { inBlockComment = true }
                continue
            }
            count += 1
            if quotes % 2 == 1 { inStringLiteral = true }
        }
        return count
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var text: String
        var lines: Int
    }

    static let cases: [Case] = [
        Case(testDescription: "code, blank lines and line comments", text: "let a = 1\n\n// why\n/// what\nlet b = 2 // note\n", lines: 2),
        Case(testDescription: "a block comment", text: "/* one\n two */\nlet a = 1\n/* three */\n", lines: 1),
        Case(
            testDescription: "a string literal's lines", text: "let s = \"\"\"\n    // not a comment\n\n    \"\"\"\nlet t = 1\n",
            lines: 5),
    ]

    @Test("counts lines of code, not comments or blank lines (catches: a counter that counts doc comments)", arguments: cases)
    func counting(_ example: Case) {
        #expect(Self.codeLines(in: example.text) == example.lines)
    }

    @Test("Sources/ holds at most 24,000 lines of code, catalogues aside (catches: weight creeping back)")
    func withinBudget() throws {
        let sources = SourceLayoutTests.root.appendingPathComponent("Sources")
        let found = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        let files = found.filter { $0.pathExtension == "swift" && !$0.lastPathComponent.hasPrefix("Catalogue+") }
        #expect(files.count > 100)
        let total = try files.reduce(0) { $0 + Self.codeLines(in: try String(contentsOf: $1, encoding: .utf8)) }
        #expect(total <= Self.budget, "Sources/ holds \(total) lines of code")
    }
}
