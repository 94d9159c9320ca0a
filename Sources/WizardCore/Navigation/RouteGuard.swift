/// A condition a route must satisfy to come on top of a stack, as a value.
///
/// A guard is asked about the *destination* (the pushed or presented route, or the one a
/// removing action uncovers) with the stack *before* the action, and returns nil to allow
/// or a one-line reason. It must be pure, so ``Routes/check(_:guard:)`` predicts
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

    /// A guard that looks only at the screen that would come on top.
    ///
    /// - Parameters:
    ///   - reason: the refusal sentence for a screen.
    ///   - condition: whether the screen may come on top.
    /// - Returns: the guard.
    public static func screens(
        refusing reason: @escaping (Screen) -> String, unless condition: @escaping (Screen) -> Bool
    ) -> RouteGuard {
        RouteGuard { destination, _ in condition(destination.screen) ? nil : reason(destination.screen) }
    }
}
