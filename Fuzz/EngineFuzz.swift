// Fuzz target: the engine driven by arbitrary command sequences over the example flows.
// The first byte picks the flow (and whether defaults apply); the rest is split into lines,
// each read with `Command.parse` and handled. After every command the state must keep its
// invariants and a refused navigation must leave it unchanged. A `:quit` saves the session
// (secrets removed), which must restore to the same state.

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

func fuzzEngine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let catalog = exampleCatalogs[Int(data[0]) % exampleCatalogs.count]
    let sources = AnswerSources(useDefaults: data[0] & 0x80 != 0)
    let engine = Engine(
        catalog: catalog, environment: EngineEnvironment(variables: ["HOME": "/home/x", "USER": "x"]),
        sources: sources, entryLimit: 2_000)
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    var state = WizardState()
    _ = engine.start(&state)
    requireInvariants(state, after: "start")
    drive(engine, lines: Substring(text), state: &state)
    guard state.current != nil else { return 0 }
    let saved = engine.removingSecrets(from: state)
    let session = Session(flowID: catalog.rootID.rawValue, fingerprint: "", state: saved)
    guard let encoded = try? JSONEncoder().encode(session),
        let decoded = try? JSONDecoder().decode(Session.self, from: encoded)
    else { fuzzFailure("a session does not round-trip through JSON") }
    if decoded != session { fuzzFailure("the decoded session differs") }
    let (restored, mismatch) = engine.restore(decoded.state)
    requireInvariants(restored, after: "restore")
    if mismatch == nil, engine.secretsToAskAgain(in: restored).isEmpty, restored.stack != saved.stack {
        fuzzFailure("restoring an unchanged flow changed the stack")
    }
    return 0
}
