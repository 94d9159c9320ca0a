/// One entry on the navigation stack: one visit of an input step (or of a repeat's
/// "add another?" question).
///
/// Every entry below the top has an answer; the top entry is the question being asked
/// (its `answer` is nil) unless the run has completed.
///
/// **Layout.** A long run keeps one entry per answered step, so the entry is kept small
/// (58 bytes, so that a `Route<Entry>` with its style byte fits in 64, from 144): what
/// most entries never use (arrival changes, a repeat question's count, answer changes
/// other than the usual one) lives out of line in `Rare`, and the usual answer change
/// (the entry's own path, from no value to its answer) is not stored at all but read back
/// from the entry. The fields are declared in this order so that the one-byte `flags`
/// ends the layout and `Route`'s style byte follows it. The public and package properties
/// read and write the same values as plain stored properties would, and equality, hashing
/// and coding see only them, so the session format is unchanged.
public struct Entry: Sendable {
    /// The entry's stable identity.
    public var id: EntryID
    private var storedFrames: [Frame]
    private var storedStep: StepID
    /// What most entries leave empty; nil when it all is.
    private var rare: RareBox?
    private var storedAnswer: AnswerValue?
    private var flags: Flags

    /// Makes an entry.
    ///
    /// - Parameters:
    ///   - id: the entry's identity.
    ///   - frames: the open sub-flows, outermost first.
    ///   - step: the step asked (for a repeat question, the repeating `flow` step).
    ///   - kind: what is asked.
    ///   - answer: the recorded answer, nil while it is being asked.
    ///   - source: where the answer came from.
    ///   - arrivalChanges: changes made when the entry was pushed.
    ///   - answerChanges: changes made when the entry was answered.
    init(
        id: EntryID, frames: [Frame], step: StepID, kind: EntryKind, answer: AnswerValue?, source: AnswerSource?,
        arrivalChanges: [AnswerChange], answerChanges: ChangeList
    ) {
        self.id = id
        self.storedFrames = frames
        self.storedStep = step
        self.rare = nil
        self.storedAnswer = answer
        self.flags = Flags()
        self.source = source
        self.kind = kind
        self.arrivalChanges = arrivalChanges
        self.answerChanges = answerChanges
    }

    /// Makes an entry being asked (no answer yet): what `Engine.arrive` pushes, built
    /// field by field so that nothing is checked and the empty parts stay known.
    ///
    /// - Parameters:
    ///   - id: the entry's identity.
    ///   - frames: the open sub-flows, outermost first.
    ///   - step: the step asked (for a repeat question, the repeating `flow` step).
    ///   - kind: what is asked.
    ///   - arrivalChanges: changes made when the entry is pushed.
    init(asking id: EntryID, frames: [Frame], step: StepID, kind: EntryKind, arrivalChanges: [AnswerChange]) {
        self.id = id
        self.storedFrames = frames
        self.storedStep = step
        self.storedAnswer = nil
        self.flags = Flags()
        var repeatCount = 0
        if case .repeatQuestion(let count) = kind {
            flags.isRepeatQuestion = true
            repeatCount = count
        }
        self.rare =
            arrivalChanges.isEmpty && repeatCount == 0
            ? nil : RareBox(Rare(arrivalChanges: arrivalChanges, repeatCount: repeatCount))
    }

    /// The open sub-flows, outermost first.
    public var frames: [Frame] {
        get { storedFrames }
        set {
            storeAnswerChange()
            storedFrames = newValue
        }
    }

    /// The step (for a repeat question: the repeating `flow` step, in the last frame's flow).
    public var step: StepID {
        get { storedStep }
        set {
            storeAnswerChange()
            storedStep = newValue
        }
    }

    /// What is asked.
    public var kind: EntryKind {
        get { flags.isRepeatQuestion ? .repeatQuestion(count: rare?.value.repeatCount ?? 0) : .step }
        set {
            switch newValue {
            case .step:
                flags.isRepeatQuestion = false
                if rare?.value.repeatCount ?? 0 != 0 { updateRare { $0.repeatCount = 0 } }
            case .repeatQuestion(let count):
                flags.isRepeatQuestion = true
                if rare?.value.repeatCount ?? 0 != count { updateRare { $0.repeatCount = count } }
            }
        }
    }

    /// The recorded answer, nil while it is being asked.
    public var answer: AnswerValue? {
        get { storedAnswer }
        set {
            if flags.answerChanges == .implied && newValue != storedAnswer { storeAnswerChange() }
            storedAnswer = newValue
        }
    }

