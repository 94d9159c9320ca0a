/// A compiled regular expression (docs/patterns.md) with its source text, equal when the
/// sources are; matching never backtracks, so its time is linear in the input.
public struct RegexPattern: Sendable, Equatable {
    /// The pattern as written.
    public var source: String { compiled.source }
    /// Behind a reference, so copying a rule or a step copies one pointer.
    private let compiled: CompiledPattern

    /// Compiles `source`.
    ///
    /// - Parameter source: the pattern (see docs/patterns.md).
    /// - Throws: `PatternSyntaxError` with the column and the reason, when `source` is not
    ///   in the accepted syntax, uses a construct that cannot be matched in linear time
    ///   (backreferences, lookaround), or expands to too large an automaton.
    /// - Complexity: O(*m* + *p*) in the length of the pattern and the size of its program.
    public init(_ source: String) throws(PatternSyntaxError) {
        let program = try PatternProgram(try PatternParser.parse(source))
        compiled = CompiledPattern(source: source, program: program)
    }

    /// Whether the pattern matches the whole of `text`.
    ///
    /// - Parameter text: the input to test, read as Unicode scalars.
    /// - Returns: true for a whole match; false for a partial one.
    /// - Complexity: O(*n*) in the length of `text`, with a constant bounded by the
    ///   program size.
    public func matchesWhole(_ text: String) -> Bool {
        var matcher = compiled.matcher
        return matcher.matchesWhole(text)
    }

    /// Whether both were compiled from the same source text.
    public static func == (lhs: RegexPattern, rhs: RegexPattern) -> Bool {
        lhs.compiled === rhs.compiled || lhs.source == rhs.source
    }
}

/// The immutable compiled form of a `RegexPattern`: its program, and a matcher whose
/// states were built ahead, which every match copies.
private final class CompiledPattern: Sendable {
    let source: String
    let matcher: PatternMatcher

    init(source: String, program: PatternProgram) {
        self.source = source
        var matcher = PatternMatcher(program)
        matcher.buildAhead()
        self.matcher = matcher
    }
}
