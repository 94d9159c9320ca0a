import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the readline driver has drawn for the prompt being asked: how many rows since the
/// prompt began (so an answered prompt can be collapsed to one line), and the picker of a
/// `select` or `multiselect` step with the rows its frame takes.
struct ReadlineScreen {
    /// Rows written since the current prompt began.
    var blockRows = 0
    /// The picker of the line being read, if it is a picker's filter line.
    var picker: PickerState?
    /// The prompt the picker belongs to.
    var pickerPrompt: Prompt?
    /// The row of prompt readline shows (the last row of the wrapped line prompt).
    var promptRow = ""
    /// Its visible width in columns.
    var promptColumns = 0
    /// The step's placeholder, shown dimmed while the line is empty (nil: none).
    var placeholder: String?
    /// Whether the placeholder is on the screen now.
    var isPlaceholderShown = false
    /// The number of lines of the picker's frame (fixed while the step is asked).
    var frameHeight = 0

    /// The terminal's size (`ioctl` `TIOCGWINSZ` on standard error), 80×24 when unknown.
    func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
