/// What ``Engine/wouldEnter(step:in:)`` finds about a step's `when` guard.
public enum StepGuardVerdict: Equatable, Sendable {
    /// The step has no `when`, or it holds: it would be pushed and asked.
    case entered
    /// Its `when` does not hold: it would be skipped (no entry, no answer).
    case skipped
    /// No step of the current flow has this id (or the run is not asking).
    case unknownStep(String)
    /// The condition could not be evaluated; the run would fail there.
    case conditionFailed(reason: String)
}
