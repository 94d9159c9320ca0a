/// A template a person reads or that fills another answer (a prompt, a help text, a
/// message, a placeholder, a repeat's question, the default of a step that is not secret)
/// must not read a secret: neither a secret answer, nor a sub-flow's answers or a repeat's
/// items holding one, nor the environment variable that supplies one (`SecretReach`).
/// Expressions that only decide (`when`, `next`, `validate.expr`) may.
func checkSecretTemplates(_ catalog: DecodedCatalog) -> [Diagnostic] {
    // Without a secret step no template can read one.
    guard hasSecretStep(catalog) else { return [] }
    var flows: [FlowID: Flow] = [:]
    for (id, index) in catalog.index { flows[id] = catalog.flows[index].flow }
    let reach = SecretReach(flows: flows)
    let parents = parentFlows(flows)
    var out: [Diagnostic] = []
    for decoded in catalog.flows {
        // A step the decoder could not read has a source but no step: nothing to check.
        let steps = decoded.flow.steps
        for source in decoded.steps where steps.indices.contains(source.index) {
            for entry in shownTemplates(of: steps[source.index], translations: source.translations) {
                for reference in entry.template.referencedPaths {
                    let bases = baseFlows(of: reference, from: decoded.flow.id, rootID: catalog.rootID, parents: parents)
                    let reading =
                        reference.base == .environment
                        ? reference.components.first.flatMap { reach.reading(variable: $0) }
                        : bases.lazy.compactMap { reach.reading(reference.components, from: $0) }.first
                    guard let reading else { continue }
                    out.append(
                        .error(
                            MessageText(
                                .loadSecretShown, ["column": String(reference.column)],
                                parts: [
                                    "text": MessageText(entry.noun), "what": describe(reading, spelled: reference.spelling),
                                ]),
                            at: location(of: reference, in: entry.key, of: source, file: decoded.file),
                            path: decoded.path(of: source, entry.key)))
                }
            }
        }
    }
    return out
}

/// The templates of `step` whose text is shown or becomes another answer, with their keys
/// (as the decoder records their positions: `prompt.de` for a translation) and what a
/// message calls them. A translated text gives every translation, not only the one kept.
private func shownTemplates(
    of step: Step, translations: [TemplateTranslation]
) -> [(template: Template, key: String, noun: MessageKey)] {
    let templates = shownTemplates(of: step)
    guard !translations.isEmpty else { return templates }
    return templates.flatMap { entry in
        let translated = translations.filter { $0.key == entry.key }
        guard !translated.isEmpty else { return [entry] }
        return translated.map { ($0.template, $0.member, entry.noun) }
    }
}

private func shownTemplates(of step: Step) -> [(template: Template, key: String, noun: MessageKey)] {
    var templates: [(template: Template, key: String, noun: MessageKey)] = []
    if let prompt = step.prompt { templates.append((prompt, "prompt", .loadShownPrompt)) }
    if let help = step.help { templates.append((help, "help", .loadShownHelp)) }
    if let title = step.title { templates.append((title, "title", .loadShownTitle)) }
    switch step.kind {
    case .message(let text): templates.append((text, "text", .loadShownMessage))
    case .text(let placeholder?, _): templates.append((placeholder, "placeholder", .loadShownPlaceholder))
    case .flow(let reference):
        if let prompt = reference.repetition?.prompt { templates.append((prompt, "repeat.prompt", .loadShownRepeatPrompt)) }
    default: break
    }
    if !step.isSecret, case .template(let template)? = step.defaultValue {
        templates.append((template, "default", .loadShownDefault))
    }
    return templates
}

/// What a message says a path reads: the secret answer, the answers holding it, or the variable supplying it.
private func describe(_ reading: SecretReading, spelled: String) -> MessageText {
    switch reading {
    case .answer(let step):
        MessageText(.loadSecretAnswer, ["path": quoted(spelled), "step": quoted(step)])
    case .holder(let step, let path):
        MessageText(.loadSecretHolder, ["path": quoted(spelled), "inner": quoted(spelled + "." + path), "step": quoted(step)])
    case .variable(let name, let step):
        MessageText(.loadSecretVariable, ["name": quoted(name), "step": quoted(step)])
    }
}

/// The flows a path may start in: the template's own flow, the root flow, or every flow
/// that may enclose this one `levels` times (a sub-flow can be used by several flows).
private func baseFlows(of reference: PathReference, from flow: FlowID, rootID: FlowID?, parents: [FlowID: [FlowID]]) -> [FlowID] {
    switch reference.base {
    case .local: return [flow]
    case .root: return rootID.map { [$0] } ?? []
    case .environment, .value: return []
    case .parent(let levels):
        var current: Set<FlowID> = [flow]
        for _ in 0..<max(1, min(levels, 64)) {
            current = Set(current.flatMap { parents[$0] ?? [] })
        }
        return current.sorted { $0.rawValue < $1.rawValue }
    }
}

/// For each flow, the flows with a `flow` step that opens it.
private func parentFlows(_ flows: [FlowID: Flow]) -> [FlowID: [FlowID]] {
    var out: [FlowID: [FlowID]] = [:]
    for (id, flow) in flows {
        for step in flow.steps {
            if let reference = step.flowReference { out[reference.flow, default: []].append(id) }
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
