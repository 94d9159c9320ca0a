// The checks of translated texts: every translation of a template shows the same `{{ }}`
// holes, and each language some texts of a flow have, the others have too (warnings).

/// Each language some `texts` of the flow at `flowPath` have and others lack (a plain string
/// has the flow's language; a text in `de` serves readers of `de-AT` too), as one warning
/// naming the first few texts that lack it. None when no text of the flow is translated.
func missingLanguages(_ texts: [TextLanguages], flowPath: String) -> [Diagnostic] {
    guard texts.contains(where: \.isTranslated) else { return [] }
    var languages: [String] = []
    for text in texts {
        for language in text.languages where !languages.contains(language) { languages.append(language) }
    }
    var out: [Diagnostic] = []
    for language in languages {
        let lacking = texts.filter { !serves($0.languages, language) }
        guard let first = lacking.first else { continue }
        let shown = lacking.prefix(3).map(\.path).joined(separator: ", ")
        var arguments = [
            "language": quoted(language), "count": String(lacking.count), "total": String(texts.count), "paths": shown,
        ]
        if lacking.count > 3 { arguments["more"] = String(lacking.count - 3) }
        out.append(
            .warning(
                MessageText(lacking.count > 3 ? .loadMissingLanguageMore : .loadMissingLanguage, arguments),
                at: first.location, path: flowPath.isEmpty ? nil : flowPath))
    }
    return out
}

/// Whether a text in `languages` (lowercased) has a translation readers of `language`
/// see: its own, or that of a shorter tag (`de` for `de-at`).
private func serves(_ languages: [String], _ language: String) -> Bool {
    var parts = language.split(separator: "-")
    while !parts.isEmpty {
        if languages.contains(parts.joined(separator: "-")) { return true }
        parts.removeLast()
    }
    return false
}

/// The translations of one template whose `{{ }}` holes differ from those of the one in
/// `flowLanguage` (else the first), each with its message.
func differingHoles(
    _ translations: [(language: String, value: Template)], flowLanguage: String
) -> [(language: String, message: MessageText)] {
    let reference =
        translations.first { $0.language.lowercased() == flowLanguage.lowercased() } ?? translations.first
    guard let reference else { return [] }
    let expected = holes(of: reference.value)
    var out: [(language: String, message: MessageText)] = []
    for (language, template) in translations where language != reference.language {
        let found = holes(of: template)
        guard !sameHoles(expected, found) else { continue }
        out.append(
            (
                language,
                MessageText(
                    .loadHolesDiffer, ["language": quoted(language), "reference": quoted(reference.language)],
                    parts: ["found": describeHoles(found), "expected": describeHoles(expected)])
            ))
    }
    return out
}

/// The expressions of a template's holes, without their columns, each once.
private func holes(of template: Template) -> [Expression] {
    var out: [Expression] = []
    for expression in template.expressions.map(\.withoutColumns) where !out.contains(expression) {
        out.append(expression)
    }
    return out
}

private func sameHoles(_ a: [Expression], _ b: [Expression]) -> Bool {
    a.count == b.count && a.allSatisfy(b.contains)
}

/// `holes reading 'name', 'db.port'`, or how many holes there are when none reads a path.
private func describeHoles(_ holes: [Expression]) -> MessageText {
    var paths: [String] = []
    for hole in holes {
        for reference in hole.referencedPaths {
            let spelled = reference.spelling
            if !paths.contains(spelled) { paths.append(spelled) }
        }
    }
    if holes.isEmpty { return MessageText(.loadHolesNone) }
    if paths.isEmpty {
        return holes.count == 1
            ? MessageText(.loadHolesOneReadingNothing) : MessageText(.loadHolesReadingNothing, ["count": String(holes.count)])
    }
    return MessageText(.loadHolesReading, ["paths": paths.map(quoted).joined(separator: ", ")])
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
