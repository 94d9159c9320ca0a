/// Why a fixed rule of a step's `validate` (pattern, lengths, bounds, counts) refuses a
/// value, as data: a host words it in the user's language with its own templates.
public enum RuleFailure: Sendable, Equatable {
    /// The text does not match the whole pattern (its source as written in the flow).
    case pattern(String)
    /// The text is shorter than `min_length` characters.
    case minLength(Int)
    /// The text is longer than `max_length` characters.
    case maxLength(Int)
    /// Fewer items are chosen than `min`.
    case minCount(Double)
    /// More items are chosen than `max`.
    case maxCount(Double)
    /// The number is below `min`.
    case minimum(Double)
    /// The number is above `max`.
    case maximum(Double)

    /// The sentence a failure takes: one template each, with `{name}` placeholders.
    public enum Template: String, Sendable, CaseIterable {
        case pattern, minLengthOne, minLengthMany, maxLengthOne, maxLengthMany, minCount, maxCount, minimum, maximum
    }

    /// The English templates: `{pattern}` the rule's pattern, `{count}` a length or a number
    /// of items, `{number}` a bound.
    public static let englishTemplates: [Template: String] = [
        .pattern: "the answer must match the pattern {pattern}",
        .minLengthOne: "the answer must have at least {count} character",
        .minLengthMany: "the answer must have at least {count} characters",
        .maxLengthOne: "the answer must have at most {count} character",
        .maxLengthMany: "the answer must have at most {count} characters",
        .minCount: "choose at least {count}",
        .maxCount: "choose at most {count}",
        .minimum: "the answer must be at least {number}",
        .maximum: "the answer must be at most {number}",
    ]

    /// The template this failure is worded with, and the values of its placeholders.
    public var template: (template: Template, arguments: [String: String]) {
        switch self {
        case .pattern(let source): return (.pattern, ["pattern": source])
        case .minLength(let count): return (count == 1 ? .minLengthOne : .minLengthMany, ["count": String(count)])
        case .maxLength(let count): return (count == 1 ? .maxLengthOne : .maxLengthMany, ["count": String(count)])
        case .minCount(let count): return (.minCount, ["count": AnswerValue.formatNumber(count)])
        case .maxCount(let count): return (.maxCount, ["count": AnswerValue.formatNumber(count)])
        case .minimum(let bound): return (.minimum, ["number": AnswerValue.formatNumber(bound)])
        case .maximum(let bound): return (.maximum, ["number": AnswerValue.formatNumber(bound)])
        }
    }

    /// The failure as one sentence from `templates` (a template they lack is taken from
    /// English).
    public func sentence(templates: [Template: String] = englishTemplates) -> String {
        let (template, arguments) = self.template
        return (templates[template] ?? Self.englishTemplates[template] ?? template.rawValue).filling(arguments)
    }
}
