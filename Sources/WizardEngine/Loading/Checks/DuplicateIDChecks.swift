/// Step ids must be unique within their flow (SPEC §3.2).
func checkDuplicateStepIDs(_ catalog: DecodedCatalog) -> [Diagnostic] {
    catalog.findings(.duplicateStepIDs)
}

/// The duplicate step id check of one flow, run by the decoder once the flow's steps are
/// decoded.
func checkDuplicateStepIDs(_ decoded: DecodedFlow, into out: inout [Diagnostic]) {
    // The flow's step index already maps each id to its first step: a lookup per step, no
    // dictionary of its own.
    for (i, (step, source)) in zip(decoded.flow.steps, decoded.steps).enumerated() {
        guard let firstIndex = decoded.flow.stepIndex[step.id], firstIndex != i else { continue }
        let earlier = decoded.steps[firstIndex].idPosition
        out.append(
            .error(
                "duplicate step id \(quoted(step.id.rawValue)) in flow \(quoted(decoded.flow.id.rawValue)) (first at line \(earlier.line), column \(earlier.column))",
                at: source.idPosition.location(in: decoded.file), path: decoded.path(of: source, "id")))
    }
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
