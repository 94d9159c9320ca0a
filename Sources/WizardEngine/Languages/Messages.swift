/// The program's own texts in the languages a person reads: a lookup through the chosen
/// catalogues, then English, so a catalogue that lacks a message still gives a sentence.
///
/// A message is found by its key and filled by name: `{step}` in a text is replaced by the
/// argument `step`. Any other brace is printed as it is, so `{{ name }}` stays a template.
public struct Messages: Sendable {
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

/// One language's texts, read from a catalogue: one `key = text` line a message.
///
/// Blank lines and lines starting with `#` are comments. In a text, `\n` is a line break
/// and `\\` a backslash. A translator edits the texts and never the keys.
public struct MessageCatalogue: Sendable {
    /// The language tag the catalogue is for: `en`, `de`, `pt-BR`.
    public let language: String
    /// The texts by key.
    public let texts: [String: String]

    /// Every catalogue the program carries, by language tag. A catalogue is a `static let`,
    /// parsed the first time it is used: a run parses only those its language choice names.
    public static let available: [(language: String, catalogue: @Sendable () -> MessageCatalogue)] = [
        ("en", { .english }), ("de", { .german }), ("fr", { .french }),
    ]

    /// Every catalogue the program carries (all of them parsed: for tests and tools).
    public static var all: [MessageCatalogue] { available.map { $0.catalogue() } }

    /// The catalogue of a language tag (`de`, without regard to case), if the program has one.
    public static func named(_ tag: String) -> MessageCatalogue? {
        available.first { $0.language.lowercased() == tag.lowercased() }?.catalogue()
    }

    public init(language: String, source: String) {
        self.language = language
        // Read as UTF-8 bytes: every character the format gives a meaning is ASCII, and the
        // catalogue is read before the first prompt.
        func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
            guard let first = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }),
                let last = bytes.lastIndex(where: { $0 != UInt8(ascii: " ") })
            else { return [] }
            return bytes[first...last]
        }
        var texts: [String: String] = [:]
        for line in Array(source.utf8).split(separator: UInt8(ascii: "\n")) {
            let content = trimmed(line)
            guard content.first != UInt8(ascii: "#"), let equals = content.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let key = String(decoding: trimmed(content[..<equals]), as: UTF8.self)
            texts[key] = Self.unescape(String(decoding: trimmed(content[(equals + 1)...]), as: UTF8.self))
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

    private static func unescape(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
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

extension MessageCatalogue {
    /// What is wrong with this catalogue against English, one sentence a problem: a key that
    /// is no message, a text whose placeholders differ from English's, and, when `isComplete`
    /// is asked for, a message it lacks. Empty when all is well.
    ///
    /// - Parameters:
    ///   - english: the catalogue to compare with (`.english`).
    ///   - isComplete: whether every message must be there.
    public func problems(against english: MessageCatalogue = .english, isComplete: Bool) -> [String] {
        var problems: [String] = []
        let known = Set(MessageKey.allCases.map(\.rawValue))
        for key in texts.keys.sorted() where !known.contains(key) {
            problems.append("\(language): '\(key)' is no message of the program")
        }
        for key in MessageKey.allCases.map(\.rawValue) {
            guard let text = texts[key] else {
                if isComplete { problems.append("\(language): the message '\(key)' is missing") }
                continue
            }
            let expected = Self.placeholders(in: english.texts[key] ?? "")
            let found = Self.placeholders(in: text)
            if found != expected {
                let listed = { (names: Set<String>) in names.sorted().map { "{\($0)}" }.joined(separator: ", ") }
                problems.append(
                    "\(language): '\(key)' has the placeholders [\(listed(found))], English has [\(listed(expected))]")
            }
        }
        return problems
    }
}
