import WizardCore

/// The type of a questionnaire variable, as far as translation needs it: it decides how a
/// value is printed (`True`/`False` for booleans) and which comparisons are refused.
package enum ValueKind: Sendable, Equatable {
    case string
    case bool
    case integer
    case number
    /// A list (a multiselect answer).
    case list
    /// An object (a JSON answer).
    case object
    /// Not known (a JSON or YAML answer, a computed value).
    case unknown
}
