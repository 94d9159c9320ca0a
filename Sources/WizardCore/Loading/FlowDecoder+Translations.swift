/// A text a person reads (a prompt, a help, a choice's label) is a string in the flow's
/// `language`, or an object of translations by language tag. The decoder checks every
/// translation as it checks a plain text, keeps the best match for the reader's languages,
/// and remembers which languages each text has, to warn about a language some texts lack.
extension FlowDecoder {
    /// The languages of one text of the flow being decoded, for the missing-language warning.
    struct TextLanguages {
        /// The JSON path of the text (`steps[2].prompt`).
        var path: String
        var location: SourceLocation
        /// The languages the text has, lowercased (the flow's language for a plain string).
        var languages: [String]
        /// Whether the text is an object of translations.
        var isTranslated: Bool
    }

    /// The translations of a text key as (tag, value) pairs: one pair in the flow's language
    /// for a string. Nil when the value is neither a string nor an object (reported); bad
    /// tags, repeated tags and an empty object are reported and left out.
    private mutating func translations(_ node: JSONNode, path: String) -> [(language: String, node: JSONNode)]? {
        if node.stringValue != nil {
            texts.append(
                TextLanguages(
                    path: path, location: node.location(in: file), languages: [flowLanguage.lowercased()],
                    isTranslated: false))
            return [(flowLanguage, node)]
        }
        guard let members = node.members else {
            expected("a string or an object of translations by language tag", found: node, path: path)
            return nil
        }
        if members.isEmpty {
            error(
                "an object of translations needs at least one language, such as {\"en\": \"...\"}", at: node,
                path: path)
            return nil
        }
        var out: [(language: String, node: JSONNode)] = []
        var seen: [String] = []
        for member in members {
            let memberPath = joinJSONPath(path, member.key)
            guard Self.isLanguageTag(member.key) else {
                diagnostics.append(
                    .error(
                        "\(quoted(member.key)) is not a language tag; write a tag such as 'de', 'pt-BR' or 'sr-Latn'",
                        at: member.keyLocation(in: file), path: memberPath, suggestion: Self.tagSuggestion(member.key)))
                continue
            }
            let lowered = member.key.lowercased()
            if seen.contains(lowered) {
                diagnostics.append(
                    .error(
                        "the language \(quoted(member.key)) has two translations", at: member.keyLocation(in: file),
                        path: memberPath))
                continue
            }
            seen.append(lowered)
            guard member.value.stringValue != nil else {
                expected("a string", found: member.value, path: memberPath)
                continue
            }
            out.append((member.key, member.value))
        }
        texts.append(TextLanguages(path: path, location: node.location(in: file), languages: seen, isTranslated: true))
        return out
    }

    /// The translation of `candidates` the reader's languages pick (the flow's language,
    /// then the first, when none of theirs is there).
    private func best<T>(_ candidates: [(language: String, value: T)]) -> T? {
        guard let chosen = preference.bestMatch(in: candidates.map(\.language), fallback: flowLanguage) else { return nil }
        return candidates.first { $0.language == chosen }?.value
    }

    /// A text that is not a template (a flow's title, a choice's label, `validate.message`),
    /// in the reader's language.
    mutating func text(_ node: JSONNode, path: @autoclosure () -> String) -> String? {
        guard let found = translations(node, path: path()) else { return nil }
        return best(found.compactMap { pair in pair.node.stringValue.map { (pair.language, $0) } })
    }

    /// A template text (a prompt, a help, a message's text), in the reader's language. Every
    /// translation is parsed and checked; translations whose `{{ }}` holes differ from those
    /// of the text in the flow's language (else the first) are errors.
    mutating func translatedTemplate(_ node: JSONNode, path: @autoclosure () -> String, key: String) -> Template? {
        let base = path()
        guard node.isObject else {
            guard translations(node, path: base) != nil else { return nil }
            return template(node, path: base, place: .member(key))
        }
        guard let found = translations(node, path: base) else { return nil }
        var parsed: [(language: String, value: Template)] = []
        for (language, valueNode) in found {
            let member = key + "." + language
            if let template = template(valueNode, path: joinJSONPath(base, language), place: .member(member)) {
                parsed.append((language, template))
                pendingTranslations.append(TemplateTranslation(key: key, language: language, template: template))
            }
        }
        let reference =
            parsed.first { $0.language.lowercased() == flowLanguage.lowercased() } ?? parsed.first
        if let reference {
            let holes = Self.holes(of: reference.value)
            for (language, template) in parsed where language != reference.language {
                let other = Self.holes(of: template)
                guard !Self.sameHoles(holes, other),
                    let valueNode = found.first(where: { $0.language == language })?.node
                else { continue }
                error(
                    "the \(quoted(language)) translation has other {{ }} holes than the \(quoted(reference.language)) one "
                        + "(\(Self.describeHoles(other)) instead of \(Self.describeHoles(holes))); "
                        + "every translation of a text needs the same holes",
                    at: valueNode, path: joinJSONPath(base, language))
            }
        }
        return best(parsed)
    }

