import WizardCore

/// What the cookiecutter and Copier importers share: notes, translator, the walk over top-level keys.
protocol QuestionnaireImporter {
    /// What the user is told, in file order.
    var notes: [ImportNote] { get set }
    /// Translates the questionnaire's Jinja into expressions and templates.
    var translator: JinjaTranslator { get set }
    /// How notes name a top-level key: `variable 'x'` (cookiecutter) or `question 'x'` (Copier).
    static var noun: MessageKey { get }
}

extension QuestionnaireImporter {
    /// A warning about the top-level key `key`: `key` fills the message's `{subject}`.
    mutating func warn(
        _ line: Int, _ column: Int, _ message: MessageKey, about key: String, _ arguments: [String: String] = [:],
        parts: [String: MessageText] = [:]
    ) {
        let subject = MessageText(Self.noun, ["name": key])
        let text = MessageText(message, arguments, parts: parts.merging(["subject": subject]) { $1 })
        notes.append(ImportNote(line: line, column: column, text: text, isWarning: true))
    }

    /// Whether a top-level pair becomes a step; a `_` key is a tool setting, another non-id is warned about.
    mutating func isQuestion(_ pair: JSONMember, settings: inout [String]) -> Bool {
        if pair.key.hasPrefix("_") {
            settings.append(pair.key)
            return false
        }
        guard QuestionnaireImport.isIdentifier(pair.key), !QuestionnaireImport.reservedIDs.contains(pair.key) else {
            warn(pair.keyLine, pair.keyColumn, .importNotAnID, about: pair.key)
            return false
        }
        return true
    }

    /// The flow of `steps`, titled by its id, with `settingsNote` before every other note.
    func flow(id: String, steps: [FlowJSON], settingsNote: MessageText?) -> ImportedFlow {
        let flow: FlowJSON = .object([("id", .string(id)), ("title", .string(id)), ("steps", .array(steps))])
        let first = settingsNote.map { [ImportNote(line: 1, column: 1, text: $0, isWarning: false)] } ?? []
        return ImportedFlow(flow: flow, notes: first + notes)
    }

    /// The `default` entry of a template: translated, or none with a warning.
    mutating func templateDefault(_ key: String, _ template: String, at node: JSONNode) -> [(String, FlowJSON)] {
        do {
            let translated = try translator.template(template)
            if translated.contains("int(\"" + JinjaTranslator.untakenBranchMarker) {
                warn(node.line, node.column, .importUntakenBranch, about: key, ["default": FlowJSON.quoted(template)])
            }
            return [("default", .string(translated))]
        } catch {
            let quoted = FlowJSON.quoted(template)
            warn(node.line, node.column, .importDefaultNotTranslated, about: key, ["default": quoted], parts: ["reason": error.text])
            return []
        }
    }
}
