import Testing
import WizardTestSupport

@testable import WizardCore
@testable import WizardEngine

/// The pattern matcher: the syntax it accepts, what it refuses (with the column and the
/// reason), and the same answers as Swift's backtracking `Regex` on the shared subset.
struct RegexPatternTests {
    struct MatchCase: CustomTestStringConvertible, Sendable {
        var pattern: String
        var matching: [String]
        var notMatching: [String]
        var testDescription: String { pattern }
    }

    static let matchCases: [MatchCase] = [
        MatchCase(pattern: "[a-z]+", matching: ["abc", "z"], notMatching: ["", "aBc", "abc\n"]),
        MatchCase(pattern: "[a-z0-9-]*", matching: ["", "a-1"], notMatching: ["A"]),
        MatchCase(pattern: "^abc$", matching: ["abc"], notMatching: ["abcd", "xabc"]),
        MatchCase(pattern: "a^b", matching: [], notMatching: ["ab", "a^b"]),
        MatchCase(pattern: "a|b|cd", matching: ["a", "b", "cd"], notMatching: ["c", "ab", ""]),
        MatchCase(pattern: "(?:ab)+", matching: ["ab", "abab"], notMatching: ["", "aba"]),
        MatchCase(pattern: "(?P<x>a)(?<y>b)?", matching: ["a", "ab"], notMatching: ["b"]),
        MatchCase(pattern: "a{2,3}", matching: ["aa", "aaa"], notMatching: ["a", "aaaa"]),
        MatchCase(pattern: "a{2,}", matching: ["aa", "aaaaaa"], notMatching: ["a"]),
        MatchCase(pattern: "a{0}b", matching: ["b"], notMatching: ["ab"]),
        MatchCase(pattern: "a{,2}", matching: ["a{,2}"], notMatching: ["a", "aa"]),
        MatchCase(pattern: "a+?b*?c??", matching: ["a", "abbc"], notMatching: ["b"]),
        MatchCase(pattern: "\\d\\w\\s", matching: ["1a ", "9_\t"], notMatching: ["a1 ", "١a "]),
        MatchCase(pattern: "\\D\\W\\S", matching: ["a-x"], notMatching: ["1-x", "a-\t"]),
        MatchCase(pattern: "[^@ ]+@[^@ ]+\\.[^@ ]+", matching: ["me@example.org", "é@ü.de"], notMatching: ["a@b", "a b@c.d"]),
        MatchCase(pattern: "[]a]+", matching: ["]a]"], notMatching: ["b"]),
        MatchCase(pattern: "[a-]+", matching: ["-a"], notMatching: ["b"]),
        MatchCase(pattern: "[\\d.]+", matching: ["1.2"], notMatching: ["a"]),
        MatchCase(pattern: "[[:alpha:][:digit:]]+", matching: ["a1"], notMatching: ["-"]),
        MatchCase(pattern: "[[:^space:]]+", matching: ["ab"], notMatching: ["a b"]),
        MatchCase(pattern: ".", matching: ["é", "😀"], notMatching: ["\n", "ab"]),
        MatchCase(pattern: "(?s).", matching: ["\n"], notMatching: [""]),
        MatchCase(pattern: "(?i)abc", matching: ["ABC", "aBc"], notMatching: ["abd"]),
        MatchCase(pattern: "(?i:a)b", matching: ["Ab"], notMatching: ["AB"]),
        MatchCase(pattern: "(?i)[a-c]+", matching: ["AbC"], notMatching: ["d"]),
        MatchCase(pattern: "(?i)é", matching: ["É"], notMatching: ["e"]),
        MatchCase(pattern: "\\x41\\x{263A}\\.\\*", matching: ["A☺.*"], notMatching: ["A☺x*"]),
        MatchCase(pattern: "\\Aa\\z", matching: ["a"], notMatching: ["ab"]),
        MatchCase(pattern: "a{", matching: ["a{"], notMatching: ["a"]),
        MatchCase(pattern: "", matching: [""], notMatching: ["a"]),
        MatchCase(pattern: "(a*)*", matching: ["", "aaa"], notMatching: ["b"]),
        MatchCase(pattern: "(|a)+b", matching: ["b", "aab"], notMatching: ["a"]),
        MatchCase(pattern: "x*$", matching: ["", "xx"], notMatching: ["y"]),
    ]

