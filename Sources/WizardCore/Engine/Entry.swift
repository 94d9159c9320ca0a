/// One visit of an input step (or of a repeat's "add another?" question) on the stack.
/// Every entry below the top has an answer; the top's is nil while it is asked.
public struct Entry: Hashable, Sendable, Codable {
    /// The entry's stable identity.
    public var id: EntryID
    /// The innermost sub-flow it sits in, a record of the state's frame table (nil in the
    /// root flow); `WizardState.frames(of:)` gives the whole chain.
    public internal(set) var frame: FrameID?
    /// The step (for a repeat question: the repeating `flow` step, in its frame's flow).
    public var step: StepID
    /// What is asked.
    public var kind: EntryKind
    /// The recorded answer, nil while it is being asked.
    public var answer: AnswerValue?
    /// Where the answer came from.
    public var source: AnswerSource?
    /// Changes to the answers made when the entry was pushed (sub-flow starts, completed
    /// sheets and covers, repeat counts), undone when it is popped.
    package var arrivalChanges: [AnswerChange]
    /// Changes made when the entry was answered, undone when it is asked again.
    package var answerChanges: [AnswerChange]

    /// Makes an entry.
    init(
        id: EntryID, frame: FrameID?, step: StepID, kind: EntryKind, answer: AnswerValue? = nil, source: AnswerSource? = nil,
        arrivalChanges: [AnswerChange] = [], answerChanges: [AnswerChange] = []
    ) {
        self.id = id
        self.frame = frame
        self.step = step
        self.kind = kind
        self.answer = answer
        self.source = source
        self.arrivalChanges = arrivalChanges
        self.answerChanges = answerChanges
    }

    /// Makes the entry unanswered again: no answer, no source, no answer changes.
    mutating func clearAnswer() {
        answer = nil
        source = nil
        answerChanges = []
    }
}
