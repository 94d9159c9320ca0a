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
    /// The default, as it would be typed, if any.
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
