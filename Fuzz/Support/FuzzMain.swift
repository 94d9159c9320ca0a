// The libFuzzer entry point: one binary holds every target, picked by WIZARD_FUZZ_TARGET
// (scripts/fuzz.sh sets it), so the engine is compiled with the sanitizers only once.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

typealias FuzzTarget = @Sendable (UnsafePointer<UInt8>, Int) -> CInt

/// The targets by the name scripts/fuzz.sh uses.
let fuzzTargets: [String: FuzzTarget] = [
    "json": fuzzJSONReader, "loader": fuzzFlowLoader, "expression": fuzzExpressions,
    "answers": fuzzAnswersFile, "session": fuzzSession, "engine": fuzzEngine, "run": fuzzRun,
]

/// The target named by WIZARD_FUZZ_TARGET.
let selectedTarget: FuzzTarget = {
    let name = getenv("WIZARD_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = fuzzTargets[name] else {
        fuzzFailure("set WIZARD_FUZZ_TARGET to one of \(fuzzTargets.keys.sorted())")
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    selectedTarget(data, size)
}
