#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lets the plain driver's reads notice SIGINT, SIGTERM, SIGHUP and SIGQUIT, so a run waiting on a pipe reports
/// `.interrupted(signal:)` and saves its session. Main thread only.
package enum SignalWatcher {
    /// The pipe, once installed.
    nonisolated(unsafe) private static var pipe: SignalPipe?
    /// The latest signal drained from the pipe and not yet taken.
    nonisolated(unsafe) private static var pending: Int32?

    /// Installs the handlers (once) and unblocks the four signals, which a child inherits blocked from
    /// a parent that blocks them.
    package static func install() {
        if pipe == nil { pipe = SignalPipe(signals: [SIGINT, SIGTERM, SIGHUP, SIGQUIT]) }
    }

    /// Puts the previous actions back (for tests that install the watcher in-process).
    package static func restoreDefaults() {
        pipe = nil
        pending = nil
    }

    /// The read end of the pipe, readable when a signal has arrived; nil before `install()`.
    package static var wakeDescriptor: Int32? { pipe?.readFD }

    /// Whether a signal was received and not yet taken.
    package static var isPending: Bool {
        if let latest = pipe?.drain().last { pending = latest }
        return pending != nil
    }

    /// The latest signal received since the last call, if any, and forgets it.
    ///
    /// - Returns: the signal number, or nil when none arrived; only the latest of several
    ///   is kept.
    package static func take() -> Int32? {
        guard isPending else { return nil }
        SignalDeadline.acknowledge()
        defer { pending = nil }
        return pending
    }
}
