#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Long waits in the line mode (docs/plugins.md).
extension PlainDriver {
    /// A monitor for plugin waits woken by `SignalWatcher` (installed first). Standard error
    /// a terminal: the spinner is drawn there. Standard input a terminal: SIGINT cancels
    /// the wait and the run goes on; otherwise (piped input), and for SIGTERM and SIGHUP,
    /// the wait is cancelled and the signal stays pending, so the run stops at once and
    /// saves its session.
    ///
    /// - Returns: the monitor, or nil before `SignalWatcher.install()`.
    package static func waitMonitor() -> WaitMonitor? {
        guard let wake = SignalWatcher.wakeDescriptor else { return nil }
        let inputIsTerminal = FileDescriptorIO.isTerminal(0)
        return WaitMonitor(terminalFD: FileDescriptorIO.isTerminal(2) ? 2 : nil, wakeFD: wake) {
            guard SignalWatcher.isPending else { return false }
            if inputIsTerminal, let signal = SignalWatcher.take() {
                guard signal == SIGINT else {
                    _ = raise(signal)
                    return true
                }
                SignalDeadline.disarm()
                return true
            }
            SignalDeadline.acknowledge()
            return true
        }
    }
}
