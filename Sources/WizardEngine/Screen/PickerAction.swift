/// What one keystroke does to a picker (docs/keystrokes.md).
public enum PickerAction: Equatable, Sendable {
    /// Moves the cursor one row up (`wizard-choice-up`).
    case up
    /// Moves the cursor one row down (`wizard-choice-down`).
    case down
    /// Moves the cursor one page up (`wizard-choice-page-up`).
    case pageUp
    /// Moves the cursor one page down (`wizard-choice-page-down`).
    case pageDown
    /// Moves the cursor to the first match (`wizard-choice-first`).
    case first
    /// Moves the cursor to the last match (`wizard-choice-last`).
    case last
    /// Marks or unmarks the highlighted choice of a multiselect (`wizard-choice-toggle`).
    case toggle
    /// The filter line now reads this text.
    case filter(String)
}
