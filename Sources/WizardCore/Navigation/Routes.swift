/// The whole navigation state of a coordinator: a stack of routes over the caller's
/// `Screen`, where `routes[0]` is the root and the last route is the one on screen
/// (docs/navigation.md#coordinator-style-navigation).
///
/// A *modal context* starts at each sheet or cover route and runs up to the next one; the
/// routes before the first form the *base context* (empty when the root is modal). A
/// removing operation returns the removed routes, bottom to top, or throws a
/// ``NavigationError`` and leaves the value unchanged. The user's gestures never close a
/// cover; the program's operations may.
///
/// Invariant (``checkInvariants()``): `modalStarts` holds, increasing, exactly the indices
/// of the modal routes. Only ``append(_:)`` and `removeRoutes(from:)` change the length.
public struct Routes<Screen> {
    /// The routes, root first.
    public private(set) var routes: [Route<Screen>]

    /// Indices of the routes that open a modal context, in increasing order.
    private(set) var modalStarts: [Int]

    /// Makes an empty stack.
    public init() {
        routes = []
        modalStarts = []
    }

    /// Makes a stack holding one root route.
    ///
    /// - Parameters:
    ///   - root: The first screen.
    ///   - style: How it is shown; a modal root opens a modal context at index 0, which
    ///     the user can never dismiss (``NavigationError/nothingBeneath``).
    public init(root: Screen, style: RouteStyle = .push) {
        self.init(routes: [Route(screen: root, style: style)])
    }

    /// Makes a stack from routes, root first (any array is a valid stack).
    ///
    /// - Parameter routes: The routes, root first.
    /// - Complexity: O(*n*), where *n* is the number of routes.
    public init(routes: [Route<Screen>]) {
        self.routes = routes
        self.modalStarts = routes.indices.filter { routes[$0].style.isModal }
    }

    /// Makes a value with a broken index on purpose; only for tests of ``checkInvariants()``.
    init(unchecked routes: [Route<Screen>], modalStarts: [Int]) {
        self.routes = routes
        self.modalStarts = modalStarts
    }

    /// Appends a route; it opens a new modal context when its style is modal.
    ///
    /// - Parameter route: The route to put on top.
    /// - Complexity: Amortized O(1).
    public mutating func append(_ route: consuming Route<Screen>) {
        if route.style.isModal { modalStarts.append(routes.count) }
        routes.append(route)
    }

    /// Removes the routes at `newCount` and above, bottom to top; callers have already
    /// allowed the removal, and `newCount` is in `0...count`.
    mutating func removeRoutes(from newCount: Int) -> [Route<Screen>] {
        let removed = Array(routes[newCount...])
        routes.removeLast(routes.count - newCount)
        while let last = modalStarts.last, last >= newCount { modalStarts.removeLast() }
        return removed
    }

    /// Replaces the screen of the top route, keeping its style; does nothing on an empty
    /// stack.
    ///
    /// - Parameter screen: The new screen.
    public mutating func replaceTop(with screen: Screen) {
        guard !routes.isEmpty else { return }
        routes[routes.count - 1].screen = screen
    }

    /// Changes the screen of the top route in place, keeping its style; nothing on an
    /// empty stack.
    ///
    /// - Parameter body: changes the screen.
    package mutating func modifyTop(_ body: (inout Screen) -> Void) {
        guard !routes.isEmpty else { return }
        body(&routes[routes.count - 1].screen)
    }

    /// Replaces the screen of the route at `index`, keeping its style; does nothing when
    /// `index` is out of range.
    ///
    /// - Parameters:
    ///   - index: the route's position, 0 for the root.
    ///   - screen: the new screen.
    package mutating func replace(at index: Int, with screen: Screen) {
        guard routes.indices.contains(index) else { return }
        routes[index].screen = screen
    }

    /// Removes the top routes whatever their styles: for an owner closing a finished
    /// sub-flow, such as a completed sheet.
    ///
    /// - Parameter count: how many, clamped to `0...self.count`.
    /// - Returns: the removed routes, bottom to top.
    /// - Complexity: O(*k*), where *k* is the number of routes removed.
    package mutating func removeLast(_ count: Int) -> [Route<Screen>] {
        removeRoutes(from: routes.count - max(0, min(count, routes.count)))
    }
}

extension Routes {
    /// The number of routes.
    public var count: Int { routes.count }

    /// Whether the stack holds no route.
    public var isEmpty: Bool { routes.isEmpty }

    /// The route on screen (the last one), or nil when the stack is empty.
    public var top: Route<Screen>? { routes.last }

    /// The index of the route that opened the current modal context, or nil in the base
    /// context.
    public var currentModalStart: Int? { modalStarts.last }

    /// The first index of the current context: the current modal start, else 0.
    public var currentContextStart: Int { modalStarts.last ?? 0 }

    /// The routes of the current context, from its first route to the top.
    public var currentContext: ArraySlice<Route<Screen>> { routes[currentContextStart...] }

    /// Whether the top route is inside a sheet or a cover.
    public var isModal: Bool { !modalStarts.isEmpty }

    /// The style of the current modal context (``RouteStyle/sheet`` or
    /// ``RouteStyle/cover``), or nil in the base context.
    public var presentedStyle: RouteStyle? { modalStarts.last.map { routes[$0].style } }

    /// Whether ``goBack()`` would succeed now.
    public var canGoBack: Bool { (try? countAfterGoingBack(1)) != nil }
}

extension Routes: Equatable where Screen: Equatable {
    /// Two stacks are equal when their routes are; the derived index is not compared.
    public static func == (lhs: Routes, rhs: Routes) -> Bool { lhs.routes == rhs.routes }
}

extension Routes: Hashable where Screen: Hashable {
    /// Hashes the routes; the derived index is not hashed.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) { hasher.combine(routes) }
}

extension Routes: Sendable where Screen: Sendable {}
