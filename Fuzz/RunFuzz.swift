// Fuzz target: whole runs. The input is a flow file, a NUL byte, then input lines; the flow
// is loaded and, when it loads, run through `WizardRunner` and the scripted driver (with
// defaults when the first line byte is odd), as `wizard run FLOW < lines` would. The run
// must end (completed, failed, quit or input ended) with a state that keeps its
// invariants; a completed run's answers must print as JSON and as env lines or fail with
// a typed error; the state's session must round-trip through JSON.

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

func fuzzRun(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let split = bytes.firstIndex(of: 0) else { return 0 }
    let flowText = String(decoding: bytes[..<split], as: UTF8.self)
    let input = String(decoding: bytes[(split + 1)...], as: UTF8.self)
    guard let catalog = FlowLoader().load(string: flowText, name: "fuzz.json").catalog else { return 0 }
    let useDefaults = (input.utf8.first ?? 0) & 1 == 1
    let engine = Engine(
        catalog: catalog, environment: EngineEnvironment(variables: ["HOME": "/home/x"]),
        sources: AnswerSources(useDefaults: useDefaults), entryLimit: 5_000)
    let lines = input.split(separator: "\n", omittingEmptySubsequences: false).prefix(500).map(String.init)
    var driver = ScriptedDriver(lines: lines)
    let runner = WizardRunner(engine: engine, renderer: PromptRenderer(usesColor: false))
    var state = WizardState()
    var log = WizardRunner.Log()
    let end = runner.run(driver: &driver, state: &state, log: &log)
    requireInvariants(state, after: "the run")
    if case .completed = end {
        let json = Array(engine.answers(of: state).jsonText().utf8)
        guard (try? JSONReader().read(json)) != nil else {
            fuzzFailure("the answers are not valid JSON")
        }
        _ = try? engine.answers(of: state).environmentLines()
    }
    let session = Session(flowID: catalog.rootID.rawValue, fingerprint: "", state: engine.removingSecrets(from: state))
    guard let encoded = try? JSONEncoder().encode(session),
        let decoded = try? JSONDecoder().decode(Session.self, from: encoded), decoded == session
    else { fuzzFailure("a session does not round-trip through JSON") }
    requireInvariants(engine.restore(decoded.state).state, after: "restore")
    return 0
}
