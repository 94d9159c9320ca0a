/// Turns prompts and notices into the text a user sees: a pure function of its inputs.
///
/// Every string that came from a flow file or an answer is escaped with `TerminalText`.
/// Output is line-based: no cursor movement, so screen readers and `script` logs read it.
public struct PromptRenderer: Sendable {
    /// Whether to use ANSI colour.
    public var usesColor: Bool
    /// The language of the texts the renderer adds (hints, counters, notices, refusals).
    public var messages: Messages

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - usesColor: wrap styled parts in ANSI SGR sequences; false gives plain text.
    ///   - messages: the language of the program's own texts; English by default.
    public init(usesColor: Bool, messages: Messages = .english) {
        self.usesColor = usesColor
        self.messages = messages
    }

    /// The lines shown above the input line: the breadcrumb, then the numbered choices, each
    /// with its `help` under it.
    ///
    /// The question itself is on the input line (`linePrompt(_:)`). The breadcrumb can end
    /// in the step's place in the run (`Setup › Port (6/9)`; `6/9+` when the steps ahead
    /// are not all known yet). A choice's value is shown after its label when the two differ.
    ///
    /// - Parameters:
    ///   - prompt: the prompt to render.
    ///   - position: the step's place (`Engine.position(in:)`), or nil to leave it out.
    ///   - listsChoices: whether to number the choices (false when a picker shows them).
    /// - Returns: one or more lines, each ending in a newline.
    /// - Complexity: O(*n*) in the size of the breadcrumb and choices.
    public func header(_ prompt: Prompt, position: RunPosition? = nil, listsChoices: Bool = true) -> String {
        var out = ""
        var crumbs = prompt.breadcrumb.map { TerminalText.escape($0) }.joined(separator: " › ")
        if let position {
            let arguments = ["step": String(position.step), "total": String(position.total)]
            crumbs += " " + messages.text(position.isTotalKnown ? .promptPosition : .promptPositionOpen, arguments)
        }
        out += style(crumbs, .dim) + "\n"
        guard listsChoices else { return out }
        if prompt.isReview { return out + reviewList(prompt) }
        for choice in prompt.choices {
            let label = TerminalText.escape(choice.label)
            let value = choice.label == choice.value ? "" : style(" (\(TerminalText.escape(choice.value)))", .dim)
            out += "  \(choice.number)) \(label)\(value)\n"
            // The line mode's list carries each choice's help under it (a picker shows the
            // highlighted one's).
            if let help = choice.help, !help.isEmpty { out += style("       " + TerminalText.escape(help), .dim) + "\n" }
        }
        return out
    }

    /// The one line an answered prompt collapses to at a terminal: `✔ Port · 5432`, the
    /// step's title then the answer as the list shows it (choices by label, a secret as
    /// `••••••`, an empty line as the default it took).
    ///
    /// - Parameters:
    ///   - prompt: the prompt answered.
    ///   - line: the line that answered it.
    /// - Returns: the line, without a newline.
    public func summary(_ prompt: Prompt, answer line: String) -> String {
        let title = TerminalText.escape(prompt.breadcrumb.last ?? prompt.path)
        return style("✔", .success) + " " + title + style(" · ", .dim) + shownAnswer(prompt, answer: line)
    }

