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
    /// pseudo-terminal (the slower; medians); nil when something could not be measured. The three
    /// commands take turns, one run each per round, so a host that speeds up or slows down over the
    /// seconds of the measurement moves all three alike; each round starts with the next command,
    /// so none always runs right after another that warmed the processor's caches for it.
    static func firstPrompt(repetitions: Int) -> (milliseconds: Double, cpuMilliseconds: Double)? {
        let binary = Spawn.wizardBinary()
        guard access(binary, X_OK) == 0 else {
            print("first-prompt benchmarks skipped: \(binary) is not built")
            return nil
        }
        let path = "/tmp/wizard-bench-\(getpid())-prompt.json"
        guard write(GeneratedFlow.json(steps: 10), to: path) else { return nil }
        defer { unlink(path) }
        let commands: [(name: String, path: String, arguments: [String], marker: UInt8?)] = [
            ("spawning /bin/true on a pseudo-terminal", "/bin/true", [], nil),
            ("time to first prompt, wizard (demo)", binary, [], UInt8(ascii: "?")),
            ("time to first prompt, wizard run FLOW (10 steps)", binary, ["run", path], UInt8(ascii: "?")),
        ]
        var times = Array(repeating: [Double](), count: commands.count)
        var cpuTimes = times
        var transcripts = Array(repeating: "", count: commands.count)
        for round in 0..<repetitions {
            for turn in 0..<commands.count {
                let index = (round + turn) % commands.count
                let command = commands[index]
                guard
                    let run = Spawn.timeOnTerminal(
                        until: command.marker, command.path, command.arguments, transcript: &transcripts[index])
                else { continue }
                times[index].append(run.milliseconds)
                cpuTimes[index].append(run.cpuMilliseconds)
            }
        }
        var medians: [(milliseconds: Double, cpuMilliseconds: Double)] = []
        for (index, command) in commands.enumerated() {
            guard !times[index].isEmpty else {
                print("\(command.path): nothing measured; output was: \(TerminalText.escape(transcripts[index]))")
                return nil
            }
            medians.append((median(times[index]), median(cpuTimes[index])))
            report(command.name, medians[index].milliseconds, "ms")
            report("  processor time", medians[index].cpuMilliseconds, "ms")
        }
        let baseline = medians[0]
        let prompts = medians.dropFirst()
        let slowest = (prompts.map(\.milliseconds).max() ?? 0, prompts.map(\.cpuMilliseconds).max() ?? 0)
        return (slowest.0 - baseline.milliseconds, slowest.1 - baseline.cpuMilliseconds)
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
