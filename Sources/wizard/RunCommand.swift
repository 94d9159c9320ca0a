import WizardEngine
import WizardReadline
import WizardTools

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `wizard run FLOW` and the built-in demo: load, pick the answer sources and the driver,
/// run, then print the answers or save the session (docs/cli.md).
enum RunCommand {
    /// Runs the demo flow compiled into the binary.
    static func runDemo(_ options: RunOptions) -> ExitStatus {
        run(FlowLoading.loadDemo(checksEnvironmentNames: options.format == .env, language: options.language), options: options)
    }

    /// Runs a flow named by path or id.
    static func run(_ options: RunOptions) -> ExitStatus {
        if !RunOptions.isShellName(options.envPrefix) {
            Console.error(options.messages.text(.runEnvPrefix, ["value": options.envPrefix]))
            return .usage
        }
        if let name = options.acceptedEnvNames.first(where: { !RunOptions.isShellName($0) }) {
            Console.error(options.messages.text(.runEnvName, ["value": TerminalText.escape(name)]))
            return .usage
        }
        guard let name = options.flow else {
            Console.error(options.messages.text(.runNeedsFlow))
            return .usage
        }
        guard
            let result = FlowLoading.load(
                named: name, messages: options.messages, checksEnvironmentNames: options.format == .env, language: options.language)
        else { return .flowError }
        return run(result, options: options)
    }

