/// The `validate` object of a step. Every field is optional.
public struct ValidationRule: Sendable, Equatable {
    /// A regular expression the whole input must match.
    public var pattern: RegexPattern?
    /// An expression over `value` and the answers so far that must hold.
    public var expression: Expression?
    /// Fewest characters for text answers.
    public var minLength: Int?
    /// Most characters for text answers.
    public var maxLength: Int?
    /// Lower bound: a number's value, or a multiselect's count.
    public var min: Double?
    /// Upper bound: a number's value, or a multiselect's count.
    public var max: Double?
    /// A validator registered by the embedding program.
    public var plugin: String?
    /// What the user is told when the input is refused (nil: a default sentence).
    public var message: String?

    /// Creates a rule; every check left nil is not applied.
    ///
    /// - Parameters:
    ///   - pattern: a regular expression the whole input must match.
    ///   - minLength: fewest characters for text answers.
    ///   - maxLength: most characters for text answers.
    ///   - min: lower bound on a number's value, or on a multiselect's count.
    ///   - max: upper bound on a number's value, or on a multiselect's count.
    ///   - expression: an expression over `value` and the answers so far that must hold.
    ///   - plugin: the name of a validator registered by the embedding program.
    ///   - message: what the user is told when the input is refused (nil: a default sentence).
    public init(
        pattern: RegexPattern? = nil, minLength: Int? = nil, maxLength: Int? = nil,
        min: Double? = nil, max: Double? = nil, expression: Expression? = nil,
        plugin: String? = nil, message: String? = nil
    ) {
        self.pattern = pattern
        self.expression = expression
        self.minLength = minLength
        self.maxLength = maxLength
        self.min = min
        self.max = max
        self.plugin = plugin
        self.message = message
    }

    /// Whether no rule is set.
    public var isEmpty: Bool {
        pattern == nil && expression == nil && minLength == nil && maxLength == nil && min == nil && max == nil
            && plugin == nil && message == nil
    }
}
