/// The steps one match has taken, a DFA built lazily: each set of automaton states met gets a
/// number, and `targets[number * classCount + class]` is the number of the set that one
/// scalar of that class leads to, once computed (classes: `PatternProgram.classBounds`).
///
/// It holds at most `capacity` integers (2 MiB), counting each set and its row of targets;
/// once full it records nothing more and the match steps plainly.
struct StepCache {
    /// The most integers the sets and their rows of targets may hold.
    static let capacity = 1 << 18
    /// The shortest input, in bytes, worth a cache: on a shorter one, building it costs
    /// more than it saves.
    static let minimumInput = 256
    /// The number of the empty set, from which nothing matches.
    static let dead = 0

    let classCount: Int
    /// The sets, by number, each sorted.
    private(set) var sets: [[Int]] = []
    private var numbers: [[Int]: Int] = [:]
    /// A row of `classCount` targets per set; -1 where not yet computed.
    private var targets: [Int] = []
    private var size = 0

    /// A cache holding the empty set, numbered `dead`.
    init(classCount: Int) {
        self.classCount = classCount
        _ = number(of: [])
    }

    /// The number of the set a scalar of `scalarClass` leads to from `set`, if recorded.
    func target(from set: Int, on scalarClass: Int) -> Int? {
        let target = targets[set * classCount + scalarClass]
        return target < 0 ? nil : target
    }

    /// Records that a scalar of `scalarClass` leads from `from` to `states`.
    ///
    /// - Returns: the number of `states`, or nil when the cache is full.
    mutating func record(_ states: ArraySlice<Int>, from: Int, on scalarClass: Int) -> Int? {
        guard let to = number(of: states) else { return nil }
        targets[from * classCount + scalarClass] = to
        return to
    }

    /// The number of `states`, given one if it has none yet; nil when the cache is full.
    mutating func number(of states: ArraySlice<Int>) -> Int? {
        let key = states.sorted()
        if let known = numbers[key] { return known }
        guard size + key.count + classCount <= Self.capacity else { return nil }
        size += key.count + classCount
        numbers[key] = sets.count
        sets.append(key)
        targets += repeatElement(-1, count: classCount)
        return sets.count - 1
    }
}
