// Shared by every fuzz target (compiled into each one by scripts/fuzz.sh).

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `FlowFileSystem` over a dictionary of absolute paths. No symbolic links.
struct FuzzFileSystem: FlowFileSystem {
    var files: [String: [UInt8]]

    func readFile(_ path: String) throws -> [UInt8] {
        guard let bytes = files[absolute(path)] else { throw FlowFileError.notFound(path: path) }
        return bytes
    }

    func canonicalPath(_ path: String) -> String? {
        let resolved = absolute(path)
        if files[resolved] != nil { return resolved }
        let prefix = resolved == "/" ? "/" : resolved + "/"
        return files.keys.contains { $0.hasPrefix(prefix) } ? resolved : nil
    }

    private func absolute(_ path: String) -> String {
        PathSyntax.normalize(path.hasPrefix("/") ? path : "/" + path)
    }
}

/// Stops the fuzzer with a message: libFuzzer records the input as a crash.
func fuzzFailure(_ message: String) -> Never {
    let line = Array("fuzz invariant broken: \(message)\n".utf8)
    _ = line.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    abort()
}

/// The example flows in `Flows/` (the folder named by `WIZARD_FUZZ_FLOWS`, default
/// `Flows`), loaded once; each entry is a catalog that loaded without errors.
let exampleCatalogs: [FlowCatalog] = {
    let folder = getenv("WIZARD_FUZZ_FLOWS").map { String(cString: $0) } ?? "Flows"
    let names = ["demo", "database", "project-setup", "release", "servers", "cloud-login"]
    var catalogs: [FlowCatalog] = []
    for name in names {
        let result = FlowLoader().load(fileAt: folder + "/" + name + ".json")
        if let catalog = result.catalog { catalogs.append(catalog) }
    }
    if catalogs.count != names.count {
        fuzzFailure("could not load the example flows from \(folder) (set WIZARD_FUZZ_FLOWS)")
    }
    return catalogs
}()

/// The bytes of `Flows/shared/contact.json`, so imports of the fuzzed flow can resolve.
let sharedContactFlow: [UInt8] = {
    let folder = getenv("WIZARD_FUZZ_FLOWS").map { String(cString: $0) } ?? "Flows"
    return (try? LocalFileSystem().readFile(folder + "/shared/contact.json")) ?? []
}()

/// Traps when the engine state breaks an invariant.
func requireInvariants(_ state: WizardState, after what: @autoclosure () -> String) {
    let problems = state.checkInvariants()
    if !problems.isEmpty { fuzzFailure("\(what()): \(problems.joined(separator: "; "))") }
}

/// Drives `engine` with the lines of `text` (commands and answers) and checks the state
/// after every command; stops at completion or failure.
func drive(_ engine: Engine, lines text: Substring, state: inout WizardState) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(200) {
        guard state.current != nil else { return }
        guard let command = Command.parse(String(line)) else { continue }
        let before = state
        let outcome = engine.handle(command, origin: .piped, in: &state)
        requireInvariants(state, after: "after \(command)")
        let isRefused = outcome.notices.contains { if case .refused = $0 { true } else { false } }
        if isRefused, command != .help, state != before {
            if case .answer = command {} else { fuzzFailure("a refused \(command) changed the state") }
        }
        if case .quit = command { return }
    }
}
