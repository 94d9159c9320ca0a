import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

nonisolated(unsafe) private let handlerState: UnsafeMutablePointer<Signals.HandlerState> = {
    let state = UnsafeMutablePointer<Signals.HandlerState>.allocate(capacity: 1)
    state.initialize(to: Signals.HandlerState())
    return state
}()
/// The terminal settings of standard input at install (`tcgetattr(3)`); on the heap: a
/// global `termios` is laid out shorter than what `tcgetattr` writes.
nonisolated(unsafe) private let savedTerminal = UnsafeMutablePointer<termios>.allocate(capacity: 1)
/// Set once the main thread has taken the signal and is stopping the usual way.
private let signalAcknowledged = Atomic<Bool>(false)

/// The handler: writes the signal number to the self-pipe and, for the first stopping
/// signal, sets the deadline's timer; keeps `errno`.
private func signalArrived(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(handlerState.pointee.pipeWriteFD, &byte, 1)
    let isStopping = number == SIGINT || number == SIGTERM || number == SIGHUP || number == SIGQUIT
    if handlerState.pointee.hasDeadline && handlerState.pointee.deadlineSignal == 0 && isStopping {
        handlerState.pointee.deadlineSignal = number
        Signals.setTimer(milliseconds: Signals.limitMilliseconds)
    }
    errno = saved
}

