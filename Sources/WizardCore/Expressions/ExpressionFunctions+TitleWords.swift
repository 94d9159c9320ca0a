extension ExpressionFunctions {
    /// `title_words(s)` (see docs/expressions.md): Jinja's `title` filter, which starts a
    /// word only after blanks, hyphens and opening brackets (`3rd` stays `3rd`, `o'neil`
    /// becomes `O'neil`), where `title` follows every character that is not a letter.
    mutating func registerTitleWords() {
        register("title_words", arity: 1...1) { arguments in
            .string(Self.titleWords(try Self.text(arguments[0], "title_words", .exprFunctionArgumentString)))
        }
    }

    /// Each piece of `s` between runs of blanks, `-`, `(`, `{`, `[` and `<`: its first
    /// character in upper case, the others in lower case.
    static func titleWords(_ s: String) -> String {
        var out = ""
        var atStart = true
        for character in s {
            if character.isWhitespace || "-({[<".contains(character) {
                out.append(character)
                atStart = true
            } else {
                out += atStart ? character.uppercased() : character.lowercased()
                atStart = false
            }
        }
        return out
    }
}
