import WizardCore

/// Translates a `copier.yml` into a flow (docs/migrating.md); `_` settings are ignored with a note.
struct CopierImporter: QuestionnaireImporter {
    var notes: [ImportNote] = []
    var translator = JinjaTranslator()
    static let noun = MessageKey.importQuestion
    /// The questions `_secret_questions` lists.
    var secretQuestions: Set<String> = []
    /// How Copier reads each question's `--data` value.
    var answerSyntax: [String: CopierAnswerSyntax] = [:]
    /// Reads the template folder's files that Jinja imports and includes name.
    var readFile: QuestionnaireImport.IncludeReader?
    static let questionKeys: Set<String> = [
        "type", "help", "choices", "default", "when", "validator", "secret", "placeholder", "multiselect", "multiline", "qmark", "ask",
    ]

    init() {
        translator.constants["_copier_operation"] = ("\"copy\"", .string)
        // The current year, as the extensions of pawamoy's Copier templates define it.
        translator.constants["current_year"] = ("int(now(\"%Y\"))", .integer)
    }

    mutating func translate(_ pairs: [JSONMember], flowID: String) -> ImportedFlow {
        for pair in pairs where pair.key == "_envops" {
            applyDelimiters(pair.value)
        }
        for pair in pairs where pair.key == "_secret_questions" {
            secretQuestions = Set((pair.value.elements ?? []).compactMap(\.stringValue))
        }
        var steps: [FlowJSON] = []
        var ignored: [String] = []
        var questions: [JSONMember] = []
        for pair in pairs where isQuestion(pair, settings: &ignored) { questions.append(pair) }
        loadImportedFiles(questions.map(\.value))
        for (position, pair) in questions.enumerated() where translator.questionPositions[pair.key] == nil {
            translator.questionPositions[pair.key] = position
        }
        for (position, pair) in questions.enumerated() {
            translator.currentPosition = position
            if let step = question(pair.key, pair) { steps.append(step) }
        }
        var note: MessageText?
        if !ignored.isEmpty {
            let key = ignored.contains("_envops") ? MessageKey.importCopierSettingsEnvops : .importCopierSettings
            note = MessageText(key, ["names": ignored.joined(separator: ", ")])
        }
        var imported = flow(id: flowID, steps: steps, settingsNote: note)
        imported.copierAnswers = answerSyntax
        return imported
    }

    /// Reads the files the questions' `{% from %}`, `{% import %}` and `{% include %}` tags
    /// name, and those the files name in turn (at most 8 levels, 64 files), for the parser.
    mutating func loadImportedFiles(_ nodes: [JSONNode]) {
        guard let readFile else { return }
        var texts: [String] = []
        func collect(_ node: JSONNode) {
            switch node.value {
            case .string(let s): texts.append(s)
            case .array(let items): items.forEach(collect)
            case .object(let members): members.forEach { collect($0.value) }
            default: break
            }
        }
        nodes.forEach(collect)
        for _ in 0..<JinjaParser.maximumFileDepth {
            let wanted = Set(texts.flatMap(translator.parser.fileNames)).subtracting(translator.parser.files.keys)
            texts = []
            for path in wanted.sorted() where translator.parser.files.count < 64 {
                guard let text = try? readFile(path) else { continue }
                translator.parser.files[path] = text
                texts.append(text)
            }
            if texts.isEmpty { break }
        }
    }

    /// `_envops` may change the Jinja delimiters.
    mutating func applyDelimiters(_ envops: JSONNode) {
        if let s = envops["block_start_string"]?.stringValue { translator.parser.blockStart = s }
        if let s = envops["block_end_string"]?.stringValue { translator.parser.blockEnd = s }
        if let s = envops["variable_start_string"]?.stringValue { translator.parser.variableStart = s }
        if let s = envops["variable_end_string"]?.stringValue { translator.parser.variableEnd = s }
        if let s = envops["comment_start_string"]?.stringValue { translator.parser.commentStart = s }
        if let s = envops["comment_end_string"]?.stringValue { translator.parser.commentEnd = s }
        translator.parser.trimsBlocks = envops["trim_blocks"]?.value == .bool(true)
        translator.parser.lstripsBlocks = envops["lstrip_blocks"]?.value == .bool(true)
    }

    /// Copier's type name for a default value's YAML type (`yaml` for anything else).
    static func inferredType(_ node: JSONNode?) -> String {
        switch node?.value {
        case .string: "str"
        case .integer: "int"
        case .number: "float"
        case .bool: "bool"
        default: "yaml"
        }
    }

    static func kind(ofType type: String) -> ValueKind {
        switch type {
        case "str": .string
        case "int": .integer
        case "float": .number
        case "bool": .bool
        default: .unknown
        }
    }

