/// The pure wizard engine of SPEC §4: a function from (state, command) to an outcome.
///
/// It does no I/O, reads no environment or clock and keeps no global state: everything it
/// may know arrives in its properties. Every refused command leaves the state exactly as
/// it was and says why in the outcome's notices.
public struct Engine: Sendable {
    /// The flows this run can reach.
    public let catalog: FlowCatalog
    /// Plugin step types, validators and functions.
    public var plugins: PluginRegistry
    /// Environment variables, home directory and file lookups.
    public var environment: EngineEnvironment
    /// Answers taken without asking.
    public var sources: AnswerSources
    /// The most entries one run may push before it counts as a runaway loop (SPEC §11).
    public var entryLimit: Int

    let evaluator: Evaluator
    let index: EngineIndex
    /// While starting with `start(_:at:)`: the step to stop at (its path).
    var deepLinkTarget: String?

    /// Creates an engine for a loaded catalog.
    public init(
        catalog: FlowCatalog, plugins: PluginRegistry = PluginRegistry(),
        environment: EngineEnvironment = EngineEnvironment(),
        sources: AnswerSources = AnswerSources(), entryLimit: Int = 100_000
    ) {
        self.catalog = catalog
        self.plugins = plugins
        self.environment = environment
        self.sources = sources
        self.entryLimit = entryLimit
        self.evaluator = Evaluator(functions: plugins.functions)
        self.index = EngineIndex(catalog: catalog)
    }

    /// Starts a run: resets `state` and moves forward to the first question.
    ///
    /// - Parameter state: replaced by a fresh state, then advanced.
    /// - Returns: the first prompt, or completion when the flow asks nothing.
    public func start(_ state: inout WizardState) -> Outcome {
        state = WizardState()
        var notices: [Notice] = []
        let status = advance(&state, from: .stepAt(frames: [], index: 0), notices: &notices)
        if case .failed = status { settleAfterFailure(&state) }
        return Outcome(notices: notices, status: status)
    }

    /// Leaves a run that failed going forward in a consistent state: changes since the
    /// last push are undone and a pre-answered top entry is asked again (its answer
    /// becomes a draft), so the invariants hold and a saved session resumes there.
    func settleAfterFailure(_ state: inout WizardState) {
        for change in state.pending.reversed() { state.answers[change.path] = change.old }
        state.pending = []
        if state.stack.top?.screen.answer != nil { reopenTop(in: &state) }
    }

    /// Handles one command at the current prompt.
    ///
    /// - Parameters:
    ///   - command: the user's command or answer.
    ///   - origin: where an answer came from (`.typed` or `.piped`), for `--explain`.
    ///   - state: updated on success; left exactly as it was on a refusal.
    /// - Returns: the next prompt (with notices), completion, or a failure.
    public func handle(
        _ command: Command, origin: AnswerSource = .typed, in state: inout WizardState
    ) -> Outcome {
        guard let entry = state.current else {
            return Outcome(notices: [.refused(.notRunning)], status: state.isCompleted ? .completed : .failed(.notStarted))
        }
        switch command {
        case .answer(let text):
            return submit(text, origin: origin, entry: entry, in: &state)
        case .back:
            return navigate(in: &state) { stack throws(NavigationError) in try stack.goBack() }
        case .root:
            return navigate(in: &state) { stack throws(NavigationError) in try stack.goBackToRoot() }
        case .dismiss:
            return navigate(in: &state) { stack throws(NavigationError) in try stack.dismiss() }
        case .backTo(let name):
            return backTo(name, in: &state)
        case .help:
            let text = prompt(for: entry, in: state).help ?? "This step has no help."
            return Outcome(notices: [.help(text)], status: .asking(prompt(for: entry, in: state)))
        case .quit:
            return Outcome(notices: [], status: .asking(prompt(for: entry, in: state)))
        }
    }

    /// The prompt for the entry being asked, if any.
    public func currentPrompt(in state: WizardState) -> Prompt? {
        state.current.map { prompt(for: $0, in: state) }
    }

    // MARK: - Lookups

    /// The flow run by a frame chain (the root flow for no frames).
    func flow(for frames: [Frame]) -> Flow? {
        index.info(for: frames)?.flow
    }

    /// The step an entry asks (for a repeat question, the repeating `flow` step).
    func step(of entry: Entry) -> Step? {
        index.info(for: entry.frames)?.step(entry.step)
    }
}
