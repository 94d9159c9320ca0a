/// A parsed template: literal text with `{{ expression }}` holes.
public struct Template: Sendable, Equatable {
    /// One piece of a template.
    public enum Part: Sendable, Equatable {
        /// Literal text, copied as is.
        case text(String)
        /// A `{{ expression }}` hole, replaced by the expression's value.
        case expression(Expression)
    }

    /// The pieces in order; no empty text part.
    public var parts: [Part]
    /// The template's source text (for messages and `wizard template`).
    public var source: String

    /// Creates a template from parsed parts, unchecked: `source` should be their text.
    ///
    /// - Parameters:
    ///   - parts: the pieces in order.
    ///   - source: the template's source text.
    public init(parts: [Part], source: String) {
        self.parts = parts
        self.source = source
    }

    /// A template without holes: `source` as one text part (none when empty).
    init(literal source: String) {
        self.init(parts: source.isEmpty ? [] : [.text(source)], source: source)
    }

    /// Whether the template has no `{{ }}` hole, so its text is fixed.
    public var isLiteral: Bool {
        parts.allSatisfy { if case .text = $0 { true } else { false } }
    }

    /// The expressions of the holes, in order.
    package var expressions: [Expression] {
        parts.compactMap { if case .expression(let expression) = $0 { expression } else { nil } }
    }
}
