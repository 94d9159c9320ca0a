/// One string target of a step's `next`; `key` is nil for a plain `next` string.
struct NextSite: Sendable {
    var key: String?
    var target: String
    var position: SourcePosition
}

/// One expression or template in a flow file: where it is and the answer paths it reads.
struct ExpressionSite: Sendable {
    /// Whether a template (`{{ }}` holes) rather than a bare expression.
    var isTemplate: Bool
    var position: SourcePosition
    var place: SitePlace
    var paths: [PathReference]
}

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

/// Where an expression or template sits in its step; the JSON path is built on demand.
enum SitePlace: Sendable, Equatable {
    /// A key of the step or a key path under it (`prompt`, `validate.expr`, `repeat.prompt`).
    case member(String)
    /// The `when` of choice `index` (`choices[2].when`).
    case choiceWhen(Int)

    var suffix: String {
        switch self {
        case .member(let path): path
        case .choiceWhen(let index): "choices[\(index)].when"
        }
    }
}
