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
