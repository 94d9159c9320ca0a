/// Flow and step ids follow `[A-Za-z_][A-Za-z0-9_-]*`; step ids are not `root`, `parent`,
/// `env` or `value` (SPEC §3.2, §3.5).
func checkIdentifiers(_ catalog: DecodedCatalog) -> [Diagnostic] {
    catalog.findings(.identifiers)
}

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
    guard let idNode = source.node(.id) else { return }
    if !isValidIdentifier(step.id.rawValue) {
        let location = idNode.location(in: file)
        out.append(
            .error("invalid step id \(quoted(step.id.rawValue)): \(identifierRule)", at: location, path: source.path("id")))
    } else if mayBeReserved(step.id.rawValue), StepID.reserved.contains(step.id.rawValue) {
        let location = idNode.location(in: file)
        out.append(
            .error(
                "step id \(quoted(step.id.rawValue)) is reserved: 'env', 'parent', 'root' and 'value' name scopes in expressions",
                at: location, path: source.path("id")))
    }
}

/// Whether `id` starts like a reserved id (`env`, `parent`, `root`, `value`): most ids do
/// not, and skip hashing.
private func mayBeReserved(_ id: String) -> Bool {
    switch id.utf8.first {
    case UInt8(ascii: "e"), UInt8(ascii: "p"), UInt8(ascii: "r"), UInt8(ascii: "v"): true
    default: false
    }
}
