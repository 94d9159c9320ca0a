/// Matching by Thompson's simulation: the automaton is in a *set* of states at once, and
/// reading a scalar moves every state of the set together. Nothing backtracks and each
/// instruction is visited at most once per scalar read, so a match costs O(*n* · *p*) for
/// *n* scalars and *p* instructions (at most `maxInstructions`). Each set of scalars the
/// program reads is tested once per scalar, not once per instruction reading it, and a
/// `consume` followed by another `consume` (the long runs `[ab]{495}` expands to) leads to
/// it without walking a closure.
///
/// The sets an input leads to tend to repeat (`[a-z]+` is in the same set after every
/// letter), so on a long input a match remembers each step it took, from a set and a class
/// of scalars to the next set, in a `StepCache`; a step taken again costs one array read.
/// This is a DFA built lazily from the same simulation. An input that keeps reaching new
/// sets (`[ab]*a[ab]{40}` on random text) fills the cache, and the rest of it is stepped
/// plainly.
extension PatternProgram {
    /// Whether the program matches the whole of `text`.
    func matchesWhole(_ text: String) -> Bool {
        var current = StateSet(capacity: instructions.count)
        var next = StateSet(capacity: instructions.count)
        var holds = Array(repeating: false, count: sets.count)
        follow(0, into: &current, atStart: true, atEnd: false)
        var cache = StepCache(classCount: classBounds.count + 1)
        // The number of the current set in the cache; nil when stepping plainly.
        var cached = text.utf8.count < StepCache.minimumInput ? nil : cache.start(current.members)
        for scalar in text.unicodeScalars {
            if let from = cached {
                let scalarClass = classIndex(of: scalar.value)
                if let to = cache.target(from: from, on: scalarClass) {
                    cached = to
                } else {
                    step(cache.sets[from][...], reading: scalar.value, holds: &holds, into: &next)
                    swap(&current, &next)
                    cached = cache.record(current.members, from: from, on: scalarClass)
                }
                if cached == StepCache.dead { return false }
            } else {
                step(current.members, reading: scalar.value, holds: &holds, into: &next)
                swap(&current, &next)
                if current.members.isEmpty { return false }
            }
        }
        // `$` holds here: follow what waited for it, and look for the accepting instruction.
        next.removeAll()
        for pc in cached.map({ cache.sets[$0][...] }) ?? current.members {
            follow(pc, into: &next, atStart: text.isEmpty, atEnd: true)
        }
        return next.contains(instructions.count - 1)
    }

    /// Empties `next`, then adds what reading `value` leads to from `states`; `holds` is room
    /// for whether each of `sets` holds `value`.
    private func step(_ states: ArraySlice<Int>, reading value: UInt32, holds: inout [Bool], into next: inout StateSet) {
        for set in sets.indices { holds[set] = sets[set].contains(value) }
        next.removeAll()
        for pc in states {
            guard case .consume(let set) = instructions[pc], holds[set] else { continue }
            // When the next instruction reads or accepts, it is all this step leads to.
            switch instructions[pc + 1] {
            case .consume, .accept:
                if next.visit(pc + 1) { next.append(pc + 1) }
            default:
                follow(pc + 1, into: &next, atStart: false, atEnd: false)
            }
        }
    }

    /// Adds the instruction `start` to `set` when it reads a scalar or accepts, and otherwise
    /// what it leads to without reading: both targets of a split, a jump's, an assertion's
    /// next when it holds. A `$` that does not hold yet waits in the set for the end.
    private func follow(_ start: Int, into set: inout StateSet, atStart: Bool, atEnd: Bool) {
        var pc = start
        var waiting = 0
        while true {
            if set.visit(pc) {
                switch instructions[pc] {
                case .consume, .accept:
                    set.append(pc)
                case .split(let first, let second):
                    // Each split is visited once, so `pending` never holds more than there are.
                    set.pending[waiting] = second
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
                    set.append(pc)
                }
            }
            guard waiting > 0 else { return }
            waiting -= 1
            pc = set.pending[waiting]
        }
    }

    /// The class of `value`: how many of `classBounds` are at or below it.
    private func classIndex(of value: UInt32) -> Int {
        var low = 0
        var high = classBounds.count
        while low < high {
            let middle = (low + high) / 2
            if classBounds[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
