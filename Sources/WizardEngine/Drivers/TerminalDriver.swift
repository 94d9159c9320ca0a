/// What a driver read at a prompt.
public enum DriverInput: Equatable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// A navigation keystroke bound to a command (readline's `wizard-back` ...).
    case command(Command)
    /// End of input (Ctrl-D on an empty line, or the end of piped input).
    case endOfInput
    /// Interrupted by a signal (SIGINT, SIGTERM, SIGHUP).
    case interrupted(signal: Int32)
}

/// A way to talk to the user: one protocol for readline, plain (non-TTY) and scripted
/// (tests) input. The runner renders; a driver only writes text and reads lines.
public protocol TerminalDriver {
    /// Whether the UI may use colour.
    var usesColor: Bool { get }
    /// Where answers read by this driver come from, for `--explain` (`.typed`, `.piped`).
    var inputSource: AnswerSource { get }
    /// Writes UI text (standard error for the real drivers).
    mutating func write(_ text: String)
    /// Shows the input line of a prompt and reads one line; never blocks past end of input.
    mutating func readLine(_ linePrompt: String, for prompt: Prompt) -> DriverInput
    /// Reads the answer of a long-text prompt (`Prompt.isMultiline`) as one `.line`, its
    /// lines joined by `\n`. The default reads lines up to one holding only `.`
    /// (`TerminalDriver+LongText.swift`); a terminal driver may offer more (an editor).
    mutating func readLongText(_ linePrompt: String, for prompt: Prompt) -> DriverInput
}
