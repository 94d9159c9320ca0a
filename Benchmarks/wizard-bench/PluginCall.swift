import WizardEngine

#if canImport(Glibc)
    import Glibc
#endif

/// What a process plugin call adds to a run: the same answer validated by a Swift validator and by a
/// shell-script plugin, and what starting one costs.
enum PluginCall {
    /// The plugin: answers `describe`, and accepts every `validate`.
    static let script = #"""
        #!/bin/sh
        while IFS= read -r line; do
          id=${line#*\"id\":}; id=${id%%,*}
          case $line in
            *'"describe"'*) printf '{"id":%s,"result":{"name":"bench","validators":["ok"]}}\n' "$id" ;;
            *) printf '{"id":%s,"result":{"valid":true}}\n' "$id" ;;
          esac
        done
        """#

    static func run(repetitions: Int) {
        var template = Array("/tmp/wizard-bench-plugin-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else {
            print("plugin benchmark skipped: no temporary file")
            return
        }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        _ = Array(script.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        chmod(path, 0o755)

        var starts: [Double] = []
        for _ in 0..<repetitions {
            let plugin = ProcessPlugin(name: "bench", executable: path)
            let start = ContinuousClock.now
            _ = try? plugin.describe()
            starts.append(milliseconds(since: start))
            plugin.stop()
        }
        report("plugin: start + describe (sh plugin)", median(starts), "ms")

        let plugin = ProcessPlugin(name: "bench", executable: path)
        defer { plugin.stop() }
        var processRegistry = PluginRegistry()
        do {
            try plugin.register(in: &processRegistry)
        } catch {
            print("plugin benchmark skipped: \(error)")
            return
        }
        let swiftRegistry = PluginRegistry(validators: ["bench.ok": ValidatorPlugin { _ in nil }])
        let flow = #"{"id": "b", "steps": [{"id": "n", "type": "integer", "prompt": "N", "validate": {"plugin": "bench.ok"}}]}"#
        guard let catalog = FlowLoader().load(string: flow, name: "bench.json").catalog else {
            print("plugin benchmark skipped: the flow did not load")
            return
        }
        func answerOnce(_ registry: PluginRegistry) -> Double {
            let engine = Engine(catalog: catalog, plugins: registry)
            var state = WizardState()
            _ = engine.start(&state)
            let start = ContinuousClock.now
            let outcome = engine.handle(.answer("4"), in: &state)
            let ms = milliseconds(since: start)
            if case .asking = outcome.status { print("plugin benchmark: the answer was refused") }
            return ms
        }
        let swiftMs = median((0..<repetitions * 10).map { _ in answerOnce(swiftRegistry) })
        let processMs = median((0..<repetitions * 10).map { _ in answerOnce(processRegistry) })
        report("plugin: one answer, Swift validator", swiftMs * 1000, "µs")
        report("plugin: one answer, process validator", processMs * 1000, "µs")
        report("plugin: added by one process plugin call", (processMs - swiftMs) * 1000, "µs")
    }
}
