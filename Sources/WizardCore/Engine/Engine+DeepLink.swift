extension Engine {
    /// Starts a run at a deep step (docs/cli.md): every step before it is answered from
    /// the sources, defaults included, and the stack is rebuilt so `back` walks the real
    /// path; the target is asked with its pre-answer pre-filled. A target that names no
    /// askable step leaves a fresh state.
    ///
    /// - Parameters:
    ///   - state: replaced by the rebuilt state.
    ///   - target: a step path (`db.port`); it may go through pushed sub-flows but not
    ///     into a sheet, cover or repeat.
    /// - Returns: the target's prompt, or a failure: `.deepLinkUnknown` (no such step, a
    ///   sub-flow, a message, or inside a sheet, cover or repeat), `.deepLinkUnreachable`
    ///   (a step before it has no answer, or the flow ends first), `.deepLinkSkipped`, or
    ///   any failure of `start(_:)`.
    /// - Complexity: O(*n*) in the steps taken before the target.
    public func start(_ state: inout WizardState, at target: String) -> Outcome {
        if let reason = deepLinkProblem(target) {
            state = WizardState()
            return Outcome(notices: [], status: .failed(.deepLinkUnknown(target: target, reason: reason)))
        }
        var linked = self
        linked.sources.useDefaults = true
        linked.deepLinkTarget = target
        var outcome = linked.start(&state)
        if case .completed = outcome.status {
            outcome.status = .failed(.deepLinkUnreachable(target: target, blockedAt: nil))
        }
        return outcome
    }

    /// Why a deep-link target cannot be a step path of this flow, or nil when it can.
    func deepLinkProblem(_ target: String) -> String? {
        guard var flow = catalog.root else { return "the flow has no root" }
        let components = target.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for (index, component) in components.enumerated() {
            guard let step = flow.step(StepID(component)) else {
                var reason = "'\(component)' is not a step of flow '\(flow.id.rawValue)'"
                if let s = closestMatch(to: component, among: flow.steps.map(\.id.rawValue)) {
                    reason += "; did you mean '\(s)'?"
                }
                return reason
            }
            let isLast = index == components.count - 1
            switch step.kind {
            case .flow(let reference):
                if isLast { return "'\(component)' is a sub-flow; name a step inside it" }
                if reference.presentation != .push { return "'\(component)' is a \(reference.presentation.rawValue): --at cannot open it" }
                if reference.repetition != nil { return "'\(component)' repeats: --at cannot go into a repeat" }
                guard let sub = catalog.flow(reference.flow) else { return "flow '\(reference.flow.rawValue)' is not loaded" }
                flow = sub
            case .message:
                return "'\(component)' is a message step, which asks nothing"
            default:
                if !isLast { return "'\(component)' is not a sub-flow" }
            }
        }
        return nil
    }
}
