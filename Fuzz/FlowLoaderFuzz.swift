// Fuzz target: the flow loader with all its checks (`FlowLoader.load(data:name:)`), over an
// in-memory file system holding `shared/contact.json` for imports. A flow that loads is
// started and run with defaults, checking the engine's invariants.

func fuzzFlowLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let fileSystem = FuzzFileSystem(files: [
        "/flows/main.json": bytes, "/flows/shared/contact.json": sharedContactFlow,
    ])
    let loader = FlowLoader(fileSystem: fileSystem, limits: LoadLimits(maxFileSize: 1 << 20, maxDepth: 64, maxStepsPerFlow: 2_000))
    let result = loader.load(data: bytes, name: "/flows/main.json")
    for diagnostic in result.diagnostics {
        let line = DiagnosticRenderer.render(diagnostic)
        if line.contains("\u{1B}") || line.contains("\n") { fuzzFailure("raw control character in \(line.debugDescription)") }
    }
    if result.hasErrors != (result.catalog == nil) { fuzzFailure("catalog and errors disagree") }
    // The same file read through the file system.
    let fromFile = loader.load(fileAt: "/flows/main.json")
    if fromFile.diagnostics != result.diagnostics || fromFile.catalog != result.catalog {
        fuzzFailure("a load of the file differs from a load of its bytes")
    }
    guard let catalog = result.catalog else { return 0 }
    let engine = Engine(
        catalog: catalog, sources: AnswerSources(useDefaults: true, isNonInteractive: true), entryLimit: 500)
    var state = WizardState()
    _ = engine.start(&state)
    requireInvariants(state, after: "start")
    drive(engine, lines: ":back\n:root\n\n:back\n:dismiss\n", state: &state)
    return 0
}
