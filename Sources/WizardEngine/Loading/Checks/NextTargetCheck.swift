/// Every `next` target is `$end` or a step of the same flow (SPEC §3.2, §11).
func checkNextTargets(_ catalog: DecodedCatalog) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for decoded in catalog.flows {
        for source in decoded.steps {
            guard let next = source.node("next") else { continue }
            var targets: [(JSONNode, String)] = []
            if next.stringValue != nil {
                targets.append((next, source.path("next")))
            } else {
                for member in next.members ?? [] where member.value.stringValue != nil {
                    targets.append((member.value, joinJSONPath(source.path("next"), member.key)))
                }
            }
            for (node, path) in targets {
                guard let target = node.stringValue, target != "$end", decoded.flow.stepIndex[StepID(target)] == nil
                else { continue }
                out.append(
                    .error(
                        "unknown 'next' target \(quoted(target)): flow \(quoted(decoded.flow.id.rawValue)) has no such step",
                        at: node.location(in: decoded.file), path: path,
                        suggestion: didYouMean(target, among: decoded.flow.steps.map(\.id.rawValue) + ["$end"])))
            }
        }
    }
    return out
}
