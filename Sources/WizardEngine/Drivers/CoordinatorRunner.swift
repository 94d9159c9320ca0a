/// Runs a `Coordinator` on any `TerminalDriver`: renders each screen, reads a line and hands it to the
/// coordinator until it finishes, input ends or the user quits.
public struct CoordinatorRunner: Sendable {
    /// How prompts and notices are turned into text.
    public var renderer: PromptRenderer

    /// Creates a runner.
    ///
    /// - Parameter renderer: the renderer; plain text unless given.
    public init(renderer: PromptRenderer = PromptRenderer(usesColor: false)) {
        self.renderer = renderer
    }

    /// Runs until the coordinator finishes, input ends or the user quits; `coordinator.routes` then
    /// holds the final stack, or the one where the run stopped.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator; updated in place.
    ///   - driver: where prompts go and lines come from.
    /// - Returns: `.completed` after `.finish`; `.quit`, `.interrupted(signal:)` or
    ///   `.inputEnded(waitingAt:)` (the top screen's name) otherwise.
    public func run<Screen>(_ coordinator: inout Coordinator<Screen>, driver: inout some TerminalDriver) -> RunEnd {
        var outcome = coordinator.start()
        while true {
            for notice in outcome.notices { driver.write(renderer.notice(notice)) }
            guard case .asking(let prompt) = outcome.status else { return .completed }
            driver.write(renderer.header(prompt))
            let command: Command
            switch WizardRunner.read(prompt, linePrompt: renderer.linePrompt(prompt), driver: &driver, renderer: renderer) {
            case .endOfInput, .notUTF8: return .inputEnded(waitingAt: prompt.path)
            case .interrupted(let signal): return .interrupted(signal: signal)
            case .command(let typed): command = typed
            case .line(let line):
                guard let parsed = Command.parse(line) else {
                    outcome = Outcome(notices: [.refused(.unknownCommand(line))], status: .asking(prompt))
                    continue
                }
                command = parsed
            }
            if command == .quit { return .quit }
            if command == .help {
                outcome = Outcome(
                    notices: [WizardRunner.help(at: prompt, commands: WizardRunner.typedCommandsHelp)], status: .asking(prompt))
                continue
            }
            outcome = coordinator.handle(command)
        }
    }
}
