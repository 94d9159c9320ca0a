/// How a run on a driver ended.
public enum RunEnd: Equatable, Sendable {
    /// The flow completed; the answers are in the state.
    case completed
    /// The user typed `:quit`.
    case quit
    /// A signal arrived (SIGINT, SIGTERM, SIGHUP).
    case interrupted(signal: Int32)
    /// Input ended while a step was waiting (piped input, or Ctrl-D).
    case inputEnded(waitingAt: String)
    /// The run cannot go on.
    case failed(RunError)
}

/// Runs an engine on a terminal driver: renders each prompt, reads a line, turns it into
/// a command and hands it to the engine, until the flow ends or input stops.
public struct WizardRunner: Sendable {
    /// The engine to drive.
    public var engine: Engine
    /// How prompts are turned into text.
    public var renderer: PromptRenderer
    /// Extra lines for `:help` (the driver's keystrokes, for example).
    public var commandHelp: String
    /// Whether the breadcrumb ends in the step's place in the run (`(6/9)`). True by default.
    public var showsPosition = true

    /// Creates a runner.
    ///
    /// - Parameters:
    ///   - engine: the engine to drive.
    ///   - renderer: how prompts and notices are turned into text.
    ///   - commandHelp: lines added after the step's help on `:help` (the typed commands
    ///     by default).
    public init(engine: Engine, renderer: PromptRenderer, commandHelp: String = WizardRunner.typedCommandsHelp) {
        self.engine = engine
        self.renderer = renderer
        self.commandHelp = commandHelp
    }

    /// The typed commands, for `:help`.
    public static let typedCommandsHelp = Messages.english.text(.helpCommands)

    /// How a run begins.
    public enum Start: Equatable, Sendable {
        /// From the first step.
        case fresh
        /// At the state's current entry (a restored session).
        case resume(notices: [Notice])
        /// At a deep step (`--at`), the path before it answered from the sources.
        case deepLink(String)
    }

    /// What a run consumed and saw, for `--record` and `--explain`.
    public struct Log: Sendable {
        /// Every line read, in order; a secret answer is `WizardRunner.secretMarker`, never
        /// its value (nil is kept for embedders that mark other lines to leave out).
        public var consumedLines: [String?] = []
        /// Every notice, in order (skipped steps included when the engine records trace).
        public var notices: [Notice] = []

        /// An empty log.
        public init() {}
    }

