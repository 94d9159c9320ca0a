import WizardEngine

/// How a picker's filter line ended.
enum PickerLineEnd {
    /// The driver's answer (nil: a line that is not UTF-8, refused).
    case answer(DriverInput?)
    /// A filter that names no choice: the line is read again, holding it.
    case again(String)
}
