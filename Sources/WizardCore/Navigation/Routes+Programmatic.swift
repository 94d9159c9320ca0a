/// The program's operations, in FlowStacks' vocabulary. The `pop` family stays inside the
/// current context and never dismisses; ``dismissAll()`` and ``forceDismiss()`` may close
/// covers. A refused operation leaves the value unchanged.
extension Routes {
    /// Removes the top `count` routes, all of them pushed routes of the current context.
    /// Unlike ``goBack(_:)``, this never closes a sheet: it is refused when it would
    /// remove the current context's first route.
    ///
    /// - Parameter count: How many routes to remove; at least 1.
    /// - Returns: The removed routes, bottom to top.
    /// - Throws: ``NavigationError/nonPositiveCount(_:)`` when `count < 1`;
    ///   ``NavigationError/empty`` when there is no route;
    ///   ``NavigationError/fewerRoutesInContext(requested:available:)`` when fewer than
    ///   `count` routes lie above the current context's first route.
    /// - Complexity: O(*k*), where *k* is the number of routes removed.
    @discardableResult
    public mutating func pop(_ count: Int = 1) throws(NavigationError) -> [Route<Screen>] {
        guard count >= 1 else { throw .nonPositiveCount(count) }
        guard !routes.isEmpty else { throw .empty }
        let available = routes.count - 1 - currentContextStart
        guard count <= available else {
            throw .fewerRoutesInContext(requested: count, available: available)
        }
        return removeRoutes(from: routes.count - count)
    }

    /// The programmatic name of ``goBackTo(where:)``, with the same result and refusals.
    ///
    /// - Parameter matches: Whether a screen is the one to pop to.
    /// - Returns: The removed routes, bottom to top.
    /// - Throws: The refusals of ``goBackTo(where:)``.
    /// - Complexity: As ``goBackTo(where:)``.
    @discardableResult
    public mutating func popTo(
        where matches: (Screen) -> Bool
    ) throws(NavigationError) -> [Route<Screen>] {
        try goBackTo(where: matches)
    }

    /// Removes every route above `index`, which must lie in the current context.
    ///
    /// - Parameter index: The position of the route that becomes the top.
    /// - Returns: The removed routes, bottom to top.
    /// - Throws: ``NavigationError/indexOutOfRange(_:count:)`` when `index` is not a
    ///   position on the stack;
    ///   ``NavigationError/belowModalContext(matchIndex:modalStart:modalStyle:)`` when it
    ///   lies below the current modal context; ``NavigationError/alreadyThere(index:)``
    ///   when it is the top.
    /// - Complexity: O(*k*), where *k* is the number of routes removed.
    @discardableResult
    public mutating func popTo(index: Int) throws(NavigationError) -> [Route<Screen>] {
        guard routes.indices.contains(index) else {
            throw .indexOutOfRange(index, count: routes.count)
        }
        let start = currentContextStart
        guard index >= start else {
            throw .belowModalContext(
                matchIndex: index, modalStart: start, modalStyle: routes[start].style)
        }
        guard index < routes.count - 1 else { throw .alreadyThere(index: index) }
        return removeRoutes(from: index + 1)
    }

    /// Removes every route above the current context's first route, as ``goBackToRoot()``.
    ///
    /// - Returns: The removed routes, bottom to top.
    /// - Throws: The refusals of ``goBackToRoot()``.
    /// - Complexity: O(*k*), where *k* is the number of routes removed.
    @discardableResult
    public mutating func popToRoot() throws(NavigationError) -> [Route<Screen>] {
        try goBackToRoot()
    }

    /// Closes every modal context that has a route beneath it, covers included (a modal
    /// root's own context stays).
    ///
    /// - Returns: The removed routes, bottom to top.
    /// - Throws: ``NavigationError/notModal`` when no sheet or cover is presented (also
    ///   on an empty stack); ``NavigationError/nothingBeneath`` when the only modal
    ///   context starts at index 0.
    /// - Complexity: O(*k*), where *k* is the number of routes removed.
    @discardableResult
    public mutating func dismissAll() throws(NavigationError) -> [Route<Screen>] {
        guard let first = modalStarts.first else { throw .notModal }
        let lowest = first > 0 ? first : modalStarts.dropFirst().first
        guard let lowest else { throw .nothingBeneath }
        return removeRoutes(from: lowest)
    }

    /// Closes the current modal context from code, a cover as well as a sheet (the user's
    /// ``dismiss()`` refuses covers).
    ///
    /// - Returns: The removed routes, bottom to top.
    /// - Throws: ``NavigationError/notModal`` in the base context (also on an empty
    ///   stack); ``NavigationError/nothingBeneath`` when the context starts at index 0.
    /// - Complexity: O(*k*), where *k* is the number of routes removed.
    @discardableResult
    public mutating func forceDismiss() throws(NavigationError) -> [Route<Screen>] {
        guard let start = currentModalStart else { throw .notModal }
        guard start > 0 else { throw .nothingBeneath }
        return removeRoutes(from: start)
    }
}
