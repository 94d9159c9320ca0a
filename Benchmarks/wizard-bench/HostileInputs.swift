import WizardEngine

#if canImport(Glibc)
    import Glibc
#endif

/// Benchmarks of hostile flows: patterns that are exponential for a backtracking matcher or too large
/// to cache, and a sub-flow that recurses into itself.
enum HostileInputs {
    /// A sub-flow recursing into itself, run with `--defaults --non-interactive`: it must stop at the
    /// nesting limit with exit 3, quickly and in little memory.
    static func recursion(repetitions: Int) {
        let binary = Spawn.wizardBinary()
        guard access(binary, X_OK) == 0 else {
            print("recursion benchmark skipped: \(binary) is not built")
            return
        }
        let flow = #"""
            {"id":"deeprec","flows":{"item":{"steps":[{"id":"v","type":"text","prompt":"v?","default":"x"},
             {"id":"h","type":"flow","flow":"item","when":"v != \"stop\""}]}},"steps":[{"id":"r","type":"flow","flow":"item"}]}
            """#
        let path = "/tmp/wizard-bench-\(getpid())-deeprec.json"
        guard (try? AtomicFile.write(flow, to: path)) != nil else { return }
        defer { unlink(path) }
        var times: [Double] = []
        var processor: [Double] = []
        var peaks: [Double] = []
        var statuses: Set<Int32> = []
        for _ in 0..<repetitions {
            guard let run = Spawn.measuredChild(binary, ["run", path, "--defaults", "--non-interactive"]) else { continue }
            statuses.insert(run.status)
            times.append(run.milliseconds)
            processor.append(run.cpuMilliseconds)
            peaks.append(Double(run.peakKiB) / 1024)
        }
        let shown = statuses.sorted().map(String.init).joined(separator: ",")
        report("endless sub-flow recursion (stops at the limit)", median(times), "ms (exit \(shown))", target: 1_000)
        report("  processor time (user + system)", median(processor), "ms")
        report("  peak resident memory", median(peaks), "MiB", target: 100)
        deepPipedRun(binary: binary, flow: path, repetitions: repetitions)
    }

    /// The same recursion answered by 99 piped lines until the input ends and the session is saved: the
    /// time, memory and session size near the nesting limit.
    static func deepPipedRun(binary: String, flow: String, repetitions: Int) {
        let input = "/tmp/wizard-bench-\(getpid())-deeprec-input"
        let session = "/tmp/wizard-bench-\(getpid())-deeprec-session.json"
        guard (try? AtomicFile.write(String(repeating: "x\n", count: 99), to: input)) != nil else { return }
        defer {
            unlink(input)
            unlink(session)
            unlink(session + ".lock")  // the session's lock file stays after a run
        }
        var times: [Double] = []
        var processor: [Double] = []
        var peaks: [Double] = []
        var sizes: [Double] = []
        for _ in 0..<repetitions {
            unlink(session)
            guard let run = Spawn.measuredChild(binary, ["run", flow, "--session", session], input: input) else { continue }
            times.append(run.milliseconds)
            processor.append(run.cpuMilliseconds)
            peaks.append(Double(run.peakKiB) / 1024)
            var info = stat()
            if stat(session, &info) == 0 { sizes.append(Double(info.st_size) / 1024) }
        }
        report("sub-flows 99 deep, piped, session saved", median(times), "ms")
        report("  processor time (user + system)", median(processor), "ms")
        report("  peak resident memory", median(peaks), "MiB")
        report("  session file", median(sizes), "KiB")
    }

    /// A one-step flow whose `next` is itself, fed `y` lines until the run stops at the
    /// 100,000-entry limit (exit 3) and saves its session: the per-step work of a long run.
    /// `--quick` feeds 1,000 lines (the input then ends, exit 3 too).
    static func runawayLoop(repetitions: Int, lines: Int = 100_001) {
        let binary = Spawn.wizardBinary()
        guard access(binary, X_OK) == 0 else { return }
        let flow = "/tmp/wizard-bench-\(getpid())-loop.json"
        let input = "/tmp/wizard-bench-\(getpid())-loop-input"
        let session = "/tmp/wizard-bench-\(getpid())-loop-session.json"
        let loop = #"{"id":"loop","steps":[{"id":"q","type":"text","prompt":"Q","next":"q"}]}"#
        guard (try? AtomicFile.write(loop, to: flow)) != nil,
            (try? AtomicFile.write(String(repeating: "y\n", count: lines), to: input)) != nil
        else { return }
        defer {
            for path in [flow, input, session, session + ".lock"] { unlink(path) }
        }
        var processor: [Double] = []
        var statuses: Set<Int32> = []
        for _ in 0..<repetitions {
            unlink(session)
            guard let run = Spawn.measuredChild(binary, ["run", flow, "--session", session], input: input) else { continue }
            statuses.insert(run.status)
            processor.append(run.cpuMilliseconds)
        }
        let shown = statuses.sorted().map(String.init).joined(separator: ",")
        report("loop to the 100,000-entry limit, piped (processor time)", median(processor), "ms (exit \(shown))", target: 600)
    }
}

/// A small seeded generator, so the random inputs are the same every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