    @Test(arguments: matchCases)
    func matches(_ entry: MatchCase) throws {
        let pattern = try RegexPattern(entry.pattern)
        for text in entry.matching { #expect(pattern.matchesWhole(text), "\(entry.pattern) should match \(text.debugDescription)") }
        for text in entry.notMatching { #expect(!pattern.matchesWhole(text), "\(entry.pattern) matched \(text.debugDescription)") }
    }

    struct RefusalCase: CustomTestStringConvertible, Sendable {
        var pattern: String
        var message: String
        var testDescription: String { pattern }
    }

    static let refusalCases: [RefusalCase] = [
        RefusalCase(pattern: "(a)\\1", message: "column 4: backreferences are not supported"),
        RefusalCase(pattern: "(?<n>a)\\k<n>", message: "column 8: backreferences are not supported"),
        RefusalCase(pattern: "a(?=b)", message: "column 2: lookahead is not supported"),
        RefusalCase(pattern: "a(?!b)", message: "column 2: lookahead is not supported"),
        RefusalCase(pattern: "(?<=a)b", message: "column 1: lookbehind is not supported"),
        RefusalCase(pattern: "(?<!a)b", message: "column 1: lookbehind is not supported"),
        RefusalCase(pattern: "\\bword\\b", message: "column 1: word boundaries (\\b) are not supported"),
        RefusalCase(pattern: "(?>a)", message: "column 1: atomic groups are not supported"),
        RefusalCase(pattern: "a++", message: "column 3: possessive quantifiers are not supported"),
        RefusalCase(pattern: "[a-", message: "column 1: missing ']' for the class opened here"),
        RefusalCase(pattern: "([", message: "column 2: missing ']' for the class opened here"),
        RefusalCase(pattern: "a(b", message: "column 2: missing ')' for the group opened here"),
        RefusalCase(pattern: "a)b", message: "column 2: unmatched ')'"),
        RefusalCase(pattern: "*a", message: "column 1: nothing to repeat before '*'"),
        RefusalCase(pattern: "[z-a]", message: "column 2: range 'z-a' is out of order"),
        RefusalCase(pattern: "a{3,2}", message: "column 2: repetition {3,2} has its bounds reversed"),
        RefusalCase(pattern: "a{1001}", message: "column 2: repetition count above 1000"),
        RefusalCase(
            pattern: "a{1000}{1000}",
            message: "column 8: the pattern is too large: it needs more than 500 automaton states once its repetitions are expanded"),
        RefusalCase(
            pattern: "x(a{20}){30}",
            message: "column 9: the pattern is too large: it needs more than 500 automaton states once its repetitions are expanded"),
        RefusalCase(pattern: "\\p{L}", message: "column 1: Unicode property classes (\\p) are not supported"),
        RefusalCase(pattern: "(?m)^a$", message: "column 3: multi-line mode (?m) is not supported: the whole input is matched"),
        RefusalCase(pattern: "\\q", message: "column 1: unknown escape '\\q'"),
        RefusalCase(pattern: "a\\", message: "column 2: trailing backslash"),
        RefusalCase(pattern: "[[:nope:]]", message: "column 2: unknown class [:nope:]"),
        RefusalCase(pattern: String(repeating: "(", count: 201), message: "column 201: groups nested deeper than 200"),
    ]

    @Test(arguments: refusalCases)
    func refuses(_ entry: RefusalCase) {
        #expect(throws: (any Error).self) { try RegexPattern(entry.pattern) }
        do {
            _ = try RegexPattern(entry.pattern)
        } catch {
            #expect(error.description == entry.message)
        }
    }

    /// Random patterns over a small alphabet, matched against random inputs: the automaton
    /// gives the same answer as a direct reading of the syntax tree (the set of positions
    /// each node can end at).
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<8))
    func agreesWithTheSyntaxTree(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<150 {
            let source = Self.randomPattern(depth: 3, using: &random)
            // Random nesting of counted repetitions can exceed the size bound: skip those.
            guard let pattern = try? RegexPattern(source) else { continue }
            let tree = try PatternParser.parse(source)
            let program = try PatternProgram(tree)
            #expect(program.targets.count <= 4 * program.instructions.count, "seed \(seed): \(source) lists too much")
            for _ in 0..<12 {
                let length = Int.random(in: 0...6, using: &random)
                let text = Array((0..<length).map { _ in "abc".unicodeScalars.randomElement(using: &random) ?? "a" })
                let expected = Self.ends(of: tree, in: text, from: [0]).contains(text.count)
                #expect(pattern.matchesWhole(String(String.UnicodeScalarView(text))) == expected, "seed \(seed): \(source) on \(text)")
            }
        }
    }

