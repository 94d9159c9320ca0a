/// The `validate` object of a step (SPEC §3.4). Every field is optional.
///
/// Held compactly (57 bytes rather than 128): a large flow keeps one rule for each step
/// with a `validate`, and most rules set one or two bounds and a pattern. The four bounds
/// are stored without their optionals (a bit each says which are set), and the two texts,
/// rarely set, share one box that exists only when one of them is.
public struct ValidationRule: Sendable, Equatable {
    /// A regular expression the whole input must match.
    public var pattern: RegexPattern?
    /// An expression over `value` and the answers so far that must hold.
    ///
    /// Held in its compact form: the getter builds the tree anew.
    public var expression: Expression? {
        get { compactExpression?.tree }
        set { compactExpression = CompactExpression?(newValue) }
    }
    /// `expression` as held, for evaluation (no tree built).
    var compactExpression: CompactExpression?
    /// The bounds' values; a bound not set in `setBounds` holds 0.
    private var storedMinLength = 0
    private var storedMaxLength = 0
    private var storedMin = 0.0
    private var storedMax = 0.0
    /// `plugin` and `message`; nil when both are nil.
    private var texts: Texts?
    /// Which of the four bounds are set.
    private var setBounds: Bounds = []

    /// Fewest characters for text answers.
    public var minLength: Int? {
        get { setBounds.contains(.minLength) ? storedMinLength : nil }
        set { storedMinLength = setBound(.minLength, newValue, 0) }
    }
    /// Most characters for text answers.
    public var maxLength: Int? {
        get { setBounds.contains(.maxLength) ? storedMaxLength : nil }
        set { storedMaxLength = setBound(.maxLength, newValue, 0) }
    }
    /// Lower bound: a number's value, or a multiselect's count.
    public var min: Double? {
        get { setBounds.contains(.min) ? storedMin : nil }
        set { storedMin = setBound(.min, newValue, 0) }
    }
    /// Upper bound: a number's value, or a multiselect's count.
    public var max: Double? {
        get { setBounds.contains(.max) ? storedMax : nil }
        set { storedMax = setBound(.max, newValue, 0) }
    }
    /// A validator registered by the embedding program.
    public var plugin: String? {
        get { texts?.plugin }
        set { texts = Texts.box(plugin: newValue, message: message) }
    }
    /// What the user is told when the input is refused.
    public var message: String? {
        get { texts?.message }
        set { texts = Texts.box(plugin: plugin, message: newValue) }
    }

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
        self.texts = Texts.box(plugin: plugin, message: message)
    }

    /// Whether no rule is set.
    public var isEmpty: Bool {
        pattern == nil && compactExpression == nil && setBounds.isEmpty && texts == nil
    }

    /// Records whether `bound` is set and returns the value to store (`unset` when nil).
    private mutating func setBound<Value>(_ bound: Bounds, _ value: Value?, _ unset: Value) -> Value {
        if let value {
            setBounds.insert(bound)
            return value
        }
        setBounds.remove(bound)
        return unset
    }

    /// Whether both have equal fields, as if every field were stored as declared (a NaN
    /// bound is unequal to itself, as before).
    public static func == (lhs: ValidationRule, rhs: ValidationRule) -> Bool {
        lhs.isEqual(to: rhs)
    }

    /// `==`, with both rules borrowed: the cheap fields first (the bounds, then whether
    /// each reference-counted field is set), then the rest.
    func isEqual(to other: borrowing ValidationRule) -> Bool {
        minLength == other.minLength && maxLength == other.maxLength && min == other.min && max == other.max
            && (pattern == nil) == (other.pattern == nil) && (texts == nil) == (other.texts == nil)
            && (compactExpression == nil) == (other.compactExpression == nil)
            && pattern == other.pattern && compactExpression == other.compactExpression
            && plugin == other.plugin && message == other.message
    }

    /// The bounds that are set.
    private struct Bounds: OptionSet, Sendable {
        let rawValue: UInt8
        static let minLength = Bounds(rawValue: 1)
        static let maxLength = Bounds(rawValue: 2)
        static let min = Bounds(rawValue: 4)
        static let max = Bounds(rawValue: 8)
    }

    /// The rarely set texts, in an immutable box (replaced, never mutated, so rules sharing
    /// it stay independent).
    private final class Texts: Sendable {
        let plugin: String?
        let message: String?

        init(plugin: String?, message: String?) {
            self.plugin = plugin
            self.message = message
        }

        /// A box for these texts, or nil when both are nil.
        static func box(plugin: String?, message: String?) -> Texts? {
            plugin == nil && message == nil ? nil : Texts(plugin: plugin, message: message)
        }
    }
}
