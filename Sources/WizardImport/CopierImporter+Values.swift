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
                        warn(item.line, item.column, .importCopierChoicePair, about: key)
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
                        warn(pair.value.line, pair.value.column, .importCopierChoiceValidator, about: key, ["choice": pair.key])
                    }
                    entries.append((pair.key, value, pair.value["help"]?.stringValue))
                } else {
                    entries.append((pair.key, pair.value, nil))
                }
            }
        default:
            warn(node.line, node.column, .importCopierTemplateChoices, about: key)
            return nil
        }
        var choices: [FlowJSON] = []
        var values: [FlowJSON] = []
        for entry in entries {
            if let s = entry.value.stringValue, translator.hasJinja(s) {
                warn(entry.value.line, entry.value.column, .importCopierJinjaChoice, about: key)
                return nil
            }
            guard let value = Self.cast(entry.value, type: type), value.isScalar else {
                if let s = entry.value.stringValue {
                    warn(
                        entry.value.line, entry.value.column, .importCopierChoiceNotScalar, about: key,
                        ["choice": FlowJSON.quoted(s), "type": type])
                } else {
                    warn(entry.value.line, entry.value.column, .importCopierChoiceValueNotScalar, about: key, ["type": type])
                }
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
                let message = stepType == "multiselect" ? MessageKey.importCopierTemplateDefaultList : .importCopierTemplateDefault
                warn(node.line, node.column, message, about: key, ["default": FlowJSON.quoted(s), "type": type])
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
            warn(node.line, node.column, .importCopierDefaultType, about: key, ["type": type])
            return []
        }
        if (stepType == "text" || stepType == "secret"), value == .string("") { return [("required", .bool(false))] }
        if let choiceValues, !choiceValues.contains(value) {
            warn(node.line, node.column, .importCopierDefaultNotChoice, about: key)
            return []
        }
        return [("default", value)]
    }
}
