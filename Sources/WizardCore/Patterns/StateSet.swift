/// A set of instructions of a `PatternProgram`, as its matcher steps it: `members` lists the
/// `consume`, `accept` and waiting `$` instructions in the order reached. Every instruction
/// visited since the last `removeAll()` is stamped with the current generation, so emptying
/// the set costs nothing. Its arrays have room for every instruction and are reused for every
/// scalar read.
struct StateSet {
    /// `states[0..<count]` are the members.
    private var states: [Int]
    private var count = 0
    /// `stamps[pc] == generation` when `pc` was visited since the last `removeAll()`.
    private var stamps: [Int]
    private var generation = 1
    /// Room for the second targets of the splits a closure has still to visit.
    var pending: [Int]

    init(capacity: Int) {
        states = Array(repeating: 0, count: capacity)
        stamps = states
        pending = states
    }

    var members: ArraySlice<Int> { states[0..<count] }

    /// Stamps `pc` visited; false when it already was.
    mutating func visit(_ pc: Int) -> Bool {
        guard stamps[pc] != generation else { return false }
        stamps[pc] = generation
        return true
    }

    /// Adds `pc`, just visited, to the members.
    mutating func append(_ pc: Int) {
        states[count] = pc
        count += 1
    }

    /// Whether `pc`, a `consume` or `accept` instruction, is a member.
    func contains(_ pc: Int) -> Bool { stamps[pc] == generation }

    mutating func removeAll() {
        count = 0
        generation += 1
    }
}
