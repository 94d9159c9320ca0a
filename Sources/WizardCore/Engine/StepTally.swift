/// The input steps counted on a run's stack up to one entry, kept between calls of
/// `Engine.position(in:tally:)`.
public struct StepTally: Sendable {
    /// The top entry when the count was made.
    var entry: EntryID?
    /// The stack's depth when the count was made.
    var depth = 0
    /// The steps counted on the stack then.
    var steps = 0

    /// A tally that has counted nothing yet.
    public init() {}

    init(entry: EntryID?, depth: Int, steps: Int) {
        self.entry = entry
        self.depth = depth
        self.steps = steps
    }
}
