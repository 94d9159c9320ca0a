import WizardEngine

/// The screen the readline driver draws at a terminal (docs/keystrokes.md): pickers under
/// the filter line, text wrapped to the width, and an answered prompt collapsed to one line.
extension ReadlineDriver {
    /// Starts a prompt (`TerminalDriver`): what is written from here on belongs to it. The
    /// keys hint, shown once, comes before it and stays.
    public func beginPrompt() {
        writeFirstPromptHint()
        screen.blockRows = 0
    }

    /// Replaces the prompt just answered with `summary` (`TerminalDriver`), when all of it
    /// is still on the screen.
    ///
    /// - Parameter summary: one line, escaped and styled.
    public func settle(_ summary: String) {
        guard drawsScreen else { return }
        let size = screen.size()
        defer { screen.blockRows = 0 }
        guard screen.blockRows > 0, screen.blockRows < size.rows else { return }
        FileDescriptorIO.write(
            ScreenPainter.erase(fromRowsUp: screen.blockRows) + ScreenText.truncate(summary, width: size.columns - 1) + "\n", to: 2)
    }

    /// Writes the keys hint if it has not been shown yet.
    func writeFirstPromptHint() {
        guard let hint = firstPromptHint else { return }
        firstPromptHint = nil
        write(usesColor ? "\u{1B}[2m\(hint)\u{1B}[0m\n" : hint + "\n")
    }

    /// The last row of the line prompt wrapped to the terminal's width, the rows above it
    /// written here: readline is never handed more than one row of prompt.
    func lastRow(of linePrompt: String) -> String {
        var rows = ScreenText.wrap(linePrompt, width: max(10, screen.size().columns - 1))
        let last = rows.removeLast()
        if !rows.isEmpty { write(rows.joined(separator: "\n") + "\n") }
        screen.promptRow = last
        screen.promptColumns = ScreenText.width(last)
        return last
    }

    /// The rows readline's line took, prompt and text, for a line that ended.
    func lineRows(_ linePrompt: String, line end: ReadlineLineEnd) -> Int {
        let text: String
        switch end {
        case .line(let line): text = line
        case .command(let command): text = WizardRunner.typedLine(of: command)
        case .notUTF8, .endOfInput: text = ""
        }
        let columns = screen.size().columns
        return max(1, (screen.promptColumns + ScreenText.width(text) + columns - 1) / columns)
    }

    /// Brings what the driver draws around readline's line up to date after keys were read:
    /// the picker's frame, or the placeholder shown while the line is empty.
    func refreshScreen() {
        if screen.picker != nil { return repaintPicker() }
        guard let placeholder = screen.placeholder else { return }
        let isEmpty = ReadlineBridge.lineColumns().end == 0
        if isEmpty && !screen.isPlaceholderShown {
            let room = screen.size().columns - screen.promptColumns - 1
            guard room > 1 else { return }
            let hint = ScreenText.truncate(TerminalText.escape(placeholder), width: room)
            FileDescriptorIO.write("\u{1B}7" + (usesColor ? "\u{1B}[2m\(hint)\u{1B}[0m" : hint) + "\u{1B}8", to: 2)
            screen.isPlaceholderShown = true
        } else if !isEmpty && screen.isPlaceholderShown {
            // The cursor is after what was typed: the rest of the row is the hint.
            FileDescriptorIO.write("\u{1B}[K", to: 2)
            screen.isPlaceholderShown = false
        }
    }

    /// Clears a placeholder still shown on the line that just ended (the cursor is on the
    /// row under it): it was a hint, never an answer.
    func clearPlaceholder() {
        guard screen.isPlaceholderShown else { return }
        screen.isPlaceholderShown = false
        let column = screen.promptColumns > 0 ? "\u{1B}[\(screen.promptColumns)C" : ""
        FileDescriptorIO.write("\u{1B}7\u{1B}[1A\r" + column + "\u{1B}[K\u{1B}8", to: 2)
    }

    // MARK: Pickers

