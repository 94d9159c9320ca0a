/// The languages a person reads, most preferred first, as BCP 47 tags (`de-AT`, `de`).
///
/// It comes from `--language TAG`, else the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that
/// is set and not empty (the order POSIX gives them). A locale name loses its codeset and
/// modifier (`de_AT.UTF-8@euro` → `de-AT`) and is followed by its language alone (`de`).
/// `C` and `POSIX` name no language: the program speaks English. An empty preference
/// means English too; the choice of a text from a list of translations falls back further
/// (see `bestMatch`).
public struct LanguagePreference: Sendable, Equatable {
    /// The tags in order of preference, each written the usual way: `de-AT`, `pt-BR`, `sr-Latn`.
    public let tags: [String]

    /// English only: what the program speaks when nothing else is asked for.
    public static let english = LanguagePreference(tags: [])

    public init(tags: [String]) { self.tags = tags }

    /// The preference of one tag or locale name, with the languages it falls back to.
    public init(tag: String) {
        guard let normalized = Self.normalize(tag) else {
            self.tags = []
            return
        }
        var tags = [normalized]
        var parts = normalized.split(separator: "-").map(String.init)
        while parts.count > 1 {
            parts.removeLast()
            tags.append(parts.joined(separator: "-"))
        }
        self.tags = tags
    }

    /// The preference from the command line's `--language` value, else the locale variables.
    public init(option: String?, environment: [String: String]) {
        if let option, !option.isEmpty {
            self.init(tag: option)
            return
        }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                self.init(tag: value)
                return
            }
        }
        self = .english
    }

    /// The primary language of the most preferred tag (`de` for `de-AT`), `en` when none.
    public var language: String {
        tags.first.map { String($0.split(separator: "-").first ?? "en") } ?? "en"
    }

    /// The key of `translations` that best matches: each preferred tag in order, then
    /// `fallback` (a flow's own `language`), then the first key. Tags compare without
    /// regard to case. Nil only when `translations` is empty.
    public func bestMatch(in keys: [String], fallback: String?) -> String? {
        for wanted in tags + [fallback].compactMap({ $0 }) {
            if let key = keys.first(where: { $0.lowercased() == wanted.lowercased() }) { return key }
        }
        return keys.first
    }

    /// `de_AT.UTF-8@euro` → `de-AT`; nil for `C`, `POSIX` and what is no tag at all.
    static func normalize(_ name: String) -> String? {
        var text = Substring(name)
        if let at = text.firstIndex(of: "@") { text = text[..<at] }
        if let dot = text.firstIndex(of: ".") { text = text[..<dot] }
        if text == "C" || text == "POSIX" || text.isEmpty { return nil }
        let parts = text.split(separator: "_").flatMap { $0.split(separator: "-") }
        guard let first = parts.first,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        var result = [first.lowercased()]
        for part in parts.dropFirst() {
            // A region is written in capitals (AT, BR), a script with one (Latn), others as given.
            if part.count == 2, part.allSatisfy(\.isLetter) {
                result.append(part.uppercased())
            } else if part.count == 4, part.allSatisfy(\.isLetter) {
                result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else {
                result.append(part.lowercased())
            }
        }
        return result.joined(separator: "-")
    }
}
