/// The review in the line mode (piped runs, the plain driver): a numbered list of the
/// answers, those of a sub-flow under its title, then *Finish*.
extension PromptRenderer {
    /// The review's numbered list: one line per answer (`  3) Host: h1`), indented under
    /// the titles of the sub-flows it sits in, then *Finish*.
    ///
    /// - Parameter prompt: the review's prompt (`Prompt.isReview`).
    /// - Returns: the lines, each ending in a newline; every text from the flow or an
    ///   answer escaped.
    /// - Complexity: O(*n*) in the number of answers.
    func reviewList(_ prompt: Prompt) -> String {
        var out = ""
        var openGroups: [String] = []
        for (index, item) in prompt.reviewItems.enumerated() {
            // The titles that differ from the previous answer's start a group each.
            var shared = 0
            while shared < min(openGroups.count, item.groups.count) && openGroups[shared] == item.groups[shared] { shared += 1 }
            for depth in shared..<item.groups.count {
                out += String(repeating: "  ", count: depth + 1) + style(TerminalText.escape(item.groups[depth]), .bold) + "\n"
            }
            openGroups = item.groups
            let indent = String(repeating: "  ", count: item.groups.count + 1)
            out += "\(indent)\(index + 1)) \(TerminalText.escape(item.title)): \(TerminalText.escape(item.value))\n"
        }
        if let finish = prompt.choices.last {
            out += "  \(finish.number)) \(TerminalText.escape(finish.label))\n"
        }
        return out
    }

    /// The review's input line: what a number, an answer path and an empty line do.
    func reviewLinePrompt(_ prompt: Prompt) -> String {
        style("?", .accent) + " " + style(TerminalText.escape(prompt.question), .bold)
            + style(" " + messages.text(.reviewHint), .dim) + " "
    }

    /// The prompt in the renderer's language: the review's own texts (its title, question,
    /// help and *Finish*) come from the engine in English and are replaced here; any other
    /// prompt is returned as it is.
    ///
    /// - Parameter prompt: a prompt from the engine.
    /// - Returns: the prompt to show.
    public func localized(_ prompt: Prompt) -> Prompt {
        guard prompt.isReview, messages.language != "en" else { return prompt }
        var shown = prompt
        if !shown.breadcrumb.isEmpty { shown.breadcrumb[shown.breadcrumb.count - 1] = messages.text(.reviewTitle) }
        shown.question = messages.text(.reviewQuestion)
        shown.help = messages.text(.reviewHelp)
        for index in shown.choices.indices {
            let isFinish = index == shown.choices.count - 1
            shown.choices[index].help = messages.text(isFinish ? .reviewFinishHelp : .reviewChangeHelp)
            if isFinish { shown.choices[index].label = messages.text(.reviewFinish) }
        }
        return shown
    }
}