    /// Where the answer came from.
    public var source: AnswerSource? {
        get { flags.source }
        set { flags.source = newValue }
    }

    /// Changes to the answers made when the entry was pushed (sub-flow starts, completed
    /// sheets and covers, repeat counts), undone when it is popped.
    package var arrivalChanges: [AnswerChange] {
        get { rare?.value.arrivalChanges ?? [] }
        set {
            guard !(newValue.isEmpty && (rare?.value.arrivalChanges.isEmpty ?? true)) else { return }
            updateRare { $0.arrivalChanges = newValue }
        }
    }

    /// Changes made when the entry was answered, undone when it is asked again.
    package var answerChanges: ChangeList {
        get {
            switch flags.answerChanges {
            case .none: ChangeList()
            case .implied: ChangeList(AnswerChange(path: path, old: nil, new: storedAnswer))
            case .stored: rare?.value.answerChanges ?? ChangeList()
            }
        }
        set {
            if flags.answerChanges == .stored { updateRare { $0.answerChanges = ChangeList() } }
            if newValue.isEmpty {
                flags.answerChanges = .none
            } else if newValue.count == 1, newValue[0].old == nil, let answer = storedAnswer, newValue[0].new == answer,
                newValue[0].path == path
            {
                flags.answerChanges = .implied
            } else {
                updateRare { $0.answerChanges = newValue }
                flags.answerChanges = .stored
            }
        }
    }

    /// The entry's answer path (`db.port`; for a repeat question, the repeat's path).
    public var path: String { AnswerPath.of(storedStep, in: storedFrames) }

    /// The key of what the entry asks, in typed-answer bookkeeping and trace notices: the
    /// path, with `#more` after a repeat question's (`servers#more`).
    var questionKey: String { kind == .step ? path : path + "#more" }

    /// Records the answer to the entry's own step at `path` (its `path`, which the caller
    /// has built already), which held `old` before: the answer, its source, and the one
    /// answer change, in place and without an allocation when `old` is nil.
    mutating func recordAnswer(_ value: AnswerValue, source: AnswerSource, path: String, replacing old: AnswerValue?) {
        if flags.answerChanges == .stored { updateRare { $0.answerChanges = ChangeList() } }
        storedAnswer = value
        flags.source = source
        if old == nil {
            flags.answerChanges = .implied
        } else {
            updateRare { $0.answerChanges = ChangeList(AnswerChange(path: path, old: old, new: value)) }
            flags.answerChanges = .stored
        }
    }

    /// Makes the entry unanswered again: no answer, no source, no answer changes.
    mutating func clearAnswer() {
        if flags.answerChanges == .stored { updateRare { $0.answerChanges = ChangeList() } }
        flags.answerChanges = .none
        flags.source = nil
        storedAnswer = nil
    }

    /// Stores an implied answer change explicitly, before a change to what it is read
    /// from (the path or the answer).
    private mutating func storeAnswerChange() {
        guard flags.answerChanges == .implied else { return }
        let change = AnswerChange(path: path, old: nil, new: storedAnswer)
        updateRare { $0.answerChanges = ChangeList(change) }
        flags.answerChanges = .stored
    }

    /// Changes the out-of-line part (copied first when another entry shares it), dropping
    /// it when it ends up empty.
    private mutating func updateRare(_ body: (inout Rare) -> Void) {
        var value = rare?.value ?? Rare()
        body(&value)
        rare = value.isEmpty ? nil : RareBox(value)
    }
}

extension Entry {
    /// What most entries leave empty, out of line.
    private struct Rare: Sendable {
        var arrivalChanges: [AnswerChange] = []
        /// The answer changes, when `Flags.answerChanges` is `.stored`.
        var answerChanges = ChangeList()
        /// A repeat question's count of items so far.
        var repeatCount = 0

        var isEmpty: Bool { arrivalChanges.isEmpty && answerChanges.isEmpty && repeatCount == 0 }
    }

    /// `Rare` behind one reference; never changed once made (entries that share one copy
    /// it by making a new one).
    private final class RareBox: Sendable {
        let value: Rare
        init(_ value: Rare) { self.value = value }
    }

    /// How an entry's answer changes are held.
    private enum AnswerChangeForm: UInt8 {
        /// None.
        case none = 0
        /// One change, read back from the entry: its path, from no value to its answer.
        case implied = 1
        /// In `Rare.answerChanges`.
        case stored = 2
    }

    /// The source, whether it asks a repeat question, and the answer change form, in one
    /// byte: bits 0–2 the source (0: none), bit 3 the repeat question, bits 4–5 the form.
    private struct Flags: Equatable, Sendable {
        var raw: UInt8 = 0

