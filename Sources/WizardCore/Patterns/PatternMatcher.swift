/// Runs a `PatternProgram` over an input as a lazily built DFA whose states (the sets of
/// threads alive after a prefix) and transitions are cached; nothing backtracks, so the
/// time is linear in the input. When the input keeps reaching new states (an exponential
/// DFA such as `[ab]*a[ab]{495}`), a budget runs out and `PositionSimulation` takes over.
///
/// A compiled pattern keeps a matcher with its first states built (`buildAhead()`) and
/// each match works on a copy, so a shared pattern needs no lock.
struct PatternMatcher: Sendable {
    /// The most DFA states kept at once.
    static let maxCachedStates = 4_096
    /// The budget for building states, in units of one thread or one cached transition:
    /// `warmUpStates` states of the largest size, plus `workPerScalar` per scalar read.
    static let warmUpStates = 64
    /// The budget of `buildAhead()`, small so that loading many patterns costs about what
    /// compiling them does.
    static let statesBuiltAhead = 4
    static let unitsBuiltAhead = 1_024
    static let workPerState = 32
    static let workPerScalar = 2

    private let program: PatternProgram
    private let acceptIndex: Int
    /// The threads before any scalar is read, and whether the empty input matches.
    private let startThreads: [Int]
    private let matchesEmpty: Bool
    /// The index of `startThreads` in `states`.
    private var startState = 0
    /// The threads of each DFA state: instruction indexes of `consume`, `assertEnd` and
    /// `accept`, ascending.
    private var states: [[Int]] = []
    private var stateIndexes: [[Int]: Int] = [:]
    /// `states.count` rows of `classCount` targets; -1 where not yet computed.
    private var transitions: [Int] = []
    /// Visit marks for closures: `marks[pc] == generation` when seen in this closure.
    private var marks: [Int]
    private var generation = 0

    init(_ program: PatternProgram) {
        self.program = program
        acceptIndex = program.instructions.count - 1
        marks = Array(repeating: 0, count: program.instructions.count)
        var startMarks = marks
        startThreads = PatternProgram.closure(
            in: program.instructions, from: [0], atStart: true, atEnd: false, marks: &startMarks, generation: 1)
        let emptyThreads = PatternProgram.closure(
            in: program.instructions, from: [0], atStart: true, atEnd: true, marks: &startMarks, generation: 2)
        matchesEmpty = emptyThreads.contains(acceptIndex)
        startState = stateIndex(for: startThreads)
    }

    /// Builds the states reachable from the start, breadth first, within the budget of
    /// `buildAhead()`.
    mutating func buildAhead() {
        let stateCost = Self.workPerState + program.classCount
        var budget = max(Self.statesBuiltAhead * (program.instructions.count + stateCost), Self.unitsBuiltAhead)
        var state = startState
        // The budget is far below `maxCachedStates`, so the cache is never emptied here.
        while state < states.count {
            for scalarClass in 0..<program.classCount {
                guard transitions[state * program.classCount + scalarClass] < 0 else { continue }
                if budget < 0 { return }
                let target = step(from: state, scalarClass: scalarClass)
                budget -= states[target].count + stateCost
            }
            state += 1
        }
    }

    /// Whether the program matches the whole of `text`.
    ///
    /// - Complexity: O(*n* · *p*) in the worst case and O(*n*) once the states the input
    ///   visits are cached (*n* input scalars, *p* instructions).
    mutating func matchesWhole(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return matchesEmpty }
        var state = startState
        var scalar: Unicode.Scalar? = first
        let stateCost = Self.workPerState + program.classCount
        var budget = Self.warmUpStates * (program.instructions.count + stateCost)
        while let current = scalar {
            if states[state].isEmpty { return false }
            let scalarClass = program.classOf(current.value)
            let known = transitions[state * program.classCount + scalarClass]
            if known >= 0 {
                state = known
            } else {
                if budget < 0 {
                    var simulation = PositionSimulation(program)
                    return simulation.matches(from: states[state], first: current, rest: &scalars)
                }
                state = step(from: state, scalarClass: scalarClass)
                budget -= states[state].count + stateCost
            }
            budget += Self.workPerScalar
            scalar = scalars.next()
        }
        return acceptsAtEnd(states[state])
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
            startState = stateIndex(for: startThreads)
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
        return PatternProgram.closure(
            in: program.instructions, from: seeds, atStart: atStart, atEnd: atEnd, marks: &marks,
            generation: generation)
    }
}
