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
            let suggestion = suggestions?.closest(to: site.target).map { "did you mean \(quoted($0))?" }
            out.append(
                .error(
                    "unknown 'next' target \(quoted(site.target)): flow \(quoted(decoded.flow.id.rawValue)) has no such step",
                    at: site.position.location(in: decoded.file),
                    path: site.key.map { joinJSONPath(nextPath, $0) } ?? nextPath,
                    suggestion: suggestion))
        }
    }
}
