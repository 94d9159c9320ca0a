/// Why a ``Routes`` operation was refused.
///
/// Every case is a fact about the stack at the moment of the call; a refused operation
/// leaves the ``Routes`` value exactly as it was. Indices are positions in
/// ``Routes/routes`` (0 is the root). The sentences a user reads are written by the
/// engine's refusal renderer from these payloads, not here.
public enum NavigationError: Error, Equatable, Sendable {
    /// The stack holds no route at all.
    case empty
    /// The top route is the only route: there is nothing to go back to.
    case atRoot
    /// The top route is already the first route of the current context (index
    /// `contextStart`), so there is nothing above it to remove.
    case alreadyAtRoot(contextStart: Int)
    /// The operation would close the cover whose first route is at `coverStart`, and a
    /// user cannot dismiss a cover (only ``Routes/forceDismiss()`` and
    /// ``Routes/dismissAll()`` may, from code).
    case coverCannotBeDismissed(coverStart: Int)
    /// The top route is in the base context: no sheet or cover is presented.
    case notModal
    /// The modal context to close starts at index 0: closing it would leave no route.
    case nothingBeneath
    /// No route on the whole stack matches what was asked for.
    case notOnStack
    /// Routes match, but only below the current modal context: the most recent match is
    /// at `matchIndex`, and the current context is a `modalStyle` opened at `modalStart`.
    /// The user has to close that context first.
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
