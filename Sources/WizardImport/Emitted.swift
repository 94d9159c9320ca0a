import WizardCore

/// An expression's text with what translation knows of it.
struct Emitted: Equatable {
    var text: String
    var kind: ValueKind
    /// Whether the text needs no parentheses as an operand.
    var atomic: Bool

    var wrapped: String { atomic ? text : "(\(text))" }
}
