import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Set once the main thread has taken the signal and is stopping the usual way.
private let signalAcknowledged = Atomic<Bool>(false)

// Touched by the signal handlers only, once `SignalDeadline.start()` has set them up.
/// The first of SIGINT, SIGTERM, SIGHUP and SIGQUIT received (0: none yet).
nonisolated(unsafe) private var deadlineSignal: Int32 = 0
/// Whether the timer was set again to let a main thread that took the signal finish saving.
nonisolated(unsafe) private var isSavingAllowed = false
nonisolated(unsafe) private var isStarted = false
/// The terminal settings of standard input when the deadline started (`tcgetattr(3)`).
// On the heap: a global `termios` is laid out shorter than what `tcgetattr` writes.
nonisolated(unsafe) private let savedTerminal = UnsafeMutablePointer<termios>.allocate(capacity: 1)
nonisolated(unsafe) private var hasSavedTerminal = false

/// Makes SIGINT, SIGTERM, SIGHUP and SIGQUIT end the process within 200 ms whatever the main thread is doing.
///
/// The main thread stops at its next consistent point, saving the session. If it is busy in one long
/// operation, a timer set by the signal handler restores the terminal, says so in one line and exits
/// with status 128 plus the signal number. Session files are written atomically, so the one left is
/// never torn.
package enum SignalDeadline {
    /// How long after the signal a busy main thread is cut short; the rest of 200 ms is left to the kernel.
    package static let limitMilliseconds = 120
    /// How much longer a main thread that took the signal gets to save the session (it matters only on
    /// a very loaded machine).
    package static let savingMilliseconds = 880

    /// Tells the deadline that the main thread took the signal and is stopping.
    package static func acknowledge() {
        signalAcknowledged.store(true, ordering: .relaxed)
    }

    /// Forgets the signal that armed the deadline and stops its timer: the main thread took
    /// it as a request to cancel a wait (`WaitMonitor`) and the run goes on.
    package static func disarm() {
        setTimer(milliseconds: 0)
        deadlineSignal = 0
        isSavingAllowed = false
        signalAcknowledged.store(false, ordering: .relaxed)
    }

    /// Saves the terminal settings and installs the timer's handler; once per process, before
    /// `SignalPipe`'s handlers.
    package static func start() {
        guard !isStarted else { return }
        hasSavedTerminal = isatty(0) == 1 && tcgetattr(0, savedTerminal) == 0
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in SignalDeadline.timerFired() }
        #else
            action.__sigaction_u.__sa_handler = { _ in SignalDeadline.timerFired() }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART  // a save in progress when the allowance starts goes on
        isStarted = sigaction(SIGALRM, &action, nil) == 0
        // A parent may have started us with it blocked; the timer would then never fire.
        var alarm = sigset_t()
        sigemptyset(&alarm)
        sigaddset(&alarm, SIGALRM)
        _ = pthread_sigmask(SIG_UNBLOCK, &alarm, nil)
    }

    /// Called by `SignalPipe`'s handler: the first SIGINT, SIGTERM, SIGHUP or SIGQUIT sets the timer.
    static func signalArrived(_ number: Int32) {
        guard isStarted, deadlineSignal == 0, number == SIGINT || number == SIGTERM || number == SIGHUP || number == SIGQUIT
        else { return }
        deadlineSignal = number
        setTimer(milliseconds: limitMilliseconds)
    }

    /// The timer's handler: gives a main thread that is saving its allowance once, else ends the process.
    private static func timerFired() {
        if signalAcknowledged.load(ordering: .relaxed) && !isSavingAllowed {
            isSavingAllowed = true
            setTimer(milliseconds: savingMilliseconds)
            return
        }
        if hasSavedTerminal { _ = tcsetattr(0, TCSANOW, savedTerminal) }
        // Literals written in turn: a handler must not allocate.
        writeError("\nwizard: stopped by ")
        writeError(
            deadlineSignal == SIGTERM ? "SIGTERM" : deadlineSignal == SIGHUP ? "SIGHUP" : deadlineSignal == SIGQUIT ? "SIGQUIT" : "SIGINT")
        writeError(isSavingAllowed ? " while saving" : " while busy")
        writeError("; the session file keeps its last saved state\n")
        // No plugin outlives the run, even one waited on at this moment.
        PluginProcessGroups.killAllNow()
        _exit(128 + deadlineSignal)
    }

    /// Writes `text` to standard error (`write(2)`).
    private static func writeError(_ text: StaticString) {
        _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
    }

    /// Sets the real-time interval timer to fire once, `milliseconds` (below 1,000) from now;
    /// 0 stops it.
    private static func setTimer(milliseconds: Int) {
        var timer = itimerval()
        timer.it_value.tv_usec = .init(milliseconds * 1_000)
        #if canImport(Glibc)
            _ = setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &timer, nil)
        #else
            _ = setitimer(ITIMER_REAL, &timer, nil)
        #endif
    }
}
