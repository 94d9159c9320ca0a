/// The walk of `checkEnvironmentNames`, from the root flow through sub-flows.
struct EnvironmentNameWalk {
    let catalog: DecodedCatalog
    /// The first answer path seen for each `--format env` name.
    var firstPathByName: [String: String] = [:]
    var out: [Diagnostic] = []

    init(catalog: DecodedCatalog) { self.catalog = catalog }

    mutating func walk(_ flowIndex: Int, prefix: String, depth: Int) {
        guard depth < 16 else { return }  // recursion is reported by its own check
        let decoded = catalog.flows[flowIndex]
        let steps = decoded.flow.steps
        for i in steps.indices where steps[i].isStored {
            let id = steps[i].id.rawValue
            let path = prefix.isEmpty ? id : prefix + "." + id
            switch steps[i].kind {
            case .flow(let reference):
                guard let sub = catalog.index[reference.flow] else { continue }
                walk(sub, prefix: reference.repetition == nil ? path : path + ".0", depth: depth + 1)
                continue
            case .message: continue
            default: break
            }
            let name = environmentName(forAnswerPath: path)
            guard let first = firstPathByName.updateValue(path, forKey: name) else { continue }
            firstPathByName[name] = first  // the first path keeps the name
            guard first != path else { continue }
            out.append(
                .warning(
                    MessageText(.loadEnvironmentNameClash, ["first": quoted(first), "second": quoted(path), "name": name]),
                    at: decoded.steps[i].position.location(in: decoded.file), path: decoded.path(of: decoded.steps[i])))
        }
    }
}
