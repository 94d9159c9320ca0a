/// A regular expression compiled to a Thompson automaton: a list of instructions, each a
/// state of the automaton, and for matching, what each leads to. A pattern needing more
/// than `maxInstructions` is refused, which bounds the work per input scalar
/// (`PatternProgram+Matching.swift`).
struct PatternProgram: Sendable {
    /// One state of the automaton.
    enum Instruction: Sendable, Equatable {
        /// Reads one scalar of `sets[n]` and goes to the next instruction.
        case consume(Int)
        /// Goes to both; a search prefers the first.
        case split(Int, Int)
        /// Goes to the target.
        case jump(Int)
        /// Goes to the next instruction at the start of the input only.
        case assertStart
        /// Goes to the next instruction at the end of the input only.
        case assertEnd
        /// Records the position in capture slot `n` (a search only) and goes to the next instruction.
        case save(Int)
        /// The whole pattern matched.
        case accept
    }

    /// The most instructions a compiled pattern may hold.
    static let maxInstructions = 500

    /// The instructions; the first is the entry, the last is the only `accept`.
    let instructions: [Instruction]
    /// The sets of scalars the `consume` instructions read, each once however many read it
    /// (`[ab]{495}` has one): a match tests each set once per scalar.
    let sets: [ScalarSet]
    /// Where what the `consume` instructions read changes, ascending: scalars with as many
    /// bounds at or below them are read by the same instructions (they are of one *class*).
    let classBounds: [UInt32]
    /// What each instruction does in a step of a match, and the lists their `leadsTo` index.
    let moves: [Move]
    let targets: [Int]

    /// Compiles `node`; with `captures`, capturing groups record where they start and end.
    ///
    /// - Throws: `PatternSyntaxError` past `maxInstructions`.
    init(_ node: PatternNode, captures: Bool = false) throws(PatternSyntaxError) {
        var builder = Builder()
        builder.captures = captures
        try builder.emit(node)
        try builder.append(.accept)
        instructions = builder.instructions
        sets = builder.sets
        classBounds = Set(sets.flatMap { $0.ranges.flatMap { [$0.lowerBound, $0.upperBound + 1] } }).sorted()
        (moves, targets) = Self.moves(of: instructions, setCount: sets.count)
    }

    /// Appends instructions, refusing to grow past the bound.
    private struct Builder {
        var instructions: [Instruction] = []
        var sets: [ScalarSet] = []
        /// Where each set is in `sets`.
        private var setNumbers: [ScalarSet: Int] = [:]
        /// The column of the outermost repetition being expanded, for the size error.
        var repetitionColumn: Int?
        /// Whether groups emit `save` instructions.
        var captures = false

        var here: Int { instructions.count }

        mutating func append(_ instruction: Instruction) throws(PatternSyntaxError) {
            guard instructions.count < PatternProgram.maxInstructions else {
                throw PatternSyntaxError(
                    column: repetitionColumn ?? 1,
                    text: MessageText(.patternSyntaxTooLarge, ["limit": String(PatternProgram.maxInstructions)]))
            }
            instructions.append(instruction)
        }

        mutating func emit(_ node: PatternNode) throws(PatternSyntaxError) {
            switch node {
            case .empty:
                break
            case .scalars(let set):
                let number = setNumbers[set] ?? sets.count
                try append(.consume(number))
                if number == sets.count {
                    setNumbers[set] = number
                    sets.append(set)
                }
            case .start:
                try append(.assertStart)
            case .end:
                try append(.assertEnd)
            case .sequence(let parts):
                for part in parts { try emit(part) }
            case .alternation(let alternatives):
                // split(first, rest); first; jump(end); rest...
                var jumps: [Int] = []
                for alternative in alternatives.dropLast() {
                    let split = here
                    try append(.split(split + 1, -1))
                    try emit(alternative)
                    jumps.append(here)
                    try append(.jump(-1))
                    instructions[split] = .split(split + 1, here)
                }
                if let last = alternatives.last { try emit(last) }
                for jump in jumps { instructions[jump] = .jump(here) }
            case .repetition(let operand, let min, let max, let column, let greedy):
                let outermost = repetitionColumn == nil
                if outermost { repetitionColumn = column }
                defer { if outermost { repetitionColumn = nil } }
                try emitRepetition(operand, min: min, max: max, greedy: greedy)
            case .group(let inner, let index):
                if captures { try append(.save(2 * index)) }
                try emit(inner)
                if captures { try append(.save(2 * index + 1)) }
            }
        }

        /// A split to `body` (the next instruction) and `exit`, preferring `body` when greedy.
        private func split(body: Int, exit: Int, greedy: Bool) -> Instruction {
            greedy ? .split(body, exit) : .split(exit, body)
        }

        /// `min` copies of `operand`, then either a loop (`split(body, end); body; jump(split)`)
        /// or `max - min` optional copies, each skipping to the end.
        private mutating func emitRepetition(_ operand: PatternNode, min: Int, max: Int?, greedy: Bool) throws(PatternSyntaxError) {
            for _ in 0..<min { try emit(operand) }
            guard let max else {
                let loop = here
                try append(.split(loop + 1, -1))
                try emit(operand)
                try append(.jump(loop))
                instructions[loop] = split(body: loop + 1, exit: here, greedy: greedy)
                return
            }
            var splits: [Int] = []
            for _ in min..<max {
                splits.append(here)
                try append(.split(here + 1, -1))
                try emit(operand)
            }
            for index in splits { instructions[index] = split(body: index + 1, exit: here, greedy: greedy) }
        }
    }
}