    /// One compiled pattern matched again and again, as a flow's `validate.pattern` is on
    /// every answer: no match may leave anything behind that changes the answer of the next.
    @Test(arguments: ["[a-z0-9-]+", "(?:ab|b)*a?", "[ab]*a[ab]{12}"])
    func repeatedMatchesAgreeWithTheSyntaxTree(source: String) throws {
        let pattern = try RegexPattern(source)
        let tree = try PatternParser.parse(source)
        var random = SplitMix64(seed: 17)
        let texts = (0..<200).map { _ in
            Array((0..<Int.random(in: 0...40, using: &random)).map { _ in "ab-z".unicodeScalars.randomElement(using: &random) ?? "a" })
        }
        for round in 1...2 {
            for text in texts {
                let expected = Self.ends(of: tree, in: text, from: [0]).contains(text.count)
                #expect(pattern.matchesWhole(String(String.UnicodeScalarView(text))) == expected, "round \(round): \(source) on \(text)")
            }
        }
    }

    /// Patterns of the shapes with the most automaton states alive at once (`[ab]*a[ab]{n}`,
    /// nested counts and optionals, alternations of overlapping words), short and long, on
    /// inputs up to 400 scalars: the matcher agrees with a direct reading of the syntax tree.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<8))
    func hostileShapesAgreeWithTheSyntaxTree(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for round in 0..<60 {
            let long = round % 4 == 0
            let source = Self.hostilePattern(size: long ? 30 : 4, using: &random)
            guard let pattern = try? RegexPattern(source) else { continue }
            let tree = try PatternParser.parse(source)
            for _ in 0..<6 {
                let text = Self.randomText(length: Int.random(in: 1...(long ? 400 : 12), using: &random), using: &random)
                let expected = Self.ends(of: tree, in: text, from: [0]).contains(text.count)
                let string = String(String.UnicodeScalarView(text))
                #expect(pattern.matchesWhole(string) == expected, "seed \(seed): \(source) on \(string)")
            }
        }
    }

    /// Random patterns repeated, on inputs long enough (256 scalars or more) that the matcher
    /// caches its steps: the cached steps, the dead set and `$` at the end give the same
    /// answers as a direct reading of the syntax tree.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<8))
    func longInputsAgreeWithTheSyntaxTree(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<40 {
            let source = "(?:" + Self.randomPattern(depth: 2, using: &random) + ")*" + Self.randomPattern(depth: 1, using: &random)
            guard let pattern = try? RegexPattern(source) else { continue }
            let tree = try PatternParser.parse(source)
            for _ in 0..<4 {
                let text = Self.randomText(length: Int.random(in: 256...320, using: &random), using: &random)
                let expected = Self.ends(of: tree, in: text, from: [0]).contains(text.count)
                let string = String(String.UnicodeScalarView(text))
                #expect(pattern.matchesWhole(string) == expected, "seed \(seed): \(source) on \(string)")
            }
        }
    }

