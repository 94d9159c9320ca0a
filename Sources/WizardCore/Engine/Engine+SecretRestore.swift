extension Engine {
    /// The secret answers of a restored state, to ask again before the run goes on
    /// (docs/sessions.md): answer paths in the order given, each once, the entry being
    /// asked left out.
    ///
    /// - Parameter state: a restored run (see `restore(_:)`); not changed.
    /// - Returns: answer paths, first given first, each once and only if still answered.
    /// - Complexity: O(entries + answer changes).
    package func secretsToAskAgain(in state: WizardState) -> [String] {
        var seen = Set<String>()
        var order: [String] = []
        for route in state.stack.routes {
            // The top entry's own answer is asked anyway; what it carries in is not.
            for change in route.screen.arrivalChanges + route.screen.answerChanges
            where change.new != nil && !seen.contains(change.path) && isSecretPath(change.path) {
                seen.insert(change.path)
                order.append(change.path)
            }
        }
        let asked = state.current.map { state.path(of: $0) }
        return order.filter { state.answers[$0] != nil && $0 != asked }
    }

    /// The prompt for asking a secret again by its answer path (no entry, no prefill).
    ///
    /// - Parameters:
    ///   - path: the secret's answer path, as returned by `secretsToAskAgain(in:)`.
    ///   - state: the run, for rendering the question; not changed.
    /// - Returns: the prompt, or nil when `path` names no step of the catalog.
    package func secretPrompt(forPath path: String, in state: WizardState) -> Prompt? {
        // The secret's frames are opened in a copy of the state, which is not kept.
        var scratch = state
        guard let (frame, step) = locate(path, in: &scratch.frameTable) else { return nil }
        let entry = Entry(
            id: EntryID(0), frame: frame, step: step.id, kind: .step, answer: nil, source: nil,
            arrivalChanges: [], answerChanges: [])
        return prompt(for: entry, in: scratch)
    }

    /// Supplies a secret again without moving the stack: the live answer, its entry and
    /// every recorded change of that path get the value.
    ///
    /// - Parameters:
    ///   - text: the typed input, or nil to take the value from a source.
    ///   - path: the secret's answer path, as returned by `secretsToAskAgain(in:)`.
    ///   - state: updated on success (and `path` marked as typed when `text` is given);
    ///     left exactly as it was on a refusal.
    /// - Returns: nil on success, else why the input was refused: `.notRunning` when
    ///   `path` names no secret step, `.invalidAnswer` when `text` is not accepted or no
    ///   source gives the secret.
    /// - Complexity: O(entries + answer changes).
    package func supplySecret(_ text: String?, forPath path: String, in state: inout WizardState) -> Refusal? {
        // The secret's frames are opened in a copy of the state, which is not kept.
        var scratch = state
        guard let (frame, step) = locate(path, in: &scratch.frameTable), step.isSecret else { return .notRunning }
        let probe = Entry(
            id: EntryID(0), frame: frame, step: step.id, kind: .step, answer: nil, source: nil,
            arrivalChanges: [], answerChanges: [])
        let value: AnswerValue
        if let text {
            switch parseAnswer(text, entry: probe, step: step, state: scratch) {
            case .failure(let refusal): return .invalidAnswer(path: path, reason: refusal.reason)
            case .success(let parsed): value = parsed
            }
            state.typedPaths.insert(path)
        } else {
            guard case .answer(let provided, _) = preAnswer(for: probe, step: step, state: scratch) else {
                return .invalidAnswer(path: path, reason: refusalTexts.refusal(.noSecretSource).reason)
            }
            value = provided
        }
        let routes = state.stack.routes
        for (index, route) in routes.enumerated() {
            var entry = route.screen
            let isThePath = state.path(of: entry) == path
            let touches = isThePath || (entry.arrivalChanges + entry.answerChanges).contains { $0.path == path }
            guard touches else { continue }
            if entry.kind == .step && isThePath && entry.answer != nil { entry.answer = value }
            entry.arrivalChanges = entry.arrivalChanges.map { restoring($0, path: path, to: value) }
            entry.answerChanges = entry.answerChanges.map { restoring($0, path: path, to: value) }
            state.stack.replace(at: index, with: entry)
        }
        if state.answers[path] != nil { state.answers[path] = value }
        return nil
    }

    /// A recorded change of `path` with its removed value put back.
    func restoring(_ change: AnswerChange, path: String, to value: AnswerValue) -> AnswerChange {
        guard change.path == path else { return change }
        var copy = change
        if copy.old != nil { copy.old = value }
        if copy.new != nil { copy.new = value }
        return copy
    }

    /// The frame and step an answer path names (`db.password`, `servers.1.token`): the
    /// frames on its way are opened in `table` (a scratch copy's, not a run's own).
    func locate(_ path: String, in table: inout FrameTable) -> (frame: FrameID?, step: Step)? {
        guard var flow = catalog.root else { return nil }
        var frame: FrameID?
        var components = path.split(separator: ".")[...]
        while let first = components.popFirst() {
            guard let step = flow.step(StepID(String(first))) else { return nil }
            if components.isEmpty { return (frame, step) }
            guard case .flow(let reference) = step.kind, let sub = catalog.flow(reference.flow) else { return nil }
            var item: Int?
            if reference.repetition != nil {
                guard let index = components.popFirst().flatMap({ Int($0) }) else { return nil }
                item = index
            }
            let opened = Frame(flowStep: step.id, flow: reference.flow, item: item, presentation: reference.presentation)
            frame = table.open(opened, in: frame, openedAt: Int.max)
            flow = sub
        }
        return nil
    }
}
