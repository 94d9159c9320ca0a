/// One translation of a template, kept for the checks that must see every language (a
/// secret must not be read by any of them).
struct TemplateTranslation: Sendable {
    /// The step key the template belongs to (`prompt`, `repeat.prompt`).
    var key: String
    /// The language tag as written.
    var language: String
    var template: Template

    /// The key and language as the decoder records the template's position (`prompt.de`).
    var member: String { key + "." + language }
}
