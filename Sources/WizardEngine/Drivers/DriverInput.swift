/// What a driver read at a prompt.
public enum DriverInput: Equatable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// A navigation keystroke bound to a command (readline's `wizard-back` ...).
    case command(Command)
    /// End of input (Ctrl-D on an empty line, or the end of piped input).
    case endOfInput
    /// Interrupted by a signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT).
    case interrupted(signal: Int32)
    /// A line that is not valid UTF-8: refused by the run loop, never repaired.
    case notUTF8
}
