import WizardCore

/// Translates a `cookiecutter.json` into a flow, keeping cookiecutter's types (docs/migrating.md).
struct CookiecutterImporter: QuestionnaireImporter {
    var notes: [ImportNote] = []
    var translator = JinjaTranslator(namespace: "cookiecutter")
    static let noun = MessageKey.importVariable

    mutating func translate(_ pairs: [JSONMember], flowID: String) -> ImportedFlow {
        let prompts = pairs.first { $0.key == "__prompts__" }?.value
        var steps: [FlowJSON] = []
        var objectSteps: [FlowJSON] = []
        var ignored: [String] = []
        for pair in pairs where pair.key != "__prompts__" && isQuestion(pair, settings: &ignored) {
            let key = pair.key
            var step: [(String, FlowJSON)] = [("id", .string(key))]
            let promptNode = prompts?[key]
            let prompt = promptNode?.stringValue ?? promptNode?["__prompt__"]?.stringValue ?? key
            switch pair.value.value {
            case .bool(let b):
                step += [("type", .string("confirm")), ("prompt", .string(prompt)), ("default", .bool(b))]
                translator.variables[key] = .bool
            case .array(let items):
                step += choiceStep(key, items, prompt: prompt, labels: promptNode, at: pair)
            case .object:
                step += [("type", .string("json")), ("prompt", .string(prompt)), ("default", Self.rendered(pair.value))]
                if containsJinja(pair.value) {
                    warn(pair.value.line, pair.value.column, .importCookiecutterObjectJinja, about: key)
                }
                translator.variables[key] = .object
                objectSteps.append(.object(step))
                continue
            case .null:
                step += [("type", .string("json")), ("prompt", .string(prompt)), ("default", .null)]
                translator.variables[key] = .unknown
            case .string(let s):
                step += [("type", .string("text")), ("prompt", .string(prompt))]
                step += textDefault(key, s, at: pair.value)
                translator.variables[key] = .string
            case .integer, .number:
                let s = QuestionnaireImport.pythonText(pair.value) ?? ""
                step += [("type", .string("text")), ("prompt", .string(prompt)), ("default", .string(s))]
                translator.variables[key] = .string
            }
            // cookiecutter takes an empty value from the extra context (--set) as it is.
            if step.contains(where: { $0.0 == "type" && $0.1 == .string("text") }), step.contains(where: { $0.0 == "default" }),
                !step.contains(where: { $0.0 == "required" })
            {
                step.append(("required", .bool(false)))
            }
            steps.append(.object(step))
        }
        let note = ignored.isEmpty ? nil : MessageText(.importCookiecutterPrivate, ["names": ignored.joined(separator: ", ")])
        return flow(id: flowID, steps: steps + objectSteps, settingsNote: note)
    }

    func containsJinja(_ node: JSONNode) -> Bool {
        switch node.value {
        case .string(let s): translator.hasJinja(s)
        case .array(let items): items.contains(where: containsJinja)
        case .object(let pairs): pairs.contains { containsJinja($0.value) || translator.hasJinja($0.key) }
        default: false
        }
    }

    /// The default of a text variable: the literal, or its Jinja translated (none, with a warning, if not).
    mutating func textDefault(_ key: String, _ s: String, at node: JSONNode) -> [(String, FlowJSON)] {
        guard translator.hasJinja(s) else {
            return s.isEmpty ? [("required", .bool(false))] : [("default", .string(s))]
        }
        return templateDefault(key, s, at: node)
    }

    /// A list variable: a select over its items, or a JSON step when an item is an object or a list.
    mutating func choiceStep(_ key: String, _ items: [JSONNode], prompt: String, labels: JSONNode?, at pair: JSONMember) -> [(
        String, FlowJSON
    )] {
        guard let first = items.first else {
            warn(pair.value.line, pair.value.column, .importCookiecutterEmptyChoices, about: key)
            translator.variables[key] = .unknown
            return [("type", .string("json")), ("prompt", .string(prompt))]
        }
        if items.contains(where: { $0.members != nil || $0.elements != nil }) {
            warn(pair.value.line, pair.value.column, .importCookiecutterStructuredChoices, about: key)
            translator.variables[key] = .object
            return [("type", .string("json")), ("prompt", .string(prompt)), ("default", Self.rendered(first))]
        }
        var choices: [FlowJSON] = []
        var values: [FlowJSON] = []
        for item in items {
            var value: FlowJSON
            if case .bool(let b) = item.value { value = .bool(b) } else { value = .string(QuestionnaireImport.pythonText(item) ?? "") }
            if case .string(let s) = value, translator.hasJinja(s) {
                warn(item.line, item.column, .importCookiecutterJinjaChoice, about: key, ["choice": FlowJSON.quoted(s)])
                translator.variables[key] = .string
                return [("type", .string("text")), ("prompt", .string(prompt))]
            }
            values.append(value)
            if case .string(let s) = value, let label = labels?[s]?.stringValue {
                choices.append(.object([("value", value), ("label", .string(label))]))
            } else {
                choices.append(value)
            }
        }
        translator.variables[key] = .string
        return [("type", .string("select")), ("prompt", .string(prompt)), ("choices", .array(choices)), ("default", values[0])]
    }

    /// A value as cookiecutter renders an object variable: every number (and text) inside
    /// it becomes text, `null` and booleans stay as they are.
    static func rendered(_ node: JSONNode) -> FlowJSON {
        switch node.value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .array(let items): return .array(items.map(rendered))
        case .object(let pairs): return .object(pairs.map { ($0.key, rendered($0.value)) })
        default: return .string(QuestionnaireImport.pythonText(node) ?? "")
        }
    }
}
