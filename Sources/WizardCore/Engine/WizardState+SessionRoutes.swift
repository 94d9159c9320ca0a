extension WizardState {
    /// The state with `routes` as its stack: a session file's entries are read one at a
    /// time, apart from the rest of the state (`SessionStore`), and joined here.
    ///
    /// - Parameter routes: the stack's routes, root first.
    /// - Returns: nil when an entry names a frame the frame table does not hold (a damaged
    ///   file), as decoding the whole state would refuse it.
    /// - Complexity: O(*n*) in the number of routes.
    package func withRoutes(_ routes: [Route<Entry>]) -> WizardState? {
        guard routes.allSatisfy({ $0.screen.frame.map(frameTable.contains) ?? true }) else { return nil }
        var copy = self
        copy.stack = Routes(routes: routes)
        return copy
    }
}
