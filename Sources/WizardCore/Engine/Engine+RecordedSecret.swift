extension Engine {
    /// Answers the secret step being asked from a source, for the marker line `--record`
    /// writes in place of a typed secret, so a replay never reads the following lines one
    /// step off.
    ///
    /// - Parameter state: the run; moved forward as by a typed answer on success, left as
    ///   it was when nothing answers.
    /// - Returns: the outcome; `.failed(.recordedSecretUnanswered)` when the step being
    ///   asked is a secret no source gives (or gives validly), nil when it is not a secret.
    package func answerRecordedSecret(in state: inout WizardState) -> Outcome? {
        guard let top = state.current, top.kind == .step, let step = step(of: top, in: state), step.isSecret else { return nil }
        var probe = state
        let key = state.questionKey(of: top)
        probe.typedPaths = probe.typedPaths.filter { $0 != key }
        guard case .answer(let value, let source) = preAnswer(for: top, step: step, state: probe) else {
            return Outcome(notices: [], status: .failed(.recordedSecretUnanswered(path: state.path(of: top))))
        }
        return submit("", origin: source, in: &state, preset: value)
    }

    /// How many secret steps a source answered among the entries pushed after `entry` (the
    /// last one asked): a recording made without those sources holds a marker line for each.
    ///
    /// - Parameters:
    ///   - entry: the entry asked when the previous line was read (nil: from the start).
    ///   - state: the run; not changed.
    /// - Returns: the number of such secrets, 0 when none.
    /// - Complexity: O(entries pushed since).
    package func secretsAnsweredBySources(since entry: EntryID?, in state: WizardState) -> Int {
        var count = 0
        for route in state.stack.routes.reversed() {
            let screen = route.screen
            if let entry, screen.id <= entry { break }
            guard screen.kind == .step, let source = screen.source else { continue }
            if source == .set || source == .answersFile || source == .environment, step(of: screen, in: state)?.isSecret == true {
                count += 1
            }
        }
        return count
    }
}
