/// The position of each step id in a flow's steps: the first step with that id.
///
/// A value made from an array of steps, which it keeps (sharing the array's storage, so a
/// flow's index costs no copy of its steps) and reads ids from: it holds no id of its own,
/// only a table of 32-bit slots, 6 bytes a step (a `[StepID: Int]` took 63).
/// Changing the array it was made from later does not change the index (the index keeps
/// the steps it was made from, and a mutated array gets storage of its own).
///
/// Ids are hashed with Swift's seeded `Hasher`, as a `Dictionary` hashes them: a flow file
/// cannot pick ids that make lookups linear. Ids are compared with `String`'s `==`, so
/// canonically equivalent ids ("é" precomposed or decomposed) are the same id.
///
/// Invariants: every id of the steps maps to the position of the first step with that id;
/// no other id maps to anything (`StepTable`'s invariants, over `steps`).
public struct StepIndex: Sendable, Equatable {
    /// The steps indexed.
    let steps: [Step]
    /// Positions in `steps`, by id.
    let table: StepTable

    /// Indexes `steps` (the first of a duplicated id wins).
    ///
    /// - Parameter steps: the steps, in order.
    /// - Complexity: O(*n*) expected in the number of steps (and their ids' lengths).
    public init(_ steps: [Step]) {
        var table = StepTable(capacity: steps.count)
        for (position, step) in steps.enumerated() {
            table.insert(step.id, at: position, in: steps)
        }
        self.init(steps: steps, table: table)
    }

    /// An index over `steps` whose table is already built (the loader builds it as it
    /// decodes).
    ///
    /// - Precondition: `table` was built over `steps`: its positions are positions of
    ///   `steps`, each for the first step with its id, and every id of `steps` is in it.
    init(steps: [Step], table: StepTable) {
        self.steps = steps
        self.table = table
    }

    /// The number of distinct ids.
    public var count: Int { table.count }

    /// Whether no id is indexed (there are no steps).
    public var isEmpty: Bool { table.count == 0 }

    /// The position of the first step with this id, if any.
    ///
    /// - Parameter id: a step id.
    /// - Returns: the position in the steps the index was made from, or nil when no step
    ///   has the id.
    /// - Complexity: O(length of `id`) expected.
    public func position(of id: StepID) -> Int? {
        table.position(of: id, in: steps)
    }

    /// Whether both map the same ids to the same positions (whatever the steps are
    /// otherwise, and however each table is laid out).
    ///
    /// - Complexity: O(*n*) expected in the number of ids.
    public static func == (lhs: StepIndex, rhs: StepIndex) -> Bool {
        guard lhs.count == rhs.count else { return false }
        let mask = UInt32(truncatingIfNeeded: (1 << lhs.table.positionBits) - 1)
        for slot in lhs.table.slots where slot != 0 {
            let position = Int(slot & mask) - 1
            guard rhs.position(of: lhs.steps[position].id) == position else { return false }
        }
        return true
    }
}
