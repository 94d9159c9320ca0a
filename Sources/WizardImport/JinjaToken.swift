/// A token of a Jinja expression.
enum JinjaToken: Equatable, Sendable {
    case name(String)
    case string(String)
    case integer(Int)
    case number(Double)
    case symbol(String)
}
