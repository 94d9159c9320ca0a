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

/// A step's positions and facts that the cross-step checks need once the JSON is gone.
struct DecodedStep: Sendable {
    /// The step's index in its flow's `steps` array (steps that could not be decoded count).
    var index: Int
    var position: SourcePosition
    var idPosition: SourcePosition
    /// Where the `flow` value of a `flow` step is (the step's position for other steps).
    var flowPosition: SourcePosition
    /// Whether the `type` was understood; checks that depend on the kind skip the step
    /// otherwise (the decoder reported the problem).
    var isKindKnown: Bool
    /// Whether the step has a `when` key (even one that could not be parsed).
    var hasWhenKey: Bool
    /// The string targets of `next`, in file order (empty without `next`).
    var nextTargets: [NextSite]
    /// The step's expressions and templates whose answer paths do not resolve within the
    /// flow, each keeping only those paths.
    var expressions: [ExpressionSite]
    /// Where each template of the step that reads answer paths is.
    var templatePositions: [(member: String, position: SourcePosition)] = []
    /// Every translation of the step's translated templates; the step itself keeps one.
    var translations: [TemplateTranslation] = []

    func templatePosition(_ member: String) -> SourcePosition? {
        templatePositions.first { $0.member == member }?.position
    }
}
