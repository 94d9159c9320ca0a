/// One screen on a navigation stack with the style it was shown with; a plain value,
/// `Equatable`, `Hashable`, `Sendable` and `Codable` whenever `Screen` is.
public struct Route<Screen> {
    /// The caller's screen, for example a case of its own `Screen` enum.
    public var screen: Screen
    /// How the screen was shown; a modal style opens a new modal context.
    public var style: RouteStyle

    /// Makes a route from a screen and a style.
    ///
    /// - Parameters:
    ///   - screen: The screen to show.
    ///   - style: How it is shown; a modal style opens a new modal context.
    public init(screen: Screen, style: RouteStyle) {
        self.screen = screen
        self.style = style
    }

    /// Makes a route that pushes `screen` onto the current context.
    ///
    /// - Parameter screen: The screen to show.
    /// - Returns: A route with style ``RouteStyle/push``.
    public static func push(_ screen: Screen) -> Route {
        Route(screen: screen, style: .push)
    }

    /// Makes a route that presents `screen` as a sheet, opening a dismissible modal context.
    ///
    /// - Parameter screen: The screen to show.
    /// - Returns: A route with style ``RouteStyle/sheet``.
    public static func sheet(_ screen: Screen) -> Route {
        Route(screen: screen, style: .sheet)
    }

    /// Makes a route that presents `screen` as a cover, which the user cannot dismiss.
    ///
    /// - Parameter screen: The screen to show.
    /// - Returns: A route with style ``RouteStyle/cover``.
    public static func cover(_ screen: Screen) -> Route {
        Route(screen: screen, style: .cover)
    }
}

extension Route: Equatable where Screen: Equatable {}
extension Route: Hashable where Screen: Hashable {}
extension Route: Sendable where Screen: Sendable {}
