import Testing

@testable import WizardCore

/// The bit-set simulation that the matcher switches to when a pattern's DFA is too large to
/// cache: the positions it derives from a program, and the same answers as a direct
/// reading of the syntax tree and as stepping the automaton's threads one by one, on
/// random patterns shaped like the worst cases (`[ab]*a[ab]{n}`, nested counts and
/// optionals, alternations of overlapping words).
struct PositionSimulationTests {
    struct PositionsCase: CustomTestStringConvertible, Sendable {
        var pattern: String
        var chained: [Int]
        /// The follow set of each position that is not chained, in position order.
        var follow: [Int: [Int]]
        var acceptingAtEnd: [Int]
        var testDescription: String { pattern }
    }

    static let positionsCases: [PositionsCase] = [
        PositionsCase(pattern: "ab{3}", chained: [0, 1, 2], follow: [3: []], acceptingAtEnd: [3]),
        PositionsCase(pattern: "a[bc]*d", chained: [], follow: [0: [1, 2], 1: [1, 2], 2: []], acceptingAtEnd: [2]),
        PositionsCase(pattern: "(?:ab|c)*", chained: [0], follow: [1: [0, 2], 2: [0, 2]], acceptingAtEnd: [1, 2]),
        PositionsCase(pattern: "a$b|c", chained: [], follow: [0: [], 1: [], 2: []], acceptingAtEnd: [1, 2]),
        PositionsCase(pattern: "a?$", chained: [], follow: [0: []], acceptingAtEnd: [0]),
    ]

    /// A wrong follow set, chain or end set here makes the simulation accept or refuse
    /// the wrong inputs.
    @Test(arguments: positionsCases)
    func derivesPositions(_ entry: PositionsCase) throws {
        let program = try PatternProgram(try PatternParser.parse(entry.pattern))
        let positions = PatternProgram.Positions(program.instructions)
        let all = 0..<positions.count
        func members(_ words: ArraySlice<UInt64>) -> [Int] {
            all.filter { words[words.startIndex + $0 / 64] & (UInt64(1) << ($0 % 64)) != 0 }
        }
        #expect(members(positions.chained[...]) == entry.chained)
        #expect(members(positions.acceptingAtEnd[...]) == entry.acceptingAtEnd)
        for position in all {
            let row = positions.follow[(position * positions.wordCount)..<((position + 1) * positions.wordCount)]
            #expect(members(row) == (entry.follow[position] ?? []), "follow of position \(position)")
        }
    }

    /// Small random patterns of the worst shapes on short inputs: the simulation, the
    /// whole matcher and the syntax tree agree.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<8))
    func agreesWithTheSyntaxTree(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<120 {
            let source = Self.hostilePattern(size: 4, using: &random)
            guard let pattern = try? RegexPattern(source) else { continue }
            let program = try PatternProgram(try PatternParser.parse(source))
            let tree = try PatternParser.parse(source)
            for _ in 0..<10 {
                let text = Self.randomText(length: Int.random(in: 1...12, using: &random), using: &random)
                let expected = RegexPatternTests.ends(of: tree, in: text, from: [0]).contains(text.count)
                let string = String(String.UnicodeScalarView(text))
                #expect(Self.simulate(program, string) == expected, "seed \(seed): \(source) on \(string)")
                #expect(pattern.matchesWhole(string) == expected, "seed \(seed): \(source) on \(string)")
            }
        }
    }

    /// Patterns with more than 64 positions (sets of several words, groups on both sides
    /// of a word's edge) on inputs long enough for the matcher to leave its DFA midway: the
    /// simulation, the whole matcher and stepping threads one by one agree.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<6))
    func agreesWithSteppingThreadsOnLongInputs(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<12 {
            let source = Self.hostilePattern(size: 30, using: &random)
            guard let pattern = try? RegexPattern(source) else { continue }
            let program = try PatternProgram(try PatternParser.parse(source))
            for _ in 0..<6 {
                let text = Self.randomText(length: Int.random(in: 1...400, using: &random), using: &random)
                let expected = Self.stepThreads(program, text)
                let string = String(String.UnicodeScalarView(text))
                #expect(Self.simulate(program, string) == expected, "seed \(seed): \(source) on \(string)")
                #expect(pattern.matchesWhole(string) == expected, "seed \(seed): \(source) on \(string)")
            }
        }
    }

    /// The simulation of `program` on non-empty `text`, from the program's start.
    static func simulate(_ program: PatternProgram, _ text: String) -> Bool {
        var marks = Array(repeating: 0, count: program.instructions.count)
        let start = PatternProgram.closure(
            in: program.instructions, from: [0], atStart: true, atEnd: false, marks: &marks, generation: 1)
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return false }
        var simulation = PositionSimulation(program)
        return simulation.matches(from: start, first: first, rest: &scalars)
    }

    /// The reference: every thread stepped one by one, with no cache and no bit sets.
    static func stepThreads(_ program: PatternProgram, _ text: [Unicode.Scalar]) -> Bool {
        let instructions = program.instructions
        var marks = Array(repeating: 0, count: instructions.count)
        var threads = PatternProgram.closure(
            in: instructions, from: [0], atStart: true, atEnd: text.isEmpty, marks: &marks, generation: 1)
        for (index, scalar) in text.enumerated() {
            let seeds = threads.compactMap { pc -> Int? in
                guard case .consume(let set, let next) = instructions[pc], program.sets[set].contains(scalar.value)
                else { return nil }
                return next
            }
            threads = PatternProgram.closure(
                in: instructions, from: seeds, atStart: false, atEnd: index == text.count - 1, marks: &marks,
                generation: index + 2)
        }
        return threads.contains(instructions.count - 1)
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
        switch Int.random(in: 0..<10, using: &random) {
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
        default:
            return "[ab]*a" + RegexPatternTests.randomPattern(depth: 2, using: &random) + "[ab]{\(count)}"
        }
    }
}
