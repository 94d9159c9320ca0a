extension FlowDecoder {
    static let choiceKeys = ["help", "label", "value", "when"]

    /// Decodes the type-specific keys of a step of type `type` (built-in or plugin).
    mutating func decodeKind(_ type: StepTypeName, step: StepSource, path: @autoclosure () -> String) -> StepKind? {
        let node = step.node
        func p(_ key: String) -> String { joinJSONPath(path(), key) }
        guard let builtIn = type.builtIn else {
            return decodePluginKind(type.name, node: node, configuration: step.keyed.uncommon, path: path())
        }
        switch builtIn {
        case .text:
            return .text(
                placeholder: step[.placeholder].flatMap {
                    translatedTemplate($0, path: p("placeholder"), key: "placeholder")
                },
                isMultiline: step[.multiline].flatMap { bool($0, path: p("multiline")) } ?? false)
        case .secret: return .secret
        case .confirm: return .confirm
        case .number: return .number
        case .integer: return .integer
        case .list: return .list
        case .json: return .json
        case .select, .multiselect:
            var choices: [Choice] = []
            if let choicesNode = step[.choices], choicesNode.isObject {
                pendingChoicesSource = decodeChoicesSource(choicesNode, path: p("choices"))
            } else if let choicesNode = step[.choices] {
                choices = decodeChoices(choicesNode, path: p("choices"))
            } else {
                missing("choices", in: .inStep(ofType: type.name), at: node, path: path())
            }
            return builtIn == .select ? .select(choices) : .multiselect(choices)
        case .path:
            let mustExist = step[.mustExist].flatMap { bool($0, path: p("must_exist")) } ?? false
            let kind = step[.kind].flatMap { word($0, path: p("kind"), among: ["file", "directory", "any"]) }
            return .path(mustExist: mustExist, kind: kind.flatMap(PathKind.init(rawValue:)) ?? .any)
        case .message:
            guard let textNode = step[.text] else {
                missing("text", in: .inStep(ofType: "message"), at: node, path: path())
                return nil
            }
            return translatedTemplate(textNode, path: p("text"), key: "text").map(StepKind.message)
        case .flow:
            return decodeFlowReference(step, path: path()).map(StepKind.flow)
        }
    }

    private mutating func decodeChoices(_ node: JSONNode, path: @autoclosure () -> String) -> [Choice] {
        guard let items = array(node, path: path()) else { return [] }
        var choices: [Choice] = []
        choices.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            func itemPath() -> String { path() + "[\(i)]" }
            switch item.value {
            case .string, .integer, .number, .bool:
                choices.append(Choice(value: item.toAnswerValue()))
            case .object(let members):
                checkKeys(members, allowed: Self.choiceKeys, in: .inChoice, path: itemPath())
                func at(_ key: FlowKey) -> (JSONNode, String)? {
                    item[key.name].map { ($0, joinJSONPath(itemPath(), key.name)) }
                }
                let label = at(.label).flatMap { text($0.0, path: $0.1) }
                let help = at(.help).flatMap { text($0.0, path: $0.1) }
                let when = at(.when).flatMap { expression($0.0, path: $0.1, place: .choiceWhen(i)) }
                guard let (valueNode, p) = at(.value) else {
                    missing("value", in: .inChoice, at: item, path: itemPath())
                    continue
                }
                switch valueNode.value {
                case .string, .integer, .number, .bool:
                    choices.append(Choice(value: valueNode.toAnswerValue(), label: label, help: help, when: when))
                default:
                    expected(.loadValueChoiceValue, found: valueNode, path: p)
                }
            default:
                expected(.loadValueChoice, found: item, path: itemPath())
            }
        }
        return choices
    }

    private mutating func decodeFlowReference(
        _ step: StepSource, path: @autoclosure () -> String
    ) -> FlowReference? {
        func at(_ key: FlowKey) -> (JSONNode, String)? {
            step[key].map { ($0, joinJSONPath(path(), key.name)) }
        }
        let presentation =
            at(.present).flatMap { word($0.0, path: $0.1, among: ["push", "sheet", "cover"]) }
            .flatMap(Presentation.init(rawValue:)) ?? .push
        var repetition: Repetition?
        if let (repeatNode, p) = at(.repetition), let members = object(repeatNode, path: p) {
            checkKeys(members, allowed: ["max", "min", "prompt"], in: .inMember("'repeat'"), path: p)
            var rule = Repetition()
            rule.prompt = repeatNode["prompt"].flatMap {
                translatedTemplate($0, path: joinJSONPath(p, "prompt"), key: "repeat.prompt")
            }
            rule.min = repeatNode["min"].flatMap { integer($0, path: joinJSONPath(p, "min")) } ?? 0
            rule.max = repeatNode["max"].flatMap { integer($0, path: joinJSONPath(p, "max")) }
            repetition = rule
        }
        guard let (flowNode, p) = at(.flow) else {
            missing("flow", in: .inStep(ofType: "flow"), at: step.node, path: path())
            return nil
        }
        guard let id = string(flowNode, path: p) else { return nil }
        return FlowReference(flow: FlowID(id), presentation: presentation, repetition: repetition)
    }

    /// A plugin type: the members whose keys are not common to every step are its
    /// configuration, checked by the plugin's `checkConfiguration` (each message becomes an
    /// error at the step).
    private mutating func decodePluginKind(
        _ typeName: String, node: JSONNode, configuration members: [JSONMember], path: @autoclosure () -> String
    ) -> StepKind? {
        let plugin = plugins.stepTypes[typeName]
        // A `PLUGIN.TYPE` no Swift plugin provides is a process plugin's, checked when
        // the plugin is started (docs/plugins.md).
        guard plugin != nil || PluginMemberName(typeName) != nil else { return nil }
        var configuration: [String: AnswerValue] = [:]
        for member in members { configuration[member.key] = member.value.toAnswerValue() }
        let value = AnswerValue.object(configuration)
        guard let plugin else { return .plugin(name: typeName, configuration: value) }
        for message in plugin.checkConfiguration(value) {
            // The plugin's own sentence is shown as it wrote it.
            var text = MessageText(.loadPluginStepType, ["type": quoted(typeName), "reason": message])
            if message.isEmpty { text.parts["reason"] = MessageText(.loadPluginRejected) }
            error(text, at: node, path: path())
        }
        return .plugin(name: typeName, configuration: value)
    }
}