    static func run(_ result: LoadResult, options: RunOptions) -> ExitStatus {
        FlowLoading.report(result.diagnostics, messages: options.messages)
        guard let catalog = result.catalog else { return .flowError }
        let environment = ProcessEnvironment.engineEnvironment()
        var sources: AnswerSources
        switch answerSources(options, variables: environment.variables) {
        case .success(let s): sources = s
        case .failure(let error):
            Console.error(error.sentence(options.messages))
            return .answers
        }
        if let flow = options.flow {
            sources.setValues = QuestionnaireLoading.setValuesInToolSyntax(sources.setValues, flow: flow, messages: options.messages)
        }
        let plugins: PluginRegistry
        switch PluginSetup.prepare(result, catalog: catalog, options: options, variables: environment.variables) {
        case .ready(let registry): plugins = registry
        case .stop(let status): return status
        }
        var engine = Engine(catalog: catalog, plugins: plugins, environment: environment, sources: sources)
        let messages = options.messages
        let words = messages.confirmWords
        engine.confirmWords = ConfirmWords(yes: words.yes, no: words.no, refusalTemplate: messages.text(.inputExpectedConfirm))
        engine.refusalTexts = messages.inputRefusalTexts
        engine.repeatQuestionTexts = messages.repeatQuestionTexts
        engine.deepLinkTexts = messages.deepLinkTexts
        engine.severalLinesTemplate = messages.text(.promptLines)
        // Trace events are read only by `--explain`; without it the log keeps none.
        engine.recordsTrace = options.explains
        if let review = options.review { engine.endsWithReview = review }
        let unknown = AnswerKeyWalk(catalog: catalog).unusablePaths(
            setPaths: Array(sources.setValues.keys), answersFile: sources.answersFile)
        if !unknown.isEmpty {
            // Worded as `wizard check` words them, with a "did you mean".
            let provided = ProvidedAnswerSource(catalog: catalog, answersFile: options.answersFile)
            let check = AnswerCheck(
                catalog: catalog, environment: environment, setValues: options.setValues, answersFile: sources.answersFile,
                answersNode: provided.answersNode(), answersFileName: options.answersFile ?? "answers file",
                isStrict: options.isStrict)
            let problems = check.keyProblems(positions: check.answerPositions, reached: nil)
            for problem in problems { Console.err(problem.line + "\n") }
            if problems.contains(where: { $0.severity == .error }) { return .answers }
        }

        let sessionPath =
            options.sessionFile
            ?? SessionStore.defaultPath(
                flowID: catalog.rootID.rawValue, flowFile: flowFileIdentity(result), variables: environment.variables)
        let fingerprint = Session.fingerprint(of: result.sourceFiles)
        if let problem = RunTargets.problem(options, sessionPath: sessionPath, flowID: catalog.rootID.rawValue) {
            Console.error(problem)
            return .usage
        }
        let session = SessionTarget(path: sessionPath, fingerprint: fingerprint, createsFolder: options.sessionFile == nil)
        // One run per session: a second run of a session in use stops here, changing nothing.
        // Non-interactive runs that do not resume are left out, so parallel unattended runs
        // of one flow keep working.
        var sessionLock: SessionLock?
        if let sessionPath, options.resumes || !options.isNonInteractive {
            do {
                sessionLock = try SessionLock.acquire(sessionPath: sessionPath)
            } catch {
                if case .inUse = error {
                    Console.error(messages.text(.runSessionInUse, ["file": sessionPath]))
                    return .flowError
                }
                // Without a lock file (a read-only folder) the run goes on as before.
            }
        }
        defer { withExtendedLifetime(sessionLock) {} }
        if options.resumes || !options.isNonInteractive { warnIfSessionFolderIsUnwritable(session, messages: messages) }
        var state = WizardState()
        var start = WizardRunner.Start.fresh
        var resumes = options.resumes
        if !resumes, let sessionPath {
            let atTerminal = !options.isNonInteractive && FileDescriptorIO.isTerminal(0) && FileDescriptorIO.isTerminal(2)
            resumes = offersSavedSession(at: sessionPath, engine: engine, atTerminal: atTerminal, messages: messages)
        }
        if resumes {
            guard let sessionPath else {
                Console.error(messages.text(.runNoStateFolder))
                return .flowError
            }
            switch resume(engine: engine, path: sessionPath, fingerprint: fingerprint, messages: messages) {
            case .success(let restored):
                state = restored
                start = .resume
            case .failure(.missing):
                // Its own sentence: nothing is broken, there is just nothing to resume.
                Console.error(
                    messages.text(.runNoSavedSession, ["flow": catalog.rootID.rawValue, "file": sessionPath, "command": freshCommand()]))
                return .flowError
            case .failure(let error):
                Console.error(sessionProblem(error, messages: messages))
                return .flowError
            }
        } else if let target = options.deepLink {
            start = .deepLink(target)
        }

        let usesColor =
            !options.noColor && FileDescriptorIO.isTerminal(2) && (environment.variables["NO_COLOR"] ?? "").isEmpty
            && environment.variables["TERM"] != "dumb"
        var log = WizardRunner.Log()
        let end: RunEnd
        switch DriverChoice.choose(
            isNonInteractive: options.isNonInteractive, flowID: catalog.rootID.rawValue, variables: environment.variables)
        {
        case .readline(let historyFile):
            // The keys named are those bound after the user's inputrc.
            let keys = ReadlineDriver.boundKeys()
            let help =
                messages.text(.helpCommands) + "\n" + messages.text(.helpEmptyLinePrefilled) + "\n"
                + ReadlineDriver.keystrokeHelp(keys, messages: messages)
            let runner = WizardRunner(
                engine: engine, renderer: PromptRenderer(usesColor: usesColor, messages: messages), commandHelp: help)
            // The line mode for screen readers and terminals that cannot move the cursor.
            let isAccessible =
                options.isAccessible || environment.variables["WIZARD_ACCESSIBLE"].map { !$0.isEmpty && $0 != "0" } == true
                || environment.variables["TERM"] == "dumb"
            var driver = ReadlineDriver(historyFile: historyFile, usesColor: usesColor, drawsScreen: !isAccessible)
            driver.messages = messages
            driver.firstPromptHint = ReadlineDriver.keystrokeHint(keys, messages: messages)
            WaitMonitor.current = driver.waitMonitor()
            let readlineEnd = runner.run(driver: &driver, state: &state, start: start, log: &log)
            // Ctrl-D on an empty line at a terminal is a way to stop, like :quit (docs/keystrokes.md).
            if case .inputEnded = readlineEnd { end = .quit } else { end = readlineEnd }
        case .plain:
            // The plain driver prints no colour, even when standard error is a terminal.
            var driver = PlainDriver(usesColor: false)
            driver.messages = messages
            WaitMonitor.current = .watchingSignals(
                drawingOn: FileDescriptorIO.isTerminal(2) ? 2 : nil, inputIsTyped: driver.inputSource == .typed)
            let help = messages.text(.helpCommands) + "\n" + messages.text(.helpEmptyLinePlain)
            // Nothing is pre-filled here: an empty line takes the current default.
            var plainEngine = engine
            plainEngine.prefillsDrafts = false
            let runner = WizardRunner(
                engine: plainEngine, renderer: PromptRenderer(usesColor: false, messages: messages), commandHelp: help)
            end = runner.run(driver: &driver, state: &state, start: start, log: &log)
        }

        if options.explains { Explanation.lines(engine: engine, state: state, log: log, messages: messages).forEach(Console.line) }
        if let file = options.recordFile { record(log, to: file, messages: messages) }
        switch end {
        case .completed:
            reportUnreachedAnswers(engine: engine, state: state, options: options)
            let written = writeAnswers(engine: engine, state: state, options: options)
            // The session goes only once the answers are safely written; else it keeps them
            // (after a format that cannot hold them, only when something was typed).
            switch written {
            case .written:
                noteUnstoredAnswers(engine: engine, state: state, messages: messages)
                // Only the session this run resumed is its own: another run's stays.
                if let sessionPath, resumes { SessionStore.remove(at: sessionPath, flowID: catalog.rootID.rawValue) }
            case .writeFailed:
                save(session, engine: engine, state: state, messages: messages)
            case .cannotFormat, .refusedAnswer:
                if !state.typedPaths.isEmpty { save(session, engine: engine, state: state, messages: messages) }
            }
            return written == .written ? .success : written == .refusedAnswer ? .answers : .flowError
        case .failed(.invalidProvidedAnswer(let path, let source, let reason)):
            let from = ProvidedAnswerSource(catalog: catalog, answersFile: options.answersFile).problemSource(source, path: path)
            Console.err(
                AnswerProblem(path: path, kind: .invalidAnswer(reason: reason), source: from, severity: .error).line(messages) + "\n")
            if !state.typedPaths.isEmpty { save(session, engine: engine, state: state, messages: messages) }
            return .answers
        case .failed(.missingAnswer(let path, let type)):
            let variable = catalog.step(atAnswerPath: path)?.environmentVariable
            let problem = AnswerProblem(path: path, kind: .missingAnswer(type: type, environmentVariable: variable), severity: .error)
            Console.err(problem.line(messages) + "\n")
            return .answers
        case .failed(let error):
            Console.error(RefusalMessages.sentence(for: error, messages: messages))
            // What the user typed before the run failed (a loop, a failed condition) is kept.
            if !state.typedPaths.isEmpty { save(session, engine: engine, state: state, messages: messages) }
            return .answers
        case .quit, .interrupted, .inputEnded:
            return stop(end, engine: engine, state: state, session: session, messages: messages)
        }
    }

    /// Where a run keeps its session.
    struct SessionTarget {
        /// The session file, or nil when there is no state folder and no `--session`.
        var path: String?
        /// The fingerprint of the flow's files.
        var fingerprint: String
        /// Whether a missing folder is created (the default session folder only).
        var createsFolder: Bool
    }
}
