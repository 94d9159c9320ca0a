extension WizardState {
    /// The sub-flows an entry sits in, outermost first (empty in the root flow).
    ///
    /// - Parameter entry: an entry of this state's stack.
    /// - Returns: the frames of its chain in the frame table.
    /// - Complexity: O(depth).
    public func frames(of entry: Entry) -> [Frame] {
        frameTable.chain(entry.frame)
    }

    /// An entry's answer path (`db.port`; for a repeat question, the repeat's path).
    ///
    /// - Parameter entry: an entry of this state's stack.
    /// - Returns: its frame's path prefix (worked out when the frame opened) and its step id.
    public func path(of entry: Entry) -> String {
        frameTable.path(of: entry.step, in: entry.frame)
    }

    /// The key of what an entry asks, in typed-answer bookkeeping and trace notices: the
    /// path, with `#more` after a repeat question's (`servers#more`).
    func questionKey(of entry: Entry) -> String {
        entry.kind == .step ? path(of: entry) : path(of: entry) + "#more"
    }
}

extension WizardState {
    /// The answer path of the entry being asked, if the run is asking.
    public var currentPath: String? {
        current.map { path(of: $0) }
    }
}
