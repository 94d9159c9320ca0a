/// One choice of a `select` or `multiselect` step.
public struct Choice: Sendable, Equatable {
    /// The answer recorded when the choice is picked: a string, a number or a boolean,
    /// kept with its JSON type.
    public var value: AnswerValue
    /// What the list shows (defaults to the value).
    public var label: String?
    /// Extra text shown on `:help`.
    public var help: String?
    /// The choice is offered only when this holds.
    public var when: Expression?

    /// Creates a choice.
    ///
    /// - Parameters:
    ///   - value: the answer recorded when the choice is picked.
    ///   - label: what the list shows; nil shows `value`.
    ///   - help: extra text shown on `:help`, if any.
    ///   - when: the choice is offered only when this holds; nil offers it always.
    public init(value: AnswerValue, label: String? = nil, help: String? = nil, when: Expression? = nil) {
        self.value = value
        self.label = label
        self.help = help
        self.when = when
    }

    /// Creates a choice whose value is a string.
    ///
    /// - Parameters:
    ///   - value: the string recorded when the choice is picked.
    ///   - label: what the list shows; nil shows `value`.
    ///   - help: extra text shown on `:help`, if any.
    ///   - when: the choice is offered only when this holds; nil offers it always.
    public init(value: String, label: String? = nil, help: String? = nil, when: Expression? = nil) {
        self.init(value: .string(value), label: label, help: help, when: when)
    }

    /// The value as typed and shown: a string as is, a number as written in JSON
    /// (`16.0` is `16`), a boolean as `true` or `false`.
    public var text: String { Evaluator.text(of: value) }
}
