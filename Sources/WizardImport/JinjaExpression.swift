import WizardCore

/// A Jinja expression, as far as questionnaire defaults use them.
indirect enum JinjaExpression: Equatable, Sendable {
    case name(String)
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case none
    case list([JinjaExpression])
    case attribute(JinjaExpression, String)
    case call(JinjaExpression, [JinjaExpression], keywords: [String: JinjaExpression])
    case index(JinjaExpression, JinjaExpression)
    case slice(JinjaExpression, JinjaExpression?, JinjaExpression?)
    case filter(JinjaExpression, String, [JinjaExpression], keywords: [String: JinjaExpression])
    case test(JinjaExpression, String, negated: Bool)
    case not(JinjaExpression)
    case negate(JinjaExpression)
    case binary(String, JinjaExpression, JinjaExpression)
    case conditional(JinjaExpression, then: JinjaExpression, else: JinjaExpression?)
}
