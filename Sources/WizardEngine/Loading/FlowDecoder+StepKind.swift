extension FlowDecoder {
    static let choiceKeys = ["help", "label", "value", "when"]
    static let choiceKeyMask = FlowKey.mask(choiceKeys)

    /// Decodes the type-specific keys of a step of type `type` (built-in or plugin); `step`
    /// is `source.lookup`.
    mutating func decodeKind(
        _ type: StepTypeName, step: StepMembers, source: StepSource, path: @autoclosure () -> String
    ) -> StepKind? {
        let node = source.node
        func p(_ key: String) -> String { joinJSONPath(path(), key) }
        // Built-in types by case, not by name: a switch over names compared each in turn.
        guard let builtIn = type.builtIn?.type else {
            return decodePluginKind(type.name, node: node, members: step.members, path: path())
        }
        switch builtIn {
        case .text:
            return .text(
                placeholder: step[.placeholder].flatMap {
                    template($0, path: p("placeholder"), place: .member("placeholder"))
                })
        case .secret: return .secret
        case .confirm: return .confirm
        case .number: return .number
        case .integer: return .integer
        case .list: return .list
        case .json: return .json
        case .select, .multiselect:
            var choices: [Choice] = []
            if let choicesNode = step[.choices] {
                choices = decodeChoices(choicesNode, path: p("choices"))
            } else {
                missing("choices", in: "'\(type.name)' step", at: node, path: path())
            }
            return builtIn == .select ? .select(choices) : .multiselect(choices)
        case .path:
            let mustExist = step[.mustExist].flatMap { bool($0, path: p("must_exist")) } ?? false
            let kind = step[.kind].flatMap { word($0, path: p("kind"), among: ["file", "directory", "any"]) }
            return .path(mustExist: mustExist, kind: kind.flatMap(PathKind.init(rawValue:)) ?? .any)
        case .message:
            guard let textNode = step[.text] else {
                missing("text", in: "'message' step", at: node, path: path())
                return nil
            }
            return template(textNode, path: p("text"), place: .member("text")).map(StepKind.message)
        case .flow:
            return decodeFlowReference(node, members: step.members, path: path()).map(StepKind.flow)
        }
    }

    private mutating func decodeChoices(_ node: JSONValue, path: @autoclosure () -> String) -> [Choice] {
        guard let items = array(node, path: path()) else { return [] }
        // A list of plain strings a recent step has is shared with it (no array built).
        if let earlier = recentChoices.first(where: { $0.areSpelled(by: items) }) {
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
            case .integer, .number, .true, .false:
                choices.append(Choice(value: item.toAnswerValue()))
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
                switch valueNode.kind {
                case .string, .integer, .number, .true, .false:
                    choices.append(Choice(value: valueNode.toAnswerValue(), label: label, help: help, when: when))
                default:
                    expected("a string, a number or a boolean", found: valueNode, path: p)
                }
            default:
                expected("a string, a number, a boolean or a choice object", found: item, path: itemPath())
            }
        }
        // Only lists of strings are shared: `areSpelled(by:)` compares texts.
        if choices.count == items.count, choices.allSatisfy({ $0.hasOnlyValue && $0.value.stringValue != nil }) {
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

/// A built-in step type (SPEC §3.3), as the decoder tells them apart; the raw value is
/// its name (one of `StepKind.builtInTypeNames`).
enum BuiltInStepType: String, CaseIterable {
    case text, secret, confirm, select, multiselect, number, integer, path, list, json, message, flow

    /// The type spelt by the UTF-8 `bytes`, if built in: compared byte by byte with the one
    /// name of their length and first letter that could match (no string, no table).
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = bytes.first else { return nil }
        let candidate: BuiltInStepType
        switch (bytes.count, first) {
        case (4, UInt8(ascii: "t")): candidate = .text
        case (4, UInt8(ascii: "p")): candidate = .path
        case (4, UInt8(ascii: "f")): candidate = .flow
        case (4, UInt8(ascii: "l")): candidate = .list
        case (4, UInt8(ascii: "j")): candidate = .json
        case (6, UInt8(ascii: "s")): candidate = bytes[2] == UInt8(ascii: "c") ? .secret : .select
        case (6, UInt8(ascii: "n")): candidate = .number
        case (7, UInt8(ascii: "c")): candidate = .confirm
        case (7, UInt8(ascii: "i")): candidate = .integer
        case (7, UInt8(ascii: "m")): candidate = .message
        case (11, UInt8(ascii: "m")): candidate = .multiselect
        default: return nil
        }
        guard candidate.spelling.withUTF8Buffer({ bytesHoldSameText($0, bytes) == true }) else { return nil }
        self = candidate
    }

    /// The name, as static text.
    private var spelling: StaticString {
        switch self {
        case .text: "text"
        case .secret: "secret"
        case .confirm: "confirm"
        case .select: "select"
        case .multiselect: "multiselect"
        case .number: "number"
        case .integer: "integer"
        case .path: "path"
        case .list: "list"
        case .json: "json"
        case .message: "message"
        case .flow: "flow"
        }
    }

    /// The keys a step of this type may have (`FlowDecoder.allowedStepKeys` of its name, as
    /// `FlowKey.mask` makes it), spelt out so that no table is read per step.
    var allowedKeys: UInt64 {
        let common =
            FlowKey.defaultValue.bit | FlowKey.env.bit | FlowKey.help.bit | FlowKey.id.bit | FlowKey.next.bit
            | FlowKey.prompt.bit | FlowKey.required.bit | FlowKey.store.bit | FlowKey.type.bit
            | FlowKey.validate.bit | FlowKey.when.bit
        switch self {
        case .text: return common | FlowKey.placeholder.bit
        case .select, .multiselect: return common | FlowKey.choices.bit
        case .path: return common | FlowKey.kind.bit | FlowKey.mustExist.bit
        case .message: return common | FlowKey.text.bit
        case .flow: return common | FlowKey.flow.bit | FlowKey.present.bit | FlowKey.repetition.bit
        case .secret, .confirm, .number, .integer, .list, .json: return common
        }
    }
}
