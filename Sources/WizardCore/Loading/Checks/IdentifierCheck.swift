// Flow and step ids follow `[A-Za-z_][A-Za-z0-9_-]*`; step ids are not `root`, `parent`,
// `env` or `value`, and hold at most `maximumStepIDLength` characters.

/// The longest step id: a step id is a part of every answer path under it, and a path may
/// cross 100 nested sub-flows, so this keeps any answer path within about 26 KB.
let maximumStepIDLength = 256

/// The flow id part of the check, run by the decoder before the flow's steps.
func checkFlowIdentifier(_ decoded: DecodedFlow, into out: inout [Diagnostic]) {
    if decoded.hasID, !isValidIdentifier(decoded.flow.id.rawValue) {
        out.append(
            .error(
                MessageText(.loadInvalidFlowID, ["id": quoted(decoded.flow.id.rawValue)]), at: decoded.idLocation,
                path: decoded.idPath))
    }
}

/// The step id part of the check, run by the decoder while the step's JSON is at hand.
func checkStepIdentifier(_ step: Step, _ source: StepSource, file: String, into out: inout [Diagnostic]) {
    guard let idNode = source[.id] else { return }
    let id = step.id.rawValue
    if !isValidIdentifier(id) {
        out.append(
            .error(MessageText(.loadInvalidStepID, ["id": quoted(id)]), at: idNode.location(in: file), path: source.path("id")))
    } else if id.utf8.count > maximumStepIDLength {
        out.append(
            .error(
                MessageText(
                    .loadStepIDTooLong,
                    ["id": quoted(id), "length": String(id.utf8.count), "limit": String(maximumStepIDLength)]),
                at: idNode.location(in: file), path: source.path("id")))
    } else if StepID.reserved.contains(id) {
        out.append(
            .error(
                MessageText(.loadStepIDReserved, ["id": quoted(id)]),
                at: idNode.location(in: file), path: source.path("id")))
    }
}
