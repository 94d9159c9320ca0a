/// Runs a `PatternProgram` over an input as a lazily built DFA: each DFA state is the set
/// of automaton threads alive after some prefix, built the first time it is reached and
/// its transitions cached per scalar class. Nothing backtracks, so the time is linear in
/// the input: cached steps cost one table look-up, a new state at most one pass over the
/// program. The cache is bounded and starts afresh when full; when the input keeps
/// reaching new states (a pattern whose DFA is exponential), the matcher stops caching and
/// steps the automaton's thread list directly, at most one pass over the program per
/// scalar.
///
/// An input of at most `maxUncachedLength` bytes (a typical answer) is matched by stepping
/// the thread list directly: building DFA states would cost more than it saves.
///
/// A matcher is a value used for one input (it holds its cache), so a pattern shared by
/// many threads needs no lock.
struct PatternMatcher {
    /// The longest input, in UTF-8 bytes, matched without building DFA states.
    static let maxUncachedLength = 64
    /// The most DFA states kept at once.
    static let maxCachedStates = 4_096
    /// States built before the hit rate is judged: past it, a matcher building more than
    /// one state per `minScalarsPerState` scalars read stops caching.
    static let warmUpStates = 64
    static let minScalarsPerState = 8

    private let program: PatternProgram
    private let acceptIndex: Int
    /// The threads of each DFA state: instruction indexes of `consume`, `assertEnd` and
    /// `accept`, ascending.
    private var states: [[Int]] = []
    private var stateIndexes: [[Int]: Int] = [:]
    /// `states.count` rows of `classCount` targets; -1 where not yet computed.
    private var transitions: [Int] = []
    /// Visit marks for closures: `marks[pc] == generation` when seen in this closure.
    private var marks: [Int]
    private var generation = 0
    /// `acceptedSets(of:)` by class, once computed.
    private var acceptedByClass: [[Bool]?]

    init(_ program: PatternProgram) {
        self.program = program
        acceptIndex = program.instructions.count - 1
        marks = Array(repeating: 0, count: program.instructions.count)
        acceptedByClass = Array(repeating: nil, count: program.classCount)
    }

    /// Whether the program matches the whole of `text`.
    ///
    /// - Complexity: O(*n* · *p*) in the worst case and O(*n*) once the states the input
    ///   visits are cached (*n* input scalars, *p* instructions).
    mutating func matchesWhole(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else {
            return closure(from: [0], atStart: true, atEnd: true).contains(acceptIndex)
        }
        let start = closure(from: [0], atStart: true, atEnd: false)
        if text.utf8.count <= Self.maxUncachedLength {
            return simulate(from: start, scalar: first, rest: &scalars)
        }
        var state = stateIndex(for: start)
        var scalar: Unicode.Scalar? = first
        var read = 0
        var built = 1
        while let current = scalar {
            if states[state].isEmpty { return false }
            let scalarClass = program.classOf(current.value)
            let known = transitions[state * program.classCount + scalarClass]
            if known >= 0 {
                state = known
            } else {
                if built > Self.warmUpStates && built * Self.minScalarsPerState > read {
                    return simulate(from: states[state], scalar: current, rest: &scalars)
                }
                state = step(from: state, scalarClass: scalarClass)
                built += 1
            }
            read += 1
            scalar = scalars.next()
        }
        return acceptsAtEnd(states[state])
    }

