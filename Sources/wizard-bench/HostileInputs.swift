import WizardEngine

#if canImport(Glibc)
    import Glibc
#endif

/// Benchmarks of hostile flows: patterns that make a backtracking matcher exponential or
/// whose automaton is too large to cache (HostilePatterns.swift), and a sub-flow that
/// recurses into itself.
enum HostileInputs {
    /// A sub-flow recursing into itself with no end, run with `--defaults
    /// --non-interactive` (each level answered at once): it must stop at the nesting limit
    /// with exit 3, quickly and in little memory.
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
        var peaks: [Double] = []
        var statuses: Set<Int32> = []
        for _ in 0..<repetitions {
            guard let run = Spawn.measuredChild(binary, ["run", path, "--defaults", "--non-interactive"]) else { continue }
            statuses.insert(run.status)
            times.append(run.milliseconds)
            peaks.append(Double(run.peakKiB) / 1024)
        }
        let shown = statuses.sorted().map(String.init).joined(separator: ",")
        report("endless sub-flow recursion (stops at the limit)", median(times), "ms (exit \(shown))", target: 1_000)
        report("  peak resident memory", median(peaks), "MiB", target: 100)
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
