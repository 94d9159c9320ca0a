/// What to show for the entry being asked, as data; `PromptRenderer` turns it into text.
///
/// A value with copy-on-write storage: a prompt travels up through several calls and into
/// an `Outcome`, and its fields live in one shared box, so a copy moves one reference
/// instead of some two hundred bytes. Mutating a field of a shared prompt copies the box
/// first; value semantics are unchanged.
public struct Prompt: Equatable, Sendable {
    /// The fields; never mutated while shared (see `unique`).
    private var storage: Storage

    /// The entry asked.
    public var entryID: EntryID {
        get { storage.entryID }
        set { unique().entryID = newValue }
    }
    /// The answer path (`db.port`).
    public var path: String {
        get { storage.path }
        set { unique().path = newValue }
    }
    /// The step's `type` name (`confirm` for a repeat question).
    public var typeName: String {
        get { storage.typeName }
        set { unique().typeName = newValue }
    }
    /// Titles from the root flow to the step (`Setup › Database › Port`).
    public var breadcrumb: [String] {
        get { storage.breadcrumb }
        set { unique().breadcrumb = newValue }
    }
    /// The rendered question.
    public var question: String {
        get { storage.question }
        set { unique().question = newValue }
    }
    /// The rendered help text, if any.
    public var help: String? {
        get { storage.help }
        set { unique().help = newValue }
    }
    /// The default, as it would be typed, if any.
    public var defaultText: String? {
        get { storage.defaultText }
        set { unique().defaultText = newValue }
    }
    /// The choices offered, numbered from 1, for select and multiselect.
    public var choices: [PromptChoice] {
        get { storage.choices }
        set { unique().choices = newValue }
    }
    /// The previous answer or draft, as it would be typed: pre-filled for editing.
    public var prefill: String? {
        get { storage.prefill }
        set { unique().prefill = newValue }
    }
    /// A text step's placeholder.
    public var placeholder: String? {
        get { storage.placeholder }
        set { unique().placeholder = newValue }
    }
    /// Whether input must not be echoed (and never stored).
    public var isSecret: Bool {
        get { storage.isSecret }
        set { unique().isSecret = newValue }
    }
    /// Whether the step is optional (empty input gives `""`).
    public var isOptional: Bool {
        get { storage.isOptional }
        set { unique().isOptional = newValue }
    }
    /// The presentation of the innermost modal context, if inside one.
    public var modal: Presentation? {
        get { storage.modal }
        set { unique().modal = newValue }
    }
    /// Whether `back` would do something here.
    public var canGoBack: Bool {
        get { storage.canGoBack }
        set { unique().canGoBack = newValue }
    }
    /// Whether this prompt is a repeat's "add another?" question.
    public var isRepeatQuestion: Bool {
        get { storage.isRepeatQuestion }
        set { unique().isRepeatQuestion = newValue }
    }
    /// Completion candidates for Tab (choice values; paths are completed by the driver).
    public var completions: [String] {
        get { storage.completions }
        set { unique().completions = newValue }
    }
    /// Whether Tab should complete file names.
    public var completesPaths: Bool {
        get { storage.completesPaths }
        set { unique().completesPaths = newValue }
    }

    /// Creates a prompt (the engine and the coordinator build them).
    init(
        entryID: EntryID, path: String, typeName: String, breadcrumb: [String], question: String, help: String?, defaultText: String?,
        choices: [PromptChoice], prefill: String?, placeholder: String?, isSecret: Bool, isOptional: Bool, modal: Presentation?,
        canGoBack: Bool, isRepeatQuestion: Bool, completions: [String], completesPaths: Bool
    ) {
        storage = Storage(
            entryID: entryID, path: path, typeName: typeName, breadcrumb: breadcrumb, question: question, help: help,
            defaultText: defaultText, choices: choices, prefill: prefill, placeholder: placeholder, isSecret: isSecret,
            isOptional: isOptional, modal: modal, canGoBack: canGoBack, isRepeatQuestion: isRepeatQuestion, completions: completions,
            completesPaths: completesPaths)
    }

    /// The storage, copied first when another prompt shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Whether both prompts have equal fields (true at once when they share storage).
    ///
    /// - Complexity: O(1) for shared storage, else that of comparing the fields.
    public static func == (lhs: Prompt, rhs: Prompt) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fieldsEqual(rhs.storage)
    }

    /// The box behind `Prompt`. Its fields change only through `Prompt.unique()`, that is
    /// when exactly one prompt refers to it, so sharing it between threads is safe.
    private final class Storage: @unchecked Sendable {
        var entryID: EntryID
        var path: String
        var typeName: String
        var breadcrumb: [String]
        var question: String
        var help: String?
        var defaultText: String?
        var choices: [PromptChoice]
        var prefill: String?
        var placeholder: String?
        var isSecret: Bool
        var isOptional: Bool
        var modal: Presentation?
        var canGoBack: Bool
        var isRepeatQuestion: Bool
        var completions: [String]
        var completesPaths: Bool

        init(
            entryID: EntryID, path: String, typeName: String, breadcrumb: [String], question: String, help: String?, defaultText: String?,
            choices: [PromptChoice], prefill: String?, placeholder: String?, isSecret: Bool, isOptional: Bool, modal: Presentation?,
            canGoBack: Bool, isRepeatQuestion: Bool, completions: [String], completesPaths: Bool
        ) {
            self.entryID = entryID
            self.path = path
            self.typeName = typeName
            self.breadcrumb = breadcrumb
            self.question = question
            self.help = help
            self.defaultText = defaultText
            self.choices = choices
            self.prefill = prefill
            self.placeholder = placeholder
            self.isSecret = isSecret
            self.isOptional = isOptional
            self.modal = modal
            self.canGoBack = canGoBack
            self.isRepeatQuestion = isRepeatQuestion
            self.completions = completions
            self.completesPaths = completesPaths
        }

        func copy() -> Storage {
            Storage(
                entryID: entryID, path: path, typeName: typeName, breadcrumb: breadcrumb, question: question, help: help,
                defaultText: defaultText, choices: choices, prefill: prefill, placeholder: placeholder, isSecret: isSecret,
                isOptional: isOptional, modal: modal, canGoBack: canGoBack, isRepeatQuestion: isRepeatQuestion, completions: completions,
                completesPaths: completesPaths)
        }

        func fieldsEqual(_ other: Storage) -> Bool {
            entryID == other.entryID && path == other.path && typeName == other.typeName && breadcrumb == other.breadcrumb
                && question == other.question && help == other.help && defaultText == other.defaultText && choices == other.choices
                && prefill == other.prefill && placeholder == other.placeholder && isSecret == other.isSecret
                && isOptional == other.isOptional && modal == other.modal && canGoBack == other.canGoBack
                && isRepeatQuestion == other.isRepeatQuestion && completions == other.completions && completesPaths == other.completesPaths
        }
    }
}

/// One numbered choice in a prompt.
public struct PromptChoice: Equatable, Sendable {
    /// 1-based number the user may type.
    public var number: Int
    /// The value recorded.
    public var value: String
    /// What the list shows.
    public var label: String
}
