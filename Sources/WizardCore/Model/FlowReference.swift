/// The `flow` of a `flow` step: which sub-flow, how it is shown, and whether it repeats.
public struct FlowReference: Sendable, Equatable {
    /// The sub-flow's id.
    public var flow: FlowID
    /// Push onto the same stack, or a modal sheet or cover.
    public var presentation: Presentation
    /// When set, the sub-flow runs once per item of a list.
    public var repetition: Repetition?

    /// Creates a reference.
    ///
    /// - Parameters:
    ///   - flow: the sub-flow's id (the loader checks that it exists).
    ///   - presentation: how the sub-flow is shown (`.push` by default).
    ///   - repetition: the `repeat` rule, or nil to run the sub-flow once.
    public init(flow: FlowID, presentation: Presentation = .push, repetition: Repetition? = nil) {
        self.flow = flow
        self.presentation = presentation
        self.repetition = repetition
    }
}
