/// A flow as decoded from its file, with the positions the cross-flow checks point at.
/// The checks that need only this flow ran while the JSON was at hand (`findings`).
struct DecodedFlow: Sendable {
    var flow: Flow
    var file: String
    /// The JSON path of the flow object inside its file: `""` for a file's top flow,
    /// `flows.db` for an inline flow.
    var path: String
    /// Where the flow's id is written (the `id` value, or the key under `flows`), and the
    /// JSON path of that place.
    var idLocation: SourceLocation
    var idPath: String
    /// Whether the flow has an id at all (a missing id is reported by the decoder).
    var hasID: Bool
    var steps: [DecodedStep]
    /// Diagnostics of the checks that need nothing beyond this flow, found while decoding.
    var findings = LocalFindings()

    /// `path` extended by `suffix` (`steps[0]` → `flows.db.steps[0]`).
    func path(_ suffix: String) -> String { joinJSONPath(path, suffix) }

    /// The JSON path of `step` (`steps[3]`, `flows.db.steps[0]`), built on demand.
    func path(of step: DecodedStep) -> String { stepPath(flowPath: path, index: step.index) }

    /// The JSON path of `step` extended by `suffix` (`steps[3].flow`).
    func path(of step: DecodedStep, _ suffix: String) -> String { joinJSONPath(path(of: step), suffix) }
}
