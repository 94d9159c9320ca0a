/// Why a ``Routes`` operation was refused, as a fact about the stack; indices are
/// positions in ``Routes/routes`` (0 is the root). The engine writes the user's sentences.
public enum NavigationError: Error, Equatable, Sendable {
    /// The stack holds no route at all.
    case empty
    /// The top route is the only route: there is nothing to go back to.
    case atRoot
    /// The top route is already the first route of the current context.
    case alreadyAtRoot(contextStart: Int)
    /// The operation would close the cover starting at `coverStart`, which only code may
    /// close (``Routes/forceDismiss()``, ``Routes/dismissAll()``).
    case coverCannotBeDismissed(coverStart: Int)
    /// The top route is in the base context: no sheet or cover is presented.
    case notModal
    /// The modal context to close starts at index 0: closing it would leave no route.
    case nothingBeneath
    /// No route on the whole stack matches what was asked for.
    case notOnStack
    /// Routes match, but only below the current modal context (a `modalStyle` opened at
    /// `modalStart`); the most recent is at `matchIndex`.
    case belowModalContext(matchIndex: Int, modalStart: Int, modalStyle: RouteStyle)
    /// The most recent matching route (at `index`) is already the top route.
    case alreadyThere(index: Int)
    /// A count of routes to remove was zero or negative.
    case nonPositiveCount(Int)
    /// Popping `requested` routes would cross the first route of the current context,
    /// above which only `available` routes lie.
    case fewerRoutesInContext(requested: Int, available: Int)
    /// The index is not a position on the stack, which holds `count` routes.
    case indexOutOfRange(Int, count: Int)
}
