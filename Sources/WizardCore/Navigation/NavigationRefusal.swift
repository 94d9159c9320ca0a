/// Why an action was refused: by the navigation rules (docs/navigation.md), or by a guard.
public enum NavigationRefusal: Error, Equatable, Sendable {
    /// The navigation core refused (a cover cannot be dismissed, nothing to go back to ...).
    case navigation(NavigationError)
    /// The guard refused the destination; `reason` is the guard's sentence.
    case guarded(reason: String)
}