    /// `[ab]*a[ab]{200}` on 4,000 random scalars reaches a new set of about 100 states at
    /// nearly every scalar, more than the step cache holds: the match goes on plainly once it
    /// is full, and still finds whether the 201st scalar from the end is an `a`.
    @Test func aMatchGoesOnPlainlyOnceItsCacheIsFull() throws {
        let pattern = try RegexPattern("[ab]*a[ab]{200}")
        var random = SplitMix64(seed: 5)
        var text = (0..<4_000).map { _ in Bool.random(using: &random) ? "a" : "b" }
        for (letter, matches) in [("a", true), ("b", false)] {
            text[text.count - 201] = letter
            #expect(pattern.matchesWhole(text.joined()) == matches, "\(letter) 201 scalars from the end")
        }
        text[3_990] = "c"
        #expect(!pattern.matchesWhole(text.joined()), "a scalar no state reads, late in the input")
    }

    /// A step adds the lists of what each state leads to. Listing every state reached would
    /// be quadratic in the program for repeated loops and optionals (`(?:[ab]*){166}` would
    /// list about 14,000 instructions); junctions keep the lists within two entries per way
    /// into an instruction, so a step stays linear in the program. Checked on the lists, not
    /// by timing.
    @Test(
        arguments: zip(
            ["(?:[ab]*){166}", "(?:a*b*){83}", "(?:[ab]?a?){124}[ab]*", "(?:(?:a?)*){100}", "(?:.*a){124}", "[ab]*a[ab]{495}"],
            [true, true, true, true, false, false]))
    func stepListsStayLinearInTheProgram(source: String, hasJunctions: Bool) throws {
        let program = try PatternProgram(try PatternParser.parse(source))
        let entries = program.targets.count
        #expect(entries <= 2 * program.instructions.count, "\(entries) entries for \(program.instructions.count) instructions")
        #expect(program.moves.contains(where: \.isJunction) == hasJunctions)
    }

    /// The instructions reading one set share one entry of the program's sets, which a match
    /// tests once per scalar: `[ab]*a[ab]{495}` reads two sets, not 497.
    @Test func instructionsReadingTheSameSetShareIt() throws {
        let program = try PatternProgram(try PatternParser.parse("[ab]*a[ab]{495}"))
        #expect(program.sets == [ScalarSet([0x61...0x62]), ScalarSet([0x61...0x61])])
        #expect(program.instructions.count == 500)
        #expect(try RegexPattern("[ab]*a[ab]{495}").matchesWhole("b" + String(repeating: "ab", count: 248)))
    }

    /// The cache stops recording at its capacity, and what it recorded stays.
    @Test func theStepCacheStopsAtItsCapacity() throws {
        var cache = StepCache(classCount: 3)
        let started = cache.number(of: [1, 2])
        let start = try #require(started)
        var from = start
        var recorded = 1
        // Sets of 100 states, each new: every one takes 103 integers.
        while let to = cache.record(ArraySlice(recorded..<(recorded + 100)), from: from, on: 1) {
            #expect(cache.target(from: from, on: 1) == to)
            from = to
            recorded += 1
        }
        #expect(recorded - 1 == (StepCache.capacity - 5 - 3) / 103)
        #expect(cache.target(from: start, on: 1) == 2)
        #expect(cache.target(from: start, on: 0) == nil)
        #expect(cache.sets[StepCache.dead].isEmpty)
        #expect(cache.record([], from: from, on: 2) == StepCache.dead, "a set already numbered is still found")
    }

