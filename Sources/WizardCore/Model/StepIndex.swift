/// The position of each step id in a flow's steps: the first step with that id.
///
/// Ids are compared as `String`s compare, so canonically equivalent ids ("é" precomposed
/// or decomposed) are the same id. Changing the steps an index was made from later does
/// not change the index.
public struct StepIndex: Sendable, Equatable {
    /// The position of the first step with each id.
    private let positions: [StepID: Int]

    /// Indexes `steps` (the first of a duplicated id wins).
    ///
    /// - Parameter steps: the steps, in order.
    /// - Complexity: O(*n*) expected in the number of steps (and their ids' lengths).
    public init(_ steps: [Step]) {
        var positions: [StepID: Int] = [:]
        positions.reserveCapacity(steps.count)
        for i in steps.indices where positions[steps[i].id] == nil {
            positions[steps[i].id] = i
        }
        self.positions = positions
    }

    /// An index of the positions the loader found as it decoded the steps.
    ///
    /// - Precondition: `positions` maps each id of the steps to its first step's position.
    init(positions: [StepID: Int]) {
        self.positions = positions
    }

    /// The number of distinct ids.
    public var count: Int { positions.count }

    /// Whether no id is indexed (there are no steps).
    public var isEmpty: Bool { positions.isEmpty }

    /// The position of the first step with this id, if any.
    ///
    /// - Parameter id: a step id.
    /// - Returns: the position in the steps the index was made from, or nil when no step
    ///   has the id.
    /// - Complexity: O(length of `id`) expected.
    public func position(of id: StepID) -> Int? {
        positions[id]
    }
}
