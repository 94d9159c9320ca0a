/// Matching by Thompson's simulation: the automaton is in a *set* of states at once, and
/// reading a scalar moves every state of the set together; nothing backtracks. The walk
/// through splits and jumps is done at compile time: each `consume` lists the states that
/// reading leads it to (its `Move`), and a step adds the lists of the states that read the
/// scalar, stamping each state once. Listing all a state reaches could take *p*² entries
/// for *p* instructions (each loop of `[ab]*[ab]*…` reaches all the later ones), so a list
/// stops at a *junction*: an instruction several others lead to without reading, that
/// reaches more than two states. A junction joins the set, and its own list is added once
/// per step. The lists then hold at most two entries per way into an instruction (at most
/// 2*p*): a step costs O(*p*), a match O(*n* · *p*) for *n* scalars.
///
/// The sets an input leads to tend to repeat (`[a-z]+` is in the same set after every
/// letter), so on a long input a match remembers each step, from a set and a class of
/// scalars to the next set, in a `StepCache`: a DFA built lazily from the simulation. An
/// input that keeps reaching new sets (`[ab]*a[ab]{40}` on random text) fills the cache,
/// and the rest of it is stepped plainly.
extension PatternProgram {
    /// What one instruction does in a step.
    struct Move: Sendable {
        /// The number of its set; `sets.count`, a set that holds nothing, when it reads
        /// nothing or leads nowhere once it has read (`a` in `a^b`).
        var reads: Int
        /// Where `targets` lists what a `consume` reaches once it has read, or a junction
        /// reaches; empty for the rest.
        var leadsTo: Range<Int>
        var isJunction: Bool
        var reachesJunction: Bool
    }

    /// The moves of `instructions`, by instruction, and the lists of targets they index.
    static func moves(of instructions: [Instruction], setCount: Int) -> (moves: [Move], targets: [Int]) {
        var incoming = Array(repeating: 0, count: instructions.count)
        for pc in instructions.indices {
            let (first, second) = successors(of: pc, in: instructions)
            for target in [first, second] { if let target { incoming[target] += 1 } }
        }
        let junctions = instructions.indices.map { incoming[$0] > 1 && follow([$0], in: instructions, limit: 3).count > 2 }
        var moves: [Move] = []
        var targets: [Int] = []
        for (pc, instruction) in instructions.enumerated() {
            let set: Int? = if case .consume(let read) = instruction { read } else { nil }
            let (first, second) = successors(of: pc, in: instructions)
            let starts = set == nil && !junctions[pc] ? [] : [second, first].compactMap { $0 }
            let reached = follow(starts, in: instructions, stoppingAt: junctions)
            moves.append(
                Move(
                    reads: reached.isEmpty ? setCount : set ?? setCount, leadsTo: targets.count..<(targets.count + reached.count),
                    isJunction: junctions[pc], reachesJunction: reached.contains { junctions[$0] }))
            targets += reached
        }
        return (moves, targets)
    }

    /// Whether the program matches the whole of `text`.
    func matchesWhole(_ text: String) -> Bool {
        let start = Self.follow([0], in: instructions, atStart: true, atEnd: text.isEmpty)
        // Room for every instruction; the set is `current[0..<count]`.
        var current = start + Array(repeating: 0, count: instructions.count - start.count)
        var count = start.count
        var next = Array(repeating: 0, count: instructions.count)
        var stamps = Array(repeating: 0, count: instructions.count)
        var stamp = 0
        var holds = Array(repeating: false, count: sets.count + 1)
        var cache = StepCache(classCount: classBounds.count + 1)
        // The number of the current set in the cache; nil when stepping plainly.
        var cached = text.utf8.count < StepCache.minimumInput ? nil : cache.number(of: start[...])
        for scalar in text.unicodeScalars {
            let scalarClass = cached == nil ? 0 : classIndex(of: scalar.value)
            if let from = cached, let to = cache.target(from: from, on: scalarClass) {
                cached = to
                if to == StepCache.dead { return false }
                continue
            }
            let states = cached.map { cache.sets[$0] } ?? current
            stamp += 1
            count = step(
                states, cached == nil ? count : states.count, reading: scalar.value, holds: &holds, stamp: stamp, stamps: &stamps,
                into: &next)
            swap(&current, &next)
            if count == 0 { return false }
            if let from = cached { cached = cache.record(current[0..<count], from: from, on: scalarClass) }
        }
        // `$` holds here: follow what waited for it, and look for the accepting instruction.
        let members = cached.map { cache.sets[$0] } ?? Array(current[0..<count])
        let waiting = members.filter { instructions[$0] == .assertEnd }.map { $0 + 1 }
        return (members + Self.follow(waiting, in: instructions, atEnd: true)).contains(instructions.count - 1)
    }

