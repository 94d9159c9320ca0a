/// The program's own texts in the languages a person reads: a lookup through the chosen
/// catalogues, then English, so a catalogue that lacks a message still gives a sentence.
///
/// A message is found by its key and filled by name: `{step}` in a text is replaced by the
/// argument `step`. Any other brace is printed as it is, so `{{ name }}` stays a template.
public struct Messages: Sendable {
    /// The catalogues to look in, most preferred first; English is always last.
    public let catalogues: [MessageCatalogue]

    /// English alone.
    public static let english = Messages(catalogues: [.english])

    public init(catalogues: [MessageCatalogue]) {
        self.catalogues = catalogues.contains { $0.language == "en" } ? catalogues : catalogues + [.english]
    }

    /// The catalogues for a preference: for each preferred tag, the catalogue of that tag.
    public init(preference: LanguagePreference) {
        var chosen: [MessageCatalogue] = []
        for tag in preference.tags {
            if let catalogue = MessageCatalogue.all.first(where: { $0.language.lowercased() == tag.lowercased() }),
                !chosen.contains(where: { $0.language == catalogue.language })
            {
                chosen.append(catalogue)
            }
        }
        self.init(catalogues: chosen)
    }

    /// The language the texts are mostly in: the first catalogue's.
    public var language: String { catalogues.first?.language ?? "en" }

    /// The text of `key` from the first catalogue that has it, its placeholders filled.
    public func text(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String {
        for catalogue in catalogues {
            if let text = catalogue.texts[key.rawValue] { return Self.fill(text, arguments) }
        }
        return key.rawValue
    }

    /// `text` with each `{name}` whose name is an argument replaced by its value.
    public static func fill(_ text: String, _ arguments: [String: String]) -> String {
        guard !arguments.isEmpty, text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"),
                let value = arguments[String(rest[afterOpen..<close])]
            {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result.append("{")
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }
}

/// One language's texts, read from a catalogue: one `key = text` line a message.
///
/// Blank lines and lines starting with `#` are comments. In a text, `\n` is a line break
/// and `\\` a backslash. A translator edits the texts and never the keys.
public struct MessageCatalogue: Sendable {
    /// The language tag the catalogue is for: `en`, `de`, `pt-BR`.
    public let language: String
    /// The texts by key.
    public let texts: [String: String]

    /// Every catalogue the program carries.
    public static let all: [MessageCatalogue] = [.english, .german, .french]

    public init(language: String, source: String) {
        self.language = language
        var texts: [String: String] = [:]
        for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingSpaces()
            let value = trimmed[trimmed.index(after: equals)...].trimmingSpaces()
            texts[String(key)] = Self.unescape(value)
        }
        self.texts = texts
    }

    /// The placeholder names of a text: `{step}` gives `step`.
    public static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            let name = rest[afterOpen..<close]
            if let first = name.first, first.isLetter || first == "_",
                name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
            {
                names.insert(String(name))
                rest = rest[rest.index(after: close)...]
            } else {
                rest = rest[afterOpen...]
            }
        }
        return names
    }

    private static func unescape(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                result.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return self[first...last]
    }
}
