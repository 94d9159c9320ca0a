extension Engine {
    /// How many entries at the bottom of a saved stack the flow, as it is now, still reaches
    /// in the same order when their saved answers are given again (docs/sessions.md).
    ///
    /// The saved answers are replayed on a fresh state with no source: each saved entry must
    /// be the step that forward movement asks next. A sheet or cover completed before the
    /// session was saved has left the stack; its steps are answered again from the saved
    /// answers. So a step added before the saved step, also inside a sub-flow already
    /// passed, ends the part that fits: the run asks it.
    ///
    /// - Parameters:
    ///   - saved: the state read from a session file, invariants checked.
    ///   - limit: how many bottom entries to look at (those that fit one by one).
    /// - Returns: a count from 0 through `limit`.
    /// - Complexity: O(entries + steps taken going forward).
    func entriesOnCurrentPath(of saved: WizardState, upTo limit: Int) -> Int {
        var replay = self
        replay.sources = AnswerSources()
        replay.usesSources = false
        replay.recordsTrace = false
        replay.reviewsImpact = false
        replay.deepLinkTarget = nil
        var state = WizardState()
        guard case .asking = replay.start(&state).status else { return 0 }
        let routes = saved.stack.routes
        for index in 0..<min(limit, routes.count) {
            let wanted = routes[index].screen
            var moves = 0
            while let top = state.stack.top?.screen, !Self.isSameVisit(top, in: state, as: wanted, in: saved) {
                guard moves < entryLimit, let answer = committedAnswer(for: top, in: state, saved: saved) else { return index }
                moves += 1
                guard case .asking = replay.submit("", origin: .typed, in: &state, preset: answer).status else { return index }
            }
            guard state.stack.top != nil else { return index }
            guard let answer = wanted.answer else { return limit }
            guard case .asking = replay.submit("", origin: wanted.source ?? .typed, in: &state, preset: answer).status else {
                // The flow ends or fails here: later entries are not reached.
                return index + 1
            }
        }
        return limit
    }

    /// Whether two entries ask the same question of the same step inside the same chain of
    /// sub-flows (entry ids aside).
    static func isSameVisit(_ entry: Entry, in state: WizardState, as other: Entry, in saved: WizardState) -> Bool {
        entry.step == other.step && entry.kind == other.kind && state.frames(of: entry) == saved.frames(of: other)
    }

    /// The saved answer of an entry inside a sheet or cover that the saved run completed
    /// (its entries left the stack, its answers stayed); nil elsewhere.
    func committedAnswer(for entry: Entry, in state: WizardState, saved: WizardState) -> AnswerValue? {
        guard state.frames(of: entry).contains(where: { $0.presentation != .push }) else { return nil }
        let path = state.path(of: entry)
        switch entry.kind {
        case .step:
            return saved.answers[path]
        case .repeatQuestion(let count):
            guard case .integer(let items)? = saved.answers[AnswerPath.countKey(path)] else { return nil }
            return .bool(count < items)
        }
    }
}
