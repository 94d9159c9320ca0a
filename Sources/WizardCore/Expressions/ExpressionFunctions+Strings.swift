extension ExpressionFunctions {
    /// `replace`, `trim`, `strip`, `slugify`, `title`, `capitalize`, `split`, `join`,
    /// `startswith` and `endswith` (see docs/expressions.md). A `null` string argument
    /// counts as `""`, so an unanswered step gives an empty result rather than a failure.
    mutating func registerStringFunctions() {
        register("replace", arity: 3...3) { arguments in
            let s = try Self.text(arguments[0], "replace", "the string")
            let old = try Self.string(arguments[1], "replace", "the text to replace")
            let new = try Self.string(arguments[2], "replace", "the replacement")
            return .string(try StringFunctions.replace(old, with: new, in: s))
        }
        for name in ["trim", "strip"] {
            register(name, arity: 1...2) { arguments in
                let s = try Self.text(arguments[0], name, "the string")
                let characters = arguments.count > 1 ? Set(try Self.string(arguments[1], name, "the characters")) : nil
                return .string(StringFunctions.trim(s, characters: characters))
            }
        }
        register("slugify", arity: 1...2) { arguments in
            let s = try Self.text(arguments[0], "slugify", "the string")
            let separator = arguments.count > 1 ? try Self.string(arguments[1], "slugify", "the separator") : "-"
            return .string(StringFunctions.slugify(s, separator: separator))
        }
        register("title", arity: 1...1) { arguments in
            .string(StringFunctions.title(try Self.text(arguments[0], "title", "the string")))
        }
        register("capitalize", arity: 1...1) { arguments in
            let s = try Self.text(arguments[0], "capitalize", "the string")
            guard let first = s.first else { return .string("") }
            return .string(first.uppercased() + s.dropFirst().lowercased())
        }
        register("split", arity: 1...2) { arguments in
            let s = try Self.text(arguments[0], "split", "the string")
            guard arguments.count > 1 else {
                return .array(s.split(whereSeparator: \.isWhitespace).map { .string(String($0)) })
            }
            let separator = try Self.string(arguments[1], "split", "the separator")
            guard !separator.isEmpty else {
                throw EvaluationError.functionFailed(name: "split", reason: "the separator is empty")
            }
            return .array(StringFunctions.split(s, separator: separator).map { .string($0) })
        }
        register("join", arity: 1...2) { arguments in
            guard case .array(let items) = arguments[0] else {
                throw EvaluationError.functionFailed(
                    name: "join", reason: "expected the list to be an array but found \(arguments[0].typeName)")
            }
            let separator = arguments.count > 1 ? try Self.string(arguments[1], "join", "the separator") : ""
            var out = ""
            for (index, item) in items.enumerated() {
                if index > 0 { out += separator }
                Evaluator.write(item, to: &out)
                guard out.utf8.count <= Evaluator.maximumTextBytes else {
                    throw EvaluationError.tooLong(function: "join", limit: Evaluator.maximumTextBytes)
                }
            }
            return .string(out)
        }
        register("startswith", arity: 2...2) { arguments in
            let s = try Self.text(arguments[0], "startswith", "the string")
            return .bool(s.hasPrefix(try Self.string(arguments[1], "startswith", "the prefix")))
        }
        register("endswith", arity: 2...2) { arguments in
            let s = try Self.text(arguments[0], "endswith", "the string")
            return .bool(s.hasSuffix(try Self.string(arguments[1], "endswith", "the suffix")))
        }
    }

    /// A string argument where `null` counts as `""`.
    static func text(_ value: AnswerValue, _ function: String, _ argument: String) throws(EvaluationError) -> String {
        value == .null ? "" : try string(value, function, argument)
    }
}

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