/// How the process meets signals (docs/sessions.md): one self-pipe that every wait polls
/// beside its input, and a deadline.
///
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT become bytes on the pipe; the main thread takes
/// them at its next read and stops the usual way, saving the session. If it is busy in one
/// long operation, a timer set by the handler restores the terminal, says so in one line,
/// kills the plugins' process groups and exits with 128 plus the signal number (session
/// files are written atomically, so the one left is never torn). The readline driver also
/// catches SIGWINCH and SIGTSTP while it lives. Main thread only.
package enum Signals {
    /// The signals that stop a run.
    package static let stopping: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// How long after the signal a busy main thread is cut short; the rest of 200 ms is left to the kernel.
    package static let limitMilliseconds = 120
    /// How much longer a main thread that took the signal gets to save the session (it
    /// matters only on a very loaded machine).
    package static let savingMilliseconds = 880

    /// The read end of the pipe, readable when a signal has arrived; nil before `install()`.
    nonisolated(unsafe) package private(set) static var wakeDescriptor: Int32?
    /// The latest stopping signal read from the pipe and not yet taken.
    nonisolated(unsafe) private static var pending: Int32?
    /// SIGWINCH and SIGTSTP read from the pipe and not yet handed out, in order.
    nonisolated(unsafe) private static var terminalSignals: [Int32] = []
    /// The actions `install()` replaced, for `uninstall()`.
    nonisolated(unsafe) private static var replaced: [(signal: Int32, action: sigaction)] = []

    /// Creates the pipe, saves the terminal's settings and installs the handlers (once per
    /// process), then unblocks the signals, which a child inherits blocked from a parent
    /// that blocks them. Without a pipe, signals keep their default actions.
    ///
    /// - Parameter cutsShortBusyRuns: whether the deadline ends a process whose main thread
    ///   does not take a stopping signal in time: the `wizard` command's choice, not an
    ///   embedder's (a driver installs without it) nor a test's.
    package static func install(cutsShortBusyRuns: Bool = true) {
        guard wakeDescriptor == nil else { return }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        wakeDescriptor = fds[0]
        handlerState.pointee.pipeWriteFD = fds[1]
        handlerState.pointee.hasSavedTerminal = isatty(0) == 1 && tcgetattr(0, savedTerminal) == 0
        // What the handlers touch is allocated before they can run.
        _ = handlerState
        PluginProcessGroups.allocateSlots()
        signalAcknowledged.store(false, ordering: .relaxed)
        // SA_RESTART: a save in progress when the allowance starts goes on.
        replaced = [(SIGALRM, setAction(SIGALRM, flags: SA_RESTART) { _ in Signals.timerFired() })]
        handlerState.pointee.hasDeadline = cutsShortBusyRuns
        // No SA_RESTART: `poll` returns at once.
        for signal in stopping { replaced.append((signal, setAction(signal, flags: 0, signalArrived))) }
        unblock(stopping + [SIGALRM])
    }

    /// Puts back the actions `install()` replaced and closes the pipe: for an embedder's
    /// driver that installed it, so that its program meets signals as before afterwards.
    package static func uninstall() {
        guard let readFD = wakeDescriptor else { return }
        catchTerminalSignals(false)
        for (signal, action) in replaced {
            var action = action
            _ = sigaction(signal, &action, nil)
        }
        replaced = []
        setTimer(milliseconds: 0)
        close(handlerState.pointee.pipeWriteFD)
        close(readFD)
        handlerState.pointee.pipeWriteFD = -1
        wakeDescriptor = nil
        pending = nil
    }

    /// Catches SIGWINCH and SIGTSTP too (the readline driver redraws and stops with the
    /// terminal restored), or puts their default actions back.
    ///
    /// - Parameter isOn: whether to catch them.
    package static func catchTerminalSignals(_ isOn: Bool) {
        guard wakeDescriptor != nil else { return }
        for signal in [SIGWINCH, SIGTSTP] {
            if isOn { setAction(signal, flags: 0, signalArrived) } else { setAction(signal, flags: 0, nil) }
        }
        if isOn { unblock([SIGWINCH, SIGTSTP]) } else { terminalSignals = [] }
    }

    /// Reads the pipe until empty: stopping signals become pending (the latest kept), the
    /// others are handed out.
    ///
    /// - Returns: the SIGWINCH and SIGTSTP received since the last call, in order.
    package static func drain() -> [Int32] {
        readPipe()
        defer { terminalSignals = [] }
        return terminalSignals
    }

    /// The stopping signal received and not yet taken, if any; it stays pending.
    package static var pendingSignal: Int32? {
        readPipe()
        return pending
    }

    /// The latest stopping signal received since the last call, if any, and forgets it;
    /// tells the deadline that the main thread is stopping.
    ///
    /// - Returns: the signal number, or nil when none arrived.
    package static func take() -> Int32? {
        guard let signal = pendingSignal else { return nil }
        acknowledge()
        pending = nil
        return signal
    }

    /// Tells the deadline that the main thread took the signal and is stopping.
    package static func acknowledge() {
        signalAcknowledged.store(true, ordering: .relaxed)
    }

    /// Forgets the pending signal and stops the deadline: the main thread took it as a
    /// request to cancel a wait (`WaitMonitor`) and the run goes on.
    package static func disarm() {
        readPipe()
        pending = nil
        setTimer(milliseconds: 0)
        handlerState.pointee.deadlineSignal = 0
        handlerState.pointee.isSavingAllowed = false
        signalAcknowledged.store(false, ordering: .relaxed)
    }

    /// Stops this process with the default action of SIGTSTP and returns when it continues.
    package static func stopForTerminal() {
        setAction(SIGTSTP, flags: 0, nil)
        _ = raise(SIGTSTP)
        setAction(SIGTSTP, flags: 0, signalArrived)
    }

    /// Reads every byte of the pipe into `pending` and `terminalSignals`.
    private static func readPipe() {
        guard let fd = wakeDescriptor else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 64) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }
            for byte in buffer[0..<n] {
                let signal = Int32(byte)
                if stopping.contains(signal) { pending = signal } else { terminalSignals.append(signal) }
            }
        }
    }

    /// The timer's handler: gives a main thread that is saving its allowance once, else ends the process.
    private static func timerFired() {
        let state = handlerState
        if signalAcknowledged.load(ordering: .relaxed) && !state.pointee.isSavingAllowed {
            state.pointee.isSavingAllowed = true
            setTimer(milliseconds: savingMilliseconds)
            return
        }
        let deadlineSignal = state.pointee.deadlineSignal
        if state.pointee.hasSavedTerminal { _ = tcsetattr(0, TCSANOW, savedTerminal) }
        // Literals written in turn: a handler must not allocate.
        writeError("\nwizard: stopped by ")
        writeError(
            deadlineSignal == SIGTERM ? "SIGTERM" : deadlineSignal == SIGHUP ? "SIGHUP" : deadlineSignal == SIGQUIT ? "SIGQUIT" : "SIGINT")
        writeError(state.pointee.isSavingAllowed ? " while saving" : " while busy")
        writeError("; the session file keeps its last saved state\n")
        // No plugin outlives the run, even one waited on at this moment.
        PluginProcessGroups.killAllNow()
        _exit(128 + deadlineSignal)
    }

    /// Writes `text` to standard error (`write(2)`).
    private static func writeError(_ text: StaticString) {
        _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
    }

    /// Sets the real-time interval timer to fire once, `milliseconds` (below 1,000) from
    /// now (`setitimer(2)`); 0 stops it.
    static func setTimer(milliseconds: Int) {
        var timer = itimerval()
        timer.it_value.tv_usec = .init(milliseconds * 1_000)
        #if canImport(Glibc)
            _ = setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &timer, nil)
        #else
            _ = setitimer(ITIMER_REAL, &timer, nil)
        #endif
    }

    /// Installs `handler` for `signal` (`sigaction(2)`); nil restores the default action.
    ///
    /// - Returns: the action replaced.
    @discardableResult
    private static func setAction(_ signal: Int32, flags: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler ?? SIG_DFL
        #else
            action.__sigaction_u.__sa_handler = handler ?? SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        var old = sigaction()
        _ = sigaction(signal, &action, &old)
        return old
    }

    /// Unblocks `signals` for this thread (`pthread_sigmask(3)`).
    private static func unblock(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// What the signal handlers touch, set by `Signals.install()` before any handler runs.
    /// Plain memory behind a pointer: the handlers interrupt the main thread anywhere, so they
    /// read and write no Swift variable (whose accesses the runtime tracks).
    fileprivate struct HandlerState {
        /// The write end of the self-pipe (-1: not installed).
        var pipeWriteFD: Int32 = -1
        /// Whether a stopping signal sets the deadline's timer.
        var hasDeadline = false
        /// The first stopping signal received (0: none yet), for the deadline.
        var deadlineSignal: Int32 = 0
        /// Whether the timer was set again to let a main thread that took the signal finish saving.
        var isSavingAllowed = false
        /// Whether `savedTerminal` holds standard input's settings.
        var hasSavedTerminal = false
    }
}
