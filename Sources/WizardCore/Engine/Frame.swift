/// One sub-flow on the way from the root flow to a step: the `flow` step that opened it,
/// which flow it runs, the repeat item (if any) and how it is presented. A run holds each
/// in its frame table (`FrameTable`), once.
public struct Frame: Hashable, Sendable, Codable {
    /// The `flow` step, in the enclosing flow, that opened this frame.
    public var flowStep: StepID
    /// The sub-flow being run.
    public var flow: FlowID
    /// The 0-based item index inside a `repeat`, else nil.
    public var item: Int?
    /// How the sub-flow is shown.
    public var presentation: Presentation

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - flowStep: the `flow` step, in the enclosing flow, that opens the frame.
    ///   - flow: the sub-flow to run.
    ///   - item: the 0-based repeat item index, or nil outside a `repeat`.
    ///   - presentation: how the sub-flow is shown (`.push` by default).
    public init(flowStep: StepID, flow: FlowID, item: Int? = nil, presentation: Presentation = .push) {
        self.flowStep = flowStep
        self.flow = flow
        self.item = item
        self.presentation = presentation
    }
}
