extension Routes {
    /// Pushes a screen onto the current context.
    ///
    /// - Parameter screen: The screen to show.
    /// - Complexity: Amortized O(1).
    public mutating func push(_ screen: Screen) {
        append(.push(screen))
    }

    /// Presents a screen as a sheet, opening a modal context the user may dismiss.
    ///
    /// - Parameter screen: The sheet's first screen.
    /// - Complexity: Amortized O(1).
    public mutating func presentSheet(_ screen: Screen) {
        append(.sheet(screen))
    }

    /// Presents a screen as a cover, opening a modal context the user cannot dismiss.
    ///
    /// - Parameter screen: The cover's first screen.
    /// - Complexity: Amortized O(1).
    public mutating func presentCover(_ screen: Screen) {
        append(.cover(screen))
    }
}
