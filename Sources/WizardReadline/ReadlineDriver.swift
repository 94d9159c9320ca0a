import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive driver (docs/keystrokes.md): GNU readline on a terminal, with pre-fill, Tab
/// completion, per-flow history, hidden secret input and the `wizard-*` keystrokes.
///
/// Readline runs in callback mode inside a `poll` loop that also watches a signal self-pipe, so SIGINT,
/// SIGTERM and SIGHUP end the line with the terminal restored. One driver at a time per process:
/// readline and signal handlers are global.
public final class ReadlineDriver: TerminalDriver {
    /// Whether the UI may use colour (`TerminalDriver`).
    public let usesColor: Bool
    /// The language of the driver's own texts (hints, list status, refusals); English by default.
    public var messages = Messages.english
    /// Where the lines read by this driver come from: always `.typed` (`TerminalDriver`).
    public let inputSource = AnswerSource.typed
    /// A line shown once, above the first input line (nil: none).
    public var firstPromptHint: String?

    /// Whether the driver draws pickers, wraps text and collapses answered prompts
    /// (`TerminalDriver`); false keeps the line mode (`--accessible`).
    public let drawsScreen: Bool

    private let historyFile: String?
    private var historyIsLoaded = false
    /// Whether this driver installed `Signals` (an embedder's), to uninstall on deinit.
    private let installedSignals: Bool
    private var textBeforeHelp: (entry: EntryID, text: String)?
    /// The screen this driver draws on: what the current prompt has drawn, and its picker.
    var screen = ReadlineScreen()

    /// Creates a driver; while it lives, SIGWINCH and SIGTSTP are caught too (`Signals`).
    ///
    /// - Parameters:
    ///   - historyFile: the flow's history file, created with mode 0600 on first use; nil
    ///     keeps history in memory only.
    ///   - usesColor: whether the UI may use colour.
    ///   - drawsScreen: pickers, word wrap and answered prompts collapsed to one line; false
    ///     keeps the line mode (numbered lists, nothing redrawn) for screen readers.
    public init(historyFile: String?, usesColor: Bool, drawsScreen: Bool = true) {
        self.historyFile = historyFile
        self.usesColor = usesColor
        self.drawsScreen = drawsScreen
        // An embedder's process is not cut short; the command line installed the deadline first.
        installedSignals = Signals.wakeDescriptor == nil
        Signals.install(cutsShortBusyRuns: false)
        Signals.catchTerminalSignals(true)
    }

    /// Puts the default actions of SIGWINCH and SIGTSTP back, and every signal's action
    /// as it was when this driver installed `Signals`.
    deinit {
        if installedSignals { Signals.uninstall() } else { Signals.catchTerminalSignals(false) }
    }

    /// Writes UI text to standard error (`TerminalDriver`), outside readline.
    ///
    /// - Parameter text: the text, already escaped and styled; wrapped at word boundaries to
    ///   the terminal's width (in the line mode too: a line break is no redraw).
    public func write(_ text: String) {
        let wrapped = ScreenText.wrapLines(text, width: screen.size().columns)
        guard drawsScreen else { return FileDescriptorIO.write(wrapped, to: 2) }
        screen.blockRows += ScreenPainter.rows(of: wrapped, width: screen.size().columns)
        FileDescriptorIO.write(wrapped, to: 2)
    }

    /// Reads one line with readline, restoring the terminal on every return.
    ///
    /// - Parameters:
    ///   - linePrompt: the text before the cursor (already escaped and styled); for a
    ///     secret it is written directly, not given to readline.
    ///   - prompt: the prompt as data: pre-fill, secrecy and Tab completions.
    /// - Returns: `.line` on Enter (added to the history unless secret or empty),
    ///   `.command` for a `wizard-*` keystroke, `.notUTF8` for bytes that are not UTF-8, `.endOfInput` for Ctrl-D on an empty line or
    ///   a closed terminal (or a failing `poll`), `.interrupted(signal:)` for SIGINT,
    ///   SIGTERM or SIGHUP (also one that arrived since the last read).
    public func readLine(_ linePrompt: String, for prompt: Prompt) -> DriverInput {
        readOneLine(linePrompt, for: prompt) ?? .notUTF8
    }

