/// The program's own texts in the languages a person reads: a lookup through the chosen
/// catalogues, then English, so a catalogue that lacks a message still gives a sentence.
///
/// A message is found by its key and filled by name: `{step}` in a text is replaced by the
/// argument `step`. Any other brace is printed as it is, so `{{ name }}` stays a template.
public struct Messages: Sendable, Equatable {
    /// The catalogues to look in, most preferred first; English is always last.
    public let catalogues: [MessageCatalogue]
    /// The language choice these messages were made for (`--language`, else the locale), for
    /// choosing among a flow's translated texts too; `.english` when made from catalogues.
    public private(set) var preference = LanguagePreference.english

    /// English alone.
    public static let english = Messages(catalogues: [.english])

    public init(catalogues: [MessageCatalogue]) {
        self.catalogues = catalogues.contains { $0.language == "en" } ? catalogues : catalogues + [.english]
    }

    /// The catalogues for a preference: for each preferred tag, the catalogue of that tag.
    /// Only those catalogues are read (a catalogue is parsed the first time it is used).
    public init(preference: LanguagePreference) {
        var chosen: [MessageCatalogue] = []
        for tag in preference.tags {
            if let catalogue = MessageCatalogue.named(tag), !chosen.contains(where: { $0.language == catalogue.language }) {
                chosen.append(catalogue)
            }
        }
        self.init(catalogues: chosen)
        self.preference = preference
    }

    /// The messages for `--language` (nil when not given) and the locale variables.
    public init(option: String?, environment: [String: String]) {
        self.init(preference: LanguagePreference(option: option, environment: environment))
    }

    /// The language the texts are mostly in: the first catalogue's.
    public var language: String { catalogues.first?.language ?? "en" }

    /// The words a confirm step takes for yes and for no in these languages, besides `y`,
    /// `yes`, `n` and `no` (which the engine always takes): lowercased, English's left out.
    public var confirmWords: (yes: [String], no: [String]) {
        func words(_ key: MessageKey) -> [String] {
            var found: [String] = []
            for catalogue in catalogues where catalogue.language != "en" {
                for word in (catalogue.texts[key.rawValue] ?? "").split(separator: ",") {
                    let trimmed = String(word.trimmingSpaces()).lowercased()
                    if !trimmed.isEmpty && !found.contains(trimmed) { found.append(trimmed) }
                }
            }
            return found
        }
        return (words(.confirmYes), words(.confirmNo))
    }

    /// The text of `key` from the first catalogue that has it, its placeholders filled.
    public func text(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String {
        for catalogue in catalogues {
            if let text = catalogue.texts[key.rawValue] { return Self.fill(text, arguments) }
        }
        return key.rawValue
    }

    /// `text` with each `{name}` whose name is an argument replaced by its value.
    public static func fill(_ text: String, _ arguments: [String: String]) -> String {
        // UTF-8 bytes, not characters: a prompt's header is filled at every step, and finding
        // the braces character by character, or appending scalars one at a time, took a
        // tenth of a long run's time. A brace is one byte, so the pieces between braces are
        // whole scalars.
        let bytes = text.utf8
        guard !arguments.isEmpty, bytes.contains(UInt8(ascii: "{")) else { return text }
        var result = ""
        var position = bytes.startIndex
        while let open = bytes[position...].firstIndex(of: UInt8(ascii: "{")) {
            result.append(contentsOf: Substring(bytes[position..<open]))
            let afterOpen = bytes.index(after: open)
            if let close = bytes[afterOpen...].firstIndex(of: UInt8(ascii: "}")),
                let value = arguments[String(Substring(bytes[afterOpen..<close]))]
            {
                result.append(value)
                position = bytes.index(after: close)
            } else {
                result.append("{")
                position = afterOpen
            }
        }
        result.append(contentsOf: Substring(bytes[position...]))
        return result
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return self[first...last]
    }
}
