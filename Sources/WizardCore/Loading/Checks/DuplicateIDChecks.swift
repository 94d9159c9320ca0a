/// Step ids must be unique within their flow.
///
/// The duplicate step id check of one flow; `duplicates` lists, in order, the steps whose
/// id an earlier step has.
func checkDuplicateStepIDs(_ decoded: DecodedFlow, duplicates: [Int], into out: inout [Diagnostic]) {
    for i in duplicates {
        let step = decoded.flow.steps[i]
        let source = decoded.steps[i]
        guard let firstIndex = decoded.flow.stepIndex.position(of: step.id), firstIndex != i else { continue }
        let earlier = decoded.steps[firstIndex].idPosition
        out.append(
            .error(
                MessageText(
                    .loadDuplicateStepID,
                    [
                        "id": quoted(step.id.rawValue), "flow": quoted(decoded.flow.id.rawValue), "line": String(earlier.line),
                        "column": String(earlier.column),
                    ]),
                at: source.idPosition.location(in: decoded.file), path: decoded.path(of: source, "id")))
    }
}

/// Flow ids must be unique among every loaded flow, inline and imported.
func checkDuplicateFlowIDs(_ catalog: DecodedCatalog) -> [Diagnostic] {
    var out: [Diagnostic] = []
    var first: [FlowID: SourceLocation] = [:]
    for decoded in catalog.flows where decoded.hasID {
        if let earlier = first[decoded.flow.id] {
            out.append(
                .error(
                    MessageText(.loadDuplicateFlowID, ["id": quoted(decoded.flow.id.rawValue), "location": earlier.description]),
                    at: decoded.idLocation, path: decoded.idPath))
        } else {
            first[decoded.flow.id] = decoded.idLocation
        }
    }
    return out
}
