import WizardCore

/// One piece of a Jinja template.
indirect enum JinjaNode: Equatable, Sendable {
    /// Literal text.
    case text(String)
    /// `{{ expression }}`.
    case output(JinjaExpression)
    /// `{% if %}…{% elif %}…{% else %}…{% endif %}`: conditions with their bodies, then the `else` body.
    case conditional([(JinjaExpression, [JinjaNode])], otherwise: [JinjaNode]?)
    /// `{% now 'zone', 'format' %}`.
    case now(zone: String, format: String?)
    /// A statement with no translation (`{% from … import %}`, `{% import %}`,
    /// `{% include %}`): refused where it is rendered, harmless in a branch not taken.
    case untranslatable(MessageText)

    static func == (a: JinjaNode, b: JinjaNode) -> Bool {
        switch (a, b) {
        case (.text(let x), .text(let y)): x == y
        case (.output(let x), .output(let y)): x == y
        case (.now(let z1, let f1), .now(let z2, let f2)): z1 == z2 && f1 == f2
        case (.untranslatable(let x), .untranslatable(let y)): x == y
        case (.conditional(let x, let ox), .conditional(let y, let oy)):
            ox == oy && x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }
}
