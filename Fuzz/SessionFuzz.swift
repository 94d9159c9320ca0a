// Fuzz target: session-file decoding and `Engine.restore`. The bytes are decoded like
// `SessionStore.load` does; a decoded state is restored against each example flow, and
// the restored state must keep the invariants and accept commands.

func fuzzSession(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reader = JSONReader(maxBytes: Int.max, maxDepth: SessionStore.sessionMaxDepth)
    guard let value = try? reader.read(bytes).toAnswerValue(),
        let session = try? AnswerDecoder.unbox(value, as: Session.self, at: [])
    else { return 0 }
    // What a loaded session encodes to reads back the same (the save path).
    if let encoded = try? AnswerEncoder().encode(session),
        let again = try? AnswerDecoder.unbox(
            try reader.read(Array(encoded.jsonText.utf8)).toAnswerValue(), as: Session.self, at: []),
        again != session
    {
        fuzzFailure("a session does not survive save and load")
    }
    for catalog in exampleCatalogs {
        let engine = Engine(catalog: catalog, entryLimit: 2_000)
        let (restored, _) = engine.restore(session.state)
        requireInvariants(restored, after: "restore")
        var state = restored
        for id in engine.secretsToAskAgain(in: state) {
            _ = engine.secretPrompt(forPath: id, in: state)
            _ = engine.supplySecret("s3cret", forPath: id, in: &state)
            requireInvariants(state, after: "supplySecret")
        }
        _ = engine.currentPrompt(in: state)
        drive(engine, lines: ":back\n\n:root\n:dismiss\n:help\n", state: &state)
        _ = engine.removingSecrets(from: state)
    }
    return 0
}
