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

/// One piece of a Jinja template.
indirect enum JinjaNode: Equatable, Sendable {
    /// Literal text.
    case text(String)
    /// `{{ expression }}`.
    case output(JinjaExpression)
    /// `{% if %}…{% elif %}…{% else %}…{% endif %}`: the conditions with their bodies, then
    /// the `else` body (nil without one).
    case conditional([(JinjaExpression, [JinjaNode])], otherwise: [JinjaNode]?)
    /// `{% now 'zone', 'format' %}`.
    case now(zone: String, format: String?)

    static func == (a: JinjaNode, b: JinjaNode) -> Bool {
        switch (a, b) {
        case (.text(let x), .text(let y)): x == y
        case (.output(let x), .output(let y)): x == y
        case (.now(let z1, let f1), .now(let z2, let f2)): z1 == z2 && f1 == f2
        case (.conditional(let x, let ox), .conditional(let y, let oy)):
            ox == oy && x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }
}

/// Why a piece of Jinja has no translation.
package struct JinjaUntranslatable: Error, Equatable, Sendable {
    /// What cannot be translated and why (`the filter 'tojson' has no counterpart`).
    package var reason: String

    package init(_ reason: String) { self.reason = reason }
}
