/// What to show for the entry being asked, as data; `PromptRenderer` turns it into text.
public struct Prompt: Equatable, Sendable {
    /// The entry asked.
    public var entryID: EntryID
    /// The answer path (`db.port`).
    public var path: String
    /// The step's `type` name (`confirm` for a repeat question).
    public var typeName: String
    /// Titles from the root flow to the step (`Setup › Database › Port`).
    public var breadcrumb: [String]
    /// The rendered question.
    public var question: String
    /// The rendered help text, if any.
    public var help: String?
    /// What a secret step revisited shows in place of a default: Enter keeps the secret
    /// given before, which is never shown.
    public static let keptSecretText = "Enter keeps the secret given before"
    /// The default, as it would be typed, if any; for a secret, `********` when it has
    /// one, or `keptSecretText` when Enter keeps the secret given before.
    public var defaultText: String?
    /// The choices offered, numbered from 1, for select and multiselect.
    public var choices: [PromptChoice]
    /// The previous answer or draft, as it would be typed: pre-filled for editing.
    public var prefill: String?
    /// A text step's placeholder.
    public var placeholder: String?
    /// Whether input must not be echoed (and never stored).
    public var isSecret: Bool
    /// Whether the step is optional (empty input gives `""`).
    public var isOptional: Bool
    /// The presentation of the innermost modal context, if inside one.
    public var modal: Presentation?
    /// Whether `back` would do something here.
    public var canGoBack: Bool
    /// Whether this prompt is a repeat's "add another?" question.
    public var isRepeatQuestion: Bool
    /// Completion candidates for Tab (choice values; paths are completed by the driver).
    public var completions: [String]
    /// Whether Tab should complete file names.
    public var completesPaths: Bool
    /// Whether the input is a long text of several lines (a `text` step with `multiline`).
    public var isMultiline = false
    /// Whether this is the review at the end of the run (docs/navigation.md): a `select`
    /// whose choices are the answers (value: the answer path) then *Finish* (value `""`,
    /// also the default, so empty input finishes).
    public var isReview = false
    /// At the review, the answers listed, in output order, with their sub-flows; empty at
    /// any other prompt.
    public var reviewItems: [ReviewItem] = []
    /// How many choices a multiselect needs (`validate.min`), if bounded.
    public var minimumSelections: Int? = nil
    /// How many choices a multiselect allows (`validate.max`), if bounded.
    public var maximumSelections: Int? = nil

    /// Creates a prompt (the engine and the coordinator build them).
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
}
