import WizardEngine

#if canImport(Glibc)
    import Glibc
#endif

/// Whole-process benchmarks of the release `wizard` binary: time to first prompt on a
/// pseudo-terminal, and `run --non-interactive --defaults` on generated flows with peak
/// resident memory.
enum WholeProcess {
    /// Spawns `wizard run FLOW` (a generated 10-step flow) and `wizard` (the demo) on a
    /// pseudo-terminal and reports the median time until the first `?` arrives.
    static func firstPrompt(repetitions: Int) {
        let binary = Spawn.wizardBinary()
        guard access(binary, X_OK) == 0 else {
            print("first-prompt benchmarks skipped: \(binary) is not built")
            return
        }
        let path = "/tmp/wizard-bench-\(getpid())-prompt.json"
        guard write(GeneratedFlow.json(steps: 10), to: path) else { return }
        defer { unlink(path) }
        for (name, arguments) in [("wizard (demo)", [String]()), ("wizard run FLOW (10 steps)", ["run", path])] {
            var times: [Double] = []
            var transcript = ""
            for _ in 0..<repetitions {
                if let ms = Spawn.timeToText(UInt8(ascii: "?"), binary, arguments, transcript: &transcript) {
                    times.append(ms)
                }
            }
            if times.isEmpty {
                print("first prompt, \(name): no prompt seen; output was: \(TerminalText.escape(transcript))")
            } else {
                report("time to first prompt, \(name)", median(times), "ms")
            }
        }
    }

    /// Runs `wizard run FLOW --non-interactive --defaults` on generated flows of each size.
    static func nonInteractive(sizes: [Int], repetitions: Int) {
        let binary = Spawn.wizardBinary()
        guard access(binary, X_OK) == 0 else {
            print("whole-process benchmarks skipped: \(binary) is not built")
            return
        }
        for size in sizes {
            let path = "/tmp/wizard-bench-\(getpid())-\(size).json"
            guard write(GeneratedFlow.json(steps: size), to: path) else { continue }
            defer { unlink(path) }
            var times: [Double] = []
            var peaks: [Double] = []
            var statuses: Set<Int32> = []
            for _ in 0..<repetitions {
                guard let run = Spawn.measuredChild(binary, ["run", path, "--non-interactive", "--defaults"])
                else { continue }
                statuses.insert(run.status)
                times.append(run.milliseconds)
                peaks.append(Double(run.peakKiB) / 1024)
            }
            let failure = statuses.subtracting([0]).sorted().map(String.init).joined(separator: ",")
            report("run --non-interactive, \(size) steps", median(times), failure.isEmpty ? "ms" : "ms (FAILED: exit \(failure))")
            report("  peak resident memory, \(size) steps", median(peaks), "MiB")
        }
    }

    private static func write(_ text: String, to path: String) -> Bool {
        do {
            try AtomicFile.write(text, to: path)
            return true
        } catch {
            print("cannot write \(path)")
            return false
        }
    }
}