    /// An answer as the screen shows it: choices by label, a secret as `••••••`, an empty
    /// line as the default it takes; escaped.
    ///
    /// - Parameters:
    ///   - prompt: the prompt answered.
    ///   - line: the line that answered it.
    public func shownAnswer(_ prompt: Prompt, answer line: String) -> String {
        var shown = line.isEmpty ? (prompt.defaultText ?? "") : line
        let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count > 1 { shown = messages.text(.promptLines, ["first": String(lines[0]), "count": String(lines.count)]) }
        if prompt.isSecret {
            shown = "••••••"
        } else if prompt.typeName == "confirm" {
            // A confirm answer reads as the language's own whole word, however it was typed,
            // as the review shows it.
            let words = ConfirmWords(yes: messages.confirmWords.yes, no: messages.confirmWords.no)
            let typed = shown.lowercased()
            if ["y", "yes", "true"].contains(typed) || words.yes.contains(typed) { shown = words.shownYes }
            if ["n", "no", "false"].contains(typed) || words.no.contains(typed) { shown = words.shownNo }
        } else if !prompt.choices.isEmpty {
            let tokens =
                prompt.typeName == "multiselect"
                ? shown.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init) : [shown]
            let labels = tokens.map { token in
                let choice =
                    prompt.choices.first { $0.value == token } ?? Int(token).flatMap { n in prompt.choices.first { $0.number == n } }
                return choice?.label ?? token
            }
            shown = labels.joined(separator: ", ")
        }
        if shown.hasPrefix("::") { shown.removeFirst() }
        return TerminalText.escape(shown)
    }

    /// The input line's prompt: `? Question [default] `.
    ///
    /// A confirm step shows `[Y/n]`, `[y/N]` or `[y/n]` by its default; another step its
    /// default in brackets, or `(optional)` when it has none and may be left empty; a
    /// multiselect adds how to answer.
    ///
    /// - Returns: the text, ending in one space and no newline.
    /// - Parameters:
    ///   - prompt: the prompt to render.
    ///   - listsChoices: false when a picker shows the choices (no typing hint).
    public func linePrompt(_ prompt: Prompt, listsChoices: Bool = true) -> String {
        if prompt.isReview && listsChoices { return reviewLinePrompt(prompt) }
        var out = style("?", .accent) + " " + style(TerminalText.escape(prompt.question), .bold)
        if prompt.typeName == "confirm" {
            switch prompt.defaultText {
            case "yes": out += style(" " + messages.text(.promptConfirmDefaultYes), .dim)
            case "no": out += style(" " + messages.text(.promptConfirmDefaultNo), .dim)
            default: out += style(" " + messages.text(.promptConfirmNoDefault), .dim)
            }
        } else if let value = prompt.defaultText, !prompt.isReview {
            out += style(" [\(TerminalText.escape(value))]", .dim)
        } else if prompt.isOptional {
            out += style(" " + messages.text(.promptOptional), .dim)
        }
        if prompt.typeName == "multiselect" && listsChoices { out += style(" " + messages.text(.promptMultiselect), .dim) }
        if prompt.isMultiline { out += style(" " + messages.text(.promptMultiline), .dim) }
        return out + " "
    }

    /// The flow's description as the run shows it at the start: escaped, dimmed.
    ///
    /// - Parameter text: the flow's `description`.
    /// - Returns: the text, ending in a newline.
    public func description(_ text: String) -> String {
        style(TerminalText.escape(text, keepingNewlines: true), .dim) + "\n"
    }

    /// One notice as text.
    ///
    /// - Parameter notice: the notice to render.
    /// - Returns: the text, ending in a newline; empty for trace events (`.skipped`,
    ///   `.answered`), which are never shown.
    public func notice(_ notice: Notice) -> String {
        switch notice {
        case .message(let text):
            return TerminalText.escape(text, keepingNewlines: true) + "\n"
        case .modalOpened(let presentation, let title):
            let key: MessageKey = presentation == .cover ? .coverOpened : .sheetOpened
            return style("┌ " + messages.text(key, ["title": TerminalText.escape(title)]), .accent) + "\n"
        case .modalClosed(let presentation, let title, let isCommitted):
            let key: MessageKey =
                presentation == .cover ? (isCommitted ? .coverDone : .coverDismissed) : (isCommitted ? .sheetDone : .sheetDismissed)
            return style("└ " + messages.text(key, ["title": TerminalText.escape(title)]), .accent) + "\n"
        case .refused(let refusal):
            return style("✗ " + RefusalMessages.sentence(for: refusal, messages: messages), .error) + "\n"
        case .sourceSetAside(let path, let source, let reason):
            let arguments = ["source": source.rawValue, "path": TerminalText.escape(path), "reason": TerminalText.escape(reason)]
            return style("wizard: warning: " + messages.text(.noticeSetAside, arguments), .warning) + "\n"
        case .help(let text):
            return TerminalText.escape(text, keepingNewlines: true) + "\n"
        case .answersDropped(let impact):
            return style(Self.impactSentence(impact, messages: messages), .warning) + "\n"
        case .skipped, .shown, .answered:
            return ""
        }
    }

    /// The line shown when an input line is not valid UTF-8: it is refused as it is, never
    /// repaired, and the prompt is asked again.
    ///
    /// - Returns: the refusal, ending in a newline.
    public func inputNotUTF8() -> String {
        style("✗ " + messages.text(.refusalNotUTF8), .error) + "\n"
    }

    /// `changing name drops 2 later answers: card, billing.plan` (paths escaped), then,
    /// when some later answer was a default the change renders differently,
    /// `; 1 later default follows it: slug` (the step shows the new rendering).
    ///
    /// - Parameters:
    ///   - impact: what the change left behind.
    ///   - messages: the language of the sentence; English by default.
    /// - Returns: one line, without a newline.
    public static func impactSentence(_ impact: AnswerImpact, messages: Messages = .english) -> String {
        func listed(_ paths: [String]) -> [String: String] {
            ["paths": paths.map { TerminalText.escape($0) }.joined(separator: ", "), "count": String(paths.count)]
        }
        var parts: [String] = []
        if !impact.droppedPaths.isEmpty {
            let key: MessageKey = impact.droppedPaths.count == 1 ? .impactDropsOne : .impactDropsMany
            parts.append(messages.text(key, listed(impact.droppedPaths)))
        }
        if !impact.staleDefaultPaths.isEmpty {
            let key: MessageKey = impact.staleDefaultPaths.count == 1 ? .impactDefaultsOne : .impactDefaultsMany
            parts.append(messages.text(key, listed(impact.staleDefaultPaths)))
        }
        let separator = impact.droppedPaths.isEmpty ? ": " : " "
        return messages.text(.impactChanging, ["path": TerminalText.escape(impact.changedPath)]) + separator + parts.joined(separator: "; ")
    }

    enum Tone { case dim, bold, accent, error, warning, success }

    func style(_ text: String, _ tone: Tone) -> String {
        guard usesColor else { return text }
        let code: String
        switch tone {
        case .dim: code = "2"
        case .bold: code = "1"
        case .accent: code = "36"
        case .error: code = "31"
        case .warning: code = "33"
        case .success: code = "32"
        }
        return "\u{1B}[\(code)m" + text + "\u{1B}[0m"
    }
}
