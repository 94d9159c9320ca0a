/// Warns when two answer paths the root flow can produce map to one `--format env` name
/// (`db-port` and `db_port` → `DB_PORT`, SPEC §7), since `--format env` then fails.
///
/// Paths are walked from the root flow through sub-flows (a repeat as item `0`); only
/// stored answers count. The warning points at the later of the two steps.
///
/// - Complexity: O(answer paths) — each sub-flow is walked once per place that opens it,
///   down to a fixed depth.
func checkEnvironmentNames(_ catalog: DecodedCatalog) -> [Diagnostic] {
    guard let rootID = catalog.rootID, let root = catalog.flow(rootID) else { return [] }
    var firstPath: [String: String] = [:]
    firstPath.reserveCapacity(root.flow.steps.count)
    var out: [Diagnostic] = []
    func walk(_ decoded: DecodedFlow, prefix: String, depth: Int) {
        guard depth < 16 else { return }  // recursion is reported by its own check
        for i in decoded.steps.indices {
            let step = decoded.flow.steps[i]
            guard step.isStored else { continue }
            let path = prefix.isEmpty ? step.id.rawValue : prefix + "." + step.id.rawValue
            switch step.kind {
            case .flow(let reference):
                guard let sub = catalog.flow(reference.flow) else { continue }
                walk(sub, prefix: reference.repetition == nil ? path : path + ".0", depth: depth + 1)
                continue
            case .message: continue
            default: break
            }
            let name = environmentName(forAnswerPath: path)
            // One hash for the common case (a new name); the first path is put back otherwise.
            guard let first = firstPath.updateValue(path, forKey: name) else { continue }
            firstPath[name] = first
            guard first != path else { continue }
            let source = decoded.steps[i]
            out.append(
                .warning(
                    "answers \(quoted(first)) and \(quoted(path)) both map to the variable \(name) in --format env, which will fail; rename one of the steps",
                    at: source.position.location(in: decoded.file), path: decoded.path(of: source)))
        }
    }
    walk(root, prefix: "", depth: 0)
    return out
}
