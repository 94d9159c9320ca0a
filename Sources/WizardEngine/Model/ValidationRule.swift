/// The `validate` object of a step (SPEC §3.4). Every field is optional.
public struct ValidationRule: Sendable, Equatable {
    /// A regular expression the whole input must match.
    public var pattern: RegexPattern?
    /// Fewest characters for text answers.
    public var minLength: Int?
    /// Most characters for text answers.
    public var maxLength: Int?
    /// Lower bound: a number's value, or a multiselect's count.
    public var min: Double?
    /// Upper bound: a number's value, or a multiselect's count.
    public var max: Double?
    /// An expression over `value` and the answers so far that must hold.
    public var expression: Expression?
    /// A validator registered by the embedding program.
    public var plugin: String?
    /// What the user is told when the input is refused.
    public var message: String?

    /// Creates a rule.
    public init(
        pattern: RegexPattern? = nil, minLength: Int? = nil, maxLength: Int? = nil,
        min: Double? = nil, max: Double? = nil, expression: Expression? = nil,
        plugin: String? = nil, message: String? = nil
    ) {
        self.pattern = pattern
        self.minLength = minLength
        self.maxLength = maxLength
        self.min = min
        self.max = max
        self.expression = expression
        self.plugin = plugin
        self.message = message
    }

    /// Whether no rule is set.
    public var isEmpty: Bool {
        pattern == nil && minLength == nil && maxLength == nil && min == nil && max == nil
            && expression == nil && plugin == nil && message == nil
    }
}

/// A compiled regular expression with its source text; equal when the sources are equal.
public struct RegexPattern: @unchecked Sendable, Equatable {
    // `Regex<AnyRegexOutput>` is immutable after compilation; it is only read.
    /// The pattern as written.
    public let source: String
    private let regex: Regex<AnyRegexOutput>

    /// Compiles `source`.
    ///
    /// - Throws: the `Regex` syntax error, when `source` is not a valid pattern.
    public init(_ source: String) throws {
        self.source = source
        self.regex = try Regex(source)
    }

    /// Whether the pattern matches the whole of `text`.
    public func matchesWhole(_ text: String) -> Bool {
        (try? regex.wholeMatch(in: text)) != nil
    }

    /// Whether both hold the same value (for `NextRule` and `RegexPattern`, the same source text).
    public static func == (lhs: RegexPattern, rhs: RegexPattern) -> Bool {
        lhs.source == rhs.source
    }
}
