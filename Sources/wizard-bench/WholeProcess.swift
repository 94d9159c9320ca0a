#if canImport(Glibc)
    import Glibc
#endif
import WizardEngine

/// Spawns the release `wizard` binary on generated flows and reports median wall time and
/// peak resident memory (from `wait4`'s rusage).
enum WholeProcess {
    static func run(sizes: [Int], repetitions: Int) {
        let binary = siblingBinary()
        guard access(binary, X_OK) == 0 else {
            print("whole-process benchmarks skipped: \(binary) is not built")
            return
        }
        for size in sizes {
            let path = "/tmp/wizard-bench-\(getpid())-\(size).json"
            do { try AtomicFile.write(GeneratedFlow.json(steps: size), to: path) } catch {
                print("cannot write \(path)")
                continue
            }
            defer { unlink(path) }
            var times: [Double] = []
            var peaks: [Double] = []
            var failed = false
            for _ in 0..<repetitions {
                guard let (ms, kib, status) = spawn(binary, ["run", path, "--non-interactive", "--defaults"]) else { continue }
                failed = failed || status != 0
                times.append(ms)
                peaks.append(Double(kib) / 1024)
            }
            report("run --non-interactive, \(size) steps (median)", median(times), failed ? "ms (FAILED)" : "ms")
            report("  peak resident memory, \(size) steps (median)", median(peaks), "MiB")
        }
    }

    /// The `wizard` binary next to this executable.
    static func siblingBinary() -> String {
        let me = CommandLine.arguments[0]
        guard let slash = me.lastIndex(of: "/") else { return "wizard" }
        return String(me[..<slash]) + "/wizard"
    }

    /// Runs a process with stdin/stdout/stderr on /dev/null; returns (ms, peak KiB, status).
    static func spawn(_ path: String, _ arguments: [String]) -> (Double, Int, Int32)? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in [Int32(0), 1, 2] {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let elapsed = clock.now - start
        let ms = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
        return (ms, usage.ru_maxrss, (status >> 8) & 0xff)
    }
}
