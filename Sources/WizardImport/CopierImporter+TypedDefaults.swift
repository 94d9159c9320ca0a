import WizardCore

/// Template defaults of Copier questions whose rendered text Copier parses again: a `yaml`
/// or `json` value, a multiselect's YAML list, a boolean (docs/migrating.md).
extension CopierImporter {
    /// The one expression of a template that is `{{ expression }}` with blanks around it, or nil.
    func singleExpression(_ template: String) -> JinjaExpression? {
        guard let nodes = try? translator.parser.template(template) else { return nil }
        let kept = nodes.filter { node in
            if case .text(let t) = node { return !t.allSatisfy(\.isWhitespace) }
            return true
        }
        guard kept.count == 1, case .output(let e) = kept[0] else { return nil }
        return e
    }

    /// A `bool` question's template default whose expression is a boolean: written as
    /// `wizard` spells booleans, which a confirm and a select of `true`/`false` both read.
    func booleanTemplateDefault(_ template: String) -> String? {
        guard let e = singleExpression(template), let value = try? translator.emit(e, boolean: false) else { return nil }
        if value.kind == .bool { return "{{ \(value.text) }}" }
        guard value.kind == .string else { return nil }
        // Copier casts the rendered text: a number is true unless zero; then the YAML
        // falsy words and the empty text are false; any other text is true.
        return "{{ !matches(trim(\(value.text)), \(ExpressionPrinter.quotedLiteral(Self.falsyText))) }}"
    }

    /// The texts Copier's cast to a boolean reads as false (a zero, a falsy word, nothing).
    static let falsyText = #"(?i)[+-]?(?:0+\.?0*|\.0+)(?:e[+-]?[0-9]+)?|n|no|f|false|off|~|null|none|"#

    /// The template default of a `yaml`/`json` or multiselect question when every value it
    /// can render is a literal: each literal turned into the text the step reads (JSON
    /// text, or the choices joined by commas), so the rendered default is parsed as Copier
    /// parses it. Nil when a value is not a literal, or does not parse.
    func structuredTemplateDefault(_ template: String, type: String, choices: [FlowJSON]?) -> String? {
        guard let e = singleExpression(template) else { return nil }
        let convert: (String) -> String? = { text in
            if let choices { return CopierAnswerSyntax(type: type, multiselectChoices: choices).wizardText(text) }
            if type == "json" { return (try? JSONReader().read(Array(text.utf8))).map { FlowJSON($0).text() } }
            return (try? YAMLReader.read(text, booleans: .yaml11)).map { FlowJSON($0).text() }
        }
        guard let converted = Self.literalsConverted(e, convert),
            let value = try? translator.emit(converted, boolean: false)
        else { return nil }
        return "{{ \(value.text) }}"
    }

    /// `e` with each value it can give (a branch of a conditional) converted; nil when one is
    /// not a literal. An empty list literal is Python's `[]`.
    static func literalsConverted(_ e: JinjaExpression, _ convert: (String) -> String?) -> JinjaExpression? {
        switch e {
        case .string(let s): return convert(s).map { .string($0) }
        case .list(let items):
            // Jinja renders a list as Python writes it, which Copier parses as YAML.
            var written: [String] = []
            for item in items {
                guard let text = pythonLiteral(item) else { return nil }
                written.append(text)
            }
            return convert("[" + written.joined(separator: ", ") + "]").map { .string($0) }
        case .conditional(let condition, let yes, let no):
            guard let a = literalsConverted(yes, convert), let b = literalsConverted(no ?? .string(""), convert) else { return nil }
            return .conditional(condition, then: a, else: b)
        default: return nil
        }
    }

    /// For a number question with a one-expression template default, an expression that is
    /// false but fails when that default, rendered, is not a number (Copier casts it even
    /// when the question is skipped); nil otherwise.
    func skippedDefaultCheck(_ spec: [String: JSONNode], stepType: String) -> String? {
        guard stepType == "number" || stepType == "integer", spec["when"] != nil, spec["when"]?.value != .bool(true),
            let source = spec["default"]?.stringValue, translator.hasJinja(source), let e = singleExpression(source),
            let value = try? translator.emit(e, boolean: false)
        else { return nil }
        let cast = stepType == "number" ? "float" : "int"
        return "\(cast)(str(\(translator.rendered(value)))) == null"
    }

    /// A scalar literal as Python's `repr` writes it inside a list, or nil.
    static func pythonLiteral(_ e: JinjaExpression) -> String? {
        switch e {
        case .string(let s):
            guard !s.contains("'"), !s.contains("\\"), !s.contains(where: \.isNewline) else { return nil }
            return "'" + s + "'"
        case .integer(let i): return String(i)
        case .bool(let b): return b ? "True" : "False"
        case .none: return "None"
        default: return nil
        }
    }

    /// What later questions read for a question its `when` may skip: Copier still computes
    /// its default. A literal or one-expression default is read as `x ?? DEFAULT`; a question
    /// never asked (`when: false`) with any other template default is inlined where a template
    /// shows it whole, and refused in expressions (they cannot join strings).
    mutating func rememberSkippedDefault(_ key: String, step: [(String, FlowJSON)], source: String?, hasDefault: Bool, neverAsked: Bool) {
        guard let value = step.first(where: { $0.0 == "default" })?.1 else {
            // `default: ""` of a text question is written as `required: false`.
            if source == "", ["text", "secret"].contains(Self.stepType(step)) {
                translator.skippedDefaults[key] = "\"\""
                return
            }
            if hasDefault { translator.computedWithoutValue.insert(key) } else { translator.undefinedWhenSkipped.insert(key) }
            return
        }
        let isTemplate = source.map(translator.hasJinja) ?? false
        if let text = Self.expressionLiteral(value, isTemplate: isTemplate) {
            translator.skippedDefaults[key] = text
            return
        }
        guard isTemplate, let source, case .string(let translated) = value else {
            // A list or mapping default: no expression gives it, so no expression reads it.
            translator.computedWithoutValue.insert(key)
            return
        }
        if let e = singleExpression(source), let emitted = try? translator.emit(e, boolean: false),
            !["json", "multiselect"].contains(Self.stepType(step)), Self.stepType(step) != "confirm" || emitted.kind == .bool
        {
            translator.skippedDefaults[key] = "(\(emitted.text))"
        } else {
            if neverAsked { translator.computedTemplates[key] = translated }
            translator.computedWithoutValue.insert(key)
        }
    }

    static func stepType(_ step: [(String, FlowJSON)]) -> String {
        if case .string(let t) = step.first(where: { $0.0 == "type" })?.1 { t } else { "" }
    }
}

extension CopierImporter {
    /// Reads `value` as the empty text, for a validator that reads nothing else.
    private struct EmptyAnswerResolver: PathResolver {
        func resolve(_ reference: PathReference) -> AnswerValue { reference.base == .value ? .string("") : .null }
    }
}

extension CopierImporter {
    /// Whether a translated validator surely accepts an empty answer: it reads only `value`
    /// and holds for `""`. A text step keeps `required: false` only then, since `validate`
    /// does not check an optional empty answer where Copier's validator does.
    static func acceptsEmptyAnswer(_ expressionText: String) -> Bool {
        guard let expression = try? Expression.parse(expressionText),
            expression.referencedPaths.allSatisfy({ $0.base == .value })
        else { return false }
        return (try? Evaluator().isTrue(expression, resolver: EmptyAnswerResolver())) ?? false
    }
}
