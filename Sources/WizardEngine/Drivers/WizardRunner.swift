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
        /// At the state's current entry: a saved state read back and checked with
        /// `Engine.restore(_:flowChanged:)`. Its secrets are asked again first.
        case resume
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

    /// Runs until the flow ends, input ends or the user quits: the one loop from a line
    /// read to the engine and back to the screen.
    ///
    /// A resumed run first asks the secrets its saved state lost (docs/sessions.md),
    /// refusing navigation until all are back. `:help` and `:quit` are handled here, never
    /// by the engine; a line naming no command is refused and the prompt asked again; a
    /// recording's secret marker is replayed by `SecretReplay`. On `.quit`, `.interrupted`
    /// and `.inputEnded` the state is left at the prompt being asked, ready to be saved
    /// (`Engine.removingSecrets(from:)`). A stopping signal (`Signals`, when installed)
    /// that arrived while the engine was busy wins over how the run ended.
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
        let end = loop(driver: &driver, state: &state, start: start, log: &log)
        if let signal = Signals.take() { return .interrupted(signal: signal) }
        return end
    }

    /// The loop of `run`.
    private func loop(driver: inout some TerminalDriver, state: inout WizardState, start: Start, log: inout Log) -> RunEnd {
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
        case .resume:
            if let end = askSecretsAgain(driver: &driver, state: &state) { return end }
            let prompt = engine.currentPrompt(in: state)
            outcome = Outcome(notices: [], status: prompt.map { .asking($0) } ?? (state.isCompleted ? .completed : .failed(.notStarted)))
        }
        var replay = SecretReplay()
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
            replay.arrive(at: prompt, engine: engine, in: state)
            let header = renderer.header(
                prompt, position: showsPosition ? engine.position(in: state, tally: &tally, asking: prompt) : nil,
                listsChoices: !driver.drawsScreen)
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
            switch read(asked, linePrompt: linePrompt, driver: &driver) {
            case .ended(let end):
                return end
            case .line(let line) where line == Self.secretMarker && driver.inputSource != .typed:
                // Read from a recording (typed at a terminal, it is an unknown command).
                log.consumedLines.append(line)
                outcome = replay.marker(at: prompt, engine: engine, in: &state)
                continue
            case .line(let line):
                let parsed = Command.parse(line)
                log.consumedLines += recordedLines(line, parsed: parsed, at: prompt)
                guard let parsed else {
                    outcome = Outcome(notices: [.refused(.unknownCommand(line))], status: .asking(prompt))
                    continue
                }
                command = parsed
            case .command(let keyed):
                command = keyed
                log.consumedLines.append(Self.typedLine(of: keyed))
            }
            switch command {
            case .quit:
                return .quit
            case .help:
                outcome = Outcome(notices: [help(at: prompt)], status: .asking(prompt))
            default:
                outcome = replay.handle(command, origin: driver.inputSource, engine: engine, in: &state)
                guard case .answer(let text) = command, let line = log.consumedLines.last else { break }
                let refused = outcome.notices.contains { if case .refused = $0 { true } else { false } }
                if refused {
                    if case .asking(let next) = outcome.status, next.entryID == prompt.entryID, let line {
                        refusedLine = (prompt.entryID, line)
                    }
                } else if driver.drawsScreen {
                    // A long text's last line is its ending `.`: the summary shows the text.
                    // Only a driver that draws the screen collapses an answered prompt.
                    driver.settle(renderer.summary(prompt, answer: prompt.isMultiline ? text : line ?? ""))
                }
            }
        }
    }

    /// Asks a restored run's secrets again, bottom first (docs/sessions.md): navigation is
    /// refused until all are back.
    ///
    /// - Returns: nil when every secret was given, else how the run ended.
    private func askSecretsAgain(driver: inout some TerminalDriver, state: inout WizardState) -> RunEnd? {
        for path in engine.secretsToAskAgain(in: state) {
            if engine.supplySecret(nil, forPath: path, in: &state) == nil { continue }
            asking: while let prompt = engine.secretPrompt(forPath: path, in: state) {
                driver.write(renderer.header(prompt))
                let refusal: Refusal
                switch read(prompt, linePrompt: renderer.linePrompt(prompt), driver: &driver) {
                case .ended(let end): return end
                case .line(let line):
                    switch Command.parse(line) {
                    case .answer(let text)?:
                        guard let refused = engine.supplySecret(text, forPath: path, in: &state) else { break asking }
                        refusal = refused
                    case .quit?: return .quit
                    case .help?:
                        driver.write(renderer.notice(help(at: prompt)))
                        continue
                    case nil: refusal = .unknownCommand(line)
                    case _?: refusal = .secretsFirst(path: path)
                    }
                case .command(.quit): return .quit
                case .command(.help):
                    driver.write(renderer.notice(help(at: prompt)))
                    continue
                case .command: refusal = .secretsFirst(path: path)
                }
                driver.write(renderer.notice(.refused(refusal)))
            }
        }
        return nil
    }

    /// What one read at a prompt gave.
    private enum Read {
        /// A line, to be parsed.
        case line(String)
        /// A keystroke bound to a command.
        case command(Command)
        /// Input ended or a signal arrived: how the run ends.
        case ended(RunEnd)
    }

    /// Reads the prompt's input line (its long text for a multiline prompt).
    private func read(_ prompt: Prompt, linePrompt: String, driver: inout some TerminalDriver) -> Read {
        switch Self.read(prompt, linePrompt: linePrompt, driver: &driver, renderer: renderer) {
        case .line(let line): .line(line)
        case .command(let command): .command(command)
        case .endOfInput, .notUTF8: .ended(.inputEnded(waitingAt: prompt.path))
        case .interrupted(let signal): .ended(.interrupted(signal: signal))
        }
    }

    /// Reads a prompt's input as a driver gives it; a line that is not UTF-8 is refused
    /// here, recorded nowhere, and the line read again.
    static func read(_ prompt: Prompt, linePrompt: String, driver: inout some TerminalDriver, renderer: PromptRenderer) -> DriverInput {
        while true {
            let input = prompt.isMultiline ? driver.readLongText(linePrompt, for: prompt) : driver.readLine(linePrompt, for: prompt)
            guard input == .notUTF8 else { return input }
            driver.write(renderer.inputNotUTF8())
        }
    }

    /// The `:help` notice at a prompt: the step's help, then the commands.
    private func help(at prompt: Prompt) -> Notice { Self.help(at: prompt, commands: commandHelp) }

    /// The `:help` notice at a prompt: its help, then `commands`.
    static func help(at prompt: Prompt, commands: String) -> Notice {
        .help((prompt.help.map { $0 + "\n" } ?? "") + commands)
    }

    /// The lines `--record` keeps for a line read at `prompt`: a secret answer becomes its
    /// marker (`::`-escaped ones included), a long text its lines and the `.` that ends
    /// them, a yes or no in the language's words (`ja`) `yes` or `no`, anything else the
    /// line as typed.
    private func recordedLines(_ line: String, parsed: Command?, at prompt: Prompt) -> [String?] {
        guard case .answer? = parsed else { return [line] }
        if prompt.isSecret { return [Self.secretMarker] }
        if prompt.typeName == "confirm", let word = engine.confirmWords.recordedWord(for: line) { return [word] }
        guard prompt.isMultiline else { return [line] }
        let lines = line.isEmpty ? [] : line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines + ["."]
    }

    /// The line `--record` writes in place of a typed secret. Read back (from piped input,
    /// not typed at a terminal, where it is an unknown command) at a secret step,
    /// it takes the secret from `--set`, the answers file or the step's `env` variable, or
    /// stops the run naming the step; at the step after secrets those sources answered, it
    /// is passed over (one line per such secret).
    public static let secretMarker = ":secret"

    /// The typed form of a command: what `--record` keeps for a keystroke, and what a
    /// line ended by one shows (`:back`).
    package static func typedLine(of command: Command) -> String {
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
