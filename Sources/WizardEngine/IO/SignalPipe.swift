#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write end of the self-pipe: the only thing the signal handler touches. Set before the
/// handler is installed and never changed while it is.
nonisolated(unsafe) private var signalPipeWriteFD: Int32 = -1

/// The signal handler: writes the signal number to the self-pipe and tells `SignalDeadline`, keeping `errno`.
private func writeSignalByte(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteFD, &byte, 1)
    SignalDeadline.signalArrived(number)
    errno = saved
}

/// Turns signals into bytes on a pipe (the self-pipe trick), so a read loop can `poll` input and
/// signals together and act outside the handler.
///
/// The handler does only async-signal-safe work and is installed without `SA_RESTART`, so `poll`
/// returns at once. One instance at a time per process.
package final class SignalPipe {
    /// The signals the readline driver catches: interrupt, terminate, hang-up, quit (Ctrl-\\), window
    /// size, terminal stop.
    package static let caught: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP]

    /// The read end, for `poll`.
    package let readFD: Int32
    private let writeFD: Int32
    private var previous: [(signal: Int32, action: sigaction)] = []

    /// Creates the pipe and installs the handlers, remembering the previous ones; nil when no pipe can
    /// be made (the driver then reads without signal handling).
    ///
    /// - Parameter signals: the signals to catch (`caught` by default).
    package init?(signals: [Int32] = SignalPipe.caught) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        readFD = fds[0]
        writeFD = fds[1]
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        signalPipeWriteFD = writeFD
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = writeSignalByte
            #else
                action.__sigaction_u.__sa_handler = writeSignalByte
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { previous.append((signal, old)) }
        }
        // A parent may have started us with these blocked; the driver needs them.
        var wanted = sigset_t()
        sigemptyset(&wanted)
        for signal in signals { sigaddset(&wanted, signal) }
        _ = pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
    }

    /// Puts back the previous handlers and closes the pipe.
    deinit {
        for (signal, action) in previous {
            var action = action
            _ = sigaction(signal, &action, nil)
        }
        signalPipeWriteFD = -1
        close(readFD)
        close(writeFD)
    }

    /// The signals delivered since the last call (`read(2)` until empty).
    ///
    /// - Returns: the signal numbers in the order they arrived; empty when none did.
    package func drain() -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(readFD, $0.baseAddress, 64) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return signals }
            signals += buffer[0..<n].map { Int32($0) }
        }
    }

    /// Stops this process with the default action of SIGTSTP and returns when it continues:
    /// the handler is set to `SIG_DFL` around `raise(3)`.
    package func stopForTerminal() {
        var action = sigaction()
        var mine = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = SIG_DFL
        #else
            action.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        _ = sigaction(SIGTSTP, &action, &mine)
        _ = raise(SIGTSTP)
        _ = sigaction(SIGTSTP, &mine, nil)
    }
}