    /// The positions `node` can end at, starting from any of `starts`.
    static func ends(of node: PatternNode, in text: [Unicode.Scalar], from starts: Set<Int>) -> Set<Int> {
        switch node {
        case .empty: return starts
        case .scalars(let set): return Set(starts.filter { $0 < text.count && set.contains(text[$0].value) }.map { $0 + 1 })
        case .start: return starts.filter { $0 == 0 }
        case .end: return starts.filter { $0 == text.count }
        case .sequence(let parts): return parts.reduce(starts) { ends(of: $1, in: text, from: $0) }
        case .alternation(let alternatives):
            return alternatives.reduce(into: Set<Int>()) { $0.formUnion(ends(of: $1, in: text, from: starts)) }
        case .group(let inner, _): return ends(of: inner, in: text, from: starts)
        case .repetition(let operand, let min, let max, _, _):
            var current = starts
            for _ in 0..<min { current = ends(of: operand, in: text, from: current) }
            var all = current
            var count = min
            while max.map({ count < $0 }) ?? true {
                let next = ends(of: operand, in: text, from: current).subtracting(all)
                if next.isEmpty && max == nil { break }
                all.formUnion(next)
                current = next
                count += 1
                if next.isEmpty { break }
            }
            return all
        }
    }

    static func randomPattern(depth: Int, using random: inout SplitMix64) -> String {
        let atoms = ["a", "b", "c", ".", "[ab]", "[^a]", "\\w", "^", "$", "(?:)"]
        func atom() -> String {
            if depth > 0 && Int.random(in: 0..<4, using: &random) == 0 {
                let inner = (0..<Int.random(in: 1...3, using: &random)).map { _ in randomPattern(depth: depth - 1, using: &random) }
                return "(" + inner.joined(separator: "|") + ")"
            }
            return atoms.randomElement(using: &random) ?? "a"
        }
        let quantifiers = ["", "", "*", "+", "?", "{2}", "{1,3}", "{0,}", "*?"]
        return (0..<Int.random(in: 1...3, using: &random)).map { _ in
            let base = atom()
            return base + (base == "^" || base == "$" ? "" : quantifiers.randomElement(using: &random) ?? "")
        }
        .joined()
    }

    /// Mostly `a`s and `b`s, now and then a `c` that no `[ab]` reads.
    static func randomText(length: Int, using random: inout SplitMix64) -> [Unicode.Scalar] {
        let alphabet: [Unicode.Scalar] = Int.random(in: 0..<4, using: &random) == 0 ? ["a", "b", "c"] : ["a", "b"]
        return (0..<length).map { _ in alphabet.randomElement(using: &random) ?? "a" }
    }

    /// A pattern of one of the shapes whose DFA is large, with counts up to about `size`.
    static func hostilePattern(size: Int, using random: inout SplitMix64) -> String {
        let count = Int.random(in: 0...size, using: &random)
        let small = Int.random(in: 1...max(1, size / 4), using: &random) + 1
        func word() -> String {
            let letters = (0..<Int.random(in: 1...4, using: &random)).map { _ in Bool.random(using: &random) ? "a" : "b" }
            return letters.joined() + (Bool.random(using: &random) ? "[ab]{\(Int.random(in: 0...small, using: &random))}" : "")
        }
        switch Int.random(in: 0..<12, using: &random) {
        case 0: return "[ab]*a[ab]{\(count * 3)}"
        case 1: return "[ab]*a(?:[ab][ab]?){\(count)}"
        case 2: return "[ab]*a(?:[ab]|b[ab]){\(count)}b?"
        case 3: return "(?:[ab]{1,\(small)}){1,\(small)}"
        case 4: return "(?:.*a){\(small)}$"
        case 5: return String(repeating: "[ab]*a", count: small) + "[ab]{\(count)}"
        case 6: return "(?:" + (0...small).map { _ in word() }.joined(separator: "|") + ")*"
        case 7:
            return "[ab]*a" + String(repeating: "(?:[ab]{\(small)}", count: small) + String(repeating: ")?", count: small) + "b"
        case 8: return "(?:[ab]*a[ab]{\(count)}){2}"
        // Repeated loops and optionals, whose lists stop at junctions.
        case 9: return "(?:a*b*){\(small)}(?:[ab]?){\(count)}(?:b|$)*"
        case 10: return "(?:(?:a?)*|^b|[ab]*a)*" + String(repeating: "[ab]*", count: small) + "a?"
        default:
            return "[ab]*a" + randomPattern(depth: 2, using: &random) + "[ab]{\(count)}"
        }
    }
}
