// Fuzz target: session-file decoding and `Engine.restore`. The bytes are decoded like
// `SessionStore.load` does; a decoded state is restored against each example flow, and
// the restored state must keep the invariants and accept commands.

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

func fuzzSession(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let session = try? JSONDecoder().decode(Session.self, from: bytes) else { return 0 }
    for catalog in exampleCatalogs {
        let engine = Engine(catalog: catalog, entryLimit: 2_000)
        let (restored, _) = engine.restore(session.state)
        requireInvariants(restored, after: "restore")
        var state = restored
        for id in engine.secretsToAskAgain(in: state) {
            _ = engine.secretPrompt(for: id, in: state)
            _ = engine.supplySecret("s3cret", for: id, in: &state)
            requireInvariants(state, after: "supplySecret")
        }
        _ = engine.currentPrompt(in: state)
        drive(engine, lines: ":back\n\n:root\n:dismiss\n:help\n", state: &state)
        _ = engine.removingSecrets(from: state)
    }
    return 0
}
