#if canImport(Glibc)
    import Glibc
#endif

/// Every process call of the benchmarks, each wrapper naming the C functions it uses.
enum Spawn {
    /// A finished child: wall time, processor time (user and system), peak resident memory and exit status.
    struct Finished {
        var milliseconds: Double
        var cpuMilliseconds: Double
        var peakKiB: Int
        var status: Int32
    }

    /// `posix_spawn` with stdin on `input` and other output on /dev/null, then `wait4`; call it from a
    /// small process (`measuredChild`), as a child's peak memory starts at its parent's.
    static func runToEnd(_ path: String, _ arguments: [String], input: String = "/dev/null") -> Finished? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        for fd in [Int32(1), 2] {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0)
        }
        let start = ContinuousClock.now
        guard let pid = spawn(path, arguments, actions: &actions, attributes: nil) else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        return Finished(
            milliseconds: milliseconds(since: start), cpuMilliseconds: processorMilliseconds(usage),
            peakKiB: usage.ru_maxrss, status: exitCode(status))
    }

    /// Runs the command through a small helper process (`--measure-child`) so the peak memory measured
    /// is the command's own.
    static func measuredChild(_ path: String, _ arguments: [String], input: String = "/dev/null") -> Finished? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        let me = executablePath()
        let pid = spawn(me, ["--measure-child", input, path] + arguments, actions: &actions, attributes: nil)
        close(fds[1])
        defer { close(fds[0]) }
        guard let pid else { return nil }
        let text = readAll(fds[0])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let fields = text.split(separator: " ").map { String($0.filter { !$0.isWhitespace }) }
        guard fields.count == 4, let ms = Double(fields[0]), let cpu = Double(fields[1]), let kib = Int(fields[2]),
            let code = Int32(fields[3])
        else { return nil }
        return Finished(milliseconds: ms, cpuMilliseconds: cpu, peakKiB: kib, status: code)
    }

    /// The helper side of `measuredChild`: its arguments are the input file, the command and its arguments.
    static func measureChildMain(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 2, let finished = runToEnd(arguments[1], Array(arguments.dropFirst(2)), input: arguments[0])
        else {
            return 1
        }
        print("\(finished.milliseconds) \(finished.cpuMilliseconds) \(finished.peakKiB) \(finished.status)")
        return 0
    }

    /// Time to first prompt: spawns the command on a new pseudo-terminal and reads until `marker`
    /// arrives (or the child closes the terminal), then kills and reaps it; nil if the marker never
    /// came (the output so far is in `transcript`).
    static func timeOnTerminal(
        until marker: UInt8?, _ path: String, _ arguments: [String], transcript: inout String
    ) -> (milliseconds: Double, cpuMilliseconds: Double)? {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        defer { close(master) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        let tiocsptlck: UInt = 0x4004_5431  // _IOW('T', 0x31, int)
        let tiocgptn: UInt = 0x8004_5430  // _IOR('T', 0x30, unsigned int)
        guard ioctl(master, tiocsptlck, &unlock) == 0, ioctl(master, tiocgptn, &number) == 0 else { return nil }
        let slavePath = "/dev/pts/\(number)"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, master)
        for fd in [Int32(0), 1, 2] {
            posix_spawn_file_actions_addopen(&actions, fd, slavePath, O_RDWR, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID (glibc)
        let start = ContinuousClock.now
        guard let pid = spawn(path, arguments, actions: &actions, attributes: &attributes) else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        var seen: [UInt8] = []
        var elapsed: Double?
        while true {
            let n = read(master, &buffer, buffer.count)
            if n <= 0 { break }  // EIO once the child closed the terminal
            seen += buffer[..<n]
            if let marker, buffer[..<n].contains(marker) {
                elapsed = milliseconds(since: start)
                break
            }
        }
        if marker == nil { elapsed = milliseconds(since: start) }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        guard let elapsed else {
            transcript = String(decoding: seen, as: UTF8.self)
            return nil
        }
        return (elapsed, processorMilliseconds(usage))
    }

    /// User and system time of a finished child's rusage.
    static func processorMilliseconds(_ usage: rusage) -> Double {
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }

    /// `posix_spawn` with the current environment.
    private static func spawn(
        _ path: String, _ arguments: [String], actions: inout posix_spawn_file_actions_t,
        attributes: UnsafePointer<posix_spawnattr_t>?
    ) -> pid_t? {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, attributes, argv, environ) == 0 else { return nil }
        return pid
    }

    /// Everything readable from `fd` until end of file (`read`).
    private static func readAll(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            bytes += buffer[..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// This executable, from `/proc/self/exe` (`readlink`), else argv[0].
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The `wizard` binary next to this executable.
    static func wizardBinary() -> String {
        let me = executablePath()
        guard let slash = me.lastIndex(of: "/") else { return "wizard" }
        return String(me[..<slash]) + "/wizard"
    }

    private static func exitCode(_ status: Int32) -> Int32 {
        (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}

/// Milliseconds elapsed since `start`.
func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
}
