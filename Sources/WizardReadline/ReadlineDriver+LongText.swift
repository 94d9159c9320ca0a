import WizardEngine

/// Long text at a terminal (docs/keystrokes.md): Enter adds a line; Alt-Enter, or a line
/// holding only `.`, ends the answer; Ctrl-X Ctrl-E opens `$VISUAL`/`$EDITOR` on the text.
extension ReadlineDriver {
    /// Reads a long text a line at a time with readline (`TerminalDriver`).
    ///
    /// A draft's lines are pre-filled one per line; ending the text keeps those not yet
    /// reached. A first line that is a typed command (`:back`) is returned alone. The
    /// editor's saved text is the answer as it is (a leading `:` doubled so it stays text);
    /// when the editor fails, the reason is shown and the text so far is asked again.
    ///
    /// - Parameters:
    ///   - linePrompt: the text before the first line; later lines get `… `.
    ///   - prompt: the prompt as data.
    /// - Returns: `.line` with the text, or what `readLine` returns otherwise.
    public func readLongText(_ linePrompt: String, for prompt: Prompt) -> DriverInput {
        ReadlineBridge.configureOnce(defaultBindings: Self.defaultBindings)
        ReadlineBridge.setAcceptsLongText(true)
        defer { ReadlineBridge.setAcceptsLongText(false) }
        var lines: [String] = []
        var ahead = prompt.prefill.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        while true {
            var asked = prompt
            asked.prefill = ahead.isEmpty ? nil : ahead.removeFirst()
            let input = readLine(lines.isEmpty ? linePrompt : Self.continuationPrompt, for: asked)
            // A line that is not UTF-8 after the first is refused alone and the text goes on
            // (the first comes back to the runner, which refuses it).
            if input == .notUTF8 && !lines.isEmpty {
                write(PromptRenderer(usesColor: usesColor).inputNotUTF8())
                continue
            }
            guard case .line(let line) = input else { return input }
            switch ReadlineBridge.takeLongTextEnd() {
            case .finish?:
                return .line((lines + [line] + ahead).joined(separator: "\n"))
            case .edit?:
                let text = (lines + [line] + ahead).joined(separator: "\n")
                do throws(ExternalEditor.Failure) {
                    let saved = try ExternalEditor.edit(text, variables: ProcessEnvironment.variables())
                    return .line(saved.hasPrefix(":") ? ":" + saved : saved)
                } catch {
                    let refusal = Refusal.invalidAnswer(path: prompt.path, reason: Self.sentence(error, messages: messages))
                    write(PromptRenderer(usesColor: usesColor, messages: messages).notice(.refused(refusal)))
                    // The text so far is asked again from its first line.
                    ahead = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    lines = []
                    continue
                }
            case nil:
                break
            }
            if line == "." { return .line((lines + ahead).joined(separator: "\n")) }
            if lines.isEmpty && line.hasPrefix(":") && !line.hasPrefix("::") { return input }
            lines.append(line)
        }
    }

    /// Why the editor gave no text, in one line.
    static func sentence(_ failure: ExternalEditor.Failure, messages: Messages = .english) -> String {
        switch failure {
        case .cannotWriteFile(let reason): messages.text(.editorCannotWrite, ["reason": reason.rendered(messages)])
        case .cannotStart(let reason): messages.text(.editorCannotStart, ["reason": reason.rendered(messages)])
        case .editorFailed(let command, let status): messages.text(.editorFailed, ["command": command, "status": String(status)])
        case .notUTF8: messages.text(.editorNotUTF8)
        }
    }
}
