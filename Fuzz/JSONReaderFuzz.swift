// Fuzz target: the position-aware JSON reader (`JSONReader().read`).
// Checks: no crash; an accepted document converts to an answer value and back without crashing.

func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reader = JSONReader(maxBytes: 1 << 20, maxDepth: 64)
    if let node = try? reader.read(bytes) {
        if node.line < 1 || node.column < 1 { fuzzFailure("position below 1") }
        _ = node.summary
        _ = node.toAnswerValue()
    }
    return 0
}
