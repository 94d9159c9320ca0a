import Testing

@testable import WizardEngine

/// `RegexPattern.matchesWhole` answers one-class patterns (`[a-z0-9-]+`) from a bit set read
/// when the pattern is compiled; it must agree with the compiled `Regex` everywhere.
@Suite struct ASCIIClassPatternTests {
    static let pieces = ["a-z", "A-Z", "0-9", "a-f", "_", ".", "x", "Q", "5", "-", "b-d", "z-a", "a-Z", "!", "é"]
    static let alphabet = Array("abcdefxyzABCQXZ0159_.-! é\u{301}ñ")

    @Test(
        "seeded one-class patterns and texts: fast path and Regex agree (catches: a class read wrongly at compile time)",
        arguments: 0..<4)
    func agreesWithRegex(seed: UInt64) throws {
        var random = SplitMix64(seed: 0xC1A5 + seed)
        var shaped = 0
        for _ in 0..<150 {
            let count = Int.random(in: 1...3, using: &random)
            let body = (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let source = "[" + body + "]" + (Bool.random(using: &random) ? "+" : "*")
            guard let pattern = try? RegexPattern(source) else { continue }
            if pattern.hasASCIIClassShape { shaped += 1 }
            for _ in 0..<12 {
                let length = Int.random(in: 0...6, using: &random)
                let text = String((0..<length).map { _ in Self.alphabet.randomElement(using: &random)! })
                #expect(pattern.matchesWhole(text) == pattern.regexMatchesWhole(text), "\(source) on \(text)")
            }
        }
        #expect(shaped > 50)
    }

    @Test func commonPatterns() throws {
        let pattern = try RegexPattern("[a-z0-9-]+")
        #expect(pattern.hasASCIIClassShape)
        #expect(pattern.matchesWhole("value-12"))
        #expect(!pattern.matchesWhole("Value"))
        #expect(!pattern.matchesWhole(""))
        #expect(try RegexPattern("[A-Z_]*").matchesWhole(""))
        #expect(!(try RegexPattern("[a-z]+x").hasASCIIClassShape))
    }
}
