import Testing

@testable import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The plain driver's read must end when SIGINT, SIGTERM or SIGHUP arrives, whenever it
/// arrives: a run waiting on a pipe then saves its session instead of hanging.
@Suite(.serialized) struct SignalsTests {
    /// Catches: a signal that lands just before the read begins being lost, the read
    /// then blocking forever (it hung CI once: the test waited on a pipe nobody wrote).
    @Test(.timeLimit(.minutes(1))) func aSignalBeforeTheReadEndsIt() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
            Signals.uninstall()
        }
        Signals.install(cutsShortBusyRuns: false)
        _ = Signals.take()
        kill(getpid(), SIGHUP)  // handled at once: recorded, the self-pipe written
        #expect(FileDescriptorIO.read(from: fds[0], count: 16) == [])
        #expect(Signals.take() == SIGHUP)
        // Taken: the next read waits for data again, and gets it.
        _ = write(fds[1], "ok", 2)
        #expect(FileDescriptorIO.read(from: fds[0], count: 16) == Array("ok".utf8))
    }

    /// Catches: an embedder's program whose Ctrl-C no longer works once the readline
    /// driver that installed the handlers is gone.
    @Test func uninstallPutsTheActionsBack() {
        var before = sigaction()
        _ = sigaction(SIGINT, nil, &before)
        Signals.install(cutsShortBusyRuns: false)
        #expect(Signals.wakeDescriptor != nil)
        Signals.uninstall()
        var after = sigaction()
        _ = sigaction(SIGINT, nil, &after)
        #expect(Signals.wakeDescriptor == nil)
        #if canImport(Glibc)
            let handlers = (before.__sigaction_handler, after.__sigaction_handler)
        #else
            let handlers = (before.__sigaction_u, after.__sigaction_u)
        #endif
        #expect(withUnsafeBytes(of: handlers.0) { Array($0) } == withUnsafeBytes(of: handlers.1) { Array($0) })
    }
}
