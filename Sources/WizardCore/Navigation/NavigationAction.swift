/// One operation of the navigation core as a value, so it can be checked before it is
/// applied (``Routes/check(_:guard:)``), guarded, logged or returned by a coordinator;
/// each case has the same argument and refusals as the ``Routes`` operation it names.
public enum NavigationAction<Screen> {
    /// ``Routes/push(_:)``.
    case push(Screen)
    /// ``Routes/presentSheet(_:)``.
    case presentSheet(Screen)
    /// ``Routes/presentCover(_:)``.
    case presentCover(Screen)
    /// ``Routes/goBack(_:)`` with a count (1 for the user's `back`).
    case goBack(Int)
    /// ``Routes/goBackToRoot()``.
    case goBackToRoot
    /// ``Routes/goBackTo(where:)``.
    case goBackTo(where: (Screen) -> Bool)
    /// ``Routes/dismiss()``: closes a sheet, never a cover.
    case dismiss
    /// ``Routes/pop(_:)``.
    case pop(Int)
    /// ``Routes/popTo(index:)``.
    case popTo(index: Int)
    /// ``Routes/popToRoot()``.
    case popToRoot
    /// ``Routes/dismissAll()``: closes covers too (the program asks, not the user).
    case dismissAll
    /// ``Routes/forceDismiss()``: closes the current sheet or cover from code.
    case forceDismiss

    /// ``Routes/goBack(_:)`` once, as the user's `back`.
    public static var goBack: NavigationAction { .goBack(1) }
}

extension NavigationAction where Screen: Equatable {
    /// ``Routes/goBackTo(_:)``: back to the most recent route showing `screen`.
    ///
    /// - Parameter screen: the screen to go back to.
    /// - Returns: the action.
    public static func goBackTo(_ screen: Screen) -> NavigationAction {
        .goBackTo(where: { $0 == screen })
    }
}
