extension Engine {
    /// The state with every secret value removed (docs/sessions.md): secret answers,
    /// drafts and changes become empty strings to be asked again on resume, and typed-path
    /// marks for secrets go so a source may supply them again.
    ///
    /// - Parameter state: the run to scrub; not changed.
    /// - Returns: a copy of `state` holding no secret value.
    /// - Complexity: O(entries + answers + drafts).
    public func removingSecrets(from state: WizardState) -> WizardState {
        // Nothing to remove without a secret step: a stack of 100,000 entries is not copied.
        guard catalog.flows.values.contains(where: { $0.steps.contains(where: \.isSecret) }) else { return state }
        var out = state
        let routes = out.stack.routes
        var scrubbed = Routes<Entry>()
        for route in routes {
            var entry = route.screen
            if entry.kind == .step, step(of: entry, in: state)?.isSecret == true, entry.answer != nil {
                entry.answer = .string("")
            }
            entry.arrivalChanges = entry.arrivalChanges.map(scrub)
            entry.answerChanges = entry.answerChanges.map(scrub)
            scrubbed.append(Route(screen: entry, style: route.style))
        }
        out.stack = scrubbed
        for (path, _) in out.answers where isSecretPath(path) { out.answers[path] = .string("") }
        out.drafts = out.drafts.filter { !isSecretPath($0.key) }
        out.typedPaths = out.typedPaths.filter { !isSecretPath($0) }
        out.pending = out.pending.map(scrub)
        return out
    }

    func scrub(_ change: AnswerChange) -> AnswerChange {
        guard isSecretPath(change.path) else { return change }
        var copy = change
        if copy.old != nil { copy.old = .string("") }
        if copy.new != nil { copy.new = .string("") }
        return copy
    }

    /// Whether an answer path leads through the catalog's flows to a `secret` step.
    ///
    /// - Parameter path: a dotted answer path (`db.password`, `servers.1.token`); the
    ///   component after a repeating `flow` step is taken as the item index, unchecked.
    /// - Returns: false when it names no step or a step that is not secret.
    /// - Complexity: O(*n*) in the path's components (times each flow's step lookup).
    package func isSecretPath(_ path: String) -> Bool {
        catalog.step(atAnswerPath: path)?.isSecret == true
    }

    /// Checks a saved state against this flow and keeps the longest valid part (docs/sessions.md).
    ///
    /// Entries are kept from the bottom while their steps still exist, their answers are
    /// accepted, and (when the flow changed) the flow as it is now still leads from each to
    /// the next; from the first that no longer fits, the stack is popped as `back` would
    /// and the run moves forward from the last entry that fits. A state that breaks
    /// the invariants, or whose first entry no longer fits, gives a fresh start.
    ///
    /// - Parameters:
    ///   - saved: the state read from a session file.
    ///   - flowChanged: whether the flow changed since the state was saved; only then is the
    ///     saved path replayed on the flow to find a step added before the saved one (an
    ///     unchanged flow restores the saved stack as it is).
    /// - Returns: the restored state, and the path of the first entry that no longer fits
    ///   (nil when every entry fits; `"the first step"` for a broken state with an empty
    ///   stack).
    /// - Complexity: O(entries + steps taken going forward).
    public func restore(_ saved: WizardState, flowChanged: Bool = true) -> (state: WizardState, firstMismatch: String?) {
        var state = saved
        state.isCompleted = false
        guard saved.checkInvariants().isEmpty else {
            var fresh = WizardState()
            _ = start(&fresh)
            return (fresh, saved.stack.top.map { saved.path(of: $0.screen) } ?? "the first step")
        }
        let routes = saved.stack.routes
        let framesFit = framesThatFit(saved.frameTable)
        var keep = routes.count
        for (index, route) in routes.enumerated() {
            let entry = route.screen
            guard entry.frame.map({ framesFit[$0.rawValue] }) ?? true, let step = step(of: entry, in: saved),
                fits(entry, step: step, in: saved)
            else {
                keep = index
                break
            }
        }
        // Entries that still fit one by one must also still follow each other.
        if flowChanged { keep = entriesOnCurrentPath(of: saved, upTo: keep) }
        // A run saved after it completed (its answers could not be written) stays completed.
        guard keep < routes.count else {
            state.isCompleted = saved.isCompleted
            return (state, nil)
        }
        let mismatch = saved.path(of: routes[keep].screen)
        if keep == 0 {
            var fresh = WizardState()
            _ = start(&fresh)
            return (fresh, mismatch)
        }
        let removed = state.stack.removeLast(routes.count - keep)
        for route in removed.reversed() {
            undo(route.screen, discarding: nil, in: &state)
        }
        state.frameTable.dropRecords(openedAfter: state.stack.top?.screen.id)
        // Go on from the last entry that fits, so the step now following it is asked.
        guard let top = state.stack.top?.screen, top.kind == .step else {
            reopenTop(in: &state)
            return (state, mismatch)
        }
        var notices: [Notice] = []
        let stop = advance(&state, from: .after(frame: top.frame, step: top.step, answer: top.answer), notices: &notices)
        if case .failed = stop { settleAfterFailure(&state) }
        return (state, mismatch)
    }

    /// Whether a saved entry still fits the flow: its step still asks (or its repeat still
    /// repeats) and its answer is still accepted, the saved answers deciding which choices
    /// a `when` offers. Frames are checked by `framesThatFit(_:)`.
    func fits(_ entry: Entry, step: Step, in saved: WizardState) -> Bool {
        if case .repeatQuestion = entry.kind {
            if case .flow(let reference) = step.kind { return reference.repetition != nil }
            return false
        }
        guard step.isInput else { return false }
        guard let answer = entry.answer, !step.isSecret else { return true }
        guard case .success(let value) = convert(answer, for: step, frame: entry.frame, state: saved) else { return false }
        // A session file keeps a `number` step's 1.0 as 1, which reads back as an integer.
        return value.isEqual(to: answer)
    }

    /// For each record of a saved frame table, whether its chain is still opened the same
    /// way (same `flow` step, sub-flow, presentation and repetition), parents first.
    func framesThatFit(_ table: FrameTable) -> [Bool] {
        var fit: [Bool] = []
        fit.reserveCapacity(table.count)
        for record in table.records {
            let frame = record.frame
            let parentFits = record.parent.map { fit[$0.rawValue] } ?? true
            let enclosing = record.parent.map { table[$0].frame.flow } ?? catalog.rootID
            guard parentFits, let step = catalog.flow(enclosing)?.step(frame.flowStep), case .flow(let reference) = step.kind,
                reference.flow == frame.flow, reference.presentation == frame.presentation,
                (reference.repetition != nil) == (frame.item != nil), catalog.flow(frame.flow) != nil
            else {
                fit.append(false)
                continue
            }
            fit.append(true)
        }
        return fit
    }
}
