extension FlowDecoder {
    /// Decodes element `i` of a `steps` array, checks it, and appends it to `decoding`
    /// unless it could not be decoded (reported).
    mutating func appendStep(_ item: JSONNode, at i: Int, to decoding: inout StepsDecoding) {
        let source = StepSource(node: item, stepsPath: decoding.stepsPath, index: i)
        sites = []
        unknownFunctions = []
        pendingTranslations = []
        guard case (let step, var facts)? = decodeStep(source) else { return }
        checkStep(step, source, isKindKnown: facts.isKindKnown, into: &decoding.findings)
        let position = decoding.steps.count
        if let first = decoding.positions.updateValue(position, forKey: step.id) {
            decoding.positions[step.id] = first  // the first step with the id keeps it
            decoding.duplicates.append(position)
        }
        decoding.steps.append(consume step)
        for problem in comparisonTypeProblems(sites, steps: decoding.steps, positions: decoding.positions) {
            let key: MessageKey = problem.site.isTemplate ? .loadAtColumnTemplate : .loadAtColumnExpression
            diagnostics.append(
                .error(
                    MessageText(key, ["column": String(problem.column)], parts: ["message": problem.message]),
                    at: problem.site.position.location(in: file, scalarOffset: problem.column - 1),
                    path: source.path(problem.site.place.suffix)))
        }
        // Paths to a step already decoded are resolved now; the rest wait for the whole flow.
        facts.expressions = unresolvedSites(sites.map(\.site), steps: decoding.steps, positions: decoding.positions)
        for site in sites where site.isTemplate {
            if case .member(let member) = site.place { facts.templatePositions.append((member, site.position)) }
        }
        decoding.decoded.append(facts)
    }
}
