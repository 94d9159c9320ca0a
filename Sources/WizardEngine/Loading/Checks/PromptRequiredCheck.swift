/// Every step but `message` and `flow` needs a `prompt` (SPEC §3.2).
func checkPromptRequired(_ catalog: DecodedCatalog) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for decoded in catalog.flows {
        for (step, source) in zip(decoded.flow.steps, decoded.steps) where source.isKindKnown {
            guard step.isInput, source.node("prompt") == nil else { continue }
            // A misspelt `prompt` is already reported as an unknown key with a suggestion.
            let keys = source.node.members?.map(\.key) ?? []
            if keys.contains(where: { closestMatch(to: $0, among: ["prompt"]) != nil }) { continue }
            out.append(
                .error(
                    "missing required key 'prompt' in '\(step.kind.typeName)' step \(quoted(step.id.rawValue))",
                    at: source.node.location(in: decoded.file), path: source.path))
        }
    }
    return out
}
