import WizardEngine

/// How one readline line ended.
enum ReadlineLineEnd: Equatable {
    /// Enter: the line as typed.
    case line(String)
    /// Enter on a line whose bytes are not valid UTF-8: refused as they are, never repaired.
    case notUTF8
    /// Ctrl-D on an empty line, or end of input.
    case endOfInput
    /// A `wizard-*` named command ended the line at once.
    case command(Command)
}
