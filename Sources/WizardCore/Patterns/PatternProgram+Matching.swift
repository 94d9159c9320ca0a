/// Matching by Thompson's simulation: the automaton is in a *set* of states at once, and
/// reading a scalar moves every state of the set together. Nothing backtracks and each
/// instruction is visited at most once per scalar read, so a match costs O(*n* · *p*) for
/// *n* scalars and *p* instructions (at most `maxInstructions`).
extension PatternProgram {
    /// Whether the program matches the whole of `text`.
    func matchesWhole(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        var scalar = scalars.next()
        var current = StateSet(capacity: instructions.count)
        var next = StateSet(capacity: instructions.count)
        current.add(0, of: instructions, atStart: true, atEnd: scalar == nil)
        while let read = scalar {
            scalar = scalars.next()
            next.removeAll()
            for index in 0..<current.count {
                let pc = current.states[index]
                if case .consume(let span) = instructions[pc], reads(read.value, in: span) {
                    next.add(pc + 1, of: instructions, atStart: false, atEnd: scalar == nil)
                }
            }
            if next.count == 0 { return false }
            swap(&current, &next)
        }
        return current.contains(instructions.count - 1)
    }

    /// Whether `value` lies in one of `ranges[span]`: a binary search for the last range
    /// that starts at or below it.
    func reads(_ value: UInt32, in span: Range<Int>) -> Bool {
        var low = span.lowerBound
        var high = span.upperBound
        while high - low > 1 {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound <= value { low = middle } else { high = middle }
        }
        return low < span.upperBound && ranges[low].contains(value)
    }
}

/// A set of states of the automaton: the `consume` and `accept` instructions it is in,
/// once every instruction that reads nothing has been followed. Its arrays are allocated
/// once, with room for every instruction, and reused for every scalar.
private struct StateSet {
    /// `states[0..<count]`: the `consume` and `accept` instructions, in the order reached.
    private(set) var states: [Int]
    private(set) var count = 0
    /// `visited[pc] == generation` when `pc` was visited since the last `removeAll()`.
    private var visited: [Int]
    private var generation = 1
    /// The second targets of the splits `add` has still to follow.
    private var pending: [Int]

    init(capacity: Int) {
        states = Array(repeating: 0, count: capacity)
        visited = Array(repeating: 0, count: capacity)
        pending = Array(repeating: 0, count: capacity)
    }

    /// Adds the state `start`, following splits, jumps and the assertions that hold here.
    mutating func add(_ start: Int, of instructions: [PatternProgram.Instruction], atStart: Bool, atEnd: Bool) {
        var waiting = 0
        var pc = start
        while true {
            if visited[pc] != generation {
                visited[pc] = generation
                switch instructions[pc] {
                case .consume, .accept:
                    states[count] = pc
                    count += 1
                case .split(let first, let second):
                    // Each split is visited once, so `pending` never holds more than there are.
                    pending[waiting] = second
                    waiting += 1
                    pc = first
                    continue
                case .jump(let target):
                    pc = target
                    continue
                case .save:
                    pc += 1
                    continue
                case .assertStart:
                    if atStart {
                        pc += 1
                        continue
                    }
                case .assertEnd:
                    if atEnd {
                        pc += 1
                        continue
                    }
                }
            }
            guard waiting > 0 else { return }
            waiting -= 1
            pc = pending[waiting]
        }
    }

    /// Whether the set holds `pc`, a `consume` or `accept` instruction.
    func contains(_ pc: Int) -> Bool { visited[pc] == generation }

    mutating func removeAll() {
        count = 0
        generation += 1
    }
}
