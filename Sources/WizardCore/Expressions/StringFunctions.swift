/// The string operations behind the built-in functions.
enum StringFunctions {
    /// Every occurrence of `old` in `s` replaced by `new`; an empty `old` puts `new`
    /// between the characters and at both ends (as Python does).
    /// Refused with `.tooLong` before it is built when the result would be longer than
    /// `Evaluator.maximumTextBytes`.
    static func replace(_ old: String, with new: String, in s: String) throws(EvaluationError) -> String {
        let pieces = old.isEmpty ? [""] + s.map { String($0) } + [""] : split(s, separator: old)
        let length = pieces.reduce(0) { $0 + $1.utf8.count } + (pieces.count - 1) * new.utf8.count
        guard length <= Evaluator.maximumTextBytes else {
            throw .tooLong(function: "replace", limit: Evaluator.maximumTextBytes)
        }
        return pieces.joined(separator: new)
    }

    /// `s` cut at each occurrence of `separator` (not empty), matched character by
    /// character from left to right.
    static func split(_ s: String, separator: String) -> [String] {
        let characters = Array(s)
        let pattern = Array(separator)
        var pieces: [String] = []
        var current = ""
        var index = 0
        while index < characters.count {
            if index + pattern.count <= characters.count, Array(characters[index..<index + pattern.count]) == pattern {
                pieces.append(current)
                current = ""
                index += pattern.count
            } else {
                current.append(characters[index])
                index += 1
            }
        }
        pieces.append(current)
        return pieces
    }

    /// `s` without the given characters (whitespace when nil) at either end.
    static func trim(_ s: String, characters: Set<Character>?) -> String {
        func isTrimmed(_ c: Character) -> Bool { characters?.contains(c) ?? c.isWhitespace }
        guard let start = s.firstIndex(where: { !isTrimmed($0) }), let end = s.lastIndex(where: { !isTrimmed($0) }) else {
            return ""
        }
        return String(s[start...end])
    }

    /// Each word's first letter in upper case and its other letters in lower case; a word
    /// is a run of letters (so `"it's"` gives `"It'S"`, as Python's `title` does).
    static func title(_ s: String) -> String {
        var out = ""
        var inWord = false
        for character in s {
            if character.isLetter {
                out += inWord ? character.lowercased() : character.uppercased()
                inWord = true
            } else {
                out.append(character)
                inWord = false
            }
        }
        return out
    }

    /// `s` as a slug: accented Latin letters folded to ASCII, lower case, every run of
    /// other characters turned into one `separator`, none at either end.
    static func slugify(_ s: String, separator: String) -> String {
        var out = ""
        var pendingSeparator = false
        for character in s {
            let folded = fold(character).lowercased()
            for scalar in folded.unicodeScalars {
                if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    if pendingSeparator, !out.isEmpty { out += separator }
                    pendingSeparator = false
                    out.unicodeScalars.append(scalar)
                } else {
                    pendingSeparator = true
                }
            }
        }
        return out
    }

    /// The ASCII spelling of a common accented Latin letter (`é` → `e`, `ß` → `ss`), or
    /// the character itself.
    static func fold(_ character: Character) -> String {
        if character.isASCII { return String(character) }
        let lower = Character(character.lowercased())
        for (ascii, accented) in foldTable where accented.contains(lower) {
            return character.isUppercase ? ascii.uppercased() : ascii
        }
        return String(character)
    }

    /// ASCII spellings and the accented lower-case letters folded to them.
    private static let foldTable: [(String, String)] = [
        ("a", "àáâãäåāăąǎ"), ("ae", "æ"), ("c", "çćĉċč"), ("d", "ďđð"), ("e", "èéêëēĕėęě"),
        ("g", "ĝğġģ"), ("h", "ĥħ"), ("i", "ìíîïĩīĭįı"), ("j", "ĵ"), ("k", "ķ"), ("l", "ĺļľŀł"),
        ("n", "ñńņňŉ"), ("o", "òóôõöøōŏőǒ"), ("oe", "œ"), ("r", "ŕŗř"), ("s", "śŝşšș"), ("ss", "ß"),
        ("t", "ţťŧț"), ("th", "þ"), ("u", "ùúûüũūŭůűųǔ"), ("w", "ŵ"), ("y", "ýÿŷ"), ("z", "źżž"),
    ]
}
