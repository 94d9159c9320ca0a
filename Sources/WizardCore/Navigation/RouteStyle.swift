/// How a route is shown: pushed onto the current context, or presented modally as a sheet
/// or a cover, which opens a new modal context. The raw values are the spellings of
/// session and flow files.
public enum RouteStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// Shown on top of the current context; the user goes back from it with `back`.
    case push
    /// Shown modally; the user may dismiss it (its context is then discarded).
    case sheet
    /// Shown modally; the user cannot dismiss it, only complete it (or quit).
    case cover

    /// Whether a route with this style opens a modal context (true for sheets and covers).
    public var isModal: Bool { self != .push }
}
