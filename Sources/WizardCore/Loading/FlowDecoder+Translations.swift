/// A text a person reads (a prompt, a help, a choice's label) is a string in the flow's
/// `language`, or an object of translations by language tag. The decoder checks every
/// translation as it checks a plain text, keeps the best match for the reader's languages,
/// and remembers which languages each text has, to warn about a language some texts lack.
extension FlowDecoder {
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
            expected(.loadValueTranslations, found: node, path: path)
            return nil
        }
        if members.isEmpty {
            error(MessageText(.loadTranslationsEmpty), at: node, path: path)
            return nil
        }
        var out: [(language: String, node: JSONNode)] = []
        var seen: [String] = []
        for member in members {
            let memberPath = joinJSONPath(path, member.key)
            guard Self.isLanguageTag(member.key) else {
                diagnostics.append(
                    .error(
                        MessageText(.loadTranslationsNotATag, ["tag": quoted(member.key)]),
                        at: member.keyLocation(in: file), path: memberPath, suggestion: Self.tagSuggestion(member.key)))
                continue
            }
            let lowered = member.key.lowercased()
            if seen.contains(lowered) {
                diagnostics.append(
                    .error(
                        MessageText(.loadTranslationsTwice, ["tag": quoted(member.key)]), at: member.keyLocation(in: file),
                        path: memberPath))
                continue
            }
            seen.append(lowered)
            guard member.value.stringValue != nil else {
                expected(.loadValueString, found: member.value, path: memberPath)
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
        for problem in differingHoles(parsed, flowLanguage: flowLanguage) {
            guard let valueNode = found.first(where: { $0.language == problem.language })?.node else { continue }
            error(problem.message, at: valueNode, path: joinJSONPath(base, problem.language))
        }
        return best(parsed)
    }

    /// Adds the missing-language warnings of the flow just decoded (`flowPath` is its JSON path).
    mutating func checkTranslationCoverage(flowPath: String) {
        diagnostics.append(contentsOf: missingLanguages(texts, flowPath: flowPath))
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
    static func tagSuggestion(_ name: String) -> MessageText? {
        let dashed = name.replacingUnderscores
        return dashed != name && isLanguageTag(dashed) ? didYouMean(dashed) : nil
    }
}

extension String {
    /// The text with each `_` replaced by `-` (`de_AT` → `de-AT`).
    fileprivate var replacingUnderscores: String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
