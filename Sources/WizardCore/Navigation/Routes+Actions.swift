/// Actions as values: apply one, or ask whether it would be allowed (a dry run).
extension Routes {
    /// Applies an action once the navigation rules, then `guard`, allow it; a refusal
    /// leaves the value unchanged.
    ///
    /// - Parameters:
    ///   - action: the operation to apply.
    ///   - guard: asked about the route that would be on top; allows everything unless given.
    /// - Returns: the removed routes, bottom to top (empty for the pushing actions).
    /// - Throws: ``NavigationRefusal/navigation(_:)`` with the operation's own
    ///   ``NavigationError``; ``NavigationRefusal/guarded(reason:)`` when the guard refuses.
    /// - Complexity: O(*k*) for *k* routes removed, plus the guard; O(*n*) when a guard is
    ///   given and the action removes routes (the destination is computed on a copy).
    @discardableResult
    public mutating func apply(
        _ action: NavigationAction<Screen>, guard: RouteGuard<Screen>? = nil
    ) throws(NavigationRefusal) -> [Route<Screen>] {
        if let `guard` {
            if let refusal = check(action, guard: `guard`) { throw refusal }
        }
        do {
            return try perform(action)
        } catch {
            throw .navigation(error)
        }
    }

    /// Whether ``apply(_:guard:)`` would succeed now, without changing anything.
    ///
    /// - Parameters:
    ///   - action: the operation to try.
    ///   - guard: asked about the destination, as ``apply(_:guard:)`` would.
    /// - Returns: nil when the action would be applied; else the refusal it would throw.
    /// - Complexity: O(*n*): the action runs on a copy.
    public func check(_ action: NavigationAction<Screen>, guard: RouteGuard<Screen>? = nil) -> NavigationRefusal? {
        var copy = self
        do {
            _ = try copy.perform(action)
        } catch {
            return .navigation(error)
        }
        guard let `guard`, let destination = copy.top else { return nil }
        return `guard`.decide(destination, self).map { .guarded(reason: $0) }
    }

    /// Whether pushing (or presenting) `route` would be allowed by `guard`; pushing itself
    /// never fails. Nothing changes.
    ///
    /// - Parameters:
    ///   - route: the route to push (`.push(s)`, `.sheet(s)`, `.cover(s)`).
    ///   - guard: asked about `route` with the stack as it is now.
    /// - Returns: nil when allowed, else the guard's refusal.
    public func canPush(_ route: Route<Screen>, guard: RouteGuard<Screen>) -> NavigationRefusal? {
        `guard`.decide(route, self).map { .guarded(reason: $0) }
    }

    /// Performs an action with the navigation rules only, without asking a guard.
    mutating func perform(_ action: NavigationAction<Screen>) throws(NavigationError) -> [Route<Screen>] {
        switch action {
        case .push(let screen):
            push(screen)
            return []
        case .presentSheet(let screen):
            presentSheet(screen)
            return []
        case .presentCover(let screen):
            presentCover(screen)
            return []
        case .goBack(let count): return try goBack(count)
        case .goBackToRoot: return try goBackToRoot()
        case .goBackTo(let matches): return try goBackTo(where: matches)
        case .dismiss: return try dismiss()
        case .pop(let count): return try pop(count)
        case .popTo(let index): return try popTo(index: index)
        case .popToRoot: return try popToRoot()
        case .dismissAll: return try dismissAll()
        case .forceDismiss: return try forceDismiss()
        }
    }
}
