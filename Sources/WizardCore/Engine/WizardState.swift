/// The whole state of a run, as one value.
///
/// Invariants (checked by `checkInvariants()`):
/// - every entry but the top has an answer; the top has none while the run is asking;
/// - replaying every entry's `arrivalChanges` then `answerChanges` in stack order, then
///   `pending`, from no answers gives exactly `answers`;
/// - entry ids are distinct, increasing up the stack, and below `nextEntryID`;
/// - a route's style is `.push` unless its entry is the first on the stack of its
///   innermost modal frame;
/// - every entry's frame is a record of `frameTable`, whose parents form chains to the root
///   flow, and every record is the frame of an entry or an ancestor of one (`FrameTable`);
public struct WizardState: Equatable, Sendable, Codable {
    /// The navigation stack: one route per entry, with its presentation style.
    public internal(set) var stack: Routes<Entry>
    /// The sub-flows the entries sit in, each once; an entry names its innermost frame.
    public internal(set) var frameTable: FrameTable
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
    /// The UTF-8 bytes of the answer paths and answers this run has recorded, counted when
    /// recorded and never taken back (the limit on what a run holds (docs/writing-flows.md)).
    public internal(set) var recordedBytes: Int
    /// Paths the user has typed an answer for in this run (sources no longer apply there).
    package internal(set) var typedPaths: Set<String>
    /// Whether the flow has ended.
    public internal(set) var isCompleted: Bool
    /// Whether the run is at the review of every answer, after the top flow's last step
    /// (docs/navigation.md): no entry is asked, and the answers are those of a completed run.
    public internal(set) var isReviewing: Bool
    /// The change being made from the review: until the run is back at the review, a step
    /// reached going forward takes its earlier answer (its draft) without asking, except
    /// the one changed. Nil otherwise, and after any `back`, `root` or `dismiss`.
    public internal(set) var reviewEdit: ReviewEdit?

    /// The keys of a session file's state.
    enum CodingKeys: String, CodingKey {
        case frames, stack, answers, drafts, pending, nextEntryID, pushCount, recordedBytes, typedPaths, isCompleted
        case isReviewing, reviewEdit
    }

    /// Encodes the state for a session file, typed paths sorted so a run always gives the
    /// same file.
    ///
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(frameTable, forKey: .frames)
        try container.encode(stack, forKey: .stack)
        try container.encode(answers, forKey: .answers)
        try container.encode(drafts, forKey: .drafts)
        try container.encode(pending, forKey: .pending)
        try container.encode(nextEntryID, forKey: .nextEntryID)
        try container.encode(pushCount, forKey: .pushCount)
        try container.encode(recordedBytes, forKey: .recordedBytes)
        try container.encode(typedPaths.sorted(), forKey: .typedPaths)
        try container.encode(isCompleted, forKey: .isCompleted)
        if isReviewing { try container.encode(isReviewing, forKey: .isReviewing) }
        try container.encodeIfPresent(reviewEdit, forKey: .reviewEdit)
    }

    /// Decodes a session file's state.
    ///
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: `DecodingError` when a part is missing or malformed, or an entry names a
    ///   frame the table does not hold.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        frameTable = try container.decode(FrameTable.self, forKey: .frames)
        stack = try container.decode(Routes<Entry>.self, forKey: .stack)
        answers = try container.decode([String: AnswerValue].self, forKey: .answers)
        drafts = try container.decode([String: AnswerValue].self, forKey: .drafts)
        pending = try container.decode([AnswerChange].self, forKey: .pending)
        nextEntryID = try container.decode(Int.self, forKey: .nextEntryID)
        pushCount = try container.decode(Int.self, forKey: .pushCount)
        recordedBytes = try container.decodeIfPresent(Int.self, forKey: .recordedBytes) ?? 0
        typedPaths = try container.decode(Set<String>.self, forKey: .typedPaths)
        isCompleted = try container.decode(Bool.self, forKey: .isCompleted)
        isReviewing = try container.decodeIfPresent(Bool.self, forKey: .isReviewing) ?? false
        reviewEdit = try container.decodeIfPresent(ReviewEdit.self, forKey: .reviewEdit)
        for route in stack.routes {
            if let frame = route.screen.frame, !frameTable.contains(frame) {
                throw DecodingError.dataCorruptedError(
                    forKey: .stack, in: container, debugDescription: "entry \(route.screen.id) names an unknown \(frame)")
            }
        }
    }

    /// An empty state, before `Engine.start`.
    public init() {
        stack = Routes()
        frameTable = FrameTable()
        answers = [:]
        drafts = [:]
        pending = []
        nextEntryID = 1
        pushCount = 0
        recordedBytes = 0
        typedPaths = []
        isCompleted = false
        isReviewing = false
        reviewEdit = nil
    }

    /// The state with an empty stack: with the stack's routes encoded one at a time, what
    /// a session file is written from (`AnswerValue.jsonText(splicing:routes:)`).
    package var withoutRoutes: WizardState {
        var copy = self
        copy.stack = Routes()
        return copy
    }

    /// The entry being asked, if the run is asking.
    public var current: Entry? {
        guard !isCompleted, !isReviewing else { return nil }
        return stack.top?.screen
    }
}
