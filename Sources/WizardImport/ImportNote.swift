import WizardCore

/// Something an import tells the user: a question not translated in full, or a part it ignores.
package struct ImportNote: Sendable, Equatable {
    /// The line (from 1) the note is about.
    package var line: Int
    /// The column (from 1).
    package var column: Int
    /// The sentence, naming the question, the expression and why, for any language.
    package var text: MessageText
    /// True for a warning (a value lost), false for a note (something ignored on purpose).
    package var isWarning: Bool
    /// The sentence in English.
    package var message: String { text.english }
}
