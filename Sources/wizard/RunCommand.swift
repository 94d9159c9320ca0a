import WizardEngine
import WizardReadline

/// `wizard run FLOW` and the built-in demo.
enum RunCommand {
    /// Runs the demo flow compiled into the binary.
    static func runDemo(_ options: RunOptions) -> ExitStatus {
        let result = FlowLoader().load(string: DemoFlow.json, name: "<demo>")
        return run(result, options: options)
    }

    /// Runs a flow named by path or id.
    static func run(_ options: RunOptions) -> ExitStatus {
        guard let name = options.flow else {
            Console.error("'wizard run' needs a flow (a path or an id) (see 'wizard help run')")
            return .usage
        }
        let path: String
        switch FlowLocator.locate(name) {
        case .success(let found): path = found
        case .failure(let message):
            Console.error(message.description)
            return .flowError
        }
        return run(FlowLoader().load(fileAt: path), options: options)
    }

    static func run(_ result: LoadResult, options: RunOptions) -> ExitStatus {
        if !result.diagnostics.isEmpty { Console.err(DiagnosticRenderer.render(result.diagnostics)) }
        guard let catalog = result.catalog else { return .flowError }

        let environment = ProcessEnvironment.engineEnvironment()
        var sources = AnswerSources(useDefaults: options.useDefaults, isNonInteractive: options.isNonInteractive)
        for (path, value) in options.setValues { sources.setValues[path] = value }
        if let file = options.answersFile {
            switch AnswersFile.read(file, variables: environment.variables) {
            case .success(let value): sources.answersFile = value
            case .failure(let error):
                Console.error(error.description)
                return .answers
            }
        }
        let engine = Engine(catalog: catalog, environment: environment, sources: sources)
        let usesColor =
            !options.noColor && FileDescriptorIO.isTerminal(2) && environment.variables["NO_COLOR"] == nil
            && environment.variables["TERM"] != "dumb"
        var state = WizardState()
        var consumed: [String?] = []
        let end: RunEnd
        switch DriverChoice.choose(
            isNonInteractive: options.isNonInteractive, flowID: catalog.rootID.rawValue, variables: environment.variables)
        {
        case .readline(let historyFile):
            let help = WizardRunner.typedCommandsHelp + "\n" + ReadlineDriver.keystrokeHelp
            let runner = WizardRunner(engine: engine, renderer: PromptRenderer(usesColor: usesColor), commandHelp: help)
            var driver = ReadlineDriver(historyFile: historyFile, usesColor: usesColor)
            driver.firstPromptHint = ReadlineDriver.keystrokeHint
            // Ctrl-D on an empty line at a terminal is a way to stop, like :quit (SPEC §5).
            let readlineEnd = runner.run(driver: &driver, state: &state, consumedLines: &consumed)
            if case .inputEnded = readlineEnd { end = .quit } else { end = readlineEnd }
        case .plain:
            let runner = WizardRunner(engine: engine, renderer: PromptRenderer(usesColor: usesColor))
            var driver = PlainDriver(usesColor: usesColor)
            end = runner.run(driver: &driver, state: &state, consumedLines: &consumed)
        }
        return finish(end, engine: engine, state: state, options: options)
    }

    /// Maps how the run ended to output and an exit status (SPEC §7).
    static func finish(_ end: RunEnd, engine: Engine, state: WizardState, options: RunOptions) -> ExitStatus {
        switch end {
        case .completed:
            return writeAnswers(engine.answers(of: state, redactingSecrets: options.redacts), options: options)
        case .quit:
            Console.err("Stopped.\n")
            return .interrupted
        case .interrupted(let signal):
            return .forSignal(signal)
        case .inputEnded(let path):
            Console.error("input ended while \(TerminalText.escape(path)) was waiting for an answer")
            return .answers
        case .failed(let error):
            Console.error(RefusalMessages.sentence(for: error))
            return .answers
        }
    }

    /// Prints or writes the answers in the chosen format.
    static func writeAnswers(_ answers: OrderedAnswers, options: RunOptions) -> ExitStatus {
        let text: String
        switch options.format {
        case .json:
            text = answers.jsonText() + "\n"
        case .env:
            do {
                text = try answers.environmentLines()
            } catch {
                Console.error(
                    "answers \(error.paths.joined(separator: " and ")) both map to the variable \(error.name) in --format env; rename one step")
                return .flowError
            }
        }
        if let file = options.outputFile {
            do {
                try AtomicFile.write(text, to: file)
            } catch {
                Console.error(error.description)
                return .flowError
            }
        } else {
            Console.out(text)
        }
        return .success
    }
}
