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

/// What Tab completes on the current line.
struct ReadlineCompletion: Equatable {
    /// Choice values offered (only values safe to print, see `ReadlineDriver`).
    var candidates: [String] = []
    /// Fall back to readline's file-name completion when no candidate matches.
    var completesPaths = false
    /// Several values separated by commas or spaces (multiselect): complete each word.
    var isList = false
}
