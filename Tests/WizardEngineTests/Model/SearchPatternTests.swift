import Testing

@testable import WizardCore

/// Searching and replacing: the match found is the one Python's `re` finds (the expected
/// results below are what `re.sub` and `re.search` give), and the work stays bounded.
struct SearchPatternTests {
    struct ReplaceCase: CustomTestStringConvertible, Sendable {
        var pattern: String
        var replacement: String
        var text: String
        var expected: String
        var testDescription: String { "\(pattern) → \(replacement) in \(text)" }
    }

    static let replaceCases: [ReplaceCase] = [
        ReplaceCase(pattern: "x*", replacement: "-", text: "abxd", expected: "-a-b--d-"),
        ReplaceCase(pattern: "a|ab", replacement: "X", text: "abab", expected: "XbXb"),
        ReplaceCase(pattern: "(a+?)b", replacement: "<\\1>", text: "aaab", expected: "<aaa>"),
        ReplaceCase(pattern: "([a-z]+)-(\\d+)", replacement: "\\2_\\1", text: "abc-12 de-3", expected: "12_abc 3_de"),
        ReplaceCase(pattern: "^\\s+|\\s+$", replacement: "", text: "  hi there  ", expected: "hi there"),
        ReplaceCase(pattern: "[^a-z0-9]+", replacement: "-", text: "My Shop 2!", expected: "-y-hop-2-"),
        ReplaceCase(pattern: "(?P<w>\\w+)@", replacement: "\\g<w> at ", text: "me@x", expected: "me at x"),
        ReplaceCase(pattern: "(a)|b", replacement: "[\\1]", text: "ab", expected: "[a][]"),
        ReplaceCase(pattern: "a{2,3}?", replacement: "X", text: "aaaaa", expected: "XXa"),
        ReplaceCase(pattern: "", replacement: "-", text: "ab", expected: "-a-b-"),
        ReplaceCase(pattern: "(?i)shop", replacement: "store", text: "SHOP shop", expected: "store store"),
        ReplaceCase(pattern: "\\.", replacement: "\\\\", text: "a.b", expected: "a\\b"),
        ReplaceCase(pattern: "-suffix$", replacement: "", text: "name-suffix", expected: "name"),
        ReplaceCase(pattern: "é+", replacement: "e", text: "cafééé", expected: "cafe"),
    ]

    @Test(arguments: replaceCases)
    func replacesAsPythonDoes(_ c: ReplaceCase) throws {
        let pattern = try SearchPattern(c.pattern)
        #expect(try pattern.replacing(in: c.text, with: c.replacement, maximumBytes: 1000) == c.expected)
    }

    @Test func searchFindsTheLeftmostPreferredMatch() throws {
        #expect(try SearchPattern("a+").firstMatch(in: "baaac") == "aaa")
        #expect(try SearchPattern("\\d*").firstMatch(in: "ab12") == "")
        #expect(try SearchPattern("x").firstMatch(in: "abc") == nil)
        #expect(try SearchPattern("(a|ab)(c|bcd)").firstMatch(in: "abcd") == "abcd")
        #expect(try SearchPattern("a*?").firstMatch(in: "aaa") == "")
        #expect(try SearchPattern("^b").firstMatch(in: "ab") == nil)
    }

    @Test func countLimitsTheReplacements() throws {
        #expect(try SearchPattern("a").replacing(in: "aaa", with: "b", count: 2, maximumBytes: 100) == "bba")
    }

    @Test func aResultPastTheLimitAndAnUnknownGroupAreRefused() throws {
        let pattern = try SearchPattern("")
        #expect(throws: ReplacementError.tooLong(10)) {
            try pattern.replacing(in: "abcdef", with: "--", maximumBytes: 10)
        }
        #expect(throws: ReplacementError.unknownGroup("2")) {
            try SearchPattern("(a)").replacing(in: "a", with: "\\2", maximumBytes: 10)
        }
        #expect(throws: ReplacementError.unknownGroup("name")) {
            try SearchPattern("(a)").replacing(in: "a", with: "\\g<name>", maximumBytes: 10)
        }
    }

    @Test func backtrackingShapesStayLinear() throws {
        // `(a+)+$` on many a's and a final b: exponential for a backtracking matcher.
        let text = String(repeating: "a", count: 5000) + "b"
        #expect(try SearchPattern("(a+)+$").firstMatch(in: text) == nil)
        #expect(try SearchPattern("(a+)+b").firstMatch(in: text) == text)
    }

    @Test func refusesWhatMatchingRefuses() {
        #expect(throws: PatternSyntaxError.self) { try SearchPattern("(a)\\1") }
        #expect(throws: PatternSyntaxError.self) { try SearchPattern("a(?=b)") }
    }
}
