import WizardEngine

#if canImport(Glibc)
    import Glibc
#endif

/// Benchmarks of hostile flows: patterns that make a backtracking matcher exponential, and
/// a sub-flow that recurses into itself.
enum HostileInputs {
    /// A pattern and the input it is matched against.
    struct PatternCase {
        var name: String
        var pattern: String
        var input: String
    }

    /// 64 KiB inputs against the classic blow-up patterns and the largest accepted
    /// automata, in process: each `matchesWhole` must take at most 50 ms.
    static func patterns(repetitions: Int, size: Int) {
        var random = SplitMix(seed: 18)
        let ab = String((0..<size).map { _ in random.next() % 2 == 0 ? Character("a") : Character("b") })
        let cases = [
            PatternCase(name: "(a+)+$ on a…a!", pattern: "(a+)+$", input: String(repeating: "a", count: size - 1) + "!"),
            PatternCase(name: "(a|aa)+b on a…a", pattern: "(a|aa)+b", input: String(repeating: "a", count: size)),
            PatternCase(name: "(x+x+)+y on x…x", pattern: "(x+x+)+y", input: String(repeating: "x", count: size)),
            PatternCase(name: "(.*a){20} on random a/b", pattern: "(.*a){20}", input: ab),
            PatternCase(name: "(a|b)*a(a|b){20} on random a/b", pattern: "(a|b)*a(a|b){20}", input: ab),
            // The largest programs accepted (close to 500 states), built so that the set of
            // live threads changes with every scalar.
            PatternCase(name: "[ab]*a[ab]{495} on random a/b", pattern: "[ab]*a[ab]{495}", input: ab),
            PatternCase(name: "(?:[ab]?a?){120}[ab]* on random a/b", pattern: "(?:[ab]?a?){120}[ab]*", input: ab),
            PatternCase(name: "(?:a*b*){80} on random a/b", pattern: "(?:a*b*){80}", input: ab),
            PatternCase(name: "(?:[ab]?){240}b on random a/b", pattern: "(?:[ab]?){240}b", input: ab),
            PatternCase(name: "[a-z0-9-]{1,249} on 64 KiB", pattern: "[a-z0-9-]{1,249}", input: String(repeating: "k", count: size)),
            PatternCase(
                name: "e-mail-like on 64 KiB of é", pattern: "[^@ ]+@[^@ ]+\\.[^@ ]+",
                input: String(repeating: "é", count: size / 2)),
        ]
        for entry in cases {
            guard let pattern = try? RegexPattern(entry.pattern) else {
                print("pattern refused: \(entry.pattern)")
                continue
            }
            var matched = false
            var samples: [Double] = []
            for _ in 0..<repetitions {
                let start = ContinuousClock.now
                matched = pattern.matchesWhole(entry.input)
                samples.append(milliseconds(since: start))
            }
            report("match \(entry.name)", median(samples), matched ? "ms (matched)" : "ms", target: 50)
        }
    }
}

extension HostileInputs {
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

    /// The same recursion answered by 99 piped lines, one per level, until the input ends
    /// (exit 3) and the session is saved: the time, memory and session size of a run near
    /// the nesting limit. The session holds each frame once (docs/sessions.md).
    static func deepPipedRun(binary: String, flow: String, repetitions: Int) {
        let input = "/tmp/wizard-bench-\(getpid())-deeprec-input"
        let session = "/tmp/wizard-bench-\(getpid())-deeprec-session.json"
        guard (try? AtomicFile.write(String(repeating: "x\n", count: 99), to: input)) != nil else { return }
        defer {
            unlink(input)
            unlink(session)
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
