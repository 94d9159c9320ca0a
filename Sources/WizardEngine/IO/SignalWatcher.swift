#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lets the plain driver's reads notice SIGINT, SIGTERM and SIGHUP, so a run waiting on a
/// pipe reports `.interrupted(signal:)` and its session is saved before exiting.
///
/// Built on `SignalPipe`, the self-pipe the readline driver uses too: `FileDescriptorIO.read`
/// polls the pipe with its input, so a signal arriving at any moment, even just before the
/// wait begins, ends the wait (`EINTR` alone would miss that one and block). Used from the
/// main thread only.
package enum SignalWatcher {
    /// The pipe, once installed.
    nonisolated(unsafe) private static var pipe: SignalPipe?
    /// The latest signal drained from the pipe and not yet taken.
    nonisolated(unsafe) private static var pending: Int32?

    /// Installs the handlers (once) and unblocks the three signals: a child inherits its
    /// parent's signal mask, and a parent that blocks them (a dispatch worker thread
    /// spawning us, a supervisor) would otherwise leave a run no signal can stop.
    package static func install() {
        if pipe == nil { pipe = SignalPipe(signals: [SIGINT, SIGTERM, SIGHUP]) }
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

    /// The signal received since the last call, if any (and forgets it).
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
