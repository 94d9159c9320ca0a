#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last SIGINT, SIGTERM or SIGHUP received (0: none); written only by the handler.
nonisolated(unsafe) private var pendingSignal: sig_atomic_t = 0

/// Turns SIGINT, SIGTERM and SIGHUP into a value a blocked read can notice: the handler
/// only records the signal (no `SA_RESTART`, so `read(2)` returns `EINTR`), and the plain
/// driver reports `.interrupted(signal:)` so the session is saved before exiting.
package enum SignalWatcher {
    /// Installs the handlers (`sigaction(2)`) and unblocks the three signals
    /// (`sigprocmask(2)`): a child inherits its parent's signal mask, and a parent that
    /// blocks them (a dispatch worker thread spawning us, a supervisor) would otherwise
    /// leave a run waiting on a pipe that no signal can stop.
    package static func install() {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblocked, signal) }
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = { pendingSignal = $0 }
            #else
                action.__sigaction_u.__sa_handler = { pendingSignal = $0 }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// Whether a signal was received and not yet taken.
    package static var isPending: Bool { pendingSignal != 0 }

    /// The signal received since the last call, if any (and forgets it).
    ///
    /// - Returns: the signal number, or nil when none arrived; only the latest of several
    ///   is kept.
    package static func take() -> Int32? {
        let signal = pendingSignal
        guard signal != 0 else { return nil }
        pendingSignal = 0
        return Int32(signal)
    }
}
