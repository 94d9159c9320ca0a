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
    /// What the user is told when the input is refused.
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

/// A compiled regular expression with its source text; equal when the sources are equal.
public struct RegexPattern: @unchecked Sendable, Equatable {
    // `Regex<AnyRegexOutput>` is immutable after compilation; it is only read.
    /// The pattern as written (kept in the box, so a pattern is one reference).
    public var source: String { compiled.source }
    // Boxed: `Regex` comes from a resilient library, so a struct holding it inline is
    // copied through runtime witnesses (hundreds of instructions for every copy of a
    // `ValidationRule` or a `Step`); a class reference is one retain.
    private let compiled: CompiledRegex

    /// Compiles `source`.
    ///
    /// - Parameter source: the pattern, in Swift `Regex` syntax.
    /// - Throws: the `Regex` syntax error, when `source` is not a valid pattern.
    public init(_ source: String) throws {
        self.compiled = CompiledRegex(source: source, regex: try Regex(source), asciiClass: ASCIIClassPattern(source))
    }

    /// Whether the pattern matches the whole of `text`.
    ///
    /// A match that throws at run time counts as no match.
    ///
    /// - Parameter text: the input to test.
    /// - Returns: true when the whole of `text` matches (a partial match is not enough).
    /// - Complexity: that of the pattern; at least O(*n*) in the length of `text`.
    public func matchesWhole(_ text: String) -> Bool {
        if let matched = compiled.asciiClass?.matchesWhole(text) { return matched }
        return (try? compiled.regex.wholeMatch(in: text)) != nil
    }

    /// Whether the pattern has the shape `ASCIIClassPattern` decides without the `Regex`
    /// (for tests, which compare both ways).
    var hasASCIIClassShape: Bool { compiled.asciiClass != nil }

    /// Whether the compiled `Regex` matches the whole of `text`, never taking the fast
    /// path (for tests).
    func regexMatchesWhole(_ text: String) -> Bool {
        (try? compiled.regex.wholeMatch(in: text)) != nil
    }

    /// Whether both were compiled from the same source text.
    public static func == (lhs: RegexPattern, rhs: RegexPattern) -> Bool {
        lhs.compiled === rhs.compiled || lhs.source == rhs.source
    }
}

/// A fast path for the commonest patterns, one bracket class repeated (`[a-z0-9-]+`,
/// `[A-Z_]*`) over ASCII text: the same answer as the compiled `Regex`, without it. Read
/// from the pattern once, when it is compiled (a flow checks its text defaults against
/// their patterns when it is indexed, and every typed answer after).
struct ASCIIClassPattern: Sendable {
    /// The class's bytes below 64 and from 64 to 127, one bit each.
    private let low: UInt64
    private let high: UInt64
    /// `*` rather than `+`: the empty text matches.
    private let allowsEmpty: Bool

    /// The class of `pattern`; nil when the pattern is outside that shape.
    init?(_ pattern: String) {
        let p = Array(pattern.utf8)
        let n = p.count
        guard n >= 4, p[0] == UInt8(ascii: "["), p[n - 2] == UInt8(ascii: "]"),
            p[n - 1] == UInt8(ascii: "+") || p[n - 1] == UInt8(ascii: "*")
        else { return nil }
        func isAlnum(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
        }
        func sameKind(_ a: UInt8, _ b: UInt8) -> Bool {
            (a <= 0x39 && b <= 0x39) || (a >= 0x41 && a <= 0x5A && b >= 0x41 && b <= 0x5A)
                || (a >= 0x61 && b >= 0x61)
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        func add(_ b: UInt8) {
            if b < 64 { low |= 1 << UInt64(b) } else { high |= 1 << UInt64(b - 64) }
        }
        let start = 1
        let end = n - 2  // exclusive: the "]"
        guard end > start else { return nil }
        var i = start
        while i < end {
            let b = p[i]
            if i + 2 < end, p[i + 1] == UInt8(ascii: "-") {
                let hi = p[i + 2]
                guard isAlnum(b), isAlnum(hi), sameKind(b, hi), b <= hi else { return nil }
                for c in b...hi { add(c) }
                i += 3
            } else if isAlnum(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: ".") {
                add(b)
                i += 1
            } else if b == UInt8(ascii: "-"), i == start || i == end - 1 {
                add(b)
                i += 1
            } else {
                return nil
            }
        }
        self.low = low
        self.high = high
        self.allowsEmpty = p[n - 1] == UInt8(ascii: "*")
    }

    /// Whether the whole of `text` is in the class; nil when `text` is not ASCII (the caller
    /// uses the `Regex`).
    func matchesWhole(_ text: String) -> Bool? {
        func scan(_ bytes: some Sequence<UInt8>) -> Bool? {
            var count = 0
            for b in bytes {
                guard b < 0x80 else { return nil }
                let inClass = b < 64 ? (low >> UInt64(b)) & 1 == 1 : (high >> UInt64(b - 64)) & 1 == 1
                if !inClass { return false }
                count += 1
            }
            return count > 0 || allowsEmpty
        }
        // In place over a native or small string's bytes.
        if let result = text.utf8.withContiguousStorageIfAvailable(scan) { return result }
        return scan(text.utf8)
    }
}

/// The compiled `Regex` of a `RegexPattern`, behind a reference (see `RegexPattern.compiled`).
private final class CompiledRegex: @unchecked Sendable {
    /// The pattern as written.
    let source: String
    // Immutable after compilation; only read.
    let regex: Regex<AnyRegexOutput>
    /// The pattern as one ASCII class, when it is one.
    let asciiClass: ASCIIClassPattern?

    init(source: String, regex: Regex<AnyRegexOutput>, asciiClass: ASCIIClassPattern?) {
        self.source = source
        self.regex = regex
        self.asciiClass = asciiClass
    }
}
