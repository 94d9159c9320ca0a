extension Routes {
    /// Pushes a screen onto the current context.
    public mutating func push(_ screen: Screen) {
        append(.push(screen))
    }

    /// Presents a screen as a sheet, opening a modal context the user may dismiss.
    public mutating func presentSheet(_ screen: Screen) {
        append(.sheet(screen))
    }

    /// Presents a screen as a cover, opening a modal context the user cannot dismiss.
    public mutating func presentCover(_ screen: Screen) {
        append(.cover(screen))
    }
}
