/// One frame of a run's frame table: the sub-flow, its parent, and what follows from its
/// chain.
public struct FrameRecord: Hashable, Sendable {
    /// The open sub-flow.
    public var frame: Frame
    /// The frame it was opened in; nil when it was opened by a step of the root flow.
    public var parent: FrameID?
    /// How many frames its chain holds, itself included (1 under the root flow).
    public var depth: Int
    /// The answer-path prefix of its steps (`db`, `servers.1.db`), without a trailing dot.
    public var prefix: String
    /// The innermost sheet or cover of its chain (itself or an ancestor), if any.
    public var modal: FrameID?
    /// The state's `nextEntryID` when it opened: entries with a lower id were pushed before.
    public var openedAt: Int

    /// The record of a frame opened inside `parent`: depth, prefix and modal follow from
    /// `parentRecord`.
    init(_ frame: Frame, id: FrameID, parent: FrameID?, parentRecord: FrameRecord?, openedAt: Int) {
        var prefix = parentRecord?.prefix ?? ""
        if !prefix.isEmpty { prefix += "." }
        prefix += frame.flowStep.rawValue
        if let item = frame.item { prefix += "." + String(item) }
        self.frame = frame
        self.parent = parent
        self.depth = (parentRecord?.depth ?? 0) + 1
        self.prefix = prefix
        self.modal = frame.presentation != .push ? id : parentRecord?.modal
        self.openedAt = openedAt
    }
}
