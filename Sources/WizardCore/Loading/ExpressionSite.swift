/// One expression or template in a flow file: where it is and the answer paths it reads.
struct ExpressionSite: Sendable {
    /// Whether a template (`{{ }}` holes) rather than a bare expression.
    var isTemplate: Bool
    var position: SourcePosition
    var place: SitePlace
    var paths: [PathReference]
}
