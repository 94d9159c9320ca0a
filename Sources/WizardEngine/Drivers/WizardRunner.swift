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

    /// Creates a runner.
    public init(engine: Engine, renderer: PromptRenderer, commandHelp: String = WizardRunner.typedCommandsHelp) {
        self.engine = engine
        self.renderer = renderer
        self.commandHelp = commandHelp
    }

    /// The typed commands of SPEC §5, for `:help`.
    public static let typedCommandsHelp = """
        Commands: :back  :back ID  :root  :dismiss  :help  :quit   (::text answers ':text')
        """

    /// Runs until the flow ends, input ends or the user quits.
    ///
    /// - Parameters:
    ///   - driver: where prompts go and lines come from.
    ///   - state: the run's state; started fresh unless `resuming` is true.
    ///   - resuming: continue at the state's current entry instead of starting.
    ///   - consumedLines: every line read, in order (for `--record`); secrets are replaced
    ///     by nil so the caller can decide what to write.
    /// - Returns: how the run ended.
    public func run(
        driver: inout some TerminalDriver, state: inout WizardState, resuming: Bool = false,
        consumedLines: inout [String?]
    ) -> RunEnd {
        var outcome: Outcome
        if resuming, let prompt = engine.currentPrompt(in: state) {
            outcome = Outcome(notices: [], status: .asking(prompt))
        } else if resuming && state.isCompleted {
            outcome = Outcome(notices: [], status: .completed)
        } else {
            outcome = engine.start(&state)
        }
        while true {
            for notice in outcome.notices {
                driver.write(renderer.notice(notice))
            }
            let prompt: Prompt
            switch outcome.status {
            case .completed: return .completed
            case .failed(let error): return .failed(error)
            case .asking(let p): prompt = p
            }
            driver.write(renderer.header(prompt))
            let command: Command
            switch driver.readLine(renderer.linePrompt(prompt), for: prompt) {
            case .endOfInput:
                return .inputEnded(waitingAt: prompt.path)
            case .interrupted(let signal):
                return .interrupted(signal: signal)
            case .command(let c):
                command = c
                consumedLines.append(commandLine(c))
            case .line(let line):
                consumedLines.append(prompt.isSecret && !line.hasPrefix(":") ? nil : line)
                guard let parsed = Command.parse(line) else {
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
            }
        }
    }

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
