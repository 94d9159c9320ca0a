import WizardEngine

/// The dry run behind `wizard check`: every missing, invalid, unknown and unused answer a
/// `--non-interactive` run with these sources would meet, all at once.
///
/// Where the run stops at a missing or invalid answer, the problem is recorded and a placeholder answer
/// lets the run go on to find later problems.
package struct AnswerCheck: Sendable {
    /// The flows.
    package var catalog: FlowCatalog
    /// Plugin step types, validators and functions.
    package var plugins: PluginRegistry
    /// Environment variables and file lookups, as a run would see them.
    package var environment: EngineEnvironment
    /// `--set PATH=VALUE` pairs in command-line order (the last of a path wins).
    package var setValues: [(path: String, value: String)]
    /// The answers file, references resolved.
    package var answersFile: AnswerValue?
    /// The answers file's references that could not be resolved, by answer path, with why.
    package var unresolvedReferences: [String: String] = [:]
    /// The answers file as read, for key positions.
    package var answersNode: JSONNode?
    /// The answers file's name, for messages.
    package var answersFileName: String
    /// Unknown keys are errors.
    package var isStrict: Bool
    /// The most placeholder answers the dry run gives before it gives up.
    package var placeholderLimit = 10_000

    /// Creates a check; `placeholderLimit` starts at 10,000.
    ///
    /// - Parameters:
    ///   - catalog: the loaded flows.
    ///   - plugins: plugin step types, validators and functions (none by default).
    ///   - environment: environment variables and file lookups, as a run would see them.
    ///   - setValues: `--set PATH=VALUE` pairs in command-line order (the last of a path wins).
    ///   - answersFile: the answers file, references resolved, or nil.
    ///   - answersNode: the answers file as read, for key positions in messages, or nil.
    ///   - answersFileName: the answers file's name, for messages.
    ///   - isStrict: unknown keys are errors rather than warnings.
    package init(
        catalog: FlowCatalog, plugins: PluginRegistry = PluginRegistry(),
        environment: EngineEnvironment = EngineEnvironment(), setValues: [(path: String, value: String)] = [],
        answersFile: AnswerValue? = nil, answersNode: JSONNode? = nil, answersFileName: String = "answers file",
        isStrict: Bool = false
    ) {
        self.catalog = catalog
        self.plugins = plugins
        self.environment = environment
        self.setValues = setValues
        self.answersFile = answersFile
        self.answersNode = answersNode
        self.answersFileName = answersFileName
        self.isStrict = isStrict
    }

    /// Every problem, in order: the run's, then the answers file's keys, then the `--set` paths.
    ///
    /// - Returns: the problems, empty when a non-interactive run would complete with these
    ///   sources and every key is used.
    /// - Complexity: O(steps reached × placeholder candidates), bounded by
    ///   `placeholderLimit` and the engine's entry limit.
    package func problems() -> [AnswerProblem] {
        let positions = answersNode.map { AnswerKeyWalk.positions(of: $0, file: answersFileName) } ?? [:]
        let (problems, reached) = dryRun(positions: positions)
        return problems + keyProblems(positions: positions, reached: reached)
    }

    /// The problems of the answer keys alone, without a dry run (unknown, misshapen and, when `reached`
    /// is not nil, unused keys), worded as `check` words them.
    ///
    /// - Parameters:
    ///   - positions: the answers file's value positions by path (for messages).
    ///   - reached: the answer paths a run reached, or nil to skip the unused-key check.
    /// - Returns: the answers file's keys' problems in file order, then the `--set` paths'.
    /// - Complexity: O(size of the given answers).
    package func keyProblems(positions: [String: SourceLocation], reached: Set<String>?) -> [AnswerProblem] {
        var problems: [AnswerProblem] = []
        let walk = AnswerKeyWalk(catalog: catalog)
        let file = answersNode.map { walk.keys(of: $0) } ?? []
        let set = setValues.map(\.path).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            .map { walk.key(at: $0) }
        for (key, isFromFile) in file.map({ ($0, true) }) + set.map({ ($0, false) }) {
            let source: AnswerProblem.Source =
                isFromFile ? .answersFile(positions[key.path], file: answersFileName) : .set
            switch key.status {
            case .known:
                guard let reached, !reached.contains(key.path) else { continue }
                problems.append(AnswerProblem(path: key.path, kind: .unreachable, source: source, severity: .warning))
            case .unknown(let flow, let suggestion):
                problems.append(
                    AnswerProblem(
                        path: key.path, kind: .unknownKey(flow: flow, suggestion: suggestion), source: source,
                        severity: isStrict ? .error : .warning))
            case .misshapen(let reason):
                problems.append(AnswerProblem(path: key.path, kind: .misshapenKey(reason: reason), source: source, severity: .error))
            }
        }
        return problems
    }

    /// The positions of the answers file's values, for messages.
    package var answerPositions: [String: SourceLocation] {
        answersNode.map { AnswerKeyWalk.positions(of: $0, file: answersFileName) } ?? [:]
    }

    /// Drives the engine to the end; returns the run's problems and the answer paths it reached (nil
    /// when the run could not be completed).
    func dryRun(positions: [String: SourceLocation]) -> ([AnswerProblem], Set<String>?) {
        var sources = AnswerSources(answersFile: answersFile, isNonInteractive: true)
        sources.unresolvedReferences = unresolvedReferences
        // Set once: the paths are indexed whenever the dictionary is set (the last of a path wins).
        sources.setValues = Dictionary(setValues.map { ($0.path, $0.value) }, uniquingKeysWith: { _, last in last })
        let engine = Engine(catalog: catalog, plugins: plugins, environment: environment, sources: sources)
        var state = WizardState()
        var outcome = engine.start(&state)
        var problems: [AnswerProblem] = []
        // A flow that loops passes the same step again and again: report each problem once.
        var reported = Set<String>()
        func report(_ problem: AnswerProblem) {
            if reported.insert(problem.path + "\u{0}" + "\(problem.kind)").inserted { problems.append(problem) }
        }
        var placeholders = 0
        while placeholders < placeholderLimit {
            guard case .failed(let error) = outcome.status else {
                if outcome.status == .completed {
                    return (problems, Set(state.answers.keys.filter { !$0.contains("#") }))
                }
                return (problems, nil)
            }
            guard let entry = state.current, let step = engine.step(of: entry, in: state) else { return (problems, nil) }
            switch error {
            case .missingAnswer(let path, let type):
                report(
                    AnswerProblem(
                        path: path, kind: .missingAnswer(type: type, environmentVariable: step.environmentVariable),
                        severity: .error))
            case .invalidProvidedAnswer(let path, let source, let reason):
                report(
                    AnswerProblem(
                        path: path, kind: .invalidAnswer(reason: reason),
                        source: problemSource(source, path: path, step: step, positions: positions), severity: .error))
            case .runawayLoop, .recordedTooMuch, .printedTooMuch, .evaluatedTooMuch, .evaluationFailed, .deepLinkUnknown,
                .deepLinkUnreachable,
                .deepLinkSkipped, .notStarted,
                .recordedSecretUnanswered, .recordedSecretMisplaced, .nestingTooDeep:
                problems.append(
                    AnswerProblem(path: state.path(of: entry), kind: .runFailed(RefusalMessages.sentence(for: error)), severity: .error))
                return (problems, nil)
            }
            guard let next = answerWithPlaceholder(entry: entry, step: step, engine: engine, state: &state) else {
                problems.append(AnswerProblem(path: state.path(of: entry), kind: .cannotContinue, severity: .note))
                return (problems, nil)
            }
            outcome = next
            placeholders += 1
        }
        if let entry = state.current {
            problems.append(AnswerProblem(path: state.path(of: entry), kind: .stoppedAfter(placeholders), severity: .note))
        }
        return (problems, nil)
    }

    /// Answers the current entry with the first placeholder the engine accepts.
    func answerWithPlaceholder(entry: Entry, step: Step, engine: Engine, state: inout WizardState) -> Outcome? {
        let candidates = entry.kind == .step ? PlaceholderAnswers.candidates(for: step) : ["n", "y"]
        for candidate in candidates {
            let outcome = engine.handle(.answer(candidate), origin: .typed, in: &state)
            let refused = outcome.notices.contains { if case .refused = $0 { true } else { false } }
            if !refused { return outcome }
        }
        // No placeholder passes the step's validation: one of its type stands in unchecked.
        guard entry.kind == .step else { return nil }
        for candidate in candidates where !candidate.isEmpty {
            if case .success(let value) = engine.parse(candidate, fromSource: false, for: step, frame: entry.frame, state: state) {
                return engine.submit("", origin: .typed, in: &state, preset: value)
            }
        }
        return nil
    }

    /// The engine's answer source as a problem source with a position.
    func problemSource(
        _ source: AnswerSource, path: String, step: Step, positions: [String: SourceLocation]
    ) -> AnswerProblem.Source {
        switch source {
        case .set: .set
        case .answersFile: .answersFile(positions[path], file: answersFileName)
        case .environment: .environment(step.environmentVariable ?? "?")
        default: .default
        }
    }
}
