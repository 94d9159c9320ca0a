#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last SIGINT, SIGTERM or SIGHUP received (0: none); written only by the handler.
nonisolated(unsafe) private var pendingSignal: sig_atomic_t = 0
/// The self-pipe the handler writes a byte to (-1 until `install()`), so a `poll(2)` that
/// started just before the signal still wakes up.
nonisolated(unsafe) private var wakeReadFD: Int32 = -1
nonisolated(unsafe) private var wakeWriteFD: Int32 = -1

/// Turns SIGINT, SIGTERM and SIGHUP into a value a waiting read can notice: the handler
/// records the signal and writes a byte to a self-pipe, and `FileDescriptorIO.read` polls
/// that pipe with its input, so the plain driver reports `.interrupted(signal:)` and the
/// session is saved before exiting. (Relying on `read(2)` failing with `EINTR` alone loses
/// a signal that lands between the last check and the call: the read then blocks forever.)
package enum SignalWatcher {
    /// Installs the handlers (`sigaction(2)`) and unblocks the three signals
    /// (`sigprocmask(2)`): a child inherits its parent's signal mask, and a parent that
    /// blocks them (a dispatch worker thread spawning us, a supervisor) would otherwise
    /// leave a run waiting on a pipe that no signal can stop.
    package static func install() {
        if wakeReadFD < 0 {
            var fds: [Int32] = [-1, -1]
            if pipe(&fds) == 0 {
                for fd in fds {
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                }
                wakeReadFD = fds[0]
                wakeWriteFD = fds[1]
            }
        }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblocked, signal) }
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = { recordSignal($0) }
            #else
                action.__sigaction_u.__sa_handler = { recordSignal($0) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// Puts the default actions back (for tests that install the watcher in-process).
    package static func restoreDefaults() {
        for number in [SIGINT, SIGTERM, SIGHUP] { _ = signal(number, SIG_DFL) }
    }

    /// Whether a signal was received and not yet taken.
    package static var isPending: Bool { pendingSignal != 0 }

    /// The read end of the self-pipe that becomes readable when a signal arrives, once
    /// `install()` has run.
    package static var wakeDescriptor: Int32? { wakeReadFD >= 0 ? wakeReadFD : nil }

    /// The signal received since the last call, if any (and forgets it).
    ///
    /// - Returns: the signal number, or nil when none arrived; only the latest of several
    ///   is kept.
    package static func take() -> Int32? {
        let signal = pendingSignal
        guard signal != 0 else { return nil }
        pendingSignal = 0
        drainWake()
        return Int32(signal)
    }

    /// Empties the self-pipe, so a later poll waits again.
    package static func drainWake() {
        var byte: UInt8 = 0
        while wakeReadFD >= 0, read(wakeReadFD, &byte, 1) == 1 {}
    }
}

/// The signal handler: async-signal-safe work only (a store and a `write(2)`).
private func recordSignal(_ signal: Int32) {
    pendingSignal = signal
    if wakeWriteFD >= 0 {
        var byte: UInt8 = 1
        _ = write(wakeWriteFD, &byte, 1)
    }
}
