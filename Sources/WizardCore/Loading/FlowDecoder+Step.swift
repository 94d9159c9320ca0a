extension FlowDecoder {
    /// Keys every step may have.
    static let commonStepKeys = [
        "default", "env", "help", "id", "next", "prompt", "required", "store", "title", "type", "validate", "when",
    ]
    /// Keys that belong to one built-in type or a few.
    static let typeKeys: [String: [String]] = [
        "text": ["multiline", "placeholder"], "select": ["choices"], "multiselect": ["choices"],
        "path": ["kind", "must_exist"], "message": ["text"], "flow": ["flow", "present", "repeat"],
    ]
    /// Every key a step of each built-in type may have.
    static let allowedStepKeys: [String: [String]] = Dictionary(
        uniqueKeysWithValues: StepKind.builtInTypeNames.map { ($0, commonStepKeys + (typeKeys[$0] ?? [])) })
    static let validateKeys = ["expr", "max", "max_length", "message", "min", "min_length", "pattern", "plugin"]

    /// A step's type as `decodeTypeName` read it.
    enum StepTypeName {
        case builtIn(BuiltInStepType)
        case plugin(String)

        /// The built-in type; nil for a plugin type.
        var builtIn: BuiltInStepType? {
            guard case .builtIn(let type) = self else { return nil }
            return type
        }

        /// The type's name as written.
        var name: String {
            switch self {
            case .builtIn(let type): type.rawValue
            case .plugin(let name): name
            }
        }
    }

    /// Decodes one step; nil when it is not an object or has no usable id (reported).
    ///
    /// Expression and template sites with answer paths go to `sites`, calls of unknown
    /// functions to `unknownFunctions` (both emptied by the caller before each step).
    mutating func decodeStep(_ source: StepSource) -> (Step, DecodedStep)? {
        let node = source.node
        let place = source.place
        guard object(node, path: place.text, what: .loadValueStepObject) != nil else { return nil }
        var id: StepID?
        var idPosition = SourcePosition(node)
        if let idNode = source[.id] {
            id = string(idNode, path: place.appending("id")).map { StepID($0) }
            idPosition = SourcePosition(idNode)
        } else {
            missing("id", in: .inStep, at: node, path: place.text)
        }

        let typeName = decodeTypeName(source[.type], at: node, path: place.text)
        checkStepKeys(source.keyed.uncommon, typeName: typeName, path: place.text)
        let kind = typeName.flatMap { decodeKind($0, step: source, path: place.text) }

        func p(_ key: String) -> String { place.appending(key) }
        let prompt = source[.prompt].flatMap { translatedTemplate($0, path: p("prompt"), key: "prompt") }
        let help = source[.help].flatMap { translatedTemplate($0, path: p("help"), key: "help") }
        let title = source[.title].flatMap { translatedTemplate($0, path: p("title"), key: "title") }
        var defaultValue = source[.defaultValue].flatMap { decodeDefault($0, path: p("default")) }
        // `4.0` is an integer to JSON Schema, so an integer step takes it as `4`.
        if case .integer? = kind, case .value(.number)? = defaultValue, let whole = source[.defaultValue]?.wholeNumberValue {
            defaultValue = .value(.integer(whole))
        }
        let whenNode = source[.when]
        let when = whenNode.flatMap { expression($0, path: p("when"), place: .member("when")) }
        let isRequired = source[.required].flatMap { bool($0, path: p("required")) } ?? true
        let isStored = source[.store].flatMap { bool($0, path: p("store")) } ?? true
        let env = source[.env].flatMap { environmentVariableName($0, path: p("env")) }
        let validation = source[.validate].map { decodeValidation($0, path: p("validate")) } ?? ValidationRule()
        var nextTargets: [NextSite] = []
        let next = source[.next].flatMap { decodeNext($0, path: p("next"), sites: &nextTargets) }

        guard let id else { return nil }
        var flowPosition = SourcePosition(node)
        if case .flow = kind, let flowNode = source[.flow] { flowPosition = SourcePosition(flowNode) }
        // A step whose type could not be read gets a stand-in kind and `isKindKnown: false`;
        // it never leaves the loader, because the file then has an error.
        var decoded = Step(
            id: id, kind: kind ?? .secret, prompt: prompt, help: help, defaultValue: defaultValue,
            when: when, isRequired: isRequired, validation: validation, next: next, isStored: isStored,
            environmentVariable: env, location: node.location(in: file))
        decoded.title = title
        if let source = pendingChoicesSource.take() { decoded.choicesSource = source }
        let facts = DecodedStep(
            index: source.index, position: SourcePosition(node), idPosition: idPosition,
            flowPosition: flowPosition, isKindKnown: kind != nil, hasWhenKey: whenNode != nil,
            nextTargets: nextTargets, expressions: [], translations: pendingTranslations)
        pendingTranslations = []
        return (decoded, facts)
    }

    /// The step's `type` when it is a built-in or plugin type; otherwise reports and
    /// returns nil.
    private mutating func decodeTypeName(
        _ typeNode: JSONNode?, at node: JSONNode, path: @autoclosure () -> String
    ) -> StepTypeName? {
        guard let typeNode else {
            missing("type", in: .inStep, at: node, path: path())
            return nil
        }
        guard let name = string(typeNode, path: joinJSONPath(path(), "type")) else { return nil }
        if let type = BuiltInStepType(rawValue: name) { return .builtIn(type) }
        if plugins.stepTypes[name] != nil || PluginMemberName(name) != nil { return .plugin(name) }
        let known = StepKind.builtInTypeNames + plugins.stepTypes.keys.sorted()
        error(
            MessageText(.loadUnknownStepType, ["name": quoted(name)]), at: typeNode, path: joinJSONPath(path(), "type"),
            suggestion: didYouMean(name, among: known))
        return nil
    }

    /// Unknown keys are errors; a key of another built-in type says where it belongs.
    /// Plugin types take every other key as configuration. `uncommon` holds the step's
    /// members whose key is not common to every step (the others are always allowed).
    private mutating func checkStepKeys(
        _ uncommon: [JSONMember], typeName type: StepTypeName?, path: @autoclosure () -> String
    ) {
        guard !uncommon.isEmpty else { return }
        guard let type else {
            let all = Self.commonStepKeys + Self.typeKeys.values.flatMap { $0 }
            checkKeys(uncommon, allowed: Array(Set(all)).sorted(), in: .inStep, path: path())
            return
        }
        // Not built in: a plugin type, whose other keys are its configuration (but `$schema`
        // is the editor's, as everywhere).
        guard type.builtIn != nil else {
            checkKeys(uncommon.filter { $0.key == "$schema" }, allowed: [], in: .inStep, path: path())
            return
        }
        let typeName = type.name
        let allowed = Self.allowedStepKeys[typeName] ?? Self.commonStepKeys
        checkKeys(uncommon, allowed: allowed, in: .inStep(ofType: typeName), path: path()) { key in
            let owners = Self.typeKeys.filter { $0.value.contains(key) }.keys.sorted()
            guard !owners.isEmpty else { return nil }
            return MessageText(
                .loadKeyOfOtherSteps, ["key": quoted(key)],
                parts: ["types": andList(owners.map { "'\($0)'" }), "step": stepOfType(typeName)])
        }
    }

    /// A literal default, or a template when the text holds `{{`.
    private mutating func decodeDefault(_ node: JSONNode, path: @autoclosure () -> String) -> StepDefault? {
        if let s = node.stringValue {
            if holdsTemplateOpening(s) {
                return template(node, path: path(), place: .member("default")).map(StepDefault.template)
            }
            return .value(.string(s))
        }
        return .value(node.toAnswerValue())
    }

    private mutating func decodeValidation(_ node: JSONNode, path: @autoclosure () -> String) -> ValidationRule {
        var rule = ValidationRule()
        guard let members = object(node, path: path()) else { return rule }
        for member in members {
            func p() -> String { joinJSONPath(path(), member.key) }
            let value = member.value
            switch member.key {
            case "pattern":
                if let source = string(value, path: p()) {
                    rule.pattern = decodePattern(source, node: value, path: p())
                }
            case "max_length": rule.maxLength = integer(value, path: p())
            case "min_length": rule.minLength = integer(value, path: p())
            case "min": rule.min = number(value, path: p())
            case "max": rule.max = number(value, path: p())
            case "expr": rule.expression = expression(value, path: p(), place: .member("validate.expr"))
            case "message": rule.message = text(value, path: p())
            case "plugin": rule.plugin = string(value, path: p())
            default: unknownKey(member, allowed: Self.validateKeys, in: .inMember("'validate'"), path: path())
            }
        }
        return rule
    }

    /// Compiles a `validate.pattern` (once per source in a load), reporting the regex error.
    private mutating func decodePattern(_ source: String, node: JSONNode, path: @autoclosure () -> String) -> RegexPattern? {
        if let known = patterns[source] { return known }
        do {
            let pattern = try RegexPattern(source)
            patterns[source] = pattern
            return pattern
        } catch {
            self.error(
                MessageText(.loadInvalidPattern, ["pattern": quoted(source)], parts: ["reason": error.locatedText]), at: node,
                path: path())
            return nil
        }
    }

    /// Decodes `next`, recording each string target in `sites` for the target check.
    private mutating func decodeNext(
        _ node: JSONNode, path: @autoclosure () -> String, sites: inout [NextSite]
    ) -> NextRule? {
        switch node.value {
        case .string(let s):
            sites.append(NextSite(key: nil, target: s, position: SourcePosition(node)))
            return .target(s == "$end" ? .end : .step(StepID(s)))
        case .object(let members):
            var branches: [(key: String, target: NextTarget)] = []
            var fallback: NextTarget?
            for member in members {
                let key = member.key
                guard let s = string(member.value, path: joinJSONPath(path(), key)) else { continue }
                sites.append(NextSite(key: key, target: s, position: SourcePosition(member.value)))
                let target: NextTarget = s == "$end" ? .end : .step(StepID(s))
                if key == "*" { fallback = target } else { branches.append((key, target)) }
            }
            return .branches(branches, fallback: fallback)
        default:
            expected(.loadValueNext, found: node, path: path())
            return nil
        }
    }
}