    /// Runs until the flow ends, input ends or the user quits.
    ///
    /// `:help` and `:quit` are handled here, not by the engine; a line naming no command
    /// is refused and the prompt asked again. Answers to a secret prompt are logged as nil.
    /// On `.quit`, `.interrupted` and `.inputEnded` the state is left at the prompt being
    /// asked, ready to be saved as a session.
    ///
    /// - Parameters:
    ///   - driver: where prompts go and lines come from.
    ///   - state: the run's state; replaced unless the start is `.resume`.
    ///   - start: fresh, resumed, or at a deep link.
    ///   - log: what the run consumed and saw; appended to.
    /// - Returns: how the run ended.
    /// - Complexity: O(*n*) in the lines read and the steps taken.
    public func run(
        driver: inout some TerminalDriver, state: inout WizardState, start: Start = .fresh,
        log: inout Log
    ) -> RunEnd {
        var outcome: Outcome
        // The flow's description, once, above the first question typed at a terminal
        // (piped runs keep the transcript they always had).
        if case .fresh = start, driver.inputSource == .typed, let description = engine.catalog.root?.description, !description.isEmpty {
            driver.write(renderer.description(description))
        }
        switch start {
        case .fresh:
            outcome = engine.start(&state)
        case .deepLink(let target):
            outcome = engine.start(&state, at: target)
        case .resume(let notices):
            if let prompt = engine.currentPrompt(in: state) {
                outcome = Outcome(notices: notices, status: .asking(prompt))
            } else {
                outcome = Outcome(notices: notices, status: state.isCompleted ? .completed : .failed(.notStarted))
            }
        }
        // The entry asked when the last line was read, and how many recorded secret lines
        // the input may still hold for secrets the sources answered since (`secretMarker`).
        var lastAsked: EntryID?
        var markersOwed = 0
        var refusedLine: (entry: EntryID, text: String)?
        var tally = StepTally()
        // The bytes of prompts and messages printed, against `Engine.outputLimit`.
        var printed = 0
        while true {
            log.notices += outcome.trace
            log.notices += outcome.notices
            for notice in outcome.notices {
                let text = renderer.notice(notice)
                printed += text.utf8.count
                guard printed <= engine.outputLimit else { return .failed(.printedTooMuch(limit: engine.outputLimit)) }
                driver.write(text)
            }
            let prompt: Prompt
            switch outcome.status {
            case .completed: return .completed
            case .failed(let error): return .failed(error)
            case .asking(let p): prompt = renderer.localized(p)
            }
            markersOwed += engine.secretsAnsweredBySources(since: lastAsked, in: state)
            lastAsked = prompt.entryID
            let header = renderer.header(
                prompt, position: showsPosition ? engine.position(in: state, tally: &tally) : nil, listsChoices: !driver.drawsScreen)
            let linePrompt = renderer.linePrompt(prompt, listsChoices: !driver.drawsScreen)
            printed += header.utf8.count + linePrompt.utf8.count
            guard printed <= engine.outputLimit else { return .failed(.printedTooMuch(limit: engine.outputLimit)) }
            driver.beginPrompt()
            driver.write(header)
            // A refused answer comes back on the line, to be corrected rather than retyped.
            var asked = prompt
            if let refused = refusedLine, refused.entry == prompt.entryID, !prompt.isSecret { asked.prefill = refused.text }
            refusedLine = nil
            let command: Command
            let read = prompt.isMultiline ? driver.readLongText(linePrompt, for: asked) : driver.readLine(linePrompt, for: asked)
            switch read {
            case .endOfInput:
                return .inputEnded(waitingAt: prompt.path)
            case .interrupted(let signal):
                return .interrupted(signal: signal)
            case .command(let c):
                command = c
                log.consumedLines.append(commandLine(c))
            case .line(let line) where line == Self.secretMarker && driver.inputSource != .typed:
                // Read from a recording (typed at a terminal, it is an unknown command).
                log.consumedLines.append(line)
                if let answered = engine.answerRecordedSecret(in: &state) {
                    outcome = answered
                } else if markersOwed > 0 {
                    // The line of a secret a source answered here: the same prompt reads on.
                    markersOwed -= 1
                    outcome = Outcome(notices: [], status: .asking(prompt))
                } else {
                    return .failed(.recordedSecretMisplaced(path: prompt.path))
                }
                continue
            case .line(let line):
                markersOwed = 0
                let parsed = Command.parse(line)
                // A secret is never recorded, `::`-escaped ones included: its marker line
                // stands in its place. Commands are recorded as typed.
                let isSecretAnswer = prompt.isSecret && parsed.map { if case .answer = $0 { true } else { false } } ?? false
                if prompt.isMultiline, case .answer? = parsed {
                    // Replayed as typed: the lines, then the `.` that ends them.
                    let lines = line.isEmpty ? [] : line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    log.consumedLines += lines + ["."]
                } else {
                    log.consumedLines.append(isSecretAnswer ? Self.secretMarker : line)
                }
                guard let parsed else {
                    outcome = Outcome(notices: [.refused(.unknownCommand(line))], status: .asking(prompt))
                    continue
                }
                command = parsed
            }
            switch command {
            case .quit:
                return .quit
            case .help:
                var text = prompt.help.map { $0 + "\n" } ?? ""
                text += commandHelp
                outcome = Outcome(notices: [.help(text)], status: .asking(prompt))
            default:
                outcome = engine.handle(command, origin: driver.inputSource, in: &state)
                guard case .answer(let text) = command, let line = log.consumedLines.last else { break }
                let refused = outcome.notices.contains { if case .refused = $0 { true } else { false } }
                if refused {
                    if case .asking(let next) = outcome.status, next.entryID == prompt.entryID, let line {
                        refusedLine = (prompt.entryID, line)
                    }
                } else {
                    // A long text's last line is its ending `.`: the summary shows the text.
                    driver.settle(renderer.summary(prompt, answer: prompt.isMultiline ? text : line ?? ""))
                }
            }
        }
    }

    /// The line `--record` writes in place of a typed secret. Read back (from piped input,
    /// not typed at a terminal, where it is an unknown command) at a secret step,
    /// it takes the secret from `--set`, the answers file or the step's `env` variable, or
    /// stops the run naming the step; at the step after secrets those sources answered, it
    /// is passed over (one line per such secret).
    public static let secretMarker = ":secret"

    /// The typed form of a keystroke command, for `--record`.
    func commandLine(_ command: Command) -> String {
        switch command {
        case .answer(let text): text.hasPrefix(":") ? ":" + text : text
        case .back: ":back"
        case .backTo(let id): ":back \(id)"
        case .root: ":root"
        case .dismiss: ":dismiss"
        case .help: ":help"
        case .quit: ":quit"
        }
    }
}
