/// The user's gestures (docs/navigation.md): back, back N, root, back to a screen, dismiss.
///
/// None of them closes a cover. None of them crosses into a context below the current
/// one, except that going back from the first route of a sheet dismisses that sheet. A
/// refused gesture leaves the value unchanged.
extension Routes {
    /// Removes the top route, as the user's `back` does.
    ///
    /// When the top route is the first route of a sheet, the sheet holds that one route,
    /// so removing it dismisses the sheet (the same result as ``dismiss()``). When the
    /// stack holds a single route the refusal is ``NavigationError/atRoot``, whatever its
    /// style.
    ///
    /// - Throws: ``NavigationError/empty`` when there is no route;
    ///   ``NavigationError/atRoot`` when the top is the only route;
    ///   ``NavigationError/coverCannotBeDismissed(coverStart:)`` when the top is the
    ///   first route of a cover.
    @discardableResult
    public mutating func goBack() throws(NavigationError) -> [Route<Screen>] {
        try goBack(1)
    }

    /// Goes back `count` times, atomically: either every step succeeds, or nothing
    /// changes.
    ///
    /// Each step follows the rules of ``goBack()``. On refusal the value is unchanged and
    /// the error is that of the first step that would fail.
    ///
    /// - Parameter count: How many times to go back; at least 1.
    /// - Throws: ``NavigationError/nonPositiveCount(_:)`` when `count < 1`, else the
    ///   refusals of ``goBack()``.
    @discardableResult
    public mutating func goBack(_ count: Int) throws(NavigationError) -> [Route<Screen>] {
        removeRoutes(from: try countAfterGoingBack(count))
    }

    /// Computes how many routes would remain after going back `count` times, without
    /// changing anything.
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
    /// - Throws: ``NavigationError/empty`` when there is no route;
    ///   ``NavigationError/alreadyAtRoot(contextStart:)`` when the top is that first route.
    @discardableResult
    public mutating func goBackToRoot() throws(NavigationError) -> [Route<Screen>] {
        guard !routes.isEmpty else { throw .empty }
        let start = currentContextStart
        guard start < routes.count - 1 else { throw .alreadyAtRoot(contextStart: start) }
        return removeRoutes(from: start + 1)
    }

    /// Removes every route above the most recent route of the current context whose
    /// screen matches, as the user's `back ID` does.
    ///
    /// Only the current context is searched for the target. When nothing matches there,
    /// the routes below it are searched only to explain the refusal.
    ///
    /// - Throws: ``NavigationError/alreadyThere(index:)`` when the most recent match is
    ///   the top; ``NavigationError/belowModalContext(matchIndex:modalStart:modalStyle:)``
    ///   when matches exist only below the current modal context;
    ///   ``NavigationError/notOnStack`` when nothing matches (also on an empty stack).
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

    /// Closes the current sheet, removing its first route and everything above it, as the
    /// user's `dismiss` does.
    ///
    /// - Throws: ``NavigationError/notModal`` in the base context (also on an empty
    ///   stack); ``NavigationError/coverCannotBeDismissed(coverStart:)`` when the current
    ///   context is a cover; ``NavigationError/nothingBeneath`` when the sheet starts at
    ///   index 0.
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
    /// Goes back to the most recent route of the current context whose screen has `id`.
    ///
    /// The same as ``goBackTo(where:)`` with `{ $0.id == id }`, with the same refusals.
    ///
    /// - Throws: The refusals of ``goBackTo(where:)``.
    @discardableResult
    public mutating func goBackTo(id: Screen.ID) throws(NavigationError) -> [Route<Screen>] {
        try goBackTo { $0.id == id }
    }
}

extension Routes where Screen: Equatable {
    /// Goes back to the most recent route of the current context whose screen equals
    /// `screen`.
    ///
    /// The same as ``goBackTo(where:)`` with `{ $0 == screen }`, with the same refusals.
    ///
    /// - Throws: The refusals of ``goBackTo(where:)``.
    @discardableResult
    public mutating func goBackTo(_ screen: Screen) throws(NavigationError) -> [Route<Screen>] {
        try goBackTo { $0 == screen }
    }
}
