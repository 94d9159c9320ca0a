import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Set once the main thread has taken the signal and is stopping the usual way.
private let signalAcknowledged = Atomic<Bool>(false)

/// The write end of the deadline pipe, written by the signal handler of `SignalPipe` for
/// SIGINT, SIGTERM and SIGHUP; -1 until `SignalDeadline.start()`. Set once, before any
/// handler can read it.
nonisolated(unsafe) var signalDeadlineWriteFD: Int32 = -1
/// The read end, read by the deadline thread only.
nonisolated(unsafe) private var signalDeadlineReadFD: Int32 = -1
/// The terminal settings of standard input when the deadline started (`tcgetattr(3)`).
// On the heap: a global `termios` is laid out at its size (57 bytes), shorter than the 60
// that tcgetattr writes and a copy moves (AddressSanitizer: global-buffer-overflow).
nonisolated(unsafe) private let savedTerminal = UnsafeMutablePointer<termios>.allocate(capacity: 1)
nonisolated(unsafe) private var hasSavedTerminal = false

/// Makes SIGINT, SIGTERM and SIGHUP end the process within 200 ms whatever the main
/// thread is doing: loading, evaluating, matching or writing.
///
/// The main thread notices a signal at its consistent points (a read, the end of an engine
/// call) and stops the usual way, saving the session. When it is busy inside one long
/// operation, a thread started here wakes on the signal (through a pipe the handler writes
/// to) and, once `limitMilliseconds` have passed, restores the terminal settings of standard input
/// (`tcsetattr(3)`), says so in one line and ends the process (`_exit(2)`) with 128 + the
/// signal number. Session files are written atomically (a temporary file renamed over the
/// old one), so the file left behind is the last consistent state saved, never a torn one.
package enum SignalDeadline {
    /// How long after the signal a busy main thread is cut short, counted from the moment
    /// the deadline thread wakes; the rest of 200 ms is left to waking this thread and to
    /// the kernel's freeing a large process.
    package static let limitMilliseconds = 120
    /// How much longer a main thread that took the signal gets to save the session. Saving
    /// takes milliseconds and the process ends as soon as it is done; the allowance matters
    /// only on a machine so loaded that writing is slow, where losing the session would be
    /// worse than stopping late.
    package static let savingMilliseconds = 880

    /// Tells the deadline thread that the main thread took the signal and is stopping.
    package static func acknowledge() {
        signalAcknowledged.store(true, ordering: .relaxed)
    }

    /// Saves the terminal settings, makes the pipe (`pipe(2)`) and starts the thread
    /// (`pthread_create(3)`); once per process, before any signal handler is installed.
    ///
    /// - Returns: false when the pipe or the thread could not be made (signals are then
    ///   only noticed by the main thread).
    @discardableResult
    package static func start() -> Bool {
        guard signalDeadlineWriteFD < 0 else { return true }
        hasSavedTerminal = isatty(0) == 1 && tcgetattr(0, savedTerminal) == 0
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return false }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        signalDeadlineReadFD = fds[0]
        signalDeadlineWriteFD = fds[1]
        #if canImport(Glibc)
            var thread = pthread_t()
            return pthread_create(&thread, nil, { _ in SignalDeadline.waitForSignal() }, nil) == 0
        #else
            var thread: pthread_t?
            return pthread_create(&thread, nil, { _ in SignalDeadline.waitForSignal() }, nil) == 0
        #endif
    }

    /// The thread's body: blocks on the pipe (`read(2)`), then at the limit ends the process.
    private static func waitForSignal() -> UnsafeMutableRawPointer? {
        var byte: UInt8 = 0
        while true {
            let n = read(signalDeadlineReadFD, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            guard n == 1 else { return nil }
            break
        }
        sleep(milliseconds: limitMilliseconds)
        if signalAcknowledged.load(ordering: .relaxed) { sleep(milliseconds: savingMilliseconds) }
        if hasSavedTerminal { _ = tcsetattr(0, TCSANOW, savedTerminal) }
        let signal = Int32(byte)
        let name = signal == SIGTERM ? "SIGTERM" : signal == SIGHUP ? "SIGHUP" : "SIGINT"
        let doing = signalAcknowledged.load(ordering: .relaxed) ? "while saving" : "while busy"
        let line = Array("\nwizard: stopped by \(name) \(doing); the session file keeps its last saved state\n".utf8)
        _ = line.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
        _exit(128 + signal)
    }

    /// `nanosleep(2)`, resumed with the time left when a handler interrupts it.
    private static func sleep(milliseconds: Int) {
        var pause = timespec(tv_sec: 0, tv_nsec: milliseconds * 1_000_000)
        var left = timespec()
        while nanosleep(&pause, &left) != 0 && errno == EINTR { pause = left }
    }
}
