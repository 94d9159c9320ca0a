/// The answer types an expression's value can be known to have before the run.
enum StaticType: String {
    case string, number, boolean

    /// `a string`, `a number`, `a boolean`.
    var article: MessageKey {
        switch self {
        case .string: .loadValueString
        case .number: .loadValueNumber
        case .boolean: .loadValueBoolean
        }
    }
}
