/// Dry runs: what a command would do, without changing the caller's state.
extension Engine {
    /// The refusal `command` would get at the current prompt: it runs on a copy of
    /// `state`, exactly as `handle(_:origin:in:)` would.
    ///
    /// - Parameters:
    ///   - command: the command to try.
    ///   - state: the run's state; not changed.
    /// - Returns: nil when the command would be accepted; else the refusal `handle` would
    ///   report.
    /// - Complexity: that of `handle` plus a copy of the state.
    public func check(_ command: Command, in state: WizardState) -> Refusal? {
        var copy = state
        let outcome = handle(command, in: &copy)
        for notice in outcome.notices {
            if case .refused(let refusal) = notice { return refusal }
        }
        return nil
    }

    /// Whether a step of the flow being asked would be entered rather than skipped if the
    /// run reached it now, by its `when` and the answers so far.
    ///
    /// - Parameters:
    ///   - id: a step id of the current flow (the flow of the entry being asked).
    ///   - state: the run's state.
    /// - Returns: `.entered` (no `when`, or it holds), `.skipped`, `.unknownStep` (the
    ///   current flow has no such step, or the run is not asking), or
    ///   `.conditionFailed(reason:)` when the expression cannot be evaluated.
    public func wouldEnter(step id: String, in state: WizardState) -> StepGuardVerdict {
        let frame = state.current?.frame
        guard state.current != nil, let step = flow(for: frame, in: state)?.step(StepID(id)) else { return .unknownStep(id) }
        guard let condition = step.when else { return .entered }
        switch evaluateCondition(condition, frame: frame, state: state) {
        case .success(true): return .entered
        case .success(false): return .skipped
        case .failure(let failure): return .conditionFailed(reason: failure.reason)
        }
    }
}
