// The French catalogue of the program's own texts. Translators: every line between the two
// lines of three quotes is `key = text`. Change only the text after `=`; keep each
// `{name}` placeholder (their order may change); `\n` is a line break, `#` starts a comment.
extension MessageCatalogue {
    static let french = MessageCatalogue(
        language: "fr",
        source: #"""
            language.name = Français
            """#)
}
