/// The whole state of a run, as one value.
///
/// Invariants (checked by `checkInvariants()`):
/// - every entry but the top has an answer; the top has none while the run is asking;
/// - replaying every entry's `arrivalChanges` then `answerChanges` in stack order, then
///   `pending`, from no answers gives exactly `answers`;
/// - entry ids are distinct, increasing up the stack, and below `nextEntryID`;
/// - a route's style is `.push` unless its entry is the first on the stack of its
///   innermost modal frame;
/// - `answers` and `drafts` each keep `AnswerStore`'s invariants.
public struct WizardState: Equatable, Sendable, Codable {
    /// The navigation stack: one route per entry, with its presentation style.
    public internal(set) var stack: Routes<Entry>
    /// The answers of the entries on the stack (and of completed sub-flows), by answer path.
    public internal(set) var answers: AnswerStore
    /// Answers of popped entries, by path: pre-filled when the same step is asked again.
    public internal(set) var drafts: AnswerStore
    /// Changes made since the last push (only non-empty once the run has completed).
    package internal(set) var pending: [AnswerChange]
    /// The id the next pushed entry receives.
    public internal(set) var nextEntryID: Int
    /// How many entries this run has pushed (the runaway-loop limit (docs/writing-flows.md)).
    public internal(set) var pushCount: Int
    /// Paths the user has typed an answer for in this run (sources no longer apply there).
    package internal(set) var typedPaths: PathSet
    /// Whether the flow has ended.
    public internal(set) var isCompleted: Bool
    /// Where the entry last pushed sits in its flow's steps, so answering it needs no
    /// step-id lookup. Only a hint: `Engine.submit` checks it against the top entry and
    /// the flow before using it, and equality and coding leave it out.
    var stepHint: StepHint?

    /// The step index of an entry (see `stepHint`).
    struct StepHint: Sendable {
        var entry: EntryID
        var index: Int
    }

    /// The stored properties that make up the run (all but `stepHint`).
    enum CodingKeys: String, CodingKey {
        case stack, answers, drafts, pending, nextEntryID, pushCount, typedPaths, isCompleted
    }

    /// Whether both are the same run: every property but the step-index hint is equal.
    public static func == (lhs: WizardState, rhs: WizardState) -> Bool {
        lhs.stack == rhs.stack && lhs.answers == rhs.answers && lhs.drafts == rhs.drafts
            && lhs.pending == rhs.pending && lhs.nextEntryID == rhs.nextEntryID && lhs.pushCount == rhs.pushCount
            && lhs.typedPaths == rhs.typedPaths && lhs.isCompleted == rhs.isCompleted
    }

    /// An empty state, before `Engine.start`.
    public init() {
        stack = Routes()
        answers = AnswerStore()
        drafts = AnswerStore()
        pending = []
        nextEntryID = 1
        pushCount = 0
        typedPaths = []
        isCompleted = false
    }

    /// The entry being asked, if the run is asking.
    public var current: Entry? {
        guard !isCompleted else { return nil }
        return stack.top?.screen
    }
}
