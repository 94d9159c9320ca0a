/// What changing an earlier answer did to the answers after it.
public struct AnswerImpact: Equatable, Sendable {
    /// The answer changed.
    public var changedPath: String
    /// The later answers no longer on the path, in the order the old answer met them.
    public var droppedPaths: [String]
    /// Later answers still on the path that were their step's templated default, which
    /// now gives another value; the old value stays pre-filled.
    public var staleDefaultPaths: [String]

    /// Whether the change touched any later answer.
    public var isEmpty: Bool { droppedPaths.isEmpty && staleDefaultPaths.isEmpty }

    /// Creates an impact.
    ///
    /// - Parameters:
    ///   - changedPath: the answer changed.
    ///   - droppedPaths: the later answers no longer on the path.
    ///   - staleDefaultPaths: later answers whose templated default now gives another value.
    public init(changedPath: String, droppedPaths: [String], staleDefaultPaths: [String] = []) {
        self.changedPath = changedPath
        self.droppedPaths = droppedPaths
        self.staleDefaultPaths = staleDefaultPaths
    }
}
