import CChildProcess
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program started with `posix_spawn`, its standard streams on pipes or files, fed and read
/// with `poll` on the calling thread.
///
/// Foundation's `Process` watches children and pipes through libdispatch's event loop, which
/// on Linux can crash the test process when many children come and go at once; here a child
/// costs plain system calls only. Children start with no signal blocked and default actions,
/// as a shell starts them, whatever the test runner's threads block.
final class ChildProcess {
    /// Where one of the child's standard streams goes.
    enum Stream {
        /// A pipe to this process: input given with `send`, output collected.
        case pipe
        /// A file opened for the child (`/dev/null`, `/dev/full`).
        case file(String)
        /// Closed in the child.
        case closed
        /// A pipe nobody reads: the child's writes fail with `EPIPE`.
        case brokenPipe
    }

    /// How the child ended: its exit status, or the signal that ended it.
    struct Termination {
        var status: Int32
        var isSignalled: Bool
        /// The processor time (user and system) the child used, in seconds.
        var processorSeconds = 0.0
    }

    let pid: pid_t
    /// Everything the child wrote to standard output and standard error so far.
    private(set) var standardOutput: [UInt8] = []
    private(set) var standardError: [UInt8] = []
    private var input: Int32
    private var outputs: [Int32]
    private var pendingInput: [UInt8] = []
    private var termination: Termination?
    /// Output beyond this many bytes per stream is read and dropped (counted in `droppedBytes`).
    var outputCap = Int.max
    /// Bytes of output read beyond `outputCap`.
    private(set) var droppedBytes = 0

