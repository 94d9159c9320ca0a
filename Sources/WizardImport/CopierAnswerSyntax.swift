import WizardCore

/// How Copier reads a `--data KEY=VALUE` value for one question, so that `wizard run
/// copier.yml --set KEY=VALUE` takes the same text (docs/migrating.md): a `yaml` value and
/// a multiselect list are YAML, a `bool` is anything Copier casts to a boolean.
package struct CopierAnswerSyntax: Sendable, Equatable {
    /// The question's Copier type (`str`, `int`, `float`, `bool`, `json`, `yaml`).
    package var type: String
    /// The choice values of a multiselect question, cast to its type; nil otherwise.
    package var multiselectChoices: [FlowJSON]?
    /// The choice values of a select question, cast to its type; nil otherwise.
    package var selectChoices: [FlowJSON]? = nil

    /// `value` as `wizard` reads it for this question, or nil when it is taken as it is.
    ///
    /// - Parameter value: the text after `=`, as Copier's `--data` takes it.
    /// - Returns: the text to give the translated step instead.
    package func wizardText(_ value: String) -> String? {
        if let choices = multiselectChoices {
            // A YAML list (or one item) of values; items that are not choices are dropped, as Copier drops them.
            guard let node = try? YAMLReader.read(value, booleans: .yaml11) else { return nil }
            let items = node.elements ?? (node.value == .null ? [] : [node])
            let picked = items.compactMap { CopierImporter.cast($0, type: type) }
            return choices.filter { picked.contains($0) }.map(Self.choiceText).joined(separator: ",")
        }
        if let choices = selectChoices {
            // Copier takes a value equal to a choice's, never a position in the list.
            let cast = CopierImporter.cast(JSONNode(.string(value), line: 1, column: 1), type: type)
            guard let match = choices.first(where: { $0 == cast }) else { return "\(value) (not a choice)" }
            return Self.choiceText(match)
        }
        switch type {
        case "yaml":
            guard let node = try? YAMLReader.read(value, booleans: .yaml11) else { return nil }
            return FlowJSON(node).text()
        case "bool":
            return Self.copierBool(value) ? "yes" : "no"
        default:
            return nil
        }
    }

    /// Copier's `cast_to_bool` of a text: a number is true unless zero; YAML's words for
    /// true, false and null; any other non-empty text is true.
    static func copierBool(_ value: String) -> Bool {
        let lower = value.trimmed.lowercased()
        if let number = Double(lower), !lower.contains("inf"), !lower.contains("nan") { return number != 0 }
        if ["y", "yes", "t", "true", "on"].contains(lower) { return true }
        if ["", "n", "no", "f", "false", "off", "~", "null", "none"].contains(lower) { return false }
        return true
    }

    static func choiceText(_ value: FlowJSON) -> String {
        switch value {
        case .string(let s): s
        case .integer(let i): String(i)
        case .number(let d): String(d)
        case .bool(let b): b ? "true" : "false"
        default: value.text()
        }
    }
}
