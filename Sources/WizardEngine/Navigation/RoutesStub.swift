// TEMPORARY stand-in until the navigation branch merges; deleted at merge.
public enum RouteStyle: String, Sendable, Hashable, Codable {
    case push, sheet, cover
    public var isModal: Bool { self != .push }
}
public struct Route<Screen> {
    public var screen: Screen
    public var style: RouteStyle
    public init(screen: Screen, style: RouteStyle) { self.screen = screen; self.style = style }
}
extension Route: Equatable where Screen: Equatable {}
extension Route: Sendable where Screen: Sendable {}
extension Route: Codable where Screen: Codable {}
public enum NavigationError: Error, Equatable, Sendable {
    case empty, atRoot, coverCannotBeDismissed, alreadyAtRoot, notOnStack, belowModalContext, alreadyThere, notModal, nothingBeneath
}
public struct Routes<Screen> {
    public private(set) var routes: [Route<Screen>] = []
    public init() {}
    public var count: Int { routes.count }
    public var isEmpty: Bool { routes.isEmpty }
    public var top: Route<Screen>? { routes.last }
    public var currentModalStart: Int? { routes.lastIndex { $0.style.isModal } }
    public var currentContextStart: Int { currentModalStart ?? 0 }
    public mutating func push(_ s: Screen) { routes.append(Route(screen: s, style: .push)) }
    public mutating func presentSheet(_ s: Screen) { routes.append(Route(screen: s, style: .sheet)) }
    public mutating func presentCover(_ s: Screen) { routes.append(Route(screen: s, style: .cover)) }
    @discardableResult public mutating func goBack() throws(NavigationError) -> [Route<Screen>] {
        guard let top = routes.last else { throw .empty }
        if routes.count == 1 && !top.style.isModal { throw .atRoot }
        if top.style == .cover { throw .coverCannotBeDismissed }
        if top.style == .sheet { return try dismiss() }
        return [routes.removeLast()]
    }
    @discardableResult public mutating func goBackToRoot() throws(NavigationError) -> [Route<Screen>] {
        let start = currentContextStart
        guard routes.count - 1 > start else { throw .alreadyAtRoot }
        let removed = Array(routes[(start + 1)...]); routes.removeLast(removed.count); return removed
    }
    @discardableResult public mutating func goBackTo(where p: (Screen) -> Bool) throws(NavigationError) -> [Route<Screen>] {
        let start = currentContextStart
        guard let i = routes.lastIndex(where: { p($0.screen) }) else { throw .notOnStack }
        if i < start { throw .belowModalContext }
        if i == routes.count - 1 { throw .alreadyThere }
        let removed = Array(routes[(i + 1)...]); routes.removeLast(removed.count); return removed
    }
    @discardableResult public mutating func dismiss() throws(NavigationError) -> [Route<Screen>] {
        guard let start = currentModalStart else { throw .notModal }
        if routes[start].style == .cover { throw .coverCannotBeDismissed }
        if start == 0 { throw .nothingBeneath }
        let removed = Array(routes[start...]); routes.removeLast(removed.count); return removed
    }
    @discardableResult public mutating func popTo(index: Int) throws(NavigationError) -> [Route<Screen>] {
        let removed = Array(routes[(index + 1)...]); routes.removeLast(removed.count); return removed
    }
    public mutating func updateTop(_ body: (inout Screen) -> Void) {
        guard !routes.isEmpty else { return }
        body(&routes[routes.count - 1].screen)
    }
}
extension Routes: Equatable where Screen: Equatable {}
extension Routes: Sendable where Screen: Sendable {}
extension Routes: Codable where Screen: Codable {}
extension Routes {
    public mutating func replaceTop(with screen: Screen) {
        guard !routes.isEmpty else { return }
        routes[routes.count - 1].screen = screen
    }
}
extension Routes {
    public mutating func removeLast(_ k: Int) -> [Route<Screen>] {
        let removed = Array(routes.suffix(k)); routes.removeLast(k); return removed
    }
}
