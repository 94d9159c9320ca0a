import WizardEngine
import WizardReadline

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
        let loader = FlowLoader(plugins: CLIFunctions.registry(), fileSystem: LocalFileSystem())
        return run(loader.load(string: DemoFlow.json, name: "<demo>"), options: options)
    }

    /// Runs a flow named by path or id.
    static func run(_ options: RunOptions) -> ExitStatus {
        if !options.envPrefix.isEmpty && !RunOptions.isShellName(options.envPrefix) {
            Console.error("--env-prefix must be a shell name ([A-Za-z_][A-Za-z0-9_]*), found '\(TerminalText.escape(options.envPrefix))'")
            return .usage
        }
        guard let name = options.flow else {
            Console.error("'wizard run' needs a flow (a path or an id) (see 'wizard help run')")
            return .usage
        }
        switch FlowLocator.locate(name) {
        case .success(.file(let path)):
            guard let result = QuestionnaireLoading.load(path) else { return .flowError }
            return run(result, options: options)
        case .success(.builtInDemo):
            return runDemo(options)
        case .failure(let error):
            Console.error(error.description)
            return .flowError
        }
    }

    static func run(_ result: LoadResult, options: RunOptions) -> ExitStatus {
        FlowLoading.report(result.diagnostics, showingEnvironmentClashes: options.format == .env)
        guard let catalog = result.catalog else { return .flowError }
        let environment = ProcessEnvironment.engineEnvironment()
        let sources: AnswerSources
        switch answerSources(options, variables: environment.variables) {
        case .success(let s): sources = s
        case .failure(let error):
            Console.error(error.description)
            return .answers
        }
        let plugins: PluginRegistry
        switch PluginSetup.prepare(result, catalog: catalog, options: options, variables: environment.variables) {
        case .ready(let registry): plugins = registry
        case .stop(let status): return status
        }
        var engine = Engine(catalog: catalog, plugins: plugins, environment: environment, sources: sources)
        // Trace events are read only by `--explain`; without it the log keeps none.
        engine.recordsTrace = options.explains
        let unknown = AnswerKeyWalk(catalog: catalog).unusablePaths(
            setPaths: sources.setValues.keys, answersFile: sources.answersFile)
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

        let sessionPath = options.sessionFile ?? SessionStore.defaultPath(flowID: catalog.rootID.rawValue, variables: environment.variables)
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
                    Console.error(
                        "the session \(TerminalText.escape(sessionPath)) is in use by another run of wizard; finish or stop that run first, or give --session FILE"
                    )
                    return .flowError
                }
                // Without a lock file (a read-only folder) the run goes on as before.
            }
        }
        defer { withExtendedLifetime(sessionLock) {} }
        var state = WizardState()
        var start = WizardRunner.Start.fresh
        if options.resumes {
            guard let sessionPath else {
                Console.error("--resume needs a state directory: set HOME or XDG_STATE_HOME, or give --session FILE")
                return .flowError
            }
            switch resume(engine: engine, path: sessionPath, fingerprint: fingerprint) {
            case .success(let restored):
                state = restored.state
                start = .resume(notices: restored.notices)
            case .failure(.missing):
                // Its own sentence: nothing is broken, there is just nothing to resume.
                Console.error(
                    "no saved session for the flow \(TerminalText.escape(catalog.rootID.rawValue)) (none at \(TerminalText.escape(sessionPath))); start fresh with: \(TerminalText.escape(freshCommand()))"
                )
                return .flowError
            case .failure(let error):
                Console.error(error.description)
                return .flowError
            }
        } else if let target = options.deepLink {
            start = .deepLink(target)
        }

        let usesColor =
            !options.noColor && FileDescriptorIO.isTerminal(2) && environment.variables["NO_COLOR"] == nil
            && environment.variables["TERM"] != "dumb"
        var log = WizardRunner.Log()
        let end: RunEnd
        switch DriverChoice.choose(
            isNonInteractive: options.isNonInteractive, flowID: catalog.rootID.rawValue, variables: environment.variables)
        {
        case .readline(let historyFile):
            // The readline driver catches the signals itself, with its own pipe.
            if let signal = SignalWatcher.take() {
                end = .interrupted(signal: signal)
                break
            }
            SignalWatcher.restoreDefaults()
            // The keys named are those bound after the user's inputrc.
            let keys = ReadlineDriver.boundKeys()
            let help =
                WizardRunner.typedCommandsHelp
                + "\nAn empty line takes the default; after :back the old answer is pre-filled, so Enter keeps it.\n"
                + ReadlineDriver.keystrokeHelp(keys)
            let runner = WizardRunner(engine: engine, renderer: PromptRenderer(usesColor: usesColor), commandHelp: help)
            var driver = ReadlineDriver(historyFile: historyFile, usesColor: usesColor)
            driver.firstPromptHint = ReadlineDriver.keystrokeHint(keys)
            let readlineEnd = drive(runner, driver: &driver, state: &state, start: start, log: &log)
            // Ctrl-D on an empty line at a terminal is a way to stop, like :quit (docs/keystrokes.md).
            if case .inputEnded = readlineEnd { end = .quit } else { end = readlineEnd }
        case .plain:
            SignalWatcher.install()
            // The plain driver prints no colour, even when standard error is a terminal.
            var driver = PlainDriver(usesColor: false)
            let help =
                WizardRunner.typedCommandsHelp
                + "\nAn empty line takes the default, also after :back (nothing is pre-filled here): type the old answer again to keep it."
            let runner = WizardRunner(engine: engine, renderer: PromptRenderer(usesColor: false), commandHelp: help)
            let plainEnd = drive(runner, driver: &driver, state: &state, start: start, log: &log)
            // A signal that arrived while the engine was busy wins over how the run ended.
            if let signal = SignalWatcher.take() { end = .interrupted(signal: signal) } else { end = plainEnd }
        }

        if options.explains { Console.err(Explanation.text(engine: engine, state: state, log: log)) }
        if let file = options.recordFile { record(log, to: file) }
        switch end {
        case .completed:
            let written = writeAnswers(engine: engine, state: state, options: options)
            // The session goes only once the answers are safely written; else it keeps them
            // (after a format that cannot hold them, only when something was typed).
            switch written {
            case .written:
                if let sessionPath { SessionStore.remove(at: sessionPath, flowID: catalog.rootID.rawValue) }
            case .writeFailed:
                save(session, engine: engine, state: state)
            case .cannotFormat, .refusedAnswer:
                if !state.typedPaths.isEmpty { save(session, engine: engine, state: state) }
            }
            let status: ExitStatus = written == .written ? .success : written == .refusedAnswer ? .answers : .flowError
            // The process ends here, with the flow and the state still alive: freeing them
            // costs ~5,000 instructions a step (tens of milliseconds for a 100,000-step
            // flow) that nobody waits for. Output is written unbuffered.
            withExtendedLifetime((result, engine, state)) { exit(status.rawValue) }
        case .failed(.invalidProvidedAnswer(let path, let source, let reason)):
            let from = ProvidedAnswerSource(catalog: catalog, answersFile: options.answersFile).problemSource(source, path: path)
            Console.err(AnswerProblem(path: path, kind: .invalidAnswer(reason: reason), source: from, severity: .error).line + "\n")
            if !state.typedPaths.isEmpty { save(session, engine: engine, state: state) }
            return .answers
        case .failed(.missingAnswer(let path, let type)):
            let variable = ProvidedAnswerSource(catalog: catalog, answersFile: options.answersFile).step(at: path)?.environmentVariable
            let problem = AnswerProblem(path: path, kind: .missingAnswer(type: type, environmentVariable: variable), severity: .error)
            Console.err(problem.line + "\n")
            return .answers
        case .failed(let error):
            Console.error(RefusalMessages.sentence(for: error))
            // What the user typed before the run failed (a loop, a failed condition) is kept.
            if !state.typedPaths.isEmpty { save(session, engine: engine, state: state) }
            return .answers
        case .quit, .interrupted, .inputEnded:
            return stop(end, engine: engine, state: state, session: session)
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

    /// Asks a resumed run's secrets again, then runs the flow on the driver.
    static func drive(
        _ runner: WizardRunner, driver: inout some TerminalDriver, state: inout WizardState, start: WizardRunner.Start,
        log: inout WizardRunner.Log
    ) -> RunEnd {
        if case .resume = start, let end = askSecretsAgain(engine: runner.engine, runner: runner, driver: &driver, state: &state) {
            return end
        }
        return runner.run(driver: &driver, state: &state, start: start, log: &log)
    }

    /// Saves the session and maps an early end to its exit status (docs/cli.md, docs/sessions.md).
    static func stop(_ end: RunEnd, engine: Engine, state: WizardState, session target: SessionTarget) -> ExitStatus {
        let status: ExitStatus
        switch end {
        case .interrupted(let signal): status = .forSignal(signal)
        case .inputEnded(let path):
            Console.error("input ended while \(TerminalText.escape(path)) was waiting for an answer")
            status = .answers
        default: status = .interrupted
        }
        save(target, engine: engine, state: state)
        return status
    }

    /// Saves the session (secrets removed) and says how to resume it.
    static func save(_ target: SessionTarget, engine: Engine, state: WizardState) {
        guard let sessionPath = target.path, !state.stack.isEmpty else { return }
        let session = Session(
            flowID: engine.catalog.rootID.rawValue, fingerprint: target.fingerprint, state: engine.removingSecrets(from: state))
        do {
            try SessionStore.save(session, to: sessionPath, createsFolder: target.createsFolder)
            Console.note(
                "session saved to \(TerminalText.escape(sessionPath)); resume with: \(TerminalText.escape(resumeCommand(engine)))")
        } catch {
            Console.warning(
                "the answers could not be saved to \(TerminalText.escape(sessionPath)): \(TerminalText.escape(error.description))")
        }
    }

    /// The command line that resumes this run: the same arguments plus `--resume`, with the
    /// value of any `--set` for a secret replaced by `<secret>` (never printed), and each
    /// word quoted for the shell when it needs it.
    static func resumeCommand(_ engine: Engine) -> String {
        var words: [String] = []
        var afterSet = false
        for argument in CommandLine.arguments.dropFirst() where argument != "--resume" {
            var word = argument
            let isInlineSet = argument.hasPrefix("--set=")
            if afterSet || isInlineSet {
                let assignment = isInlineSet ? String(argument.dropFirst("--set=".count)) : argument
                if let eq = assignment.firstIndex(of: "="), engine.isSecretPath(String(assignment[..<eq])) {
                    word = (isInlineSet ? "--set=" : "") + assignment[..<eq] + "=<secret>"
                }
            }
            afterSet = argument == "--set"
            words.append(word == "=<secret>" ? word : OrderedAnswers.shellQuoted(word))
        }
        return (["wizard"] + words + ["--resume"]).joined(separator: " ")
    }

    /// The command line without `--resume`: what starts the run afresh.
    static func freshCommand() -> String {
        (["wizard"] + CommandLine.arguments.dropFirst().filter { $0 != "--resume" }.map { OrderedAnswers.shellQuoted($0) })
            .joined(separator: " ")
    }

    /// Loads, checks and restores a saved session.
    static func resume(engine: Engine, path: String, fingerprint: String) -> Result<
        (state: WizardState, notices: [Notice]), SessionStore.LoadError
    > {
        switch SessionStore.load(from: path, flowID: engine.catalog.rootID.rawValue) {
        case .failure(let error): return .failure(error)
        case .success(let session):
            let restored = engine.restore(session.state)
            if session.fingerprint != fingerprint {
                let detail = restored.firstMismatch.map { "; restored up to \(TerminalText.escape($0)), which no longer fits" } ?? ""
                Console.warning("the flow changed since the session was saved\(detail)")
            } else if let mismatch = restored.firstMismatch {
                Console.warning("the session was restored up to \(TerminalText.escape(mismatch)), which no longer fits")
            }
            return .success((restored.state, []))
        }
    }

    /// Asks the secrets of a restored stack again, bottom first, before the run goes on.
    ///
    /// Navigation (`:back`, `:root`, `:dismiss`, or their keys) is refused with a message
    /// and the secret asked again: the stack is not moved until every secret is back.
    /// `:help` shows the step's help; `:quit` stops as it does anywhere.
    ///
    /// - Returns: nil when every secret was given, else how the run ended (quit, a signal,
    ///   or input ending).
    static func askSecretsAgain(engine: Engine, runner: WizardRunner, driver: inout some TerminalDriver, state: inout WizardState)
        -> RunEnd?
    {
        for path in engine.secretsToAskAgain(in: state) {
            if engine.supplySecret(nil, forPath: path, in: &state) == nil { continue }
            while let prompt = engine.secretPrompt(forPath: path, in: state) {
                driver.write(runner.renderer.header(prompt))
                let command: Command?
                var typed = ""
                switch driver.readLine(runner.renderer.linePrompt(prompt), for: prompt) {
                case .line(let line):
                    command = Command.parse(line)
                    typed = line
                case .command(let keyed): command = keyed
                case .endOfInput: return .inputEnded(waitingAt: path)
                case .interrupted(let signal): return .interrupted(signal: signal)
                }
                let refusal: Refusal?
                switch command {
                case .answer(let text)?: refusal = engine.supplySecret(text, forPath: path, in: &state)
                case .quit?: return .quit
                case .help?:
                    driver.write(runner.renderer.notice(.help((prompt.help.map { $0 + "\n" } ?? "") + runner.commandHelp)))
                    continue
                case nil: refusal = .unknownCommand(typed)
                default: refusal = .secretsFirst(path: path)
                }
                guard let refusal else { break }
                driver.write(runner.renderer.notice(.refused(refusal)))
            }
        }
        return nil
    }

    /// `--set`, `--answers`, `--defaults`, `--non-interactive`.
    static func answerSources(_ options: RunOptions, variables: [String: String]) -> Result<AnswerSources, AnswersFile.ReadError> {
        var sources = AnswerSources(useDefaults: options.useDefaults, isNonInteractive: options.isNonInteractive)
        let argumentsAreValid = ProcessEnvironment.argumentsAreValidUTF8
        for (path, value) in options.setValues {
            // Never repaired: an argument that was not UTF-8 is refused like an invalid answer.
            if !argumentsAreValid && value.unicodeScalars.contains("\u{FFFD}") {
                let reason = "invalid answer for \(TerminalText.escape(path)) from --set: the value is not valid UTF-8"
                return .failure(AnswersFile.ReadError(description: reason))
            }
            sources.setValues[path] = value
        }
        if let file = options.answersFile {
            switch AnswersFile.read(file, variables: variables) {
            case .success(let value): sources.answersFile = value
            case .failure(let error): return .failure(error)
            }
        }
        return .success(sources)
    }

    /// Writes the lines a run consumed (`--record`), secrets left out, mode 0600.
    static func record(_ log: WizardRunner.Log, to file: String) {
        let text = log.consumedLines.compactMap { $0 }.map { $0 + "\n" }.joined()
        do { try AtomicFile.write(text, to: file) } catch { Console.warning(error.description) }
    }

    /// How writing the answers ended.
    enum AnswersWritten {
        case written
        /// Standard output or `--output` could not take them (reported).
        case writeFailed
        /// The format cannot hold them, whatever the target (reported).
        case cannotFormat
        /// An answer cannot be printed in this format: a name that changes the shell, a
        /// NUL (reported; an answers error).
        case refusedAnswer
    }

    /// Prints or writes the answers in the chosen format.
    static func writeAnswers(engine: Engine, state: WizardState, options: RunOptions) -> AnswersWritten {
        let text: String
        switch options.format {
        case .json where options.outputFile == nil:
            // Printed in pieces straight from the state: the answers of a long run are
            // never built as a tree nor held whole as text.
            var failure: String?
            engine.writeAnswersJSON(of: state, redactingSecrets: options.redacts) { bytes in
                if failure == nil { failure = FileDescriptorIO.writeReportingFailure(bytes, to: 1) }
            }
            if failure == nil { failure = FileDescriptorIO.writeReportingFailure([UInt8(ascii: "\n")], to: 1) }
            return reportStandardOutput(failure)
        case .json:
            var bytes: [UInt8] = []
            engine.writeAnswersJSON(of: state, redactingSecrets: options.redacts) { bytes += $0 }
            text = String(decoding: bytes, as: UTF8.self) + "\n"
        case .env:
            do {
                text = try engine.answers(of: state, redactingSecrets: options.redacts).environmentLines(prefix: options.envPrefix)
            } catch {
                switch error {
                case .collision(let name, let paths):
                    Console.error(
                        "answers \(paths.joined(separator: " and ")) both map to the variable \(name) in --format env; rename one of the steps"
                    )
                    return .cannotFormat
                case .reservedName(let path, let name):
                    Console.error(
                        "step \(TerminalText.escape(path)) would set the shell variable \(name) in --format env, which changes how the shell behaves; give --env-prefix PREFIX or rename the step"
                    )
                    return .refusedAnswer
                case .holdsNUL(let path):
                    Console.error("the answer of step \(TerminalText.escape(path)) holds a NUL character, which --format env cannot print")
                    return .refusedAnswer
                }
            }
        }
        guard let file = options.outputFile else {
            return reportStandardOutput(FileDescriptorIO.writeReportingFailure(Array(text.utf8), to: 1))
        }
        // Looked at again: what was checked before the first question may have changed.
        if let problem = WriteTarget.problem(writing: file) {
            Console.error("cannot write the answers to \(TerminalText.escape(file)): \(problem)")
            return .writeFailed
        }
        do {
            try AtomicFile.write(text, to: file)
        } catch {
            Console.error("cannot write the answers to \(TerminalText.escape(error.path)): \(error.reason)")
            return .writeFailed
        }
        return .written
    }

    /// How writing the answers to standard output ended, with one line when it failed.
    static func reportStandardOutput(_ failure: String?) -> AnswersWritten {
        guard let failure else { return .written }
        Console.error("cannot write the answers to standard output: \(failure)")
        return .writeFailed
    }
}
