import WizardEngine

#if canImport(Glibc)
    import Glibc
#endif

/// What a user of the release `wizard` binary waits for: the first prompt on a terminal,
/// and whole non-interactive runs from an answers file, with their peak memory.
enum WholeProcess {
    /// A whole run's median time and peak resident memory.
    struct RunFigures {
        var milliseconds: Double
        var cpuMilliseconds: Double
        var peakMiB: Double
        var failed: Bool
    }

    /// How much later than `/bin/true` the first `?` of `wizard run FLOW` and of the demo arrives on a
    /// pseudo-terminal (the slower; medians); nil when something could not be measured.
    static func firstPrompt(repetitions: Int) -> (milliseconds: Double, cpuMilliseconds: Double)? {
        let binary = Spawn.wizardBinary()
        guard access(binary, X_OK) == 0 else {
            print("first-prompt benchmarks skipped: \(binary) is not built")
            return nil
        }
        let path = "/tmp/wizard-bench-\(getpid())-prompt.json"
        guard write(GeneratedFlow.json(steps: 10), to: path) else { return nil }
        defer { unlink(path) }
        guard let baseline = medianOnTerminal(until: nil, "/bin/true", [], repetitions: repetitions) else { return nil }
        report("spawning /bin/true on a pseudo-terminal", baseline.milliseconds, "ms")
        report("  processor time", baseline.cpuMilliseconds, "ms")
        var slowest = (milliseconds: 0.0, cpuMilliseconds: 0.0)
        for (name, arguments) in [("wizard (demo)", [String]()), ("wizard run FLOW (10 steps)", ["run", path])] {
            guard let time = medianOnTerminal(until: UInt8(ascii: "?"), binary, arguments, repetitions: repetitions)
            else { return nil }
            report("time to first prompt, \(name)", time.milliseconds, "ms")
            report("  processor time", time.cpuMilliseconds, "ms")
            slowest = (max(slowest.0, time.milliseconds), max(slowest.1, time.cpuMilliseconds))
        }
        return (slowest.0 - baseline.milliseconds, slowest.1 - baseline.cpuMilliseconds)
    }

    /// The medians of wall and processor time on a pseudo-terminal until `marker` (or the child's exit).
    private static func medianOnTerminal(
        until marker: UInt8?, _ path: String, _ arguments: [String], repetitions: Int
    ) -> (milliseconds: Double, cpuMilliseconds: Double)? {
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var transcript = ""
        for _ in 0..<repetitions {
            if let run = Spawn.timeOnTerminal(until: marker, path, arguments, transcript: &transcript) {
                times.append(run.milliseconds)
                cpuTimes.append(run.cpuMilliseconds)
            }
        }
        if times.isEmpty {
            print("\(path): nothing measured; output was: \(TerminalText.escape(transcript))")
            return nil
        }
        return (median(times), median(cpuTimes))
    }

    /// Runs `wizard run FLOW --answers FILE --non-interactive` on a generated flow of `size`
    /// steps, every step answered by the file.
    static func answersRun(size: Int, repetitions: Int) -> RunFigures? {
        let binary = Spawn.wizardBinary()
        guard access(binary, X_OK) == 0 else {
            print("whole-process benchmarks skipped: \(binary) is not built")
            return nil
        }
        let flow = "/tmp/wizard-bench-\(getpid())-\(size).json"
        let answers = "/tmp/wizard-bench-\(getpid())-\(size)-answers.json"
        guard write(GeneratedFlow.json(steps: size), to: flow),
            write(GeneratedFlow.answers(steps: size), to: answers)
        else { return nil }
        defer {
            unlink(flow)
            unlink(answers)
        }
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var peaks: [Double] = []
        var failed = false
        for _ in 0..<repetitions {
            guard let run = Spawn.measuredChild(binary, ["run", flow, "--answers", answers, "--non-interactive"])
            else { continue }
            failed = failed || run.status != 0
            times.append(run.milliseconds)
            cpuTimes.append(run.cpuMilliseconds)
            peaks.append(Double(run.peakKiB) / 1024)
        }
        guard !times.isEmpty else { return nil }
        return RunFigures(
            milliseconds: median(times), cpuMilliseconds: median(cpuTimes), peakMiB: median(peaks), failed: failed)
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
