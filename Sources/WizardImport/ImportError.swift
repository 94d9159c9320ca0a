import WizardCore

/// Why a questionnaire file cannot be read or translated at all, and where.
package struct ImportError: Error, Sendable, Equatable {
    /// The line (from 1) of the problem.
    package var line: Int
    /// The column (from 1) of the problem.
    package var column: Int
    /// What is wrong, as a message (`import.yaml.tags`), for any language.
    package var text: MessageText
    /// What is wrong, in English (`YAML tags ('!') are not supported`).
    package var message: String { text.english }

    /// Creates an error at a line and column.
    package init(line: Int, column: Int, _ text: MessageText) {
        self.line = line
        self.column = column
        self.text = text
    }
}