    /// Steps the thread list without caching, from `threads` before `scalar`.
    private mutating func simulate(
        from threads: [Int], scalar: Unicode.Scalar, rest: inout String.UnicodeScalarView.Iterator
    ) -> Bool {
        // Locals, so the loop below touches no property of `self`.
        let instructions = program.instructions
        let hasFollow = program.follow != nil
        let followStarts = program.follow?.starts ?? []
        let followTargets = program.follow?.targets ?? []
        var marks = Array(repeating: 0, count: instructions.count)
        var generation = 0
        var current = threads
        var next: [Int] = []
        var pending: [Int] = []
        // `current` and `next` trade buffers every scalar: both get room for every thread.
        current.reserveCapacity(instructions.count)
        next.reserveCapacity(instructions.count)
        pending.reserveCapacity(instructions.count)
        var scalar: Unicode.Scalar? = scalar
        var lastClass = -1
        var accepted: [Bool] = []
        while let value = scalar?.value {
            let scalarClass = program.classOf(value)
            if scalarClass != lastClass {
                accepted = acceptedSets(of: scalarClass)
                lastClass = scalarClass
            }
            generation += 1
            next.removeAll(keepingCapacity: true)
            if hasFollow {
                for pc in current {
                    guard case .consume(let set, _) = instructions[pc], accepted[set] else { continue }
                    var index = followStarts[pc]
                    let end = followStarts[pc + 1]
                    while index < end {
                        let at = followTargets[index]
                        if marks[at] != generation {
                            marks[at] = generation
                            next.append(at)
                        }
                        index += 1
                    }
                }
                if next.isEmpty { return false }
                swap(&current, &next)
                scalar = rest.next()
                continue
            }
            for pc in current {
                guard case .consume(let set, let target) = instructions[pc], accepted[set] else { continue }
                pending.append(target)
                while let at = pending.popLast() {
                    guard marks[at] != generation else { continue }
                    marks[at] = generation
                    switch instructions[at] {
                    case .consume, .accept, .assertEnd: next.append(at)
                    case .split(let first, let second):
                        pending.append(second)
                        pending.append(first)
                    case .jump(let target): pending.append(target)
                    case .assertStart: break
                    }
                }
            }
            if next.isEmpty { return false }
            swap(&current, &next)
            scalar = rest.next()
        }
        return acceptsAtEnd(current)
    }

    /// Which sets hold the scalars of `scalarClass`, computed once per class.
    private mutating func acceptedSets(of scalarClass: Int) -> [Bool] {
        if let known = acceptedByClass[scalarClass] { return known }
        let representative = program.classStarts[scalarClass]
        let accepted = program.sets.map { $0.contains(representative) }
        acceptedByClass[scalarClass] = accepted
        return accepted
    }

    /// Computes, caches and returns the state after reading a scalar of `scalarClass`.
    private mutating func step(from state: Int, scalarClass: Int) -> Int {
        let representative = program.classStarts[scalarClass]
        var seeds: [Int] = []
        for pc in states[state] {
            if case .consume(let set, let next) = program.instructions[pc], program.sets[set].contains(representative) {
                seeds.append(next)
            }
        }
        let threads = closure(from: seeds, atStart: false, atEnd: false)
        var from = state
        if stateIndexes[threads] == nil && states.count >= Self.maxCachedStates {
            let kept = states[state]
            states = []
            stateIndexes = [:]
            transitions = []
            from = stateIndex(for: kept)
        }
        let target = stateIndex(for: threads)
        transitions[from * program.classCount + scalarClass] = target
        return target
    }

    private mutating func stateIndex(for threads: [Int]) -> Int {
        if let known = stateIndexes[threads] { return known }
        let index = states.count
        states.append(threads)
        stateIndexes[threads] = index
        transitions.append(contentsOf: repeatElement(-1, count: program.classCount))
        return index
    }

    private mutating func acceptsAtEnd(_ threads: [Int]) -> Bool {
        var seeds: [Int] = []
        for pc in threads {
            if pc == acceptIndex { return true }
            if case .assertEnd(let next) = program.instructions[pc] { seeds.append(next) }
        }
        return !seeds.isEmpty && closure(from: seeds, atStart: false, atEnd: true).contains(acceptIndex)
    }

    /// The threads reachable from `seeds` without reading a scalar, ascending.
    private mutating func closure(from seeds: [Int], atStart: Bool, atEnd: Bool) -> [Int] {
        generation += 1
        var threads: [Int] = []
        var pending = seeds.reversed() as [Int]
        while let pc = pending.popLast() {
            guard marks[pc] != generation else { continue }
            marks[pc] = generation
            switch program.instructions[pc] {
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
}
