import WizardEngine

/// In-process benchmarks: loading, the engine, answers encoding.
enum InProcess {
    /// Loads and validates generated flows of each size.
    static func load(sizes: [Int], repetitions: Int) {
        for size in sizes {
            let text = GeneratedFlow.json(steps: size)
            var ok = true
            let ms = measure(repetitions) {
                let result = FlowLoader().load(string: text, name: "bench.json")
                ok = ok && !result.hasErrors
            }
            report("load+validate \(size) steps", ms, ok ? "ms" : "ms (ERRORS)")
        }
    }

    /// Answers every step of a generated flow with an empty line (its default), then
    /// encodes the answers as JSON.
    static func engine(size: Int, repetitions: Int) {
        let result = FlowLoader().load(string: GeneratedFlow.json(steps: size), name: "bench.json")
        guard let catalog = result.catalog else {
            print("engine benchmark skipped: the generated flow did not load")
            print(DiagnosticRenderer.render(result.diagnostics))
            return
        }
        let engine = Engine(catalog: catalog)
        var answered = 0
        var state = WizardState()
        let ms = measure(repetitions) {
            state = WizardState()
            var outcome = engine.start(&state)
            answered = 0
            while case .asking = outcome.status {
                outcome = engine.handle(.answer(""), in: &state)
                answered += 1
            }
        }
        report("engine: \(answered) answers", ms, "ms")
        report("engine steps per second", Double(answered) / (ms / 1000), "steps/s")
        var encoded = 0
        let encodeMs = measure(repetitions) {
            encoded = engine.answers(of: state).jsonText().utf8.count
        }
        report("answers encoding, \(answered) answers (\(encoded / 1024) KiB)", encodeMs, "ms")
    }
}
