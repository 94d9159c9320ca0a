/// A regular expression compiled to a Thompson automaton: instructions over scalar sets,
/// plus the classes of scalars that no set tells apart (the matcher caches per class).
/// A pattern needing more than `maxInstructions` is refused, which bounds the time per
/// input scalar.
struct PatternProgram: Sendable {
    /// One step of the automaton.
    enum Instruction: Sendable, Equatable {
        /// Reads one scalar of `sets[set]` and goes to `next`.
        case consume(set: Int, next: Int)
        /// Goes to both.
        case split(Int, Int)
        /// Goes to the target.
        case jump(Int)
        /// Goes to `next` at the start of the input only.
        case assertStart(next: Int)
        /// Goes to `next` at the end of the input only.
        case assertEnd(next: Int)
        /// The whole pattern matched.
        case accept
    }

    /// The most instructions a compiled pattern may hold.
    static let maxInstructions = 500

    /// The instructions; the first is the entry, the last is the only `accept`.
    let instructions: [Instruction]
    /// The scalar sets that `consume` instructions read.
    let sets: [ScalarSet]
    /// The first scalar of each class, ascending; the first is 0.
    let classStarts: [UInt32]
    /// The class of each ASCII scalar.
    let asciiClasses: [Int]
    /// Compiles `node`.
    ///
    /// - Throws: `PatternSyntaxError` past `maxInstructions`.
    init(_ node: PatternNode) throws(PatternSyntaxError) {
        var builder = Builder()
        try builder.emit(node)
        try builder.append(.accept)
        instructions = builder.instructions
        sets = builder.sets
        // Every class starts at 0 or where a set's range starts or ends.
        var boundaries: [UInt32] = [0]
        for set in sets {
            for range in set.ranges {
                boundaries.append(range.lowerBound)
                if range.upperBound < ScalarSet.maxScalar { boundaries.append(range.upperBound + 1) }
            }
        }
        boundaries.sort()
        var starts: [UInt32] = []
        for boundary in boundaries where boundary != starts.last { starts.append(boundary) }
        classStarts = starts
        asciiClasses = (0..<128).map { PatternProgram.classIndex(of: UInt32($0), in: starts) }
    }

    /// The threads reachable from `seeds` without reading a scalar, ascending (`assertEnd`
    /// ones only when not `atEnd`); `generation` must differ from every mark in `marks`.
    static func closure(
        in instructions: [Instruction], from seeds: [Int], atStart: Bool, atEnd: Bool,
        marks: inout [Int], generation: Int
    ) -> [Int] {
        var threads: [Int] = []
        var pending = seeds.reversed() as [Int]
        while let pc = pending.popLast() {
            guard marks[pc] != generation else { continue }
            marks[pc] = generation
            switch instructions[pc] {
            case .consume, .accept:
                threads.append(pc)
            case .split(let first, let second):
                pending.append(second)
                pending.append(first)
            case .jump(let target):
                pending.append(target)
            case .assertStart(let next):
                if atStart { pending.append(next) }
            case .assertEnd(let next):
                if atEnd { pending.append(next) } else { threads.append(pc) }
            }
        }
        threads.sort()
        return threads
    }

    /// The number of scalar classes.
    var classCount: Int { classStarts.count }

    /// The class of the scalar `value`.
    func classOf(_ value: UInt32) -> Int {
        value < 128 ? asciiClasses[Int(value)] : PatternProgram.classIndex(of: value, in: classStarts)
    }

    private static func classIndex(of value: UInt32, in starts: [UInt32]) -> Int {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= value { low = middle } else { high = middle }
        }
        return low
    }

    /// Appends instructions, refusing to grow past the bound.
    private struct Builder {
        var instructions: [Instruction] = []
        var sets: [ScalarSet] = []
        var setIndexes: [ScalarSet: Int] = [:]
        /// The column of the outermost repetition being expanded, for the size error.
        var repetitionColumn: Int?

        mutating func append(_ instruction: Instruction) throws(PatternSyntaxError) {
            guard instructions.count < PatternProgram.maxInstructions else {
                throw PatternSyntaxError(
                    column: repetitionColumn ?? 1,
                    reason: "the pattern is too large: it needs more than \(PatternProgram.maxInstructions) "
                        + "automaton states once its repetitions are expanded")
            }
            instructions.append(instruction)
        }

        var here: Int { instructions.count }

        mutating func emit(_ node: PatternNode) throws(PatternSyntaxError) {
            switch node {
            case .empty:
                break
            case .scalars(let set):
                let index: Int
                if let known = setIndexes[set] {
                    index = known
                } else {
                    index = sets.count
                    sets.append(set)
                    setIndexes[set] = index
                }
                try append(.consume(set: index, next: here + 1))
            case .start:
                try append(.assertStart(next: here + 1))
            case .end:
                try append(.assertEnd(next: here + 1))
            case .sequence(let parts):
                for part in parts { try emit(part) }
            case .alternation(let alternatives):
                var jumps: [Int] = []
                for (offset, alternative) in alternatives.enumerated() {
                    if offset == alternatives.count - 1 {
                        try emit(alternative)
                    } else {
                        let split = here
                        try append(.split(split + 1, -1))
                        try emit(alternative)
                        jumps.append(here)
                        try append(.jump(-1))
                        instructions[split] = .split(split + 1, here)
                    }
                }
                for jump in jumps { instructions[jump] = .jump(here) }
            case .repetition(let operand, let min, let max, let column):
                let outermost = repetitionColumn == nil
                if outermost { repetitionColumn = column }
                defer { if outermost { repetitionColumn = nil } }
                try emitRepetition(operand, min: min, max: max)
            }
        }

        private mutating func emitRepetition(_ operand: PatternNode, min: Int, max: Int?) throws(PatternSyntaxError) {
            for _ in 0..<min { try emit(operand) }
            guard let max else {
                let loop = here
                try append(.split(loop + 1, -1))
                try emit(operand)
                try append(.jump(loop))
                instructions[loop] = .split(loop + 1, here)
                return
            }
            var splits: [Int] = []
            for _ in min..<max {
                splits.append(here)
                try append(.split(here + 1, -1))
                try emit(operand)
            }
            for split in splits { instructions[split] = .split(split + 1, here) }
        }
    }
}
