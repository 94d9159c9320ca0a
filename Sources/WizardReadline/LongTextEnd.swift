/// How a line of a long text was ended by a long-text command.
enum LongTextEnd: Equatable {
    /// `wizard-end-text` (Alt-Enter): the text ends with this line.
    case finish
    /// `wizard-edit-text` (Ctrl-X Ctrl-E): the text so far goes to the editor.
    case edit
}
