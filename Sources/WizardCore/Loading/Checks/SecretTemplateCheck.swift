/// A template shown or stored in the clear (a prompt, a help text, a message, a
/// placeholder, the default of a step that is not secret) must not read a secret answer;
/// expressions that only decide (`when`, `next`, `validate.expr`) may.
func checkSecretTemplates(_ catalog: DecodedCatalog) -> [Diagnostic] {
    // Without a secret step no template can read one.
    guard hasSecretStep(catalog) else { return [] }
    var out: [Diagnostic] = []
    for decoded in catalog.flows {
        // A step the decoder could not read has a source but no step: nothing to check.
        let steps = decoded.flow.steps
        for source in decoded.steps where steps.indices.contains(source.index) {
            let i = source.index
            var templates: [(template: Template, key: String, noun: String)] = []
            if let prompt = steps[i].prompt { templates.append((prompt, "prompt", "prompt")) }
            if let help = steps[i].help { templates.append((help, "help", "help")) }
            if let title = steps[i].title { templates.append((title, "title", "title")) }
            if case .message(let text) = steps[i].kind { templates.append((text, "text", "message")) }
            if case .text(let placeholder?) = steps[i].kind { templates.append((placeholder, "placeholder", "placeholder")) }
            if !steps[i].isSecret, case .template(let template)? = steps[i].defaultValue {
                templates.append((template, "default", "default"))
            }
            for entry in templates {
                for reference in entry.template.referencedPaths {
                    guard let secret = secretStep(named: reference, from: decoded.flow.id, catalog: catalog) else { continue }
                    let spelled = (reference.base == .root ? ["root"] : []) + reference.components
                    out.append(
                        .error(
                            "the \(entry.noun) reads the secret answer \(quoted(spelled.joined(separator: "."))) of step \(quoted(secret)) "
                                + "(column \(reference.column) of the template): a secret is never shown nor copied into another answer; remove it",
                            at: location(of: reference, in: entry.key, of: source, file: decoded.file),
                            path: decoded.path(of: source, entry.key)))
                }
            }
        }
    }
    return out
}

/// Whether a flow of `catalog` has a secret step.
private func hasSecretStep(_ catalog: DecodedCatalog) -> Bool {
    for decoded in catalog.flows {
        let steps = decoded.flow.steps
        for i in steps.indices where steps[i].isSecret { return true }
    }
    return false
}

/// Where `reference` is in the file: its column inside the template at `member` (the
/// template's own position when an escape comes before it), else the step's position.
private func location(of reference: PathReference, in member: String, of step: DecodedStep, file: String) -> SourceLocation {
    guard let template = step.templatePosition(member) else { return step.position.location(in: file) }
    return template.location(in: file, scalarOffset: reference.column - 1)
}

/// The id of the secret step `reference` names, or nil when it names none.
private func secretStep(named reference: PathReference, from flowID: FlowID, catalog: DecodedCatalog) -> String? {
    var flow: FlowID
    switch reference.base {
    case .local: flow = flowID
    case .root:
        guard let root = catalog.rootID else { return nil }
        flow = root
    case .parent, .environment, .value: return nil
    }
    var components = reference.components[...]
    var hops = 0
    while let first = components.first, hops < 64 {
        hops += 1
        guard let index = catalog.index[flow] else { return nil }
        guard let step = catalog.flows[index].flow.step(StepID(first)) else { return nil }
        if step.isSecret { return first }
        components = components.dropFirst()
        guard let reference = step.flowReference else { return nil }
        if reference.repetition != nil, let next = components.first, Int(next) != nil { components = components.dropFirst() }
        flow = reference.flow
    }
    return nil
}