    mutating func question(_ key: String, _ pair: JSONMember) -> FlowJSON? {
        // A mapping is a full question (as Copier reads it); anything else is the default.
        var spec: [String: JSONNode] = [:]
        if let entries = pair.value.members {
            for entry in entries {
                if Self.questionKeys.contains(entry.key) {
                    spec[entry.key] = entry.value
                } else {
                    warn(entry.keyLine, entry.keyColumn, .importCopierNotASetting, about: key, ["key": entry.key])
                }
            }
        } else {
            spec["default"] = pair.value
        }
        if secretQuestions.contains(key) { spec["secret"] = JSONNode(.bool(true), line: pair.keyLine, column: pair.keyColumn) }
        let defaultNode = spec["default"]
        var type = spec["type"]?.stringValue ?? Self.inferredType(defaultNode)
        if !["str", "int", "float", "bool", "json", "yaml"].contains(type) {
            warn(
                spec["type"]?.line ?? pair.keyLine, spec["type"]?.column ?? pair.keyColumn, .importCopierUnknownType, about: key,
                ["type": type])
            type = "str"
        }
        let isSecret = spec["secret"]?.value == .bool(true)
        let isMultiselect = spec["multiselect"]?.value == .bool(true)
        var step: [(String, FlowJSON)] = [("id", .string(key))]
        var stepType: String
        switch type {
        case "int": stepType = "integer"
        case "float": stepType = "number"
        case "bool": stepType = "confirm"
        case "json", "yaml": stepType = "json"
        default: stepType = isSecret ? "secret" : "text"
        }
        var choiceValues: [FlowJSON]?
        var choices: [FlowJSON] = []
        if let choicesNode = spec["choices"] {
            if let parsed = self.choices(key, choicesNode, type: type) {
                (choices, choiceValues) = (parsed.choices, parsed.values)
                stepType = isMultiselect ? "multiselect" : "select"
            }
        }
        step.append(("type", .string(stepType)))
        answerSyntax[key] = CopierAnswerSyntax(
            type: type, multiselectChoices: stepType == "multiselect" ? choiceValues : nil,
            selectChoices: stepType == "select" ? choiceValues : nil)
        // The help's last paragraph is the question; the whole help stays on `:help`.
        var helpText = spec["help"].flatMap(QuestionnaireImport.pythonText)
        if let h = helpText, translator.hasJinja(h) {
            do {
                helpText = try translator.template(h)
            } catch {
                warn(spec["help"]?.line ?? 1, spec["help"]?.column ?? 1, .importCopierHelp, about: key, parts: ["reason": error.text])
                helpText = nil
            }
        }
        let trimmedHelp = helpText?.trimmed ?? ""
        let paragraphs = trimmedHelp.split(separator: "\n\n").map { $0.trimmed }.filter { !$0.isEmpty }
        step.append(("prompt", .string(paragraphs.last.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") } ?? key)))
        if paragraphs.count > 1 || trimmedHelp.contains("\n") { step.append(("help", .string(trimmedHelp))) }
        if !choices.isEmpty { step.append(("choices", .array(choices))) }
        if let defaultNode { step += defaultEntry(key, defaultNode, type: type, stepType: stepType, choiceValues: choiceValues) }
        if stepType == "multiselect", defaultNode?.stringValue.map(translator.hasJinja) == true,
            !step.contains(where: { $0.0 == "default" })
        {
            // Without its default a multiselect answers [] under --defaults, where Copier has
            // one: asked as a JSON list instead, --defaults stops there (exit 3).
            step = step.filter { $0.0 != "choices" }.map { $0.0 == "type" ? ("type", .string("json")) : $0 }
            answerSyntax[key] = CopierAnswerSyntax(type: "yaml", multiselectChoices: nil)
        }
        // Copier takes an empty answer to a text question that has a default (rendered
        // empty, typed, or --data); without one, --defaults stops there as Copier does.
        if stepType == "text" || stepType == "secret", step.contains(where: { $0.0 == "default" }),
            !step.contains(where: { $0.0 == "required" })
        {
            step.append(("required", .bool(false)))
        }
        if let placeholder = spec["placeholder"].flatMap(QuestionnaireImport.pythonText), stepType == "text" {
            do {
                step.append(("placeholder", .string(try translator.template(placeholder))))
            } catch {
                warn(
                    spec["placeholder"]?.line ?? 1, spec["placeholder"]?.column ?? 1, .importCopierPlaceholder, about: key,
                    parts: ["reason": error.text])
            }
        }
        if let when = spec["when"] {
            switch when.value {
            case .bool(false): step.append(("when", .string("false")))
            case .bool(true): break
            case .string(let s):
                do {
                    step.append(("when", .string(try translator.condition(s))))
                } catch {
                    warn(when.line, when.column, .importCopierWhen, about: key, ["when": FlowJSON.quoted(s)], parts: ["reason": error.text])
                    // Never a guessed answer: --defaults stops here rather than print one Copier may not give.
                    step.removeAll { $0.0 == "default" || $0.0 == "required" }
                    if stepType == "multiselect" {
                        // A multiselect without a default answers [] under --defaults: asked as a JSON list.
                        step = step.filter { $0.0 != "choices" }.map { $0.0 == "type" ? ("type", .string("json")) : $0 }
                        answerSyntax[key] = CopierAnswerSyntax(type: "yaml", multiselectChoices: nil)
                    }
                }
            default:
                warn(when.line, when.column, .importCopierWhenIgnored, about: key)
            }
        }
        if let check = skippedDefaultCheck(spec, stepType: stepType) {
            // Copier computes (and casts) the default of a question its `when` skips, and stops
            // when that fails: the `when` does too, by computing it when the question is skipped.
            let when = step.first { $0.0 == "when" }.flatMap { if case .string(let w) = $0.1 { w } else { nil } }
            if let when, when != "true" {
                step = step.map { $0.0 == "when" ? ("when", .string("\(JinjaTranslator.wrap(when)) || \(check)")) : $0 }
            }
        }
        if let validator = spec["validator"]?.stringValue {
            var checker = translator
            checker.selfName = key
            checker.selfKind = Self.kind(ofType: type)
            do {
                let (expression, message) = try checker.validator(validator)
                if expression != "true" {
                    step.append(("validate", .object([("expr", .string(expression)), ("message", .string(message))])))
                    // An optional empty answer is not checked by `validate`, where Copier checks
                    // it: unless the validator surely accepts it, an empty answer is refused.
                    if !Self.acceptsEmptyAnswer(expression) { step.removeAll { $0.0 == "required" } }
                }
            } catch {
                let line = spec["validator"]?.line ?? 1
                let column = spec["validator"]?.column ?? 1
                warn(line, column, .importCopierValidator, about: key, parts: ["reason": error.text])
            }
        }
        if let ask = spec["ask"], ask.value != .bool(true) {
            warn(ask.line, ask.column, .importCopierAsk, about: key)
        }
        if isSecret && stepType != "secret" {
            warn(pair.keyLine, pair.keyColumn, .importCopierSecret, about: key)
        }
        translator.variables[key] = isMultiselect ? .list : Self.kind(ofType: type)
        if spec["when"] != nil, spec["when"]?.value != .bool(true) {
            rememberSkippedDefault(
                key, step: step, source: defaultNode?.stringValue, hasDefault: defaultNode != nil,
                neverAsked: spec["when"]?.value == .bool(false))
        }
        return .object(step)
    }

    /// A literal default as expression text (nil for a template, an array or an object).
    static func expressionLiteral(_ value: FlowJSON, isTemplate: Bool) -> String? {
        guard !isTemplate else { return nil }
        switch value {
        case .string(let s): return ExpressionPrinter.quotedLiteral(s)
        case .integer(let i): return String(i)
        case .number(let d): return String(d)
        case .bool(let b): return b ? "true" : "false"
        default: return nil
        }
    }

    /// A choice value cast to the question's type, as Copier casts answers.
    static func cast(_ node: JSONNode, type: String) -> FlowJSON? {
        switch type {
        case "str": return QuestionnaireImport.pythonText(node).map { .string($0) }
        case "int":
            switch node.value {
            case .integer(let i): return .integer(i)
            case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? .integer(Int(d)) : nil
            case .string(let s): return Int(s.trimmed).map { .integer($0) }
            case .bool(let b): return .integer(b ? 1 : 0)
            default: return nil
            }
        case "float":
            switch node.value {
            case .integer(let i): return .number(Double(i))
            case .number(let d): return .number(d)
            case .string(let s): return Double(s.trimmed).map { .number($0) }
            default: return nil
            }
        case "bool":
            switch node.value {
            case .bool(let b): return .bool(b)
            case .integer(let i): return .bool(i != 0)
            case .string(let s):
                switch s.lowercased() {
                case "y", "yes", "t", "true", "on", "1": return .bool(true)
                case "n", "no", "f", "false", "off", "0", "": return .bool(false)
                default: return nil
                }
            default: return nil
            }
        case "yaml":
            // Copier parses a text value of a yaml question as YAML.
            guard case .string(let s) = node.value else { return FlowJSON(node) }
            return (try? YAMLReader.read(s, booleans: .yaml11)).map(FlowJSON.init)
        case "json":
            guard case .string(let s) = node.value else { return FlowJSON(node) }
            // Copier reads it as JSON (json.loads): strict JSON, not YAML.
            return (try? JSONReader().read(Array(s.utf8))).map(FlowJSON.init)
        default: return FlowJSON(node)
        }
    }
}
