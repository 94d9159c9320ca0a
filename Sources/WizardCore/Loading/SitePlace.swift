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
