import WizardCore

extension CopierImporter {
    /// The choices in each form Copier accepts: values, `[label, value]` pairs, or a mapping of labels.
    mutating func choices(_ key: String, _ node: JSONNode, type: String) -> (choices: [FlowJSON], values: [FlowJSON])? {
        var entries: [(label: String?, value: JSONNode, help: String?)] = []
        switch node.value {
        case .array(let items):
            for item in items {
                if let pair = item.elements {
                    guard pair.count == 2, let label = QuestionnaireImport.pythonText(pair[0]) else {
                        warn(item.line, item.column, "question '\(key)': a choice pair must be [label, value]; choices ignored")
                        return nil
                    }
                    entries.append((label, pair[1], nil))
                } else {
                    entries.append((nil, item, nil))
                }
            }
        case .object(let pairs):
            for pair in pairs {
                if let spec = pair.value.members, let value = pair.value["value"] {
                    if spec.contains(where: { $0.key == "validator" }) {
                        warn(
                            pair.value.line, pair.value.column,
                            "question '\(key)': the validator of choice '\(pair.key)' is ignored (the choice is always offered)")
                    }
                    entries.append((pair.key, value, pair.value["help"]?.stringValue))
                } else {
                    entries.append((pair.key, pair.value, nil))
                }
            }
        default:
            warn(node.line, node.column, "question '\(key)': choices given as a template are not translated; asked without choices")
            return nil
        }
        var choices: [FlowJSON] = []
        var values: [FlowJSON] = []
        for entry in entries {
            if let s = entry.value.stringValue, translator.hasJinja(s) {
                warn(
                    entry.value.line, entry.value.column, "question '\(key)': a choice with Jinja is not translated; asked without choices")
                return nil
            }
            guard let value = Self.cast(entry.value, type: type), value.isScalar else {
                warn(
                    entry.value.line, entry.value.column,
                    "question '\(key)': the choice \(entry.value.stringValue.map(FlowJSON.quoted) ?? "value") is not a \(type) scalar; asked without choices"
                )
                return nil
            }
            values.append(value)
            var object: [(String, FlowJSON)] = [("value", value)]
            if let label = entry.label, FlowJSON.string(label) != value { object.append(("label", .string(label))) }
            if let help = entry.help { object.append(("help", .string(help))) }
            choices.append(object.count == 1 ? value : .object(object))
        }
        return (choices, values)
    }

    /// The `default` entry: a literal cast to the type, or a translated template.
    mutating func defaultEntry(
        _ key: String, _ node: JSONNode, type: String, stepType: String, choiceValues: [FlowJSON]?
    ) -> [(String, FlowJSON)] {
        if case .string(let s) = node.value, translator.hasJinja(s) {
            if stepType == "json" || stepType == "multiselect" {
                let choices = stepType == "multiselect" ? (choiceValues ?? []) : nil
                if let text = structuredTemplateDefault(s, type: type, choices: choices) { return [("default", .string(text))] }
                warn(
                    node.line, node.column,
                    "question '\(key)': the default \(FlowJSON.quoted(s)) of a \(type) question is a template, which is not translated; it is asked without a default\(stepType == "multiselect" ? ", as a JSON list" : "")"
                )
                return []
            }
            if type == "bool", let text = booleanTemplateDefault(s) { return [("default", .string(text))] }
            return templateDefault(key, s, at: node)
        }
        if stepType == "multiselect" {
            guard let items = node.elements else { return node.value == .null ? [] : [("default", .array([]))] }
            return [("default", .array(items.compactMap { Self.cast($0, type: type) }))]
        }
        if node.value == .null {
            // No default: Copier leaves the answer empty (null) with --defaults.
            return stepType == "json" ? [("default", .null)] : []
        }
        guard let value = Self.cast(node, type: type) else {
            warn(node.line, node.column, "question '\(key)': the default is not a \(type); it is asked without a default")
            return []
        }
        if (stepType == "text" || stepType == "secret"), value == .string("") { return [("required", .bool(false))] }
        if let choiceValues, !choiceValues.contains(value) {
            warn(node.line, node.column, "question '\(key)': the default is not among the choices; it is asked without a default")
            return []
        }
        return [("default", value)]
    }
}
