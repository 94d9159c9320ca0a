/// Searching by Pike's simulation: Thompson's (`PatternProgram+Matching.swift`), with each
/// state carrying where the capture groups started and ended, and the states of a set kept
/// in order of preference (a split prefers its first target). The match found is the one
/// a backtracking matcher such as Python's `re` finds: the leftmost, and among those the
/// first by preference. Each instruction is still visited at most once per scalar, so a
/// search costs O(*n* · *p* · *g*) for *n* scalars, *p* instructions and *g* groups.
extension PatternProgram {
    /// The first match starting at or after `start`, as capture slots: `slots[2k]` and
    /// `slots[2k + 1]` are where group `k` starts and ends (nil when it took no part); group
    /// 0 is the whole match.
    ///
    /// - Parameters:
    ///   - text: the input.
    ///   - start: where the search starts (0...text.count).
    ///   - slotCount: twice the number of groups, the whole match included.
    ///   - notEmptyAtStart: refuses an empty match at `start` (after an empty match there,
    ///     the next one must move on, as Python's `re.sub` does).
    func firstMatch(in text: [Unicode.Scalar], from start: Int, slotCount: Int, notEmptyAtStart: Bool) -> [Int?]? {
        var current = ThreadList(capacity: instructions.count)
        var next = ThreadList(capacity: instructions.count)
        var matched: [Int?]?
        var position = start
        while true {
            if matched == nil, position <= text.count {
                var slots = [Int?](repeating: nil, count: slotCount)
                slots[0] = position
                current.add(0, slots, at: position, of: instructions, length: text.count)
            }
            if current.states.isEmpty { break }
            next.removeAll()
            let scalar = position < text.count ? text[position].value : nil
            threads: for index in current.states.indices {
                let pc = current.states[index]
                switch instructions[pc] {
                case .accept:
                    let slots = current.slots[index]
                    if notEmptyAtStart, position == start, slots[0] == start { continue }
                    var found = slots
                    found[1] = position
                    matched = found
                    // The states after this one are less preferred: they are dropped.
                    break threads
                case .consume(let set):
                    if let scalar, sets[set].contains(scalar) {
                        next.add(pc + 1, current.slots[index], at: position + 1, of: instructions, length: text.count)
                    }
                default:
                    break
                }
            }
            swap(&current, &next)
            position += 1
        }
        return matched
    }
}

extension PatternProgram {
    /// The states of a search, in order of preference, each with its capture slots.
    private struct ThreadList {
        private(set) var states: [Int] = []
        private(set) var slots: [[Int?]] = []
        /// `visited[pc] == generation` when `pc` was reached since the last `removeAll()`.
        private var visited: [Int]
        private var generation = 1

        init(capacity: Int) {
            visited = Array(repeating: 0, count: capacity)
            states.reserveCapacity(capacity)
            slots.reserveCapacity(capacity)
        }

        /// Adds `pc`, following splits (the first target first), jumps, saves and the
        /// assertions that hold at `position`; a state reached before keeps its place.
        mutating func add(_ pc: Int, _ slots: [Int?], at position: Int, of instructions: [PatternProgram.Instruction], length: Int) {
            guard visited[pc] != generation else { return }
            visited[pc] = generation
            switch instructions[pc] {
            case .consume, .accept:
                states.append(pc)
                self.slots.append(slots)
            case .save(let slot):
                var saved = slots
                if slot < saved.count { saved[slot] = position }
                add(pc + 1, saved, at: position, of: instructions, length: length)
            default:
                let (first, second) = PatternProgram.successors(of: pc, in: instructions, atStart: position == 0, atEnd: position == length)
                if let first { add(first, slots, at: position, of: instructions, length: length) }
                if let second { add(second, slots, at: position, of: instructions, length: length) }
            }
        }

        mutating func removeAll() {
            states.removeAll(keepingCapacity: true)
            slots.removeAll(keepingCapacity: true)
            generation += 1
        }
    }
}
