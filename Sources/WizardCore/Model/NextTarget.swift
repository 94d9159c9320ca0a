/// A `next` target: a step of the same flow, or the end of the flow.
public enum NextTarget: Sendable, Equatable {
    /// The step with this id, in the same flow.
    case step(StepID)
    /// The end of the flow (`"next": "end"`).
    case end
}
