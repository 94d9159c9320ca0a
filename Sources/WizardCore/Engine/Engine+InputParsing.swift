/// Reading and validating answers for one step at one place in the run
/// (docs/writing-flows.md).
extension Engine {
    /// The longest input line accepted, in bytes without the newline (docs/writing-flows.md).
    public static let maximumInputBytes = 64 * 1024

    /// Parses a line as typed, or a `--set`/`env` value when `fromSource` (which also
    /// accepts `true`/`false` for confirm).
    ///
    /// Typed empty input means the default; an empty source value is the empty string
    /// itself, since a default of `""` is itself read here and would go round without end.
    ///
    /// - Parameters:
    ///   - raw: the line, without its line terminator.
    ///   - fromSource: whether the line comes from `--set` or a step's `env` variable.
    ///   - step: the step being answered.
    ///   - frame: the frame the step runs in, for expressions in its rules.
    ///   - state: the run, for the answers so far; not changed.
    /// - Returns: the parsed, validated answer, or why the input is refused.
    package func parse(
        _ raw: String, fromSource: Bool, for step: Step, frame: FrameID?, state: WizardState
    ) -> Result<AnswerValue, InputRefusal> {
        // In the user's language, a source's value too (`check`, which passes no texts, words
        // its problems in English).
        let texts = refusalTexts
        if raw.utf8.count > Self.maximumInputBytes { return .failure(texts.refusal(.inputTooLong)) }
        if raw.isEmpty && !fromSource { return emptyAnswer(for: step, frame: frame, state: state) }
        if let refusal = choicesRefusal(for: step, frame: frame, state: state, texts: texts) { return .failure(refusal) }
        let trimmed = raw.trimmingASCIIWhitespace()
        switch step.kind {
        case .text, .secret:
            return raw.isEmpty ? explicitEmptyText(for: step, texts: texts) : .success(.string(raw))
        case .confirm:
            return parseConfirm(trimmed)
        case .select:
            return pick(trimmed, in: visibleChoices(of: step, frame: frame, state: state), texts: texts)
        case .multiselect:
            return parseMultiselect(trimmed, choices: visibleChoices(of: step, frame: frame, state: state), texts: texts)
        case .list:
            return parseList(trimmed, for: step, texts: texts)
        case .json:
            return parseJSON(trimmed, keepingNumbersExact: true, texts: texts)
        case .number:
            guard isDecimal(trimmed), let d = Double(trimmed), d.isFinite else {
                return .failure(InputRefusal(reason: texts.expectedNumber.filling(["found": trimmed])))
            }
            return .success(.number(d))
        case .integer:
            guard let i = Int(trimmed) else {
                return .failure(InputRefusal(reason: texts.expectedInteger.filling(["found": trimmed])))
            }
            return .success(.integer(i))
        case .path(let mustExist, let kind):
            return raw.isEmpty ? explicitEmptyText(for: step, texts: texts) : parsePath(raw, mustExist: mustExist, kind: kind, texts: texts)
        case .plugin(let name, let configuration):
            guard let plugin = plugins.stepTypes[name] else {
                return .failure(texts.refusal(.noStepType, ["name": name]))
            }
            // An explicit empty value, as for `text`: `""` on an optional step.
            if raw.isEmpty { return explicitEmptyText(for: step, texts: texts) }
            return plugin.checkedParse(
                raw, configuration: configuration, name: name,
                context: pluginContext(for: step, frame: frame, state: state)
            )
            .mapError { InputRefusal(reason: $0.reason) }
        case .message, .flow:
            return .failure(texts.refusal(.noInput))
        }
    }