        var source: AnswerSource? {
            get {
                switch raw & 0b111 {
                case 1: .typed
                case 2: .piped
                case 3: .set
                case 4: .answersFile
                case 5: .environment
                case 6: .default
                case 7: .draft
                default: nil
                }
            }
            set {
                let code: UInt8 =
                    switch newValue {
                    case nil: 0
                    case .typed: 1
                    case .piped: 2
                    case .set: 3
                    case .answersFile: 4
                    case .environment: 5
                    case .default: 6
                    case .draft: 7
                    }
                raw = raw & ~0b111 | code
            }
        }

        var isRepeatQuestion: Bool {
            get { raw & 0b1000 != 0 }
            set { raw = newValue ? raw | 0b1000 : raw & ~0b1000 }
        }

        var answerChanges: AnswerChangeForm {
            get { AnswerChangeForm(rawValue: (raw >> 4) & 0b11) ?? .none }
            set { raw = raw & ~0b11_0000 | newValue.rawValue << 4 }
        }
    }
}

extension Entry: Hashable {
    /// Whether both entries hold the same values (however their answer changes are held).
    public static func == (lhs: Entry, rhs: Entry) -> Bool {
        guard lhs.id == rhs.id, lhs.storedStep == rhs.storedStep, lhs.storedFrames == rhs.storedFrames,
            lhs.storedAnswer == rhs.storedAnswer, lhs.flags.source == rhs.flags.source, lhs.kind == rhs.kind
        else { return false }
        if lhs.flags == rhs.flags && lhs.rare === rhs.rare { return true }
        return lhs.arrivalChanges == rhs.arrivalChanges && lhs.answerChanges == rhs.answerChanges
    }

    /// Hashes the entry's values, as its equality sees them.
    ///
    /// - Parameter hasher: the hasher to feed the values to.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(storedFrames)
        hasher.combine(storedStep)
        hasher.combine(kind)
        hasher.combine(storedAnswer)
        hasher.combine(source)
        hasher.combine(arrivalChanges)
        hasher.combine(answerChanges)
    }
}

extension Entry: Codable {
    /// The keys of a session file's entry, in the order of the properties.
    private enum CodingKeys: String, CodingKey {
        case id, frames, step, kind, answer, source, arrivalChanges, answerChanges
    }

    /// Decodes an entry from a session file (absent `answer` and `source` are nil).
    ///
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: `DecodingError` when a key is missing or a value has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(EntryID.self, forKey: .id),
            frames: try container.decode([Frame].self, forKey: .frames),
            step: try container.decode(StepID.self, forKey: .step),
            kind: try container.decode(EntryKind.self, forKey: .kind),
            answer: try container.decodeIfPresent(AnswerValue.self, forKey: .answer),
            source: try container.decodeIfPresent(AnswerSource.self, forKey: .source),
            arrivalChanges: try container.decode([AnswerChange].self, forKey: .arrivalChanges),
            answerChanges: try container.decode(ChangeList.self, forKey: .answerChanges))
    }

    /// Encodes the entry for a session file (nil `answer` and `source` left out).
    ///
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(storedFrames, forKey: .frames)
        try container.encode(storedStep, forKey: .step)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(storedAnswer, forKey: .answer)
        try container.encodeIfPresent(source, forKey: .source)
        try container.encode(arrivalChanges, forKey: .arrivalChanges)
        try container.encode(answerChanges, forKey: .answerChanges)
    }
}

/// What an entry asks.
public enum EntryKind: Hashable, Sendable, Codable {
    /// The step's own question.
    case step
    /// A repeat's "add another?" question, asked after `count` items.
    case repeatQuestion(count: Int)
}

/// Where an answer came from (`--explain`); the raw value is how `--explain` and
/// messages name it.
///
/// `typed` and `piped`: a line from a terminal or from piped input; `set`: a `--set`
/// pair; `answersFile`: the answers file; `environment`: the step's `env` variable;
/// `default`: the step's default, given by a source or taken by an empty input line;
/// `draft`: a pre-filled earlier answer kept as it was (Enter at a terminal).
public enum AnswerSource: String, Hashable, Sendable, Codable {
    case typed, piped, set = "--set", answersFile = "answers file", environment = "env"
    case `default`, draft
}

/// One recorded change to the answers: enough to apply it again or undo it.
package struct AnswerChange: Hashable, Sendable, Codable {
    /// The answer path.
    public var path: String
    /// The value before the change (nil: absent).
    public var old: AnswerValue?
    /// The value after the change (nil: removed).
    public var new: AnswerValue?
}