    /// Starts `executable` (a path) with `arguments`, in `directory` when given, with exactly
    /// `environment` (this process's environment when nil).
    init(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil,
        standardInput: Stream = .pipe, standardOutput: Stream = .pipe, standardError: Stream = .pipe
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var kept: [Int32] = [-1, -1, -1]
        // The child's ends of the pipes: its copies are made when it starts, so these close
        // on every way out of the initializer.
        var childEnds: [Int32] = []
        defer { for fd in childEnds { close(fd) } }
        for (index, stream) in [standardInput, standardOutput, standardError].enumerated() {
            let target = Int32(index)
            switch stream {
            case .pipe, .brokenPipe:
                var ends: [Int32] = [-1, -1]
                guard child_process_pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE) }
                let (childEnd, ownEnd) = target == 0 ? (ends[0], ends[1]) : (ends[1], ends[0])
                posix_spawn_file_actions_adddup2(&actions, childEnd, target)
                childEnds.append(childEnd)
                // A broken pipe loses its reader before the child starts: closed after the
                // spawn, a fast child could still write into it while this process held it.
                if case .brokenPipe = stream { close(ownEnd) } else { kept[index] = ownEnd }
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, target, path, target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .closed:
                posix_spawn_file_actions_addclose(&actions, target)
            }
        }
        if let directory { posix_spawn_file_actions_addchdir_np(&actions, directory) }

        do {
            pid = try Self.spawn(executable, arguments, environment: environment ?? ProcessInfo.processInfo.environment, actions: &actions)
        } catch {
            for fd in kept where fd >= 0 { close(fd) }
            throw error
        }
        input = kept[0]
        outputs = [kept[1], kept[2]]
        if input >= 0 { _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK) }
    }

    /// Starts `executable` as a shell starts a program: no signal blocked, default actions for
    /// the signals a test sends or a program catches, and exactly `environment`.
    ///
    /// - Parameters:
    ///   - executable: the program's path.
    ///   - arguments: its arguments, after its name.
    ///   - environment: its whole environment.
    ///   - actions: what the child does with its descriptors (and folder) before it runs.
    ///   - newSession: whether the child leads a new session, so that the first terminal it
    ///     opens becomes its controlling terminal.
    /// - Returns: the child's process id.
    /// - Throws: `POSIXError` when the child cannot be started.
    static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String],
        actions: inout posix_spawn_file_actions_t, newSession: Bool = false
    ) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let setSessionID: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | (newSession ? setSessionID : 0)))
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGQUIT, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // Only the three standard descriptors go to the child. A descriptor another test
        // thread has open without close-on-exec (a plugin script being written, say) would
        // otherwise stay open in the child for its whole life, and running that script
        // would fail with "Text file busy".
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
        return child
    }

    deinit {
        if termination == nil {
            kill(pid, SIGKILL)
            _ = wait()
        }
        for fd in [input] + outputs where fd >= 0 { close(fd) }
    }

    /// Writes `bytes` to the child's standard input, collecting its output meanwhile so that
    /// neither side waits on a full pipe; once the child has closed its input the rest is
    /// dropped.
    func send(_ bytes: some Sequence<UInt8>) {
        pendingInput += bytes
        while !pendingInput.isEmpty && input >= 0 { exchange(waitingAtMost: 1_000) }
    }

    /// Closes the child's standard input (it reads end of file).
    func closeInput() {
        guard input >= 0 else { return }
        close(input)
        input = -1
        pendingInput = []
    }

    /// Collects what the child has written, waiting at most `milliseconds` for something new.
    func collect(waitingAtMost milliseconds: Int32) { exchange(waitingAtMost: milliseconds) }

    /// True until the child has ended (then `finish` returns at once).
    var isRunning: Bool {
        if termination != nil { return false }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, WNOHANG, &usage) == pid else { return true }
        termination = Self.termination(of: status, usage: usage)
        return false
    }

    /// Sends `signal` to the child.
    func signal(_ signal: Int32) { kill(pid, signal) }

    /// Closes standard input, collects the output to its end, and waits for the child.
    func finish() -> Termination {
        closeInput()
        while outputs.contains(where: { $0 >= 0 }) { exchange(waitingAtMost: 1_000) }
        return wait()
    }

    /// Writes `bytes`, closes standard input, collects the output to its end and waits for
    /// the child, as `send` then `finish` do, but sends SIGKILL to the child once `seconds`
    /// have passed, whether it is still reading its input or writing.
    ///
    /// - Returns: how the child ended, and whether the deadline killed it.
    func finish(feeding bytes: [UInt8], killingAfter seconds: Double) -> (end: Termination, wasKilled: Bool) {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1_000))
        var wasKilled = false
        pendingInput += bytes
        while (input >= 0 && !pendingInput.isEmpty) || outputs.contains(where: { $0 >= 0 }) {
            if pendingInput.isEmpty { closeInput() }
            if !wasKilled && ContinuousClock.now >= deadline {
                kill(pid, SIGKILL)
                wasKilled = true
                closeInput()
            }
            exchange(waitingAtMost: 50)
        }
        closeInput()
        return (wait(), wasKilled)
    }

    /// One round of `poll`: writes what the input pipe takes, reads what the output pipes hold.
    private func exchange(waitingAtMost milliseconds: Int32) {
        var watched: [pollfd] = []
        if input >= 0 && !pendingInput.isEmpty { watched.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
        for fd in outputs where fd >= 0 { watched.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        guard !watched.isEmpty else { return }
        guard poll(&watched, nfds_t(watched.count), milliseconds) > 0 else { return }
        for entry in watched where entry.revents != 0 {
            if entry.fd == input {
                writePendingInput()
            } else {
                read(from: entry.fd)
            }
        }
    }

    private func read(from fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = Glibc.read(fd, &buffer, buffer.count)
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
        guard count > 0 else {
            close(fd)
            outputs = outputs.map { $0 == fd ? -1 : $0 }
            return
        }
        let kept = min(count, max(0, outputCap - (fd == outputs[0] ? standardOutput.count : standardError.count)))
        droppedBytes += count - kept
        if fd == outputs[0] {
            standardOutput += buffer[..<kept]
        } else {
            standardError += buffer[..<kept]
        }
    }

    /// Writes as much of the pending input as the pipe takes. SIGPIPE is blocked in this thread
    /// for the write, and one the write raised is taken off the pending set before the mask is
    /// restored, so a child that has gone away fails the write instead of killing the tests.
    private func writePendingInput() {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                var noWait = timespec()
                _ = sigtimedwait(&pipeSignal, nil, &noWait)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        let written = pendingInput.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
        if written > 0 {
            pendingInput.removeFirst(written)
        } else if written < 0 && errno != EAGAIN && errno != EINTR {
            closeInput()
        }
    }

    private func wait() -> Termination {
        if let termination { return termination }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let ended = Self.termination(of: status, usage: usage)
        termination = ended
        return ended
    }

    /// The exit status or signal in a `wait4` status word, with the processor time used.
    private static func termination(of status: Int32, usage: rusage) -> Termination {
        let signal = status & 0x7f
        let seconds = [usage.ru_utime, usage.ru_stime].reduce(0.0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        return signal == 0
            ? Termination(status: (status >> 8) & 0xff, isSignalled: false, processorSeconds: seconds)
            : Termination(status: signal, isSignalled: true, processorSeconds: seconds)
    }
}