    /// Warns about each language some texts of the flow have and others lack (a plain string
    /// has the flow's language; a text in `de` serves readers of `de-AT` too), naming the
    /// first few texts that lack it. Nothing when no text of the flow is translated.
    mutating func checkTranslationCoverage(flowPath: String) {
        guard texts.contains(where: \.isTranslated) else { return }
        var languages: [String] = []
        for text in texts {
            for language in text.languages where !languages.contains(language) { languages.append(language) }
        }
        for language in languages {
            let lacking = texts.filter { !Self.serves($0.languages, language) }
            guard let first = lacking.first else { continue }
            let shown = lacking.prefix(3).map(\.path).joined(separator: ", ")
            let more = lacking.count > 3 ? " and \(lacking.count - 3) more" : ""
            diagnostics.append(
                .warning(
                    "the language \(quoted(language)), which other texts of the flow have, is missing from "
                        + "\(lacking.count) of its \(texts.count) texts: \(shown)\(more)",
                    at: first.location, path: flowPath.isEmpty ? nil : flowPath))
        }
    }

    /// Whether a text in `languages` (lowercased) has a translation readers of `language`
    /// see: its own, or that of a shorter tag (`de` for `de-at`).
    private static func serves(_ languages: [String], _ language: String) -> Bool {
        var parts = language.split(separator: "-")
        while !parts.isEmpty {
            if languages.contains(parts.joined(separator: "-")) { return true }
            parts.removeLast()
        }
        return false
    }

    /// Whether `tag` is a language tag: a language of 2 or 3 letters (or 5 to 8), then
    /// subtags of 1 to 8 letters or digits, joined by `-` (`de`, `de-AT`, `sr-Latn`, `es-419`).
    static func isLanguageTag(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, [2, 3, 5, 6, 7, 8].contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// `did you mean 'de-AT'?` for a locale name such as `de_AT`; nil when that is no tag either.
    static func tagSuggestion(_ name: String) -> String? {
        let dashed = name.replacingUnderscores
        return dashed != name && isLanguageTag(dashed) ? "did you mean \(quoted(dashed))?" : nil
    }

    /// The expressions of a template's holes, without their columns, each once.
    private static func holes(of template: Template) -> [Expression] {
        var out: [Expression] = []
        for expression in template.expressions.map(\.withoutColumns) where !out.contains(expression) {
            out.append(expression)
        }
        return out
    }

    private static func sameHoles(_ a: [Expression], _ b: [Expression]) -> Bool {
        a.count == b.count && a.allSatisfy(b.contains)
    }

    /// `holes reading 'name', 'db.port'`, or how many holes there are when none reads a path.
    private static func describeHoles(_ holes: [Expression]) -> String {
        var paths: [String] = []
        for hole in holes {
            for reference in hole.referencedPaths {
                let spelled = spelling(of: reference)
                if !paths.contains(spelled) { paths.append(spelled) }
            }
        }
        if holes.isEmpty { return "no holes" }
        if paths.isEmpty { return holes.count == 1 ? "1 hole reading no answer" : "\(holes.count) holes reading no answer" }
        return "holes reading " + paths.map(quoted).joined(separator: ", ")
    }

    /// A path as written (`root.db.port`, `env.HOME`).
    private static func spelling(of reference: PathReference) -> String {
        let base: [String]
        switch reference.base {
        case .local: base = []
        case .root: base = ["root"]
        case .parent(let levels): base = Array(repeating: "parent", count: max(1, levels))
        case .environment: base = ["env"]
        case .value: base = ["value"]
        }
        return (base + reference.components).joined(separator: ".")
    }
}

extension Expression {
    /// The expression with every column set to 0, so two spellings of one expression compare equal.
    fileprivate var withoutColumns: Expression {
        switch self {
        case .literal: self
        case .path(let reference): .path(PathReference(base: reference.base, components: reference.components, column: 0))
        case .not(let operand): .not(operand.withoutColumns)
        case .binary(let op, let left, let right): .binary(op, left.withoutColumns, right.withoutColumns)
        case .call(let name, let arguments, _): .call(name: name, arguments: arguments.map(\.withoutColumns), column: 0)
        case .conditional(let condition, let then, let otherwise):
            .conditional(condition.withoutColumns, then: then.withoutColumns, otherwise: otherwise.withoutColumns)
        case .fallback(let value, let fallback): .fallback(value.withoutColumns, fallback.withoutColumns)
        case .index(let base, let index, _): .index(base.withoutColumns, index.withoutColumns, column: 0)
        case .slice(let base, let from, let to, _):
            .slice(base.withoutColumns, from: from?.withoutColumns, to: to?.withoutColumns, column: 0)
        }
    }
}

/// One translation of a template, kept for the checks that must see every language (a
/// secret must not be read by any of them).
struct TemplateTranslation: Sendable {
    /// The step key the template belongs to (`prompt`, `repeat.prompt`).
    var key: String
    /// The language tag as written.
    var language: String
    var template: Template

    /// The key and language as the decoder records the template's position (`prompt.de`).
    var member: String { key + "." + language }
}

extension String {
    /// The text with each `_` replaced by `-` (`de_AT` → `de-AT`).
    fileprivate var replacingUnderscores: String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
