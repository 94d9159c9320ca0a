/// No flow opens itself again through `flow` steps that run unconditionally (no `when`,
/// not a repeat with `min` 0): that recursion would never end. Each cycle is reported
/// once, at the `flow` step that closes it.
func checkSubflowRecursion(_ catalog: DecodedCatalog) -> [Diagnostic] {
    // Edges in flow order, then step order.
    var edges: [[(target: Int, step: DecodedStep)]] = Array(repeating: [], count: catalog.flows.count)
    for (i, decoded) in catalog.flows.enumerated() {
        for (step, source) in zip(decoded.flow.steps, decoded.steps) {
            guard let reference = step.flowReference, !source.hasWhenKey,
                (reference.repetition?.min ?? 1) > 0, let target = catalog.index[reference.flow]
            else { continue }
            edges[i].append((target, source))
        }
    }
    var out: [Diagnostic] = []
    var state = Array(repeating: 0, count: catalog.flows.count)  // 0 new, 1 on path, 2 done
    let indexed = Set(catalog.index.values)
    for start in catalog.flows.indices where state[start] == 0 && indexed.contains(start) {
        // Iterative depth-first search: a frame is (flow, next edge to try).
        var path: [(flow: Int, edge: Int)] = [(start, 0)]
        state[start] = 1
        while let top = path.last {
            let (flow, edgeIndex) = top
            guard edgeIndex < edges[flow].count else {
                state[flow] = 2
                path.removeLast()
                continue
            }
            path[path.count - 1].edge += 1
            let (target, source) = edges[flow][edgeIndex]
            if state[target] == 1, let from = path.firstIndex(where: { $0.flow == target }) {
                let names = (path[from...].map(\.flow) + [target]).map { quoted(catalog.flows[$0].flow.id.rawValue) }
                let decoded = catalog.flows[flow]
                out.append(
                    .error(
                        MessageText(.loadSubflowRecursion, ["flows": names.joined(separator: " → ")]),
                        at: source.flowPosition.location(in: decoded.file), path: decoded.path(of: source, "flow")))
            } else if state[target] == 0 {
                state[target] = 1
                path.append((target, 0))
            }
        }
    }
    return out
}
