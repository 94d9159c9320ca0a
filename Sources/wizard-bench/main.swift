#if canImport(Glibc)
    import Glibc
#endif

/// wizard-bench: the project's benchmarks (medians over repeated runs; see
/// Benchmarks/README.md). Figures go to standard output; nothing here is a test.
/// `--quick` runs tiny sizes (the CI smoke run: it must run, not meet the targets).
if CommandLine.arguments.dropFirst().first == "--measure-child" {
    exit(Spawn.measureChildMain(Array(CommandLine.arguments.dropFirst(2))))
}
let quick = CommandLine.arguments.contains("--quick")
// `--load-file FLOW [RUNS]`: load+validate of one flow file, in process.
if let at = CommandLine.arguments.firstIndex(of: "--load-file"), at + 1 < CommandLine.arguments.count {
    let path = CommandLine.arguments[at + 1]
    let runs = at + 2 < CommandLine.arguments.count ? Int(CommandLine.arguments[at + 2]) ?? 1 : 1
    InProcess.loadFile(path, repetitions: runs)
    exit(0)
}
// `--only load|engine N [RUNS]`: one in-process figure, once (or the median of RUNS), for a
// profiler (valgrind --tool=callgrind .build/release/wizard-bench --only engine 2000).
if let at = CommandLine.arguments.firstIndex(of: "--only"), at + 2 < CommandLine.arguments.count,
    let size = Int(CommandLine.arguments[at + 2])
{
    let runs = at + 3 < CommandLine.arguments.count ? Int(CommandLine.arguments[at + 3]) ?? 1 : 1
    switch CommandLine.arguments[at + 1] {
    case "load": InProcess.load(sizes: [size], repetitions: runs)
    case "engine": InProcess.engine(size: size, repetitions: runs)
    case "patterns": HostileInputs.patterns(repetitions: runs, size: size)
    default: print("--only takes load, engine or patterns")
    }
    exit(0)
}

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func measure(_ runs: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        body()
        samples.append(milliseconds(since: start))
    }
    return median(samples)
}

func report(_ name: String, _ value: Double, _ unit: String) {
    let text = value >= 100 ? String(Int(value.rounded())) : String(Double(Int(value * 100)) / 100)
    print(name + String(repeating: " ", count: max(1, 52 - name.count)) + text + " " + unit)
}

print("wizard-bench\(quick ? " --quick" : ""): medians of \(quick ? 3 : 15) runs (whole process: \(quick ? 3 : 11); 100,000 steps: 9)")
// Whole process first, each run from a small helper process (see Spawn.measuredChild).
WholeProcess.firstPrompt(repetitions: quick ? 3 : 21)
if quick {
    WholeProcess.nonInteractive(sizes: [10, 100], repetitions: 3)
} else {
    WholeProcess.nonInteractive(sizes: [10, 1_000, 10_000], repetitions: 11)
    WholeProcess.nonInteractive(sizes: [100_000], repetitions: 9)
}
InProcess.load(sizes: quick ? [100] : [1_000, 10_000], repetitions: quick ? 3 : 15)
InProcess.engine(size: quick ? 1_000 : 10_000, repetitions: quick ? 3 : 15)
HostileInputs.patterns(repetitions: quick ? 3 : 15, size: quick ? 1_024 : 65_536)
HostileInputs.recursion(repetitions: quick ? 3 : 11)