    /// Converts a JSON value from an answers file (JSON types: booleans for confirm, arrays
    /// for multiselect, numbers for number and integer).
    func convert(_ value: AnswerValue, for step: Step, frame: FrameID?, state: WizardState) -> Result<AnswerValue, InputRefusal> {
        let texts = refusalTexts
        func expected(_ sentence: InputRefusalTexts.Sentence) -> Result<AnswerValue, InputRefusal> {
            .failure(texts.refusal(sentence, ["found": texts.typeName(of: value)]))
        }
        if let refusal = choicesRefusal(for: step, frame: frame, state: state) { return .failure(refusal) }
        switch (step.kind, value) {
        case (.text, .string(let s)), (.secret, .string(let s)), (.path, .string(let s)):
            return parse(s, fromSource: true, for: step, frame: frame, state: state)
        case (.text, _), (.secret, _), (.path, _): return expected(.expectedString)
        case (.confirm, .bool): return .success(value)
        case (.confirm, .string(let s)): return parseConfirm(s.trimmingASCIIWhitespace())
        case (.confirm, _): return expected(.expectedBoolean)
        case (.select, .string), (.select, .integer), (.select, .number), (.select, .bool):
            return pick(value, in: visibleChoices(of: step, frame: frame, state: state), texts: texts)
        case (.select, _): return expected(.expectedChoiceValue)
        case (.multiselect, .array(let items)):
            let choices = visibleChoices(of: step, frame: frame, state: state)
            var picked: [AnswerValue] = []
            for item in items {
                switch pick(item, in: choices, texts: texts) {
                case .success(let v): picked.append(v)
                case .failure(let refusal): return .failure(refusal)
                }
            }
            return .success(.array(choices.map(\.value).filter { picked.contains($0) }))
        case (.multiselect, _): return expected(.expectedChoiceValues)
        case (.list, .array(let items)):
            if let item = items.first(where: { $0.stringValue == nil }) {
                let sentence: InputRefusalTexts.Sentence =
                    article(item.typeName).hasPrefix("an ") ? .expectedStringItemsAn : .expectedStringItems
                return .failure(texts.refusal(sentence, ["found": texts.typeName(of: item)]))
            }
            return checkedList(items, for: step, texts: texts)
        case (.list, .string(let s)): return parseList(s.trimmingASCIIWhitespace(), for: step, texts: texts)
        case (.list, _): return expected(.expectedStrings)
        case (.json, _): return .success(value)
        case (.number, .integer(let i)): return .success(.number(Double(i)))
        case (.number, .number): return .success(value)
        case (.number, _): return expected(.expectedNumberValue)
        case (.integer, .integer): return .success(value)
        case (.integer, .number(let d)) where d == d.rounded() && abs(d) < 9e15: return .success(.integer(Int(d)))
        case (.integer, _): return expected(.expectedIntegerValue)
        case (.plugin, .string(let s)): return parse(s, fromSource: true, for: step, frame: frame, state: state)
        case (.plugin, _): return parse(value.jsonText, fromSource: true, for: step, frame: frame, state: state)
        case (.message, _), (.flow, _): return expected(.expectedNoValue)
        }
    }

    /// The step's default as an answer, if it has one: a literal converted like an
    /// answers-file value, a template's text parsed like a `--set` value. A template that
    /// renders empty gives an explicit empty value.
    func defaultAnswer(
        for step: Step, frame: FrameID?, state: WizardState, texts: InputRefusalTexts = InputRefusalTexts()
    ) -> Result<AnswerValue, InputRefusal>? {
        switch step.defaultValue {
        case nil: return computedDefault(for: step, frame: frame, state: state, texts: texts)
        case .value(let value): return convert(value, for: step, frame: frame, state: state)
        case .template(let template):
            let text: String
            do {
                // A step that is not secret never takes a value derived from a secret.
                let lookup = resolver(frame: frame, state: state)
                text = try step.isSecret ? evaluator.render(template, resolver: lookup) : evaluator.renderShown(template, resolver: lookup)
            } catch {
                // Never the template's source as an answer: the user is told why.
                return .failure(
                    texts.refusal(.defaultFailed, ["template": template.source, "reason": error.text.rendered(texts.messages)]))
            }
            if !text.isEmpty { return parse(text, fromSource: true, for: step, frame: frame, state: state) }
            switch step.kind {
            case .text, .secret, .path:
                if !step.isRequired { return .success(.string("")) }
            case .multiselect:
                return .success(.array([]))
            default:
                break
            }
            return .failure(texts.refusal(.defaultEmpty, ["template": template.source]))
        }
    }

    /// A plugin step type's computed default, when the step has no `default` of its own.
    func computedDefault(
        for step: Step, frame: FrameID?, state: WizardState, texts: InputRefusalTexts = InputRefusalTexts()
    ) -> Result<AnswerValue, InputRefusal>? {
        guard case .plugin(let name, let configuration) = step.kind, let plugin = plugins.stepTypes[name],
            let compute = plugin.computedDefault
        else { return nil }
        do {
            guard let text = try compute(configuration, pluginContext(for: step, frame: frame, state: state)),
                !text.isEmpty
            else { return nil }
            return parse(text, fromSource: true, for: step, frame: frame, state: state)
        } catch {
            return .failure(texts.refusal(.stepTypeFailed, ["name": name, "reason": "\(error)"]))
        }
    }

    /// Why the plugin-computed choices of a step cannot be had, if they cannot.
    func choicesRefusal(
        for step: Step, frame: FrameID?, state: WizardState, texts: InputRefusalTexts = InputRefusalTexts()
    ) -> InputRefusal? {
        guard step.choicesSource != nil, case .failure(let refusal) = allChoices(of: step, frame: frame, state: state, texts: texts)
        else { return nil }
        return refusal
    }

    /// An explicit empty value for a `text`, `secret` or `path` step: the empty string,
    /// refused on a required step unless the flow's own default is `""`.
    func explicitEmptyText(for step: Step, texts: InputRefusalTexts = InputRefusalTexts()) -> Result<AnswerValue, InputRefusal> {
        if step.isRequired, step.literalDefaultValue != .string("") {
            return .failure(InputRefusal(reason: texts.answerRequired))
        }
        return .success(.string(""))
    }

