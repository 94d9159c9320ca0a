/// The pure wizard engine (docs/navigation.md): a function from (state, command) to an
/// outcome. Everything it may know arrives in its properties; a refused command leaves
/// the state unchanged and says why in the outcome's notices.
public struct Engine: Sendable {
    /// The flows this run can reach.
    public let catalog: FlowCatalog
    /// Plugin step types, validators and functions.
    public var plugins: PluginRegistry {
        didSet { evaluator = Self.evaluator(plugins: plugins, environment: environment) }
    }
    /// Environment variables, home directory, file lookups and the clock.
    public var environment: EngineEnvironment {
        didSet { evaluator = Self.evaluator(plugins: plugins, environment: environment) }
    }
    /// Answers taken without asking.
    public var sources: AnswerSources
    /// The most entries one run may push before it counts as a runaway loop (docs/writing-flows.md).
    public var entryLimit: Int
    /// The most bytes of answer paths and answers one run may record (docs/writing-flows.md),
    /// so that no loop can make a run exhaust memory.
    public var recordLimit = 64 * 1024 * 1024
    /// The most bytes of prompts and messages a host prints in one run before it stops
    /// the run with `RunError.printedTooMuch` (docs/writing-flows.md).
    public var outputLimit = 16 * 1024 * 1024
    /// The most bytes the functions of `when` conditions may scan and build between two
    /// questions (their arguments and results), before the run fails with
    /// `RunError.evaluatedTooMuch` (docs/writing-flows.md).
    public var evaluationLimit = 16 * 1024 * 1024
    /// The most sub-flows nested inside one another in a run, so printed answers stay
    /// within the 256 JSON levels an answers file may have.
    public static let maximumNesting = 100
    /// Whether outcomes carry trace events (`.skipped`, `.answered`) in `Outcome.trace`;
    /// a host that shows no trace turns it off to save the work.
    public var recordsTrace = true
    /// Whether an answer that changes an earlier one (after `back`) is reviewed for the
    /// later answers it leaves behind (`Notice.answersDropped`). True by default.
    public var reviewsImpact = true
    /// Whether a run ends with a review of every answer before it completes
    /// (docs/navigation.md); the root flow's `review` key by default. A non-interactive run
    /// never reviews.
    public var endsWithReview: Bool
    /// Whether the host pre-fills a revisited step with its earlier answer (readline does;
    /// a piped run does not, so an empty line there takes the step's current default). The
    /// impact review names later answers that keep an old default only when true.
    public var prefillsDrafts = true
    /// The words a confirm step takes besides `y`, `yes`, `n` and `no` (and `true`/`false`
    /// from sources): the user's language's own (`ja`, `nein`), lowercased. The answer is
    /// still a boolean; the refusal of another word lists them.
    public var confirmWords = ConfirmWords()
    /// The sentences refusing a typed answer (`an answer is required`), in the user's
    /// language; English by default.
    public var refusalTexts = InputRefusalTexts()
    /// The default question of a `repeat` before each item, in the user's language;
    /// English by default.
    public var repeatQuestionTexts = RepeatQuestionTexts()
    /// Why `--at` cannot name a step, in the user's language; English by default.
    public var deepLinkTexts = DeepLinkTexts()
    /// How the review shows an answer of several lines: `{first}` is its first line,
    /// `{count}` the number of lines; English by default.
    public var severalLinesTemplate = "{first} … ({count} lines)"

    private(set) var evaluator: Evaluator
    /// What reads a secret in the catalog's flows: the secret mark of expressions.
    let secrets: SecretReach
    /// While starting with `start(_:at:)`: the step to stop at (its path).
    var deepLinkTarget: String?
    /// False while a saved session is replayed: no source (not even a step's `env`
    /// variable) answers a step.
    var usesSources = true

    /// Creates an engine for a loaded catalog; one engine may serve any number of runs.
    ///
    /// - Parameters:
    ///   - catalog: the loaded flows; runs start at its root flow.
    ///   - plugins: the embedder's step types, validators, functions and choice providers.
    ///   - environment: the variables, home folder, file system view and clock a run reads.
    ///   - sources: answers taken without asking (none by default: an interactive run).
    ///   - entryLimit: the most entries one run may push before it fails as a runaway loop.
    public init(
        catalog: FlowCatalog, plugins: PluginRegistry = PluginRegistry(),
        environment: EngineEnvironment = EngineEnvironment(),
        sources: AnswerSources = AnswerSources(), entryLimit: Int = 100_000
    ) {
        self.catalog = catalog
        self.secrets = SecretReach(flows: catalog.flows)
        self.plugins = plugins
        self.environment = environment
        self.sources = sources
        self.entryLimit = entryLimit
        self.endsWithReview = catalog.root?.review ?? false
        self.evaluator = Self.evaluator(plugins: plugins, environment: environment)
    }

