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
        let texts = deepLinkTexts
        guard var flow = catalog.root else { return texts.noRoot }
        let components = target.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for (index, component) in components.enumerated() {
            guard let step = flow.step(StepID(component)) else {
                var reason = texts.notAStep.filling(["step": component, "flow": flow.id.rawValue])
                if let s = closestMatch(to: component, among: flow.steps.map(\.id.rawValue)) {
                    reason += texts.didYouMean.filling(["suggestion": s])
                }
                return reason
            }
            let isLast = index == components.count - 1
            switch step.kind {
            case .flow(let reference):
                if isLast { return texts.isSubflow.filling(["step": component]) }
                if reference.presentation != .push {
                    return texts.isModal.filling(["step": component, "presentation": reference.presentation.rawValue])
                }
                if reference.repetition != nil { return texts.repeats.filling(["step": component]) }
                guard let sub = catalog.flow(reference.flow) else { return texts.notLoaded.filling(["flow": reference.flow.rawValue]) }
                flow = sub
            case .message:
                return texts.isMessage.filling(["step": component])
            default:
                if !isLast { return texts.notSubflow.filling(["step": component]) }
            }
        }
        return nil
    }
}
