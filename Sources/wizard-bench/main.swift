import WizardEngine

#if canImport(Glibc)
    import Glibc
#endif

/// wizard-bench: the project's benchmarks (medians over repeated runs). Figures go to
/// standard output; nothing here is a test. `--quick` runs tiny sizes (the CI smoke run).
let quick = CommandLine.arguments.contains("--quick")
let repetitions = quick ? 3 : 15

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func measure(_ runs: Int = repetitions, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let elapsed = clock.measure(body)
        samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return median(samples)
}

func report(_ name: String, _ value: Double, _ unit: String) {
    let text = value >= 100 ? String(Int(value.rounded())) : String(Double(Int(value * 100)) / 100)
    print(name + String(repeating: " ", count: max(1, 52 - name.count)) + text + " " + unit)
}

// Loading and validating generated flows.
for size in quick ? [100] : [1_000, 10_000] {
    let text = GeneratedFlow.json(steps: size)
    var ok = true
    let ms = measure {
        let result = FlowLoader().load(string: text, name: "bench.json")
        ok = ok && !result.hasErrors
    }
    report("load+validate \(size) steps (median)", ms, ok ? "ms" : "ms (ERRORS)")
}

// The engine through scripted answers.
do {
    let size = quick ? 1_000 : 10_000
    let result = FlowLoader().load(string: GeneratedFlow.json(steps: size), name: "bench.json")
    if let catalog = result.catalog {
        let engine = Engine(catalog: catalog)
        var answered = 0
        var encoded = 0
        var state = WizardState()
        let ms = measure {
            state = WizardState()
            var outcome = engine.start(&state)
            answered = 0
            while case .asking = outcome.status {
                outcome = engine.handle(.answer(""), in: &state)
                answered += 1
            }
        }
        report("engine: \(answered) answers (median)", ms, "ms")
        report("engine steps per second", Double(answered) / (ms / 1000), "steps/s")
        let encodeMs = measure {
            encoded = engine.answers(of: state).jsonText().utf8.count
        }
        report("answers encoding, \(encoded) bytes of JSON (median)", encodeMs, "ms")
    } else {
        print("engine benchmark skipped: the generated flow did not load")
        print(DiagnosticRenderer.render(result.diagnostics))
    }
}

// Whole process: `wizard run --non-interactive --defaults` on generated flows.
WholeProcess.run(sizes: quick ? [10, 100] : [10, 1_000, 10_000, 100_000], repetitions: quick ? 2 : 7)
