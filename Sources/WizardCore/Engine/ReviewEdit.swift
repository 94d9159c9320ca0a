/// A change made from the review, under way: the run goes forward to the review again.
public struct ReviewEdit: Equatable, Sendable, Codable {
    /// The answer path being changed: the one step asked on the way unless the change
    /// requires others.
    public var path: String
    /// The answer paths the review listed when the change began, to tell which answers
    /// the change dropped once the run is back at the review.
    public var reviewedPaths: [String]
    /// The questions (answer paths; `path#moreN` for a repeat's) whose earlier answer was
    /// taken on the way, in order: one reached again (a `next` loop) is asked, since an
    /// earlier answer holds one pass only.
    public var takenPaths: [String] = []
    /// Where the answers undone for the change came from, by question (as `takenPaths`
    /// names them): an answer taken again keeps its source for `--explain`.
    public var sources: [String: AnswerSource] = [:]
}
