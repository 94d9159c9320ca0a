// Flow and step ids follow `[A-Za-z_][A-Za-z0-9_-]*`; step ids are not `root`, `parent`,
// `env` or `value`, and hold at most `maximumStepIDLength` characters.

/// The longest step id: a step id is a part of every answer path under it, and a path may
/// cross 100 nested sub-flows, so this keeps any answer path within about 26 KB.
let maximumStepIDLength = 256

private let identifierRule = "an id starts with a letter or '_' and holds only letters, digits, '_' and '-'"

/// The flow id part of the check, run by the decoder before the flow's steps.
func checkFlowIdentifier(_ decoded: DecodedFlow, into out: inout [Diagnostic]) {
    if decoded.hasID, !isValidIdentifier(decoded.flow.id.rawValue) {
        out.append(
            .error(
                "invalid flow id \(quoted(decoded.flow.id.rawValue)): \(identifierRule)", at: decoded.idLocation,
                path: decoded.idPath))
    }
}

/// The step id part of the check, run by the decoder while the step's JSON is at hand.
func checkStepIdentifier(_ step: Step, _ source: StepSource, file: String, into out: inout [Diagnostic]) {
    guard let idNode = source[.id] else { return }
    let id = step.id.rawValue
    if !isValidIdentifier(id) {
        out.append(
            .error("invalid step id \(quoted(id)): \(identifierRule)", at: idNode.location(in: file), path: source.path("id")))
    } else if id.utf8.count > maximumStepIDLength {
        out.append(
            .error(
                "step id \(quoted(id)) is \(id.utf8.count) characters long: a step id holds at most \(maximumStepIDLength) (it names the answer in paths, files and variables)",
                at: idNode.location(in: file), path: source.path("id")))
    } else if StepID.reserved.contains(id) {
        out.append(
            .error(
                "step id \(quoted(id)) is reserved: 'env', 'parent', 'root' and 'value' name scopes in expressions",
                at: idNode.location(in: file), path: source.path("id")))
    }
}
