extension FlowDecoder {
    static let choiceKeys = ["help", "label", "value", "when"]
    static let choiceKeyMask = FlowKey.mask(choiceKeys)

    /// Decodes the type-specific keys of a step of type `typeName` (built-in or plugin).
    mutating func decodeKind(
        _ typeName: String, source: StepSource, path: @autoclosure () -> String
    ) -> StepKind? {
        let node = source.node
        func p(_ key: String) -> String { joinJSONPath(path(), key) }
        switch typeName {
        case "text":
            return .text(
                placeholder: source.node(.placeholder).flatMap {
                    template($0, path: p("placeholder"), place: .member("placeholder"))
                })
        case "secret": return .secret
        case "confirm": return .confirm
        case "number": return .number
        case "integer": return .integer
        case "select", "multiselect":
            var choices: [Choice] = []
            if let choicesNode = source.node(.choices) {
                choices = decodeChoices(choicesNode, path: p("choices"))
            } else {
                missing("choices", in: "'\(typeName)' step", at: node, path: path())
            }
            return typeName == "select" ? .select(choices) : .multiselect(choices)
        case "path":
            let mustExist = source.node(.mustExist).flatMap { bool($0, path: p("must_exist")) } ?? false
            let kind = source.node(.kind).flatMap { word($0, path: p("kind"), among: ["file", "directory", "any"]) }
            return .path(mustExist: mustExist, kind: kind.flatMap(PathKind.init(rawValue:)) ?? .any)
        case "message":
            guard let textNode = source.node(.text) else {
                missing("text", in: "'message' step", at: node, path: path())
                return nil
            }
            return template(textNode, path: p("text"), place: .member("text")).map(StepKind.message)
        case "flow":
            return decodeFlowReference(node, members: source.members, path: path()).map(StepKind.flow)
        default:
            return decodePluginKind(typeName, node: node, members: source.members, path: path())
        }
    }

    /// Whether `items` are plain strings that spell the values of `choices`, in order
    /// (`choices` holding values only: a list of strings decodes to such choices).
    private static func spell(_ items: JSONElements, _ choices: [Choice]) -> Bool {
        guard items.count == choices.count else { return false }
        var position = 0
        for item in items {
            guard item.isString(choices[position].value) else { return false }
            position += 1
        }
        return true
    }

    private mutating func decodeChoices(_ node: JSONValue, path: @autoclosure () -> String) -> [Choice] {
        guard let items = array(node, path: path()) else { return [] }
        // A list of plain strings a recent step has is shared with it (no array built).
        if let earlier = recentChoices.first(where: { Self.spell(items, $0.choices) }) {
            // The items' texts equal the earlier values one by one (as `String`s compare),
            // so they hold a duplicate exactly when those values do.
            choicesAreKnownDistinct = earlier.hasDistinctValues
            return earlier.choices
        }
        var choices: [Choice] = []
        choices.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            func itemPath() -> String { path() + "[\(i)]" }
            switch item.kind {
            case .string:
                choices.append(Choice(value: item.stringValue ?? ""))
            case .object:
                let members = item.members
                let keys = KeyIndex(members)
                if !keys.allKeys(in: Self.choiceKeyMask) {
                    checkKeys(members, allowed: Self.choiceKeys, in: "choice", path: itemPath())
                }
                func at(_ key: FlowKey) -> (JSONValue, String)? {
                    keys.value(key, in: members).map { ($0, joinJSONPath(itemPath(), key.name)) }
                }
                let label = at(.label).flatMap { string($0.0, path: $0.1) }
                let help = at(.help).flatMap { string($0.0, path: $0.1) }
                let when = at(.when).flatMap { expression($0.0, path: $0.1, place: .choiceWhen(i)) }
                guard let (valueNode, p) = at(.value) else {
                    missing("value", in: "choice", at: item, path: itemPath())
                    continue
                }
                if let value = string(valueNode, path: p) {
                    choices.append(Choice(value: value, label: label, help: help, compactWhen: when))
                }
            default:
                expected("a string or a choice object", found: item, path: itemPath())
            }
        }
        if choices.count == items.count, choices.allSatisfy(\.hasOnlyValue) {
            recentChoices.keep(RecentChoices(choices))
        }
        return choices
    }

    private mutating func decodeFlowReference(
        _ node: JSONValue, members: JSONMembers, path: @autoclosure () -> String
    ) -> FlowReference? {
        func at(_ key: String) -> (JSONValue, String)? {
            members.value(forKey: key).map { ($0, joinJSONPath(path(), key)) }
        }
        let presentation =
            at("present").flatMap { word($0.0, path: $0.1, among: ["push", "sheet", "cover"]) }
            .flatMap(Presentation.init(rawValue:)) ?? .push
        var repetition: Repetition?
        if let (repeatNode, p) = at("repeat"), let members = object(repeatNode, path: p) {
            checkKeys(members, allowed: ["max", "min", "prompt"], in: "'repeat'", path: p)
            var rule = Repetition()
            rule.prompt = repeatNode["prompt"].flatMap {
                template($0, path: joinJSONPath(p, "prompt"), place: .member("repeat.prompt"))
            }
            rule.min = repeatNode["min"].flatMap { integer($0, path: joinJSONPath(p, "min")) } ?? 0
            rule.max = repeatNode["max"].flatMap { integer($0, path: joinJSONPath(p, "max")) }
            repetition = rule
        }
        guard let (flowNode, p) = at("flow") else {
            missing("flow", in: "'flow' step", at: node, path: path())
            return nil
        }
        guard let id = string(flowNode, path: p) else { return nil }
        return FlowReference(flow: FlowID(id), presentation: presentation, repetition: repetition)
    }

    /// A plugin type: the keys beyond the common ones are its configuration, checked by
    /// the plugin's `checkConfiguration` (each message becomes an error at the step).
    private mutating func decodePluginKind(
        _ typeName: String, node: JSONValue, members: JSONMembers, path: @autoclosure () -> String
    ) -> StepKind? {
        guard let plugin = plugins.stepTypes[typeName] else { return nil }
        var configuration: [String: AnswerValue] = [:]
        for member in members {
            let key = member.key
            if !Self.commonStepKeys.contains(key) { configuration[key] = member.value.toAnswerValue() }
        }
        let value = AnswerValue.object(configuration)
        for message in plugin.checkConfiguration(value) {
            let text = message.isEmpty ? "rejected its configuration" : escapeForTerminal(message)
            error("step type \(quoted(typeName)): \(text)", at: node, path: path())
        }
        return .plugin(name: typeName, configuration: value)
    }
}
