#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// A child process spoken to one line at a time over sockets (so a plugin that has exited gives an error, not
/// a SIGPIPE); its standard error is ours. Not thread-safe: `ProcessPlugin` serialises calls.
final class PluginProcess {
    /// Why a call got no line.
    enum Failure: Error, Equatable {
        /// `posix_spawn` failed (the system's reason).
        case cannotStart(MessageText)
        /// No complete line arrived in time; the process was killed.
        case timedOut
        /// The process ended (its standard output closed) before a complete line.
        case exited(String)
        /// The line was longer than the limit; the process was killed.
        case lineTooLong
        /// A signal cancelled the wait (`WaitMonitor`); the process was killed.
        case cancelled
    }

    /// The longest response line read, in bytes.
    static let maximumLineBytes = 4 * 1024 * 1024

    private let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var pending: [UInt8] = []
    private var isRunning = true

    /// Starts `executable` with `arguments` and this process's environment less the
    /// variables named in `withheld`, in a process group of its own (`PluginProcessGroups`).
    init(executable: String, arguments: [String] = [], withholding withheld: Set<String> = []) throws(Failure) {
        // Sockets rather than pipes: made close-on-exec atomically (where the platform
        // can), so a program started meanwhile by another thread never inherits them.
        var inputPair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Self.streamType, 0, &inputPair) == 0 else {
            throw .cannotStart(Self.errnoText())
        }
        var outputPair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Self.streamType, 0, &outputPair) == 0 else {
            let text = Self.errnoText()
            close(inputPair[0])
            close(inputPair[1])
            throw .cannotStart(text)
        }
        for fd in inputPair + outputPair { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        #if !canImport(Glibc)
            // No MSG_NOSIGNAL here: the socket itself is told not to raise SIGPIPE.
            var on: Int32 = 1
            _ = setsockopt(inputPair[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPair[1], 0)
        posix_spawn_file_actions_adddup2(&actions, outputPair[1], 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with default signal handling and no blocked signals, in its own
        // process group: it and what it starts can be ended together, and a Ctrl-C at the
        // terminal reaches wizard, which decides, not the plugin.
        posix_spawnattr_setpgroup(&attributes, 0)
        resetSignals(in: &attributes, defaults: [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT], flags: Int32(POSIX_SPAWN_SETPGROUP))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp = Self.environment(withholding: withheld)
        defer { for pointer in envp { free(pointer) } }
        var child = pid_t()
        var status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        // A plugin written a moment ago can still be open for writing in a program that
        // another thread of this process is starting, until that program replaces itself:
        // "Text file busy" passes once that program starts, so wait a little and try again
        // (for up to half a second).
        var retries = 0
        while status == ETXTBSY && retries < 50 {
            usleep(10_000)
            retries += 1
            status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        }
        close(inputPair[1])
        close(outputPair[1])
        guard status == 0 else {
            close(inputPair[0])
            close(outputPair[0])
            throw .cannotStart(FileDescriptorIO.reasonText(errno: status))
        }
        pid = child
        input = inputPair[0]
        output = outputPair[0]
        PluginProcessGroups.track(child)
    }

    /// This process's environment without the variables named in `withheld`, as C strings
    /// followed by a null pointer (each to be freed).
    private static func environment(withholding withheld: Set<String>) -> [UnsafeMutablePointer<CChar>?] {
        var out: [UnsafeMutablePointer<CChar>?] = []
        var cursor = environ
        while let entry = cursor.pointee {
            let text = String(cString: entry)
            let name = text.firstIndex(of: "=").map { String(text[..<$0]) } ?? text
            if !withheld.contains(name) { out.append(strdup(entry)) }
            cursor += 1
        }
        return out + [nil]
    }

    /// Whether the process `pid` (a child) has ended, without reaping it: its pid, and so
    /// its process group's id, stays reserved until `waitpid`.
    static func hasExited(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_signo != 0
    }

    /// Kills the process's group (what the plugin started included) and reaps the process.
    private func endGroup() {
        kill(-pid, SIGKILL)
        // Forgotten before it is reaped: the signal deadline never signals a reused id.
        PluginProcessGroups.forget(pid)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
    }

    deinit { stop() }

    /// Sends `line` and waits at most `timeout` seconds for one line back.
    ///
    /// - Throws: `Failure.timedOut`, `.exited` or `.lineTooLong`; the process is then stopped and every
    ///   later call fails with `.exited`.
    /// While waiting, `WaitMonitor.current` (if any) shows what is `awaited` and may cancel.
    func call(_ line: String, timeout: Double, awaited: String? = nil) throws(Failure) -> String {
        guard isRunning else { throw .exited("it is no longer running") }
        let started = Self.now()
        let deadline = started + timeout
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(input, $0.baseAddress, $0.count, Self.sendFlags) }
            if n < 0 {
                if errno == EINTR { continue }
                throw stopped(with: .exited(endDescription()))
            }
            sent += n
        }
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let text = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return text
            }
            if pending.count > Self.maximumLineBytes { throw stopped(with: .lineTooLong) }
            let left = deadline - Self.now()
            if left <= 0 { throw stopped(with: .timedOut) }
            if let monitor = WaitMonitor.current, let awaited {
                switch monitor.watch(output, milliseconds: Int32(min(left * 1000 + 1, 600_000)), started: started, awaited: awaited) {
                case .cancelled: throw stopped(with: .cancelled)
                case .timedOut: continue
                case .ready: break
                }
            } else {
                var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0)]
                let ready = poll(&fds, 1, Int32(min(left * 1000 + 1, 600_000)))
                if ready < 0 && errno == EINTR { continue }
                if ready <= 0 { continue }
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { throw stopped(with: .exited(endDescription())) }
            pending += chunk[..<n]
        }
    }

    /// Closes the plugin's input, gives it a moment to exit, then kills it; idempotent.
    func stop() {
        guard isRunning else { return }
        isRunning = false
        close(input)
        close(output)
        // A plugin normally exits at the end of its input; one that does not is killed,
        // and so is anything it left running in its group.
        for _ in 0..<20 {
            if Self.hasExited(pid) { break }
            usleep(5_000)
        }
        endGroup()
    }

    /// Kills the process at once and returns `failure`.
    private func stopped(with failure: Failure) -> Failure {
        guard isRunning else { return failure }
        isRunning = false
        close(input)
        close(output)
        endGroup()
        return failure
    }

    /// How the process ended, once its output closed: "it exited with status N" or "it
    /// was killed by signal N" (waits for it, at most 1 s, then kills it).
    private func endDescription() -> String {
        var status: Int32 = 0
        for _ in 0..<200 {
            // What it left running in its group ends with it; forgotten before it is reaped.
            if Self.hasExited(pid) {
                kill(-pid, SIGKILL)
                PluginProcessGroups.forget(pid)
            }
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid {
                isRunning = false
                close(input)
                close(output)
                let signal = status & 0x7F
                if signal == 0 { return "it exited with status \((status >> 8) & 0xFF)" }
                return "it was killed by signal \(signal)"
            }
            if done < 0 { break }
            usleep(5_000)
        }
        return "it closed its output"
    }

    #if canImport(Glibc)
        private static let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        private static let streamType = SOCK_STREAM
        private static let sendFlags: Int32 = 0
    #endif

    /// The monotonic clock in seconds (`clock_gettime(CLOCK_MONOTONIC)`).
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func errnoText() -> MessageText { FileDescriptorIO.reasonText(errno: errno) }
}
