/// The step being asked as "step N of M".
public struct RunPosition: Equatable, Sendable {
    /// The step's number on the path, from 1.
    public var step: Int
    /// How many steps the path has, as far as the answers so far tell.
    public var total: Int
    /// Whether the whole path is known; false when a step ahead has no answer, draft or
    /// default to decide where it leads (the total is then a lower bound).
    public var isTotalKnown: Bool

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - step: the step's number on the path, from 1.
    ///   - total: how many steps the path has, as far as is known.
    ///   - isTotalKnown: false when `total` is a lower bound.
    public init(step: Int, total: Int, isTotalKnown: Bool) {
        self.step = step
        self.total = total
        self.isTotalKnown = isTotalKnown
    }
}
