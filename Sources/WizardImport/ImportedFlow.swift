import WizardCore

/// A questionnaire translated into a flow.
package struct ImportedFlow: Sendable, Equatable {
    /// The flow.
    package var flow: FlowJSON
    /// What the user should know, in file order.
    package var notes: [ImportNote]
    /// How Copier reads each question's `--data` value (empty for cookiecutter).
    package var copierAnswers: [String: CopierAnswerSyntax] = [:]

    /// The flow file's text.
    package var text: String { flow.text() + "\n" }
}
