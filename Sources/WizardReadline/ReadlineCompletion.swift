import WizardEngine

/// What Tab completes on the current line.
struct ReadlineCompletion: Equatable {
    /// Choice values offered (only values safe to print, see `ReadlineDriver`).
    var candidates: [String] = []
    /// Fall back to readline's file-name completion when no candidate matches.
    var completesPaths = false
    /// Several values separated by commas or spaces (multiselect): complete each word.
    var isList = false
}
