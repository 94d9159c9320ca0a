import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Long waits at the terminal (docs/plugins.md): the spinner, and Ctrl-C cancelling the
/// wait back to the prompt of the step that was waiting.
extension ReadlineDriver {
    /// A monitor for plugin waits that draws on standard error and is woken by this
    /// driver's signals: SIGINT cancels the wait and the run goes on; SIGTERM and SIGHUP
    /// cancel it too and stay pending, so the next read stops the run and saves the session;
    /// Ctrl-Z stops the process and a resize is noted, and the wait goes on.
    ///
    /// - Returns: the monitor, or nil when the driver has no signal pipe.
    package func waitMonitor() -> WaitMonitor? {
        guard let signals else { return nil }
        return WaitMonitor(terminalFD: 2, wakeFD: signals.readFD) {
            var cancels = false
            for signal in signals.drain() {
                switch signal {
                case SIGINT:
                    SignalDeadline.disarm()
                    cancels = true
                case SIGTERM, SIGHUP:
                    // Put back for the next read, which stops the run (the session is saved).
                    SignalDeadline.acknowledge()
                    _ = raise(signal)
                    cancels = true
                case SIGWINCH:
                    ReadlineBridge.noteWindowResized()
                case SIGTSTP:
                    // No line is being edited: stop as the shell asked, then wait on.
                    signals.stopForTerminal()
                default:
                    break
                }
            }
            return cancels
        }
    }
}
