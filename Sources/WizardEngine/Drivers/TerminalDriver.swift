/// A way to talk to the user: one protocol for readline, plain (non-TTY) and scripted
/// (tests) input. The runner renders; a driver only writes the text it is given and reads lines
/// and keys.
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
    /// Reads past the rest of a long text already too long to be an answer, up to its `.`
    /// line, showing nothing: nil once the `.` was read, else how input stopped. The
    /// default reads line by line (`TerminalDriver+LongText.swift`); the plain driver
    /// scans its input without making lines of it.
    mutating func skipLongText(for prompt: Prompt) -> DriverInput?
    /// Whether the driver draws pickers and collapses answered prompts (default: false).
    var drawsScreen: Bool { get }
    /// Marks where a prompt's lines begin (default: nothing).
    mutating func beginPrompt()
    /// Replaces an answered prompt with one summary line (default: nothing); called only
    /// when the driver `drawsScreen`.
    mutating func settle(_ summary: String)
}

/// What a driver that can move the cursor adds to the line mode; every other driver
/// (plain, scripted, an embedder's own) keeps these defaults and stays line by line.
extension TerminalDriver {
    /// Whether the driver draws pickers for `select` and `multiselect` and collapses an
    /// answered prompt to one line (false: numbered lists, nothing redrawn).
    public var drawsScreen: Bool { false }

    /// Called before a prompt's first line is written: what follows, up to the answer,
    /// belongs to that prompt. Does nothing by default.
    public mutating func beginPrompt() {}

    /// Called when the answer to the prompt just asked was accepted: a driver that draws
    /// the screen replaces what the prompt showed with `summary` (`✔ Port · 5432`). Does
    /// nothing by default.
    ///
    /// - Parameter summary: one line, escaped and styled, without a newline.
    public mutating func settle(_ summary: String) {}
}