    /// The evaluator for these functions, with `now()` reading the environment's clock.
    private static func evaluator(plugins: PluginRegistry, environment: EngineEnvironment) -> Evaluator {
        Evaluator(functions: plugins.functions.withClock(environment.now))
    }

    /// Starts a run: resets `state` and moves forward to the first question, taking steps
    /// that `sources` answer on the way. On failure the state is left consistent, so a
    /// saved session resumes there.
    ///
    /// - Parameter state: replaced by a fresh state, then advanced.
    /// - Returns: the first prompt, completion when the flow asks nothing, or a failure
    ///   (with notices for answers taken from sources on the way).
    /// - Complexity: O(*n*) in the steps taken before the first question.
    public func start(_ state: inout WizardState) -> Outcome {
        state = WizardState()
        // Room for one answer per root step, so the answers are not rehashed as they grow.
        state.answers.reserveCapacity(catalog.root?.steps.count ?? 0)
        var notices: [Notice] = []
        let stop = advance(&state, from: .stepAt(frame: nil, index: 0), notices: &notices)
        if case .failed = stop { settleAfterFailure(&state) }
        return Outcome(notices: notices, status: status(stop, in: state))
    }

    /// Leaves a run that failed going forward consistent: changes since the last push are
    /// undone and a pre-answered top entry is asked again.
    func settleAfterFailure(_ state: inout WizardState) {
        for change in state.pending.reversed() { state.answers[change.path] = change.old }
        state.pending = []
        if state.stack.top?.screen.answer != nil { reopenTop(in: &state) }
    }

    /// Handles one command at the current prompt.
    ///
    /// A state that is not asking gets a `.notRunning` refusal. `.help` and `.quit` belong
    /// to the run loop (`WizardRunner` shows the help and stops): here they change nothing
    /// and give the same prompt, without a notice.
    ///
    /// - Parameters:
    ///   - command: the user's command or answer.
    ///   - origin: where an answer came from (`.typed` or `.piped`), for `--explain`.
    ///   - state: updated on success; left exactly as it was on a refusal.
    /// - Returns: the next prompt (with notices), completion, or a failure; on a refusal,
    ///   the same prompt with a `.refused` notice.
    /// - Complexity: O(*n*) in the steps taken (or undone) before the next question.
    public func handle(
        _ command: Command, origin: AnswerSource = .typed, in state: inout WizardState
    ) -> Outcome {
        if state.isReviewing { return handleAtReview(command, origin: origin, in: &state) }
        guard let entry = state.current else {
            return Outcome(notices: [.refused(.notRunning)], status: state.isCompleted ? .completed : .failed(.notStarted))
        }
        switch command {
        case .answer(let text):
            return submit(text, origin: origin, in: &state)
        case .back:
            return navigate(in: &state) { stack throws(NavigationError) in try stack.goBack() }
        case .root:
            return navigate(in: &state) { stack throws(NavigationError) in try stack.goBackToRoot() }
        case .dismiss:
            return navigate(in: &state) { stack throws(NavigationError) in try stack.dismiss() }
        case .backTo(let name):
            return backTo(name, in: &state)
        case .help, .quit:
            return Outcome(notices: [], status: .asking(prompt(for: entry, in: state)))
        }
    }

    /// The prompt for the entry being asked.
    ///
    /// - Parameter state: the run to read; not changed.
    /// - Returns: the top entry's prompt (the review's at the review), or nil when the run
    ///   is not asking (not started or completed).
    public func currentPrompt(in state: WizardState) -> Prompt? {
        if state.isReviewing { return reviewPrompt(in: state) }
        return state.current.map { prompt(for: $0, in: state) }
    }

    // MARK: - Lookups

    /// The flow a frame of the state's table runs (the root flow for nil).
    func flow(for frame: FrameID?, in state: WizardState) -> Flow? {
        catalog.flow(frame.map { state.frameTable[$0].frame.flow } ?? catalog.rootID)
    }

    /// The step an entry asks (for a repeat question, the repeating `flow` step).
    ///
    /// - Parameters:
    ///   - entry: an entry of `state`'s stack.
    ///   - state: the run, whose frame table names the entry's flow.
    /// - Returns: the step, or nil when the catalog no longer has it.
    package func step(of entry: Entry, in state: WizardState) -> Step? {
        flow(for: entry.frame, in: state)?.step(entry.step)
    }

    /// The first breadcrumb of every prompt: the root flow's title, else its humanized id.
    var rootTitle: String {
        catalog.root?.title ?? humanize(catalog.rootID.rawValue)
    }
}