    /// Empty input: the default, else `""` for optional text, `[]` for multiselect, else
    /// a refusal.
    func emptyAnswer(for step: Step, frame: FrameID?, state: WizardState) -> Result<AnswerValue, InputRefusal> {
        if let value = defaultAnswer(for: step, frame: frame, state: state, texts: refusalTexts) { return value }
        switch step.kind {
        case .text, .secret, .path, .plugin:
            if !step.isRequired { return .success(.string("")) }
        case .multiselect:
            return .success(.array([]))
        default:
            break
        }
        return .failure(InputRefusal(reason: refusalTexts.answerRequired))
    }

    /// `y`, `yes`, `true`, `n`, `no`, `false` in any case, from every source, and the
    /// language's own words (`confirmWords`).
    func parseConfirm(_ text: String) -> Result<AnswerValue, InputRefusal> {
        let word = text.lowercased()
        switch word {
        case "y", "yes", "true": return .success(.bool(true))
        case "n", "no", "false": return .success(.bool(false))
        default:
            if confirmWords.yes.contains(word) { return .success(.bool(true)) }
            if confirmWords.no.contains(word) { return .success(.bool(false)) }
            return .failure(InputRefusal(reason: confirmWords.refusal(found: text)))
        }
    }

    /// A choice by its text (`16`, `true`, `blue`) or, failing that, by 1-based number;
    /// the answer is the choice's value, with its JSON type.
    func pick(
        _ token: String, in choices: [Choice], numbers: Bool = true, texts: InputRefusalTexts = InputRefusalTexts()
    ) -> Result<AnswerValue, InputRefusal> {
        if let choice = choices.first(where: { $0.text == token }) { return .success(choice.value) }
        // `16.0` names the choice 16: a number matches a number choice by value.
        if isDecimal(token), let number = Double(token),
            let choice = choices.first(where: { $0.value.isEqual(to: .number(number)) })
        {
            return .success(choice.value)
        }
        if numbers, let n = Int(token), n >= 1, n <= choices.count { return .success(choices[n - 1].value) }
        let listed = choices.prefix(8).map(\.text).joined(separator: ", ") + (choices.count > 8 ? ", ..." : "")
        // By name only (an answers file): worded as `wizard check` words it.
        guard numbers else { return .failure(texts.refusal(.expectedChoiceByName, ["choices": listed, "found": token])) }
        let arguments = ["count": String(choices.count), "choices": listed, "found": token]
        return .failure(InputRefusal(reason: texts.expectedChoice.filling(arguments)))
    }

    /// A choice given by an answers file: a value equal to a choice's (numbers by value),
    /// or a string spelling a choice's text (`"16"` for `16`). Never by position.
    func pick(
        _ value: AnswerValue, in choices: [Choice], texts: InputRefusalTexts = InputRefusalTexts()
    ) -> Result<AnswerValue, InputRefusal> {
        if let choice = choices.first(where: { $0.value.isEqual(to: value) }) { return .success(choice.value) }
        if case .string(let s) = value { return pick(s, in: choices, numbers: false, texts: texts) }
        return pick(Evaluator.text(of: value), in: choices, numbers: false, texts: texts)
    }

    /// The choices whose `when` holds.
    func visibleChoices(of step: Step, frame: FrameID?, state: WizardState) -> [Choice] {
        guard step.kind.choices != nil, case .success(let all) = allChoices(of: step, frame: frame, state: state)
        else { return [] }
        if !all.contains(where: { $0.when != nil }) { return all }
        return all.filter { choice in
            guard let condition = choice.when else { return true }
            if case .success(let holds) = evaluateCondition(condition, frame: frame, state: state) {
                return holds
            }
            return false
        }
    }

    /// A path answer: `~/` expanded, then existence and kind checked when asked for.
    func parsePath(
        _ raw: String, mustExist: Bool, kind: PathKind, texts: InputRefusalTexts = InputRefusalTexts()
    ) -> Result<AnswerValue, InputRefusal> {
        var path = raw
        if path.hasPrefix("~/"), let home = environment.homeDirectory {
            path = home + path.dropFirst(1)
        }
        if mustExist || kind != .any {
            let found = environment.fileKind(path)
            if found == nil && mustExist {
                return .failure(texts.refusal(.pathMissing, ["path": raw]))
            }
            if let found, kind != .any, found != kind {
                let sentence: InputRefusalTexts.Sentence =
                    found == .any ? .pathSpecial : kind == .file ? .pathNotFile : .pathNotDirectory
                return .failure(texts.refusal(sentence, ["path": raw]))
            }
        }
        return .success(.string(path))
    }

    /// Whether text is a plain decimal number: `-?digits(.digits)?([eE][+-]?digits)?`.
    func isDecimal(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        func digits() -> Int {
            let n = bytes.prefix { $0 >= 48 && $0 <= 57 }.count
            bytes = bytes.dropFirst(n)
            return n
        }
        var count = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            count += digits()
        }
        guard count > 0 else { return false }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingASCIIWhitespace() -> String {
        let isSpaceByte: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        // Nothing to trim (the usual case): the string itself.
        if let first = utf8.first, let last = utf8.last, !isSpaceByte(first), !isSpaceByte(last) { return self }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        guard let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