    /// Puts in `next` what reading `value` leads to from `states[0..<count]` and returns how
    /// many; `holds` is room for which `sets` hold `value`, `stamps` marks what `next` holds.
    private func step(
        _ states: [Int], _ count: Int, reading value: UInt32, holds: inout [Bool], stamp: Int, stamps: inout [Int], into next: inout [Int]
    ) -> Int {
        for set in sets.indices { holds[set] = sets[set].contains(value) }
        var added = 0
        var junctions = false
        for pc in states[..<count] {
            let move = moves[pc]
            guard holds[move.reads] else { continue }
            if move.reachesJunction { junctions = true }
            Self.add(move.leadsTo, of: targets, stamp: stamp, stamps: &stamps, into: &next, count: &added)
        }
        // The junctions reached are in `next`: add what each leads to, once.
        var index = 0
        while junctions, index < added {
            let move = moves[next[index]]
            if move.isJunction { Self.add(move.leadsTo, of: targets, stamp: stamp, stamps: &stamps, into: &next, count: &added) }
            index += 1
        }
        return added
    }

    /// Appends to `next[0..<count]` the instructions `targets[entries]` not yet stamped;
    /// `entries` is never empty (a loop testing its end last is the fastest here).
    private static func add(
        _ entries: Range<Int>, of targets: [Int], stamp: Int, stamps: inout [Int], into next: inout [Int], count: inout Int
    ) {
        var entry = entries.lowerBound
        repeat {
            let target = targets[entry]
            if stamps[target] != stamp {
                stamps[target] = stamp
                next[count] = target
                count += 1
            }
            entry += 1
        } while entry < entries.upperBound
    }

    /// The first `limit` states `starts` lead to without reading, the assertions holding as
    /// given (`consume`, `accept` and waiting `$` instructions), and `stops`, not gone past.
    static func follow(
        _ starts: [Int], in instructions: [Instruction], atStart: Bool = false, atEnd: Bool = false, stoppingAt stops: [Bool]? = nil,
        limit: Int = .max
    ) -> [Int] {
        var found: [Int] = []
        var visited = Array(repeating: false, count: instructions.count)
        var pending = starts
        while found.count < limit, let pc = pending.popLast() {
            guard !visited[pc] else { continue }
            visited[pc] = true
            switch instructions[pc] {
            case .consume, .accept: found.append(pc)
            case .assertEnd where !atEnd: found.append(pc)
            case _ where stops?[pc] == true: found.append(pc)
            default:
                let (first, second) = successors(of: pc, in: instructions, atStart: atStart, atEnd: atEnd)
                if let second { pending.append(second) }
                if let first { pending.append(first) }
            }
        }
        return found
    }

    /// Where instruction `pc` leads: a `consume` once it has read, the others without
    /// reading, the assertions holding as given.
    static func successors(of pc: Int, in instructions: [Instruction], atStart: Bool = false, atEnd: Bool = false) -> (Int?, Int?) {
        switch instructions[pc] {
        case .consume, .save: (pc + 1, nil)
        case .split(let first, let second): (first, second)
        case .jump(let target): (target, nil)
        case .assertStart: (atStart ? pc + 1 : nil, nil)
        case .assertEnd: (atEnd ? pc + 1 : nil, nil)
        case .accept: (nil, nil)
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
