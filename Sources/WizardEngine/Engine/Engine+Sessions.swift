extension Engine {
    /// The state with every secret value removed (SPEC §8: secrets never reach session
    /// files): a secret entry's answer becomes an empty string to be asked again on resume,
    /// and secret drafts and changes are cleared.
    ///
    /// - Complexity: O(entries + answers + drafts).
    package func removingSecrets(from state: WizardState) -> WizardState {
        var out = state
        let routes = out.stack.routes
        var scrubbed = Routes<Entry>()
        for route in routes {
            var entry = route.screen
            if entry.kind == .step, step(of: entry)?.isSecret == true, entry.answer != nil {
                entry.answer = .string("")
            }
            entry.arrivalChanges = entry.arrivalChanges.map(scrub)
            entry.answerChanges = entry.answerChanges.map(scrub)
            scrubbed.append(Route(screen: entry, style: route.style))
        }
        out.stack = scrubbed
        for (path, _) in out.answers where isSecretPath(path) { out.answers[path] = .string("") }
        out.drafts = out.drafts.filter { !isSecretPath($0.key) }
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

    /// Whether an answer path names a `secret` step (through sub-flows and repeat items).
    package func isSecretPath(_ path: String) -> Bool {
        guard var flow = catalog.root else { return false }
        var components = path.split(separator: ".")[...]
        while let first = components.popFirst() {
            guard let step = flow.step(StepID(String(first))) else { return false }
            guard case .flow(let reference) = step.kind, let sub = catalog.flow(reference.flow) else {
                return components.isEmpty && step.isSecret
            }
            if reference.repetition != nil { _ = components.popFirst() }
            flow = sub
        }
        return false
    }

    /// Checks a saved state against this flow and keeps the longest valid part (SPEC §8).
    ///
    /// Entries are kept from the bottom while their steps still exist where they were and
    /// their answers are still accepted; from the first that no longer fits, the stack is
    /// popped (as `back` would) and that step is asked.
    ///
    /// - Returns: the restored state, and the path of the first entry that no longer fits.
    package func restore(_ saved: WizardState) -> (state: WizardState, firstMismatch: String?) {
        var state = saved
        state.isCompleted = false
        guard saved.checkInvariants().isEmpty else {
            var fresh = WizardState()
            _ = start(&fresh)
            return (fresh, saved.stack.top?.screen.path ?? "the first step")
        }
        let routes = saved.stack.routes
        var keep = routes.count
        for (index, route) in routes.enumerated() {
            let entry = route.screen
            guard let step = step(of: entry), fits(entry, step: step) else {
                keep = index
                break
            }
        }
        guard keep < routes.count else { return (state, nil) }
        let mismatch = routes[keep].screen.path
        if keep == 0 {
            var fresh = WizardState()
            _ = start(&fresh)
            return (fresh, mismatch)
        }
        let removed = state.stack.removeLast(routes.count - keep)
        for route in removed.reversed() {
            undo(route.screen, discarding: nil, in: &state)
        }
        reopenTop(in: &state)
        return (state, mismatch)
    }

    /// Whether a saved entry still fits the flow: its step is an input step (or the repeat
    /// it asks about still repeats) and its answer is still accepted.
    func fits(_ entry: Entry, step: Step) -> Bool {
        if case .repeatQuestion = entry.kind {
            if case .flow(let reference) = step.kind { return reference.repetition != nil }
            return false
        }
        guard step.isInput else { return false }
        for frame in entry.frames where catalog.flow(frame.flow) == nil { return false }
        guard let answer = entry.answer, !step.isSecret else { return true }
        let parser = InputParser(engine: self, step: step, frames: entry.frames, state: WizardState())
        guard case .success(let value) = parser.convert(answer) else { return false }
        return value == answer
    }

    /// The secret entries below the top of a restored stack, bottom first: they are asked
    /// again before the run goes on (SPEC §8).
    package func secretsToAskAgain(in state: WizardState) -> [EntryID] {
        state.stack.routes.dropLast().compactMap { route in
            let entry = route.screen
            return entry.kind == .step && step(of: entry)?.isSecret == true ? entry.id : nil
        }
    }

    /// The prompt for re-asking a secret entry below the top.
    package func secretPrompt(for id: EntryID, in state: WizardState) -> Prompt? {
        state.stack.routes.first { $0.screen.id == id }.map { prompt(for: $0.screen, in: state) }
    }

    /// Supplies a secret entry's answer again, in place, without moving the stack. A source
    /// of SPEC §6 is used when `text` is nil.
    ///
    /// - Returns: nil on success, else why the input was refused (state unchanged).
    package func supplySecret(_ text: String?, for id: EntryID, in state: inout WizardState) -> Refusal? {
        guard let index = state.stack.routes.firstIndex(where: { $0.screen.id == id }) else { return .notRunning }
        var entry = state.stack.routes[index].screen
        guard let step = step(of: entry) else { return .notRunning }
        let value: AnswerValue
        if let text {
            let parser = InputParser(engine: self, step: step, frames: entry.frames, state: state)
            switch parser.parse(text, fromSource: false) {
            case .failure(let refusal): return .invalidAnswer(path: entry.path, reason: refusal.reason)
            case .success(let parsed):
                if let reason = parser.validate(parsed) { return .invalidAnswer(path: entry.path, reason: reason) }
                value = parsed
            }
        } else {
            guard case .answer(let provided, _) = preAnswer(for: entry, step: step, state: state) else {
                return .invalidAnswer(path: entry.path, reason: "no source gives this secret")
            }
            value = provided
        }
        entry.answer = value
        entry.answerChanges = entry.answerChanges.map { change in
            var c = change
            c.new = value
            return c
        }
        if state.answers[entry.path] != nil { state.answers[entry.path] = value }
        state.stack.replace(at: index, with: entry)
        return nil
    }
}
