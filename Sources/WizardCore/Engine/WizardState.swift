/// The whole state of a run, as one value.
///
/// Invariants (checked by `checkInvariants()`):
/// - every entry but the top has an answer; the top has none while the run is asking;
/// - replaying every entry's `arrivalChanges` then `answerChanges` in stack order, then
///   `pending`, from no answers gives exactly `answers`;
/// - entry ids are distinct, increasing up the stack, and below `nextEntryID`;
/// - a route's style is `.push` unless its entry is the first on the stack of its
///   innermost modal frame;
public struct WizardState: Equatable, Sendable, Codable {
    /// The navigation stack: one route per entry, with its presentation style.
    public internal(set) var stack: Routes<Entry>
    /// The answers of the entries on the stack (and of completed sub-flows), by answer path.
    public internal(set) var answers: [String: AnswerValue]
    /// Answers of popped entries, by path: pre-filled when the same step is asked again.
    public internal(set) var drafts: [String: AnswerValue]
    /// Changes made since the last push (only non-empty once the run has completed).
    package internal(set) var pending: [AnswerChange]
    /// The id the next pushed entry receives.
    public internal(set) var nextEntryID: Int
    /// How many entries this run has pushed (the runaway-loop limit (docs/writing-flows.md)).
    public internal(set) var pushCount: Int
    /// Paths the user has typed an answer for in this run (sources no longer apply there).
    package internal(set) var typedPaths: Set<String>
    /// Whether the flow has ended.
    public internal(set) var isCompleted: Bool

    /// The keys of a session file's state.
    enum CodingKeys: String, CodingKey {
        case stack, answers, drafts, pending, nextEntryID, pushCount, typedPaths, isCompleted
    }

    /// Encodes the state for a session file; the typed paths are sorted, so the same run
    /// always gives the same file.
    ///
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stack, forKey: .stack)
        try container.encode(answers, forKey: .answers)
        try container.encode(drafts, forKey: .drafts)
        try container.encode(pending, forKey: .pending)
        try container.encode(nextEntryID, forKey: .nextEntryID)
        try container.encode(pushCount, forKey: .pushCount)
        try container.encode(typedPaths.sorted(), forKey: .typedPaths)
        try container.encode(isCompleted, forKey: .isCompleted)
    }

    /// An empty state, before `Engine.start`.
    public init() {
        stack = Routes()
        answers = [:]
        drafts = [:]
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
