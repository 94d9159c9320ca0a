import WizardEngine

/// Long waits at the terminal (docs/plugins.md): the spinner, and Ctrl-C cancelling the
/// wait back to the prompt of the step that was waiting.
extension ReadlineDriver {
    /// A monitor for plugin waits that draws on standard error (`WaitMonitor.watchingSignals`);
    /// a resize is noted for readline.
    ///
    /// - Returns: the monitor, or nil before `Signals.install()`.
    package func waitMonitor() -> WaitMonitor? {
        WaitMonitor.watchingSignals(drawingOn: 2, inputIsTyped: true) { ReadlineBridge.noteWindowResized() }
    }
}
