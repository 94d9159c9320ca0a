/// A `flow` step names a loaded flow.
func checkFlowReferences(_ catalog: DecodedCatalog) -> [Diagnostic] {
    // A file that could not be read may hold the flow: stay quiet rather than guess.
    guard !catalog.isIncomplete else { return [] }
    var out: [Diagnostic] = []
    for decoded in catalog.flows {
        for (step, source) in zip(decoded.flow.steps, decoded.steps) {
            guard let reference = step.flowReference, catalog.flow(reference.flow) == nil else { continue }
            out.append(
                .error(
                    MessageText(.loadUnknownFlow, ["flow": quoted(reference.flow.rawValue), "step": quoted(step.id.rawValue)]),
                    at: source.flowPosition.location(in: decoded.file), path: decoded.path(of: source, "flow"),
                    suggestion: didYouMean(reference.flow.rawValue, among: catalog.flowIDs)))
        }
    }
    return out
}
