/// A condition a route must satisfy to come on top of a stack: the "push evaluation" of
/// the coordinator libraries, as a value.
///
/// A guard is asked about the *destination*: the route that would be on top once an
/// action is applied (the pushed or presented route; for a removing action, the route
/// that would be uncovered), together with the stack as it is *before* the action. It
/// returns nil to allow, or a one-line reason to refuse. A guard must be pure: the same
/// question gets the same answer, so a dry run (``Routes/check(_:guard:)``) predicts
/// ``Routes/apply(_:guard:)`` exactly.
public struct RouteGuard<Screen> {
    /// nil to allow the destination; otherwise why it is refused.
    public var decide: (_ destination: Route<Screen>, _ routes: Routes<Screen>) -> String?

    /// Creates a guard.
    ///
    /// - Parameter decide: nil to allow `destination` on top of `routes`; else the reason.
    public init(_ decide: @escaping (_ destination: Route<Screen>, _ routes: Routes<Screen>) -> String?) {
        self.decide = decide
    }

    /// A guard that allows everything.
    public static var allowAll: RouteGuard { RouteGuard { _, _ in nil } }

    /// A guard over screens only: `condition` says whether a screen may come on top,
    /// `reason` what to tell when it may not.
    ///
    /// - Parameters:
    ///   - reason: the refusal sentence for a screen.
    public static func screens(
        refusing reason: @escaping (Screen) -> String, unless condition: @escaping (Screen) -> Bool
    ) -> RouteGuard {
        RouteGuard { destination, _ in condition(destination.screen) ? nil : reason(destination.screen) }
    }
}

/// Why an action was refused: by the navigation rules (docs/navigation.md), or by a guard.
public enum NavigationRefusal: Error, Equatable, Sendable {
    /// The navigation core refused (a cover cannot be dismissed, nothing to go back to ...).
    case navigation(NavigationError)
    /// The guard refused the destination; `reason` is the guard's sentence.
    case guarded(reason: String)
}
