/// One language's texts, read from a catalogue: one `key = text` line a message.
///
/// Blank lines and lines starting with `#` are comments. In a text, `\n` is a line break
/// and `\\` a backslash. A translator edits the texts and never the keys.
public struct MessageCatalogue: Sendable, Equatable {
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
