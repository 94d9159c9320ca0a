/// The languages of one text of a flow, for the missing-language warning.
struct TextLanguages: Sendable {
    /// The JSON path of the text (`steps[2].prompt`).
    var path: String
    var location: SourceLocation
    /// The languages the text has, lowercased (the flow's language for a plain string).
    var languages: [String]
    /// Whether the text is an object of translations.
    var isTranslated: Bool
}
