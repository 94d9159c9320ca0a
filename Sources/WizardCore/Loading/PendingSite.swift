/// An expression (or one hole of a template) of the step being decoded that reads answer
/// paths; it becomes an `ExpressionSite` only if a path is left for the flow-wide check.
struct PendingSite {
    var expression: Expression
    var isTemplate: Bool
    var position: SourcePosition
    var place: SitePlace
    /// The expression's `referencedPaths`, never empty.
    var paths: [PathReference]

    /// The site without its expression, as the flow-wide path check keeps it.
    var site: ExpressionSite {
        ExpressionSite(isTemplate: isTemplate, position: position, place: place, paths: paths)
    }
}
