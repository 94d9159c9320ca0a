/// Every `next` target is `$end` or a step of the same flow.
///
/// The `next` target check of one flow, run by the decoder once the flow's steps are
/// decoded.
func checkNextTargets(_ decoded: DecodedFlow, into out: inout [Diagnostic]) {
    // Prepared at the first unknown target and shared by all: a flow may name thousands.
    var suggestions: NameSuggestions?
    for source in decoded.steps {
        for site in source.nextTargets {
            guard site.target != "$end", decoded.flow.stepIndex.position(of: StepID(site.target)) == nil else { continue }
            let nextPath = decoded.path(of: source, "next")
            if suggestions == nil { suggestions = NameSuggestions(decoded.flow.steps.map(\.id.rawValue) + ["$end"]) }
            let suggestion = suggestions?.closest(to: site.target).map(didYouMean)
            out.append(
                .error(
                    MessageText(.loadUnknownNextTarget, ["target": quoted(site.target), "flow": quoted(decoded.flow.id.rawValue)]),
                    at: site.position.location(in: decoded.file),
                    path: site.key.map { joinJSONPath(nextPath, $0) } ?? nextPath,
                    suggestion: suggestion))
        }
    }
}

/// Every key of a `next` object is an answer text the step can give: `true`/`false` for a
/// `confirm`, a choice's text for a `select` with fixed choices, a whole number for an
/// `integer`. A key no answer produces never matches (the `"*"` fallback or the default
/// order applies instead), so it is reported as a warning with the closest text.
///
/// The `next` key check of one step, run by the decoder while the step's JSON is at hand.
func checkNextKeys(_ step: Step, _ source: StepSource, file: String, into out: inout [Diagnostic]) {
    guard let members = source[.next]?.members, !members.isEmpty else { return }
    let texts: [String]?
    let expected: MessageText
    switch step.kind {
    case .confirm:
        texts = ["true", "false"]
        expected = MessageText(.loadNextTrueOrFalse)
    case .select(let choices) where step.choicesSource == nil:
        let values = choices.map { $0.value.stringValue ?? $0.value.jsonText }
        texts = values
        let shown = values.prefix(10).map(quoted).joined(separator: ", ")
        expected =
            values.count > 10
            ? MessageText(.loadNextOneOfMore, ["values": shown, "count": String(values.count)])
            : MessageText(.loadNextOneOf, ["values": shown])
    case .integer:
        texts = nil
        expected = MessageText(.loadNextWholeNumber)
    default:
        return
    }
    for member in members where member.key != "*" {
        // An integer's answer text is its canonical spelling: "03" and "+3" never match.
        let canonical = Int(member.key).map(String.init)
        let matches = texts.map { $0.contains(member.key) } ?? (canonical == member.key)
        guard !matches else { continue }
        let word = member.key.lowercased()
        let yesNo = word == "yes" || word == "y" ? "true" : word == "no" || word == "n" ? "false" : nil
        let suggestion =
            texts.flatMap { didYouMean(member.key, among: $0) } ?? (yesNo ?? canonical).map(didYouMean)
        out.append(
            .warning(
                MessageText(
                    .loadNextKeyNeverMatches, ["key": quoted(member.key)],
                    parts: ["step": stepOfType(step.kind.typeName), "expected": expected]),
                at: SourceLocation(file: file, line: member.keyLine, column: member.keyColumn),
                path: joinJSONPath(source.path("next"), member.key), suggestion: suggestion))
    }
}
