extension Engine {
    /// Runs a removing stack operation, undoes the removed entries' answers and asks the
    /// entry that is now on top again; a refusal leaves the state unchanged.
    func navigate(
        in state: inout WizardState,
        _ operation: (inout Routes<Entry>) throws(NavigationError) -> [Route<Entry>]
    ) -> Outcome {
        let removed: [Route<Entry>]
        do {
            // A refused operation leaves the stack unchanged (the navigation core's rule).
            removed = try operation(&state.stack)
        } catch {
            return refuse(refusal(for: error, in: state), in: state)
        }
        // Moving back by hand ends a change made from the review: steps are asked again.
        state.reviewEdit = nil
        // A removed modal start means a sheet was dismissed: the answers given inside it
        // are discarded, drafts included. Changes carried in from before it opened (an
        // earlier completed sheet, a previous repeat item) become drafts as on `back`.
        let dismissed = removed.first { $0.style.isModal }
        let discarded = dismissed.flatMap { modalPrefix(of: $0.screen.frame, in: state) }
        let closedModal = dismissed.flatMap { innermostModal($0.screen.frame, in: state) }
        for route in removed.reversed() {
            undo(route.screen, discarding: discarded, in: &state)
        }
        if let discarded {
            state.drafts = state.drafts.filter { !Self.isPath($0.key, inside: discarded) }
        }
        // No entry left can sit in a frame opened after the new top entry was pushed.
        state.frameTable.dropRecords(openedAfter: state.stack.top?.screen.id)
        reopenTop(in: &state)
        var notices: [Notice] = []
        if let frame = closedModal {
            notices.append(.modalClosed(frame.presentation, title: title(of: frame), isCommitted: false))
        }
        guard let top = state.current else { return Outcome(notices: notices, status: .completed) }
        return Outcome(notices: notices, status: .asking(prompt(for: top, in: state)))
    }

    /// `back ID`: pops to the most recent entry of a step id (relative to the current flow)
    /// or an answer path, within the current modal context.
    func backTo(_ name: String, in state: inout WizardState) -> Outcome {
        guard let top = state.current else { return refuse(.notRunning, in: state) }
        let relative = AnswerPath.join(state.frameTable.prefix(top.frame), name)
        let frameTable = state.frameTable
        let matches: (Entry) -> Bool = { entry in
            guard entry.kind == .step else { return false }
            let path = frameTable.path(of: entry.step, in: entry.frame)
            return path == relative || path == name
        }
        if matches(top) { return refuse(.alreadyThere(name), in: state) }
        let routes = state.stack.routes
        guard let index = routes.lastIndex(where: { matches($0.screen) }) else {
            return refuse(.notOnStack(name, onStack: contextPaths(in: state)), in: state)
        }
        if index < state.stack.currentContextStart {
            let presentation = innermostModal(top.frame, in: state)?.presentation ?? .sheet
            return refuse(.belowModal(name, presentation: presentation), in: state)
        }
        return navigate(in: &state) { stack throws(NavigationError) in
            try stack.goBackTo(where: matches)
        }
    }

    /// Maps a navigation-core refusal to what the user is told.
    func refusal(for error: NavigationError, in state: WizardState) -> Refusal {
        switch error {
        case .empty, .atRoot, .nonPositiveCount, .fewerRoutesInContext, .indexOutOfRange:
            return .atFirstStep
        case .alreadyAtRoot: return .alreadyAtRoot
        case .coverCannotBeDismissed: return .coverCannotBeDismissed
        case .notModal: return .notInModal
        case .nothingBeneath: return .nothingBeneathSheet
        case .alreadyThere: return .alreadyThere(state.current.map { state.path(of: $0) } ?? "")
        case .notOnStack: return .notOnStack("", onStack: contextPaths(in: state))
        case .belowModalContext(_, _, let style):
            return .belowModal("", presentation: style == .cover ? .cover : .sheet)
        }
    }

    /// The step paths of the current modal context, bottom to top (for "did you mean").
    func contextPaths(in state: WizardState) -> [String] {
        let routes = state.stack.routes
        // The entry being asked has no answer yet: it is not listed.
        return routes[state.stack.currentContextStart...].compactMap {
            $0.screen.kind == .step && $0.screen.answer != nil ? state.path(of: $0.screen) : nil
        }
    }

    /// A refusal outcome: the state is untouched and the same prompt is asked again.
    func refuse(_ refusal: Refusal, in state: WizardState) -> Outcome {
        let status: Outcome.Status =
            state.current.map { .asking(prompt(for: $0, in: state)) } ?? .completed
        return Outcome(notices: [.refused(refusal)], status: status)
    }

    /// Undoes every answer change of a removed entry, newest first, keeping the undone
    /// values as drafts except those inside the `discarding` prefix (a dismissed sheet).
    func undo(_ entry: Entry, discarding prefix: String?, in state: inout WizardState) {
        // Answer changes were made after arrival changes: undone first, with no array of both.
        for change in entry.answerChanges.reversed() {
            undo(change, discarding: prefix, in: &state)
        }
        for change in entry.arrivalChanges.reversed() {
            undo(change, discarding: prefix, in: &state)
        }
        // A repeat's question stores no answer, but its yes or no is a draft like any other.
        if case .repeatQuestion(let count) = entry.kind, let answer = entry.answer {
            let path = state.path(of: entry)
            if let prefix, Self.isPath(path, inside: prefix) { return }
            state.drafts[AnswerPath.moreDraftKey(path, count: count)] = answer
        }
    }

    /// Undoes one change, keeping the undone value as a draft unless it lies inside the
    /// `discarding` prefix.
    func undo(_ change: AnswerChange, discarding prefix: String?, in state: inout WizardState) {
        state.answers[change.path] = change.old
        guard let value = change.new else { return }
        if let prefix, Self.isPath(change.path, inside: prefix) { return }
        state.drafts[change.path] = value
    }

    /// The answer-path prefix of the innermost sheet or cover of a frame's chain.
    func modalPrefix(of frame: FrameID?, in state: WizardState) -> String? {
        guard let modal = frame.flatMap({ state.frameTable[$0].modal }) else { return nil }
        return state.frameTable[modal].prefix
    }

    /// Whether an answer key (`extra.a`, `servers.1#count`) lies under a path prefix.
    static func isPath(_ path: String, inside prefix: String) -> Bool {
        guard path.hasPrefix(prefix) else { return false }
        let rest = path.utf8.dropFirst(prefix.utf8.count)
        guard let first = rest.first else { return true }
        return first == UInt8(ascii: ".") || first == UInt8(ascii: "#")
    }

    /// Makes the top entry the question being asked again: its answer becomes a draft.
    func reopenTop(in state: inout WizardState) {
        guard var top = state.stack.top?.screen else { return }
        for change in top.answerChanges.reversed() {
            state.answers[change.path] = change.old
            if let value = change.new { state.drafts[change.path] = value }
        }
        if case .repeatQuestion(let count) = top.kind, let answer = top.answer {
            state.drafts[AnswerPath.moreDraftKey(state.path(of: top), count: count)] = answer
        }
        top.clearAnswer()
        state.stack.replaceTop(with: top)
        state.isCompleted = false
    }
}
