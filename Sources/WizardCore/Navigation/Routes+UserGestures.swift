/// The user's gestures (docs/navigation.md): back, back N, root, back to a screen, dismiss.
/// None closes a cover or crosses below the current context, except that going back from
/// a sheet's first route dismisses it. A refused gesture leaves the value unchanged.
extension Routes {
    /// Removes the top route, as the user's `back` does (from a sheet's first route, this
    /// dismisses the sheet).
    ///
    /// - Returns: The removed route, as a one-element array.
    /// - Throws: ``NavigationError/empty`` when there is no route;
    ///   ``NavigationError/atRoot`` when the top is the only route;
    ///   ``NavigationError/coverCannotBeDismissed(coverStart:)`` when the top is the
    ///   first route of a cover.
    @discardableResult
    public mutating func goBack() throws(NavigationError) -> [Route<Screen>] {
        try goBack(1)
    }

    /// Goes back `count` times, atomically, by the rules of ``goBack()``; on refusal the
    /// error is that of the first step that would fail.
    ///
    /// - Parameter count: How many times to go back; at least 1.
    /// - Returns: The removed routes, bottom to top.
    /// - Throws: ``NavigationError/nonPositiveCount(_:)`` when `count < 1`, else the
    ///   refusals of ``goBack()``.
    /// - Complexity: O(*k*), where *k* is the number of routes removed.
    @discardableResult
    public mutating func goBack(_ count: Int) throws(NavigationError) -> [Route<Screen>] {
        removeRoutes(from: try countAfterGoingBack(count))
    }

    /// How many routes would remain after going back `count` times.
    func countAfterGoingBack(_ count: Int) throws(NavigationError) -> Int {
        guard count >= 1 else { throw .nonPositiveCount(count) }
        var remaining = routes.count
        for _ in 0..<count {
            guard remaining > 0 else { throw .empty }
            guard remaining > 1 else { throw .atRoot }
            let top = remaining - 1
            if routes[top].style == .cover { throw .coverCannotBeDismissed(coverStart: top) }
            remaining = top
        }
        return remaining
    }

    /// Removes every route above the first route of the current context, as the user's
    /// `root` does: the sheet's or cover's first route inside one, else the root.
    ///
    /// - Returns: The removed routes, bottom to top.
    /// - Throws: ``NavigationError/empty`` when there is no route;
    ///   ``NavigationError/alreadyAtRoot(contextStart:)`` when the top is that first route.
    /// - Complexity: O(*k*), where *k* is the number of routes removed.
    @discardableResult
    public mutating func goBackToRoot() throws(NavigationError) -> [Route<Screen>] {
        guard !routes.isEmpty else { throw .empty }
        let start = currentContextStart
        guard start < routes.count - 1 else { throw .alreadyAtRoot(contextStart: start) }
        return removeRoutes(from: start + 1)
    }

    /// Removes every route above the most recent route of the current context whose
    /// screen matches, as the user's `back ID` does.
    /// Only the current context is searched; the routes below only explain a refusal.
    ///
    /// - Parameter matches: Whether a screen is the one to go back to.
    /// - Returns: The removed routes, bottom to top.
    /// - Throws: ``NavigationError/alreadyThere(index:)`` when the most recent match is
    ///   the top; ``NavigationError/belowModalContext(matchIndex:modalStart:modalStyle:)``
    ///   when matches exist only below the current modal context;
    ///   ``NavigationError/notOnStack`` when nothing matches (also on an empty stack).
    /// - Complexity: O(*d*), where *d* is the distance from the top to the match; O(*n*)
    ///   when nothing in the current context matches.
    @discardableResult
    public mutating func goBackTo(
        where matches: (Screen) -> Bool
    ) throws(NavigationError) -> [Route<Screen>] {
        removeRoutes(from: try indexToGoBackTo(where: matches) + 1)
    }

    /// Finds the index ``goBackTo(where:)`` would go back to, without changing anything.
    func indexToGoBackTo(where matches: (Screen) -> Bool) throws(NavigationError) -> Int {
        let start = currentContextStart
        var index = routes.count - 1
        while index >= start {
            if matches(routes[index].screen) {
                guard index < routes.count - 1 else { throw .alreadyThere(index: index) }
                return index
            }
            index -= 1
        }
        while index >= 0 {
            if matches(routes[index].screen) {
                throw .belowModalContext(
                    matchIndex: index, modalStart: start, modalStyle: routes[start].style)
            }
            index -= 1
        }
        throw .notOnStack
    }

    /// Closes the current sheet, as the user's `dismiss` does.
    ///
    /// - Returns: The removed routes, bottom to top.
    /// - Throws: ``NavigationError/notModal`` in the base context (also on an empty
    ///   stack); ``NavigationError/coverCannotBeDismissed(coverStart:)`` when the current
    ///   context is a cover; ``NavigationError/nothingBeneath`` when the sheet starts at
    ///   index 0.
    /// - Complexity: O(*k*), where *k* is the number of routes removed.
    @discardableResult
    public mutating func dismiss() throws(NavigationError) -> [Route<Screen>] {
        guard let start = currentModalStart else { throw .notModal }
        guard routes[start].style != .cover else {
            throw .coverCannotBeDismissed(coverStart: start)
        }
        guard start > 0 else { throw .nothingBeneath }
        return removeRoutes(from: start)
    }
}

extension Routes where Screen: Identifiable {
    /// Goes back to the most recent route of the current context whose screen has `id`,
    /// as ``goBackTo(where:)``.
    ///
    /// - Parameter id: The identity of the screen to go back to.
    /// - Returns: The removed routes, bottom to top.
    /// - Throws: The refusals of ``goBackTo(where:)``.
    /// - Complexity: As ``goBackTo(where:)``.
    @discardableResult
    public mutating func goBackTo(id: Screen.ID) throws(NavigationError) -> [Route<Screen>] {
        try goBackTo { $0.id == id }
    }
}

extension Routes where Screen: Equatable {
    /// Goes back to the most recent route of the current context whose screen equals
    /// `screen`, as ``goBackTo(where:)``.
    ///
    /// - Parameter screen: The screen to go back to.
    /// - Returns: The removed routes, bottom to top.
    /// - Throws: The refusals of ``goBackTo(where:)``.
    /// - Complexity: As ``goBackTo(where:)``.
    @discardableResult
    public mutating func goBackTo(_ screen: Screen) throws(NavigationError) -> [Route<Screen>] {
        try goBackTo { $0 == screen }
    }
}
