/// Step ids must be unique within their flow (SPEC §3.2).
func checkDuplicateStepIDs(_ catalog: DecodedCatalog) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for decoded in catalog.flows {
        // The flow's step index already maps each id to its first step: a lookup per
        // step, no dictionary of its own.
        for (i, (step, source)) in zip(decoded.flow.steps, decoded.steps).enumerated() {
            guard let idNode = source.node("id") else { continue }
            if let firstIndex = decoded.flow.stepIndex[step.id], firstIndex != i,
                let earlier = decoded.steps[firstIndex].node("id")
            {
                out.append(
                    .error(
                        "duplicate step id \(quoted(step.id.rawValue)) in flow \(quoted(decoded.flow.id.rawValue)) (first at line \(earlier.line), column \(earlier.column))",
                        at: idNode.location(in: decoded.file), path: source.path("id")))
            }
        }
    }
    return out
}

/// Flow ids must be unique among every loaded flow, inline and imported (SPEC §3.1).
func checkDuplicateFlowIDs(_ catalog: DecodedCatalog) -> [Diagnostic] {
    var out: [Diagnostic] = []
    var first: [FlowID: SourceLocation] = [:]
    for decoded in catalog.flows where decoded.hasID {
        if let earlier = first[decoded.flow.id] {
            out.append(
                .error(
                    "duplicate flow id \(quoted(decoded.flow.id.rawValue)) (first defined at \(earlier))",
                    at: decoded.idLocation, path: decoded.idPath))
        } else {
            first[decoded.flow.id] = decoded.idLocation
        }
    }
    return out
}
