import WizardEngine

/// In-process benchmarks: loading, the engine, answers encoding.
enum InProcess {
    /// Loads and validates generated flows of each size.
    static func load(sizes: [Int], repetitions: Int) {
        for size in sizes {
            let timing = timeLoads(of: GeneratedFlow.json(steps: size), repetitions: repetitions)
            report("load+validate \(size) steps", timing.load, timing.ok ? "ms" : "ms (ERRORS)")
            report("  then freeing what it returned", timing.teardown, "ms")
        }
    }

    /// Loads and validates the flow file at `path` (read once, then loaded from memory as
    /// the generated flows are): for comparing flows of other shapes.
    static func loadFile(_ path: String, repetitions: Int) {
        guard let bytes = try? LocalFileSystem().readFile(path) else {
            print("cannot read \(path)")
            return
        }
        let timing = timeLoads(of: String(decoding: bytes, as: UTF8.self), repetitions: repetitions)
        report("load+validate \(path)", timing.load, timing.ok ? "ms" : "ms (ERRORS)")
        report("  then freeing what it returned", timing.teardown, "ms")
    }

    /// Medians of `FlowLoader.load(string:)` and, apart, of freeing the result it returned:
    /// the load is what a caller waits for; the result lives as long as the caller needs it.
    private static func timeLoads(of text: String, repetitions: Int) -> (load: Double, teardown: Double, ok: Bool) {
        var ok = true
        var loads: [Double] = []
        var teardowns: [Double] = []
        for _ in 0..<repetitions {
            let start = ContinuousClock.now
            var result: LoadResult? = FlowLoader().load(string: text, name: "bench.json")
            loads.append(milliseconds(since: start))
            ok = ok && result?.hasErrors == false
            let freeing = ContinuousClock.now
            result = nil
            teardowns.append(milliseconds(since: freeing))
        }
        return (median(loads), median(teardowns), ok)
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
