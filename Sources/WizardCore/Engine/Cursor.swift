/// Where forward movement stands between two questions.
enum Cursor {
    /// Consider the step at `index` of the frame's flow (past the end: the flow ends).
    /// A frame is a record of the state's frame table; nil is the root flow.
    case stepAt(frame: FrameID?, index: Int)
    /// Go on after a step, following its `next` rule.
    case after(frame: FrameID?, step: StepID, answer: AnswerValue?)
    /// The frame's flow has no more steps.
    case endOfFrame(frame: FrameID?)
    /// A repeat (`flow` step `step` in the frame's flow) has `count` items: go on.
    case repeatDecision(frame: FrameID?, step: StepID, count: Int)
    /// A `next` rule led back to the step at `index` (at or before the step it follows): a
    /// new pass of the flow starts there (`Engine.startPass`).
    case loopBack(frame: FrameID?, index: Int)
}
