/// The answer types an expression's value can be known to have before the run.
enum StaticType: String {
    case string, number, boolean
}
