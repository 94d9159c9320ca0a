/// What a coordinator does after a screen is answered: decided by the caller's closure.
public enum Transition<Screen> {
    /// Apply a navigation action; when the rules or the guard refuse it, the user is told
    /// why and the same screen is asked again.
    case navigate(NavigationAction<Screen>)
    /// Apply several actions in order, atomically: when any is refused, none is applied
    /// (close a finished sheet, then push the next screen).
    case sequence([NavigationAction<Screen>])
    /// The coordinator's work is done: the run completes with the routes as they are.
    case finish
    /// Refuse the answer (a validation failure): the reason is shown, the screen asked again.
    case refuse(String)

    /// Pushes `screen` onto the current context (only the guard can refuse it).
    ///
    /// - Parameter screen: the screen to show next.
    /// - Returns: `.navigate(.push(screen))`.
    public static func push(_ screen: Screen) -> Transition { .navigate(.push(screen)) }
    /// Presents `screen` as a sheet (the user may `:dismiss` it).
    ///
    /// - Parameter screen: the sheet's first screen.
    /// - Returns: `.navigate(.presentSheet(screen))`.
    public static func sheet(_ screen: Screen) -> Transition { .navigate(.presentSheet(screen)) }
    /// Presents `screen` as a cover (the user cannot dismiss it).
    ///
    /// - Parameter screen: the cover's first screen.
    /// - Returns: `.navigate(.presentCover(screen))`.
    public static func cover(_ screen: Screen) -> Transition { .navigate(.presentCover(screen)) }
    /// Closes the current sheet or cover from code; unlike the user's `:dismiss`, it
    /// closes a cover too.
    public static var close: Transition { .navigate(.forceDismiss) }

    /// The same transition over a parent's screen type, for a child coordinator whose
    /// screens are embedded in the parent's.
    ///
    /// - Parameters:
    ///   - embed: wraps a child screen in the parent's type.
    ///   - extract: unwraps a parent screen, nil for the parent's own; `goBackTo` matches
    ///     only the screens it unwraps.
    ///   - onFinish: what the child's `.finish` becomes.
    /// - Returns: the parent's transition.
    public func map<Parent>(
        embed: @escaping (Screen) -> Parent, extract: @escaping (Parent) -> Screen?, onFinish: Transition<Parent>
    ) -> Transition<Parent> {
        switch self {
        case .finish: onFinish
        case .refuse(let reason): .refuse(reason)
        case .navigate(let action): .navigate(action.map(embed: embed, extract: extract))
        case .sequence(let actions): .sequence(actions.map { $0.map(embed: embed, extract: extract) })
        }
    }
}

extension NavigationAction {
    /// The same action over a parent's screen type; `goBackTo` matches only the parent's
    /// screens that `extract` unwraps.
    ///
    /// - Parameters:
    ///   - embed: wraps a child screen in the parent's type.
    ///   - extract: unwraps a parent screen; nil for the parent's own.
    /// - Returns: the parent's action.
    public func map<Parent>(
        embed: @escaping (Screen) -> Parent, extract: @escaping (Parent) -> Screen?
    ) -> NavigationAction<Parent> {
        switch self {
        case .push(let s): .push(embed(s))
        case .presentSheet(let s): .presentSheet(embed(s))
        case .presentCover(let s): .presentCover(embed(s))
        case .goBack(let n): .goBack(n)
        case .goBackToRoot: .goBackToRoot
        case .goBackTo(let matches): .goBackTo(where: { extract($0).map(matches) ?? false })
        case .dismiss: .dismiss
        case .pop(let n): .pop(n)
        case .popTo(let index): .popTo(index: index)
        case .popToRoot: .popToRoot
        case .dismissAll: .dismissAll
        case .forceDismiss: .forceDismiss
        }
    }
}

extension Transition where Screen: Equatable {
    /// Goes back to the most recent route of the current context showing `screen`.
    ///
    /// - Parameter screen: the screen to go back to, compared with `==`.
    /// - Returns: `.navigate(.goBackTo(screen))`; refused (and the screen asked again)
    ///   when the most recent match is the top, or the current context has none.
    public static func goBackTo(_ screen: Screen) -> Transition { .navigate(.goBackTo(screen)) }
}
