/// Replays the marker lines `--record` writes in place of typed secrets, so a replay never
/// reads the lines after a secret one step off (docs/cli.md, "Recording and
/// replaying").
///
/// A marker read at a secret step takes the secret from a source (`--set`, the answers
/// file, the step's `env` variable). A recording made without those sources holds a
/// marker for each secret they answer in the replay: those secrets are *owed* lines. While
/// lines are owed, the recording stands at the first owed secret: a marker passes it, and
/// a navigation command (`:back`, `:root`…) is applied from that secret's step, as it was
/// typed. Invariant: `owed` holds entries of the stack, oldest first.
package struct SecretReplay: Sendable {
    /// The entry asked when the previous line was read (nil: none yet).
    private var lastAsked: EntryID?
    /// Source-answered secret entries whose marker lines are still to come, oldest first.
    private var owed: [EntryID] = []

    /// A replay that has read no line yet.
    package init() {}

    /// Notes the prompt about to read a line: secrets the sources answered since the last
    /// line become owed.
    ///
    /// - Parameters:
    ///   - prompt: the prompt being asked.
    ///   - engine: the run's engine.
    ///   - state: the run; not changed.
    /// - Complexity: O(entries pushed since the last line).
    package mutating func arrive(at prompt: Prompt, engine: Engine, in state: WizardState) {
        var answered: [EntryID] = []
        for route in state.stack.routes.reversed() {
            let entry = route.screen
            if let lastAsked, entry.id <= lastAsked { break }
            guard entry.kind == .step, let source = entry.source, source == .set || source == .answersFile || source == .environment
            else { continue }
            if engine.step(of: entry, in: state)?.isSecret == true { answered.append(entry.id) }
        }
        owed += answered.reversed()
        lastAsked = prompt.entryID
    }

    /// Handles a marker line read at `prompt`.
    ///
    /// - Parameters:
    ///   - prompt: the prompt that read it.
    ///   - engine: the run's engine.
    ///   - state: moved forward as by a typed answer when a source gives the secret; else
    ///     left as it was.
    /// - Returns: the outcome: the next prompt; the same prompt when the line was owed;
    ///   `.failed(.recordedSecretUnanswered)` when the step is a secret no source gives
    ///   (validly); `.failed(.recordedSecretMisplaced)` at a step that is not secret.
    package mutating func marker(at prompt: Prompt, engine: Engine, in state: inout WizardState) -> Outcome {
        if let top = state.current, top.kind == .step, let step = engine.step(of: top, in: state), step.isSecret {
            var probe = state
            let key = state.questionKey(of: top)
            probe.typedPaths = probe.typedPaths.filter { $0 != key }
            guard case .answer(let value, let source) = engine.preAnswer(for: top, step: step, state: probe) else {
                return Outcome(notices: [], status: .failed(.recordedSecretUnanswered(path: state.path(of: top))))
            }
            return engine.submit("", origin: source, in: &state, preset: value)
        }
        guard !owed.isEmpty else { return Outcome(notices: [], status: .failed(.recordedSecretMisplaced(path: prompt.path))) }
        owed.removeFirst()
        return Outcome(notices: [], status: .asking(prompt))
    }

    /// Hands a command read from the recording to the engine. An answer means the
    /// recording holds no line for the owed secrets (it was made with their sources); a
    /// navigation command while lines are owed first goes back to the first owed secret,
    /// where it was typed.
    ///
    /// - Parameters:
    ///   - command: the command or answer read.
    ///   - origin: where it came from, for `--explain`.
    ///   - engine: the run's engine.
    ///   - state: updated as `Engine.handle` updates it.
    /// - Returns: the engine's outcome.
    package mutating func handle(_ command: Command, origin: AnswerSource, engine: Engine, in state: inout WizardState) -> Outcome {
        defer { owed = [] }
        switch command {
        case .back, .backTo, .root, .dismiss:
            if let first = owed.first, state.current?.id != first {
                // Refused (a modal between): the command applies where the replay stands.
                _ = engine.navigate(in: &state) { stack throws(NavigationError) in try stack.goBackTo { $0.id == first } }
            }
        case .answer, .help, .quit:
            break
        }
        return engine.handle(command, origin: origin, in: &state)
    }
}
