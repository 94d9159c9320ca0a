#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A driver for a terminal without readline: the terminal in raw mode (termios), a small
/// line editor, and the same pickers, word wrap and collapsed answers as the readline
/// driver, for a program that embeds `WizardEngine` alone (docs/embedding.md).
///
/// Keys come from one `KeyTable`. Ctrl-C ends the read as `.interrupted(signal: SIGINT)`,
/// Ctrl-D on an empty line as `.endOfInput`. The terminal's settings are restored before
/// every return. One line at a time, from one thread.
public final class RawTerminalDriver: TerminalDriver {
    /// Whether the UI may use colour (`TerminalDriver`).
    public let usesColor: Bool
    /// The language of the driver's own texts (hints, list status, refusals); English by default.
    public var messages = Messages.english
    /// Typed at a terminal (`TerminalDriver`).
    public let inputSource = AnswerSource.typed
    /// Pickers, wrap and collapsed answers (`TerminalDriver`); false keeps the line mode.
    public let drawsScreen: Bool
    /// The keys and what they do.
    public var keys = KeyTable()

    private let inputFD: Int32
    private let outputFD: Int32
    private var blockRows = 0

    /// Creates a driver over a terminal's descriptors.
    ///
    /// - Parameters:
    ///   - inputFD: the terminal to read keys from (standard input by default).
    ///   - outputFD: where the UI is drawn (standard error by default).
    ///   - usesColor: whether the UI may use colour.
    ///   - drawsScreen: pickers and redrawing; false for the line mode.
    public init(inputFD: Int32 = 0, outputFD: Int32 = 2, usesColor: Bool, drawsScreen: Bool = true) {
        self.inputFD = inputFD
        self.outputFD = outputFD
        self.usesColor = usesColor
        self.drawsScreen = drawsScreen
    }

    /// The terminal's width and height (`TIOCGWINSZ`), 80×24 when unknown.
    public func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(outputFD, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes UI text wrapped at word boundaries to the width (`TerminalDriver`).
    public func write(_ text: String) {
        let width = size().columns
        let wrapped = ScreenText.wrapLines(text, width: width)
        blockRows += ScreenPainter.rows(of: wrapped, width: width)
        FileDescriptorIO.write(wrapped, to: outputFD)
    }

    /// Starts a prompt's lines (`TerminalDriver`).
    public func beginPrompt() { blockRows = 0 }

    /// Collapses the prompt just answered to `summary` (`TerminalDriver`).
    public func settle(_ summary: String) {
        let size = size()
        defer { blockRows = 0 }
        guard drawsScreen, blockRows > 0, blockRows < size.rows else { return }
        let line = ScreenPainter.erase(fromRowsUp: blockRows) + ScreenText.truncate(summary, width: size.columns - 1)
        FileDescriptorIO.write(line + "\n", to: outputFD)
    }

    /// Reads one line, or picks from a picker for a `select` or `multiselect` step
    /// (`TerminalDriver`).
    ///
    /// - Returns: `.line` on Enter, `.command` for a navigation key, `.endOfInput` for
    ///   Ctrl-D on an empty line or a closed terminal, `.interrupted(signal: SIGINT)` for Ctrl-C.
    public func readLine(_ linePrompt: String, for prompt: Prompt) -> DriverInput {
        var saved = termios()
        guard tcgetattr(inputFD, &saved) == 0 else { return .endOfInput }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        _ = tcsetattr(inputFD, TCSANOW, &raw)
        defer { _ = tcsetattr(inputFD, TCSANOW, &saved) }

        let columns = size().columns
        var rows = ScreenText.wrap(linePrompt, width: max(10, columns - 1))
        let promptRow = rows.removeLast()
        if !rows.isEmpty { write(rows.joined(separator: "\n") + "\n") }
        // Any prompt with choices is a picker (a `select`, a `multiselect`, a list the engine offers).
        let isChoice = !prompt.choices.isEmpty
        var picker: PickerState?
        if drawsScreen && isChoice && !prompt.isSecret && !prompt.choices.isEmpty {
            let listRows = PickerFrame.rows(choices: prompt.choices.count, terminalHeight: size().rows)
            picker = PickerState(
                choices: prompt.choices, allowsMany: prompt.typeName == "multiselect", selected: prompt.prefill ?? prompt.defaultText,
                rows: listRows)
            FileDescriptorIO.write(ScreenPainter.reserve(rows: PickerFrame.height(rows: listRows)), to: outputFD)
        }
        var line = LineEditor(text: picker == nil ? (prompt.prefill ?? "") : "")
        func redraw() {
            let shown = prompt.isSecret ? "" : TerminalText.escape(line.text)
            let back = prompt.isSecret ? 0 : ScreenText.width(TerminalText.escape(String(line.text.suffix(line.text.count - line.cursor))))
            var out = "\r\u{1B}[K" + promptRow + shown + (back > 0 ? "\u{1B}[\(back)D" : "")
            if let picker {
                out += ScreenPainter.paint(
                    PickerFrame(picker: picker, prompt: prompt, width: columns, usesColor: usesColor, messages: messages).lines, rowsDown: 1
                )
            }
            FileDescriptorIO.write(out, to: outputFD)
        }
        func finish(showing shown: String) {
            FileDescriptorIO.write("\r\u{1B}[J", to: outputFD)
            write(promptRow + shown + "\n")
        }
        redraw()
        while let key = readKey() {
            guard let action = keys.action(for: key) else { continue }
            switch action {
            case .picker(let move) where picker != nil && (move != .toggle || picker?.allowsMany == true):
                picker?.apply(move)
            case .picker(let move):
                line.edit(move)
            case .command(let command):
                finish(showing: ":\(command)")
                return .command(command)
            case .accept:
                guard var chosen = picker else {
                    finish(showing: prompt.isSecret ? "" : TerminalText.escape(line.text))
                    return .line(line.text)
                }
                if !line.text.hasPrefix(":") { chosen.apply(.filter(line.text)) }
                if line.text.hasPrefix(":") {
                    finish(showing: TerminalText.escape(line.text))
                    return .line(line.text)
                }
                guard let answer = chosen.answerLine() else { break }
                finish(showing: PromptRenderer(usesColor: usesColor, messages: messages).shownAnswer(prompt, answer: answer))
                return .line(answer)
            case .interrupt:
                finish(showing: "")
                return .interrupted(signal: SIGINT)
            case .endOfInput where line.text.isEmpty:
                finish(showing: "")
                return .endOfInput
            default:
                line.apply(action)
            }
            if var current = picker, !line.text.hasPrefix(":"), current.filter != line.text {
                current.apply(.filter(line.text))
                picker = current
            }
            redraw()
        }
        finish(showing: "")
        return .endOfInput
    }

    /// One key: a sequence of the table (waiting up to 50 ms for the rest of an escape
    /// sequence), or one UTF-8 character; nil when the terminal closed.
    private func readKey() -> [UInt8]? {
        guard let first = readByte(waitingMilliseconds: -1) else { return nil }
        var bytes = [first]
        let utf8Length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        while bytes.count < utf8Length, let next = readByte(waitingMilliseconds: 50) { bytes.append(next) }
        while keys.isPrefix(bytes), keys.bindings[bytes] == nil || bytes == [0x1B], let next = readByte(waitingMilliseconds: 50) {
            bytes.append(next)
        }
        return bytes
    }

    private func readByte(waitingMilliseconds: Int32) -> UInt8? {
        while true {
            var fds = [pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 1, waitingMilliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            var byte: UInt8 = 0
            let n = read(inputFD, &byte, 1)
            if n == 1 { return byte }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            return nil
        }
    }
}
