extension Engine {
    /// Builds what to show for an entry (docs/keystrokes.md).
    func prompt(for entry: Entry, in state: WizardState, stepIndex knownIndex: Int? = nil) -> Prompt {
        prompt(id: entry.id, frame: entry.frame, step: entry.step, kind: entry.kind, in: state, stepIndex: knownIndex)
    }

    /// `prompt(for:in:stepIndex:)` from the entry's parts.
    func prompt(
        id: EntryID, frame: FrameID?, step stepID: StepID, kind: EntryKind, in state: WizardState, stepIndex knownIndex: Int? = nil
    ) -> Prompt {
        let flow = self.flow(for: frame, in: state)
        var step: Step?
        if let flow, let stepIndex = knownIndex ?? flow.position(of: stepID) { step = flow.steps[stepIndex] }
        let stepTitle = step?.title.map { render($0, frame: frame, state: state) } ?? humanize(step?.id.rawValue ?? stepID.rawValue)
        var crumbs = [rootTitle]
        for open in state.frameTable.chain(frame) { crumbs.append(title(of: open)) }
        let path = state.frameTable.path(of: stepID, in: frame)
        let modal = innermostModal(frame, in: state)?.presentation
        let routeCount = state.stack.routes.count
        let canGoBack = routeCount > 1 && state.stack.routes[routeCount - 1].style != .cover

        if case .repeatQuestion(let count) = kind {
            var question = repeatQuestionTexts.question(count: count, name: nil)
            if case .flow(let reference)? = step?.kind, let repetition = reference.repetition {
                let name = catalog.flow(reference.flow)?.title ?? stepTitle
                question = repeatQuestionTexts.question(count: count, name: name)
                if let template = repetition.prompt {
                    question = render(template, frame: frame, state: state)
                }
            }
            crumbs.append(stepTitle)
            let draft = state.drafts[AnswerPath.moreDraftKey(path, count: count)]
            return Prompt(
                entryID: id, path: path, typeName: "confirm", breadcrumb: crumbs,
                question: question, help: nil, defaultText: "no", choices: [],
                prefill: draft.map { typedText($0, kind: .confirm) }, placeholder: nil,
                isSecret: false, isOptional: false, modal: modal, canGoBack: canGoBack,
                isRepeatQuestion: true, completions: ["yes", "no"], completesPaths: false)
        }

        guard let step else {
            return Prompt(
                entryID: id, path: path, typeName: "text", breadcrumb: crumbs,
                question: path, help: nil, defaultText: nil, choices: [], prefill: nil,
                placeholder: nil, isSecret: false, isOptional: true, modal: modal,
                canGoBack: canGoBack, isRepeatQuestion: false, completions: [], completesPaths: false)
        }
        crumbs.append(stepTitle)
        let choices = visibleChoices(of: step, frame: frame, state: state).enumerated().map { index, choice in
            PromptChoice(number: index + 1, value: choice.text, label: choice.label ?? choice.text, help: choice.help)
        }
        var defaultText: String?
        if case .success(let value)? = defaultAnswer(for: step, frame: frame, state: state) {
            defaultText = typedText(value, kind: step.kind)
        }
        var placeholder: String?
        if let template = step.textPlaceholder {
            placeholder = render(template, frame: frame, state: state)
        }
        let draft = step.isSecret ? nil : state.drafts[path]
        var prompt = Prompt(
            entryID: id, path: path, typeName: step.typeName, breadcrumb: crumbs,
            question: step.prompt.map { render($0, frame: frame, state: state) } ?? stepTitle,
            help: step.help.map { render($0, frame: frame, state: state) },
            defaultText: step.isSecret ? secretDefaultText(defaultText, keeps: keepsSecret(step, path: path, in: state)) : defaultText,
            choices: choices,
            prefill: draft.map { prefillText($0, kind: step.kind, choices: choices) },
            placeholder: placeholder, isSecret: step.isSecret,
            isOptional: !step.isRequired && defaultText == nil, modal: modal,
            canGoBack: canGoBack, isRepeatQuestion: false,
            completions: completions(for: step, choices: choices, frame: frame, state: state),
            completesPaths: step.isPath)
        prompt.isMultiline = step.isMultiline
        if case .multiselect = step.kind {
            prompt.minimumSelections = step.validation.min.flatMap { Int(exactly: $0.rounded(.up)) }
            prompt.maximumSelections = step.validation.max.flatMap { Int(exactly: $0.rounded(.down)) }
        }
        return prompt
    }

    /// Whether empty input at `step` keeps a secret given before: a secret step revisited
    /// (with back, or reached again) whose earlier answer is kept as a draft.
    func keepsSecret(_ step: Step, path: String, in state: WizardState) -> Bool {
        step.isSecret && state.drafts[path] != nil
    }

    /// What a secret's prompt says of its default, never showing a value: that Enter
    /// keeps the secret given before, or that there is a default.
    func secretDefaultText(_ defaultText: String?, keeps: Bool) -> String? {
        if keeps { return Prompt.keptSecretText }
        return defaultText == nil ? nil : "********"
    }

    /// A draft as the line to pre-fill, a leading `:` doubled so Enter gives the answer
    /// back; a multiselect whose values hold a separator by choice numbers.
    func prefillText(_ value: AnswerValue, kind: StepKind, choices: @autoclosure () -> [PromptChoice]) -> String {
        if case .multiselect = kind, case .array(let items) = value,
            items.contains(where: { ($0.stringValue ?? "").contains(where: { $0 == "," || $0 == " " || $0 == "\t" }) })
        {
            let numbered = choices()
            let numbers = items.compactMap { item in numbered.first { $0.value == item.stringValue }?.number }
            if numbers.count == items.count { return numbers.map(String.init).joined(separator: ", ") }
        }
        let text = typedText(value, kind: kind)
        return text.hasPrefix(":") ? ":" + text : text
    }

    /// Whether a list item reads back as itself from a comma-separated line: a non-empty
    /// string with no comma and no surrounding white space.
    static func survivesCommaList(_ item: AnswerValue) -> Bool {
        guard let text = item.stringValue, let first = text.first, let last = text.last else { return false }
        return !text.contains(",") && !first.isWhitespace && !last.isWhitespace
    }

    /// An answer as the user would type it (so Enter on the pre-filled line keeps it).
    package func typedText(_ value: AnswerValue, kind: StepKind) -> String {
        if let typed = pluginTypedText(value, kind: kind) { return typed }
        switch (kind, value) {
        case (.json, _):
            return value.jsonText
        case (.list, .array(let items)) where items.contains(where: { !Self.survivesCommaList($0) }):
            // Items that would change typed comma-separated come back as a JSON array.
            return value.jsonText
        case (.select, _), (.multiselect, _):
            // A choice is typed as its text (`true`, `16`), which picks it again.
            if case .array(let items) = value { return items.map(Evaluator.text(of:)).joined(separator: ", ") }
            return Evaluator.text(of: value)
        default:
            break
        }
        return switch value {
        case .bool(let b): b ? "yes" : "no"
        case .string(let s): s
        case .integer(let i): String(i)
        case .number(let d): AnswerValue.formatNumber(d)
        case .array(let items): items.map { $0.stringValue ?? $0.jsonText }.joined(separator: ", ")
        case .null: ""
        case .object: value.jsonText
        }
    }
}
