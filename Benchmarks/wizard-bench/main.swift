#if canImport(Glibc)
    import Glibc
#endif

/// wizard-bench: what a user of the release binary waits for, as medians against the targets of
/// Benchmarks/README.md. `--quick` runs tiny sizes (the CI smoke run); `--patterns` the hostile
/// patterns only.
if CommandLine.arguments.dropFirst().first == "--measure-child" {
    exit(Spawn.measureChildMain(Array(CommandLine.arguments.dropFirst(2))))
}
let usage = """
    usage: wizard-bench [--quick | --patterns]
      (no option)  every figure, medians of 21 runs (about a minute)
      --quick      tiny sizes, 3 runs: checks that everything runs, not how fast
      --patterns   the hostile patterns only
    Runs the `wizard` binary next to this one; exits 1 when a measured run failed.
    """
func printToStandardError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}
let options = Set(CommandLine.arguments.dropFirst())
if options.contains("--help") || options.contains("-h") {
    print(usage)
    exit(0)
}
if let unknown = options.subtracting(["--quick", "--patterns"]).sorted().first {
    printToStandardError("wizard-bench: unknown option '\(unknown)'\n\(usage)")
    exit(2)
}
let quick = options.contains("--quick")

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func report(_ name: String, _ value: Double, _ unit: String, target: Double? = nil) {
    let text = value >= 100 ? String(Int(value.rounded())) : String(Double(Int(value * 100)) / 100)
    var line = name + String(repeating: " ", count: max(1, 56 - name.count)) + text + " " + unit
    if let target, !quick {
        line += value <= target ? "  (target ≤ \(Int(target)): holds)" : "  (target ≤ \(Int(target)): MISSED)"
    }
    print(line)
}

if CommandLine.arguments.contains("--patterns") {
    HostilePatterns.run(repetitions: quick ? 3 : 15, size: quick ? 1_024 : 65_536)
    exit(0)
}
let runs = quick ? 3 : 21
let (small, large) = quick ? (10, 100) : (1_000, 10_000)
print("wizard-bench\(quick ? " --quick" : ""): medians of \(runs) runs")
/// A failed run's figures are printed without a verdict: they time an error, not the run.
var failedRuns: [String] = []
if let gap = WholeProcess.firstPrompt(repetitions: runs) {
    report("first prompt after /bin/true's exit", gap.milliseconds, "ms", target: 3)
    report("  in processor time", gap.cpuMilliseconds, "ms", target: 3)
} else {
    failedRuns.append("the first prompt")
}
let smallRun = WholeProcess.answersRun(size: small, repetitions: runs)
if let smallRun {
    let target: Double? = smallRun.failed ? nil : 20
    report("run from an answers file, \(small) steps", smallRun.milliseconds, smallRun.failed ? "ms (FAILED)" : "ms", target: target)
    report("  processor time (user + system)", smallRun.cpuMilliseconds, "ms", target: target)
    report("  peak resident memory", smallRun.peakMiB, "MiB", target: target)
    if smallRun.failed { failedRuns.append("\(small) steps") }
}
if let largeRun = WholeProcess.answersRun(size: large, repetitions: quick ? runs : 11) {
    report("run from an answers file, \(large) steps", largeRun.milliseconds, largeRun.failed ? "ms (FAILED)" : "ms")
    report("  processor time (user + system)", largeRun.cpuMilliseconds, "ms")
    report("  peak resident memory", largeRun.peakMiB, "MiB")
    if largeRun.failed { failedRuns.append("\(large) steps") }
    if let smallRun, !smallRun.failed, !largeRun.failed, smallRun.milliseconds > 0, smallRun.cpuMilliseconds > 0 {
        report("  times the \(small)-step run", largeRun.milliseconds / smallRun.milliseconds, "x", target: 12)
        report("  in processor time", largeRun.cpuMilliseconds / smallRun.cpuMilliseconds, "x", target: 12)
    }
}
PluginCall.run(repetitions: quick ? 3 : 15)
PickerFigures.filterKeystroke(count: quick ? 1_000 : 100_000, repetitions: quick ? 3 : 21)
PickerFigures.firstPrompt(repetitions: runs)
HostilePatterns.run(repetitions: quick ? 3 : 15, size: quick ? 1_024 : 65_536)
HostileInputs.recursion(repetitions: quick ? 3 : 11)
HostileInputs.runawayLoop(repetitions: quick ? 3 : 11, lines: quick ? 1_000 : 100_001)
if !failedRuns.isEmpty {
    printToStandardError("wizard-bench: failed to measure \(failedRuns.joined(separator: ", ")) (see above)")
    exit(1)
}