    /// One readline line, as `readLine` describes; nil for a line that is not UTF-8.
    private func readOneLine(_ linePrompt: String, for prompt: Prompt) -> DriverInput? {
        if let signal = Signals.take() { return .interrupted(signal: signal) }
        ReadlineBridge.configureOnce(defaultBindings: Self.defaultBindings)
        loadHistoryOnce()
        writeFirstPromptHint()
        var prefill = prompt.prefill
        if let saved = textBeforeHelp, saved.entry == prompt.entryID { prefill = saved.text }
        textBeforeHelp = nil

        var savedTermios = termios()
        let hasTermios = tcgetattr(0, &savedTermios) == 0
        func abandon() {
            ReadlineBridge.abandonLine()
            if hasTermios { _ = tcsetattr(0, TCSANOW, &savedTermios) }
        }
        func interrupted(by signal: Int32) -> DriverInput {
            if screen.picker != nil { FileDescriptorIO.write("\u{1B}[J", to: 2) }
            abandon()
            write("\n")
            Signals.acknowledge()
            return .interrupted(signal: signal)
        }
        let shownPrompt: String
        if prompt.isSecret {
            write(linePrompt)
            shownPrompt = ""
        } else {
            // Readline is given one row at most; rows above it are written here.
            shownPrompt = Self.markingInvisible(lastRow(of: linePrompt))
        }
        if startPicker(for: prompt) { prefill = nil }
        screen.placeholder = drawsScreen && (prefill ?? "").isEmpty ? prompt.placeholder : nil
        screen.isPlaceholderShown = false
        ReadlineBridge.beginLine(
            prompt: shownPrompt, prefill: prefill, completion: completion(for: prompt), isSecret: prompt.isSecret)
        refreshScreen()

        var fds = [
            pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: Signals.wakeDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            // Before waiting: a stopping signal ends the line, and a resize or Ctrl-Z is
            // handled, also one that another reader of the signal pipe took out of it
            // (`Signals.take()` reads the pipe too, and keeps those for `drain()`), which the
            // pipe would no longer wake the wait for.
            if let signal = Signals.take() { return interrupted(by: signal) }
            for signal in Signals.drain() {
                if signal == SIGWINCH {
                    ReadlineBridge.resizeTerminal()
                    resizePicker()
                } else {
                    ReadlineBridge.suspend()
                    Signals.stopForTerminal()
                    ReadlineBridge.resume()
                }
            }
            if poll(&fds, 2, -1) < 0 {
                if errno == EINTR { continue }
                ReadlineBridge.abandonLine()
                return .endOfInput
            }
            if fds[1].revents & Int16(POLLIN) != 0 { continue }
            let input = fds[0].revents
            if input & Int16(POLLIN) != 0 {
                let end = ReadlineBridge.readAvailable()
                if let signal = Signals.take() {
                    // A signal that arrived while readline waited wins over the end of input it saw.
                    return interrupted(by: signal)
                }
                if let end, screen.picker != nil {
                    switch finishPickerLine(end, linePrompt: linePrompt, for: prompt) {
                    case .answer(let input):
                        ReadlineBridge.finishLine()
                        return input
                    case .again(let filter):
                        ReadlineBridge.beginLine(prompt: shownPrompt, prefill: filter, completion: completion(for: prompt), isSecret: false)
                        refreshScreen()
                    }
                } else if let end {
                    ReadlineBridge.finishLine()
                    clearPlaceholder()
                    // A secret's prompt was written (and counted) by `write`; readline drew nothing.
                    if !prompt.isSecret { screen.blockRows += lineRows(linePrompt, line: end) }
                    // Readline drew nothing for a secret, not even the line break.
                    if prompt.isSecret { FileDescriptorIO.write("\n", to: 2) }
                    return result(of: end, for: prompt)
                } else {
                    refreshScreen()
                }
            } else if input & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                // The terminal went away without a readable byte: nothing more will come.
                abandon()
                return .endOfInput
            }
        }
    }

    /// Maps how readline ended the line to the driver's answer; nil for a line that is not UTF-8.
    func result(of end: ReadlineLineEnd, for prompt: Prompt) -> DriverInput? {
        switch end {
        case .notUTF8:
            return nil
        case .line(let text):
            if !prompt.isSecret && !text.isEmpty {
                ReadlineBridge.addHistory(text, appendingTo: historyIsLoaded ? historyFile : nil)
            }
            return .line(text)
        case .endOfInput:
            return .endOfInput
        case .command(let command):
            if command == .help, let text = ReadlineBridge.textTypedBeforeHelp {
                textBeforeHelp = (prompt.entryID, text)
            }
            return .command(command)
        }
    }

    /// What Tab offers: choice values safe to print as they are, or paths for `path` steps.
    private func completion(for prompt: Prompt) -> ReadlineCompletion {
        guard !prompt.isSecret else { return ReadlineCompletion() }
        return ReadlineCompletion(
            candidates: prompt.completions.filter { TerminalText.escape($0) == $0 },
            completesPaths: prompt.completesPaths,
            isList: prompt.typeName == "multiselect")
    }

    /// Creates the history file with mode 0600 and loads it; on failure history stays in memory.
    private func loadHistoryOnce() {
        guard !historyIsLoaded, let path = historyFile else { return }
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        _ = fchmod(fd, 0o600)
        close(fd)
        ReadlineBridge.loadHistory(from: path, keeping: 1000)
        historyIsLoaded = true
    }

    /// Wraps each ANSI escape in readline's invisible markers, so it measures the prompt's visible width.
    static func markingInvisible(_ text: String) -> String {
        var out = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{1B}" {
                inEscape = true
                out.unicodeScalars.append("\u{01}")
            }
            out.unicodeScalars.append(scalar)
            if inEscape && scalar != "\u{1B}" && scalar != "[" && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)) {
                inEscape = false
                out.unicodeScalars.append("\u{02}")
            }
        }
        return out
    }
}