    /// Makes the line a picker's filter line when the prompt is a `select` or `multiselect`
    /// at a screen: the cursor on the pre-filled answer or the default, rows reserved under
    /// the line for the frame.
    ///
    /// - Returns: whether the line is a picker's (its pre-fill then goes to the picker).
    func startPicker(for prompt: Prompt) -> Bool {
        // Any prompt with choices is a picker (a `select`, a `multiselect`, a list the engine offers).
        let isChoice = !prompt.choices.isEmpty
        guard drawsScreen, isChoice, !prompt.isSecret, !prompt.choices.isEmpty else {
            screen.picker = nil
            ReadlineBridge.setPickerMode(false, allowsMany: false)
            return false
        }
        let rows = PickerFrame.rows(choices: prompt.choices.count, terminalHeight: screen.size().rows)
        let allowsMany = prompt.typeName == "multiselect"
        screen.picker = PickerState(
            choices: prompt.choices, allowsMany: allowsMany, selected: prompt.prefill ?? prompt.defaultText, rows: rows)
        screen.pickerPrompt = prompt
        screen.frameHeight = PickerFrame.height(rows: rows)
        ReadlineBridge.setPickerMode(true, allowsMany: allowsMany)
        FileDescriptorIO.write(ScreenPainter.reserve(rows: screen.frameHeight), to: 2)
        return true
    }

    /// Applies the keys read since the last repaint and the filter as it reads now, and
    /// redraws the frame under the line.
    func repaintPicker() {
        guard var picker = screen.picker, let prompt = screen.pickerPrompt else { return }
        let input = ReadlineBridge.takePickerInput()
        for action in input.actions { picker.apply(action) }
        // A line starting with `:` is a typed command: the list stays as it was.
        let filter = input.line.hasPrefix(":") ? picker.filter : input.line
        if filter != picker.filter { picker.apply(.filter(filter)) }
        screen.picker = picker
        let columns = screen.size().columns
        let frame = PickerFrame(picker: picker, prompt: prompt, width: columns, usesColor: usesColor, messages: messages)
        let line = ReadlineBridge.lineColumns()
        let cursorRow = (screen.promptColumns + line.point) / columns
        let lastRow = max(cursorRow, (screen.promptColumns + max(0, line.end - 1)) / columns)
        FileDescriptorIO.write(ScreenPainter.paint(frame.lines, rowsDown: lastRow - cursorRow + 1), to: 2)
    }

    /// Keeps the frame in place after a resize: the same height, the new width.
    func resizePicker() {
        repaintPicker()
    }

    /// Ends a picker's filter line: Enter picks (the filter naming a choice exactly, else the
    /// highlighted choice, else a choice's number); a filter that names nothing keeps the
    /// line; a typed command or a key command ends it as at any step. The frame is cleared
    /// and the line rewritten with what was picked.
    func finishPickerLine(_ end: ReadlineLineEnd, linePrompt: String, for prompt: Prompt) -> PickerLineEnd {
        let erase = ScreenPainter.erase(fromRowsUp: lineRows(linePrompt, line: end))
        func close(showing shown: String) {
            FileDescriptorIO.write(erase, to: 2)
            write(screen.promptRow + shown + "\n")
            screen.picker = nil
            ReadlineBridge.setPickerMode(false, allowsMany: false)
        }
        if case .line(let text) = end, !text.hasPrefix(":"), var picker = screen.picker {
            picker.apply(.filter(text))
            guard let answer = picker.answerLine() else {
                screen.picker = picker
                FileDescriptorIO.write(erase + ScreenPainter.reserve(rows: screen.frameHeight), to: 2)
                return .again(text)
            }
            close(showing: PromptRenderer(usesColor: usesColor, messages: messages).shownAnswer(prompt, answer: answer))
            return .answer(.line(answer))
        }
        switch end {
        case .line(let text): close(showing: TerminalText.escape(text))
        case .command(let command): close(showing: WizardRunner.typedLine(of: command))
        case .notUTF8, .endOfInput: close(showing: "")
        }
        return .answer(result(of: end, for: prompt))
    }
}
