/// A compiled regular expression (docs/patterns.md) with its source text, equal when the
/// sources are; matching never backtracks, so its time is linear in the input.
public struct RegexPattern: Sendable, Equatable {
    /// The pattern as written.
    public let source: String
    private let program: PatternProgram

    /// Compiles `source`.
    ///
    /// - Parameter source: the pattern (see docs/patterns.md).
    /// - Throws: `PatternSyntaxError` with the column and the reason, when `source` is not
    ///   in the accepted syntax, uses a construct that cannot be matched in linear time
    ///   (backreferences, lookaround), or expands to too large an automaton.
    /// - Complexity: O(*m* + *p*²) in the length of the pattern and the size of its program.
    public init(_ source: String) throws(PatternSyntaxError) {
        self.source = source
        program = try PatternProgram(try PatternParser.parse(source))
    }

    /// Whether the pattern matches the whole of `text`.
    ///
    /// - Parameter text: the input to test, read as Unicode scalars.
    /// - Returns: true for a whole match; false for a partial one.
    /// - Complexity: O(*n*) in the length of `text`, with a constant bounded by the
    ///   program size.
    public func matchesWhole(_ text: String) -> Bool {
        program.matchesWhole(text)
    }

    /// The work of matching `text`: its scalars times the program's instructions, the
    /// most steps a match can take.
    ///
    /// - Parameter text: the input a match would read.
    /// - Returns: an upper bound of the match's steps.
    /// - Complexity: O(1).
    package func matchingWork(_ text: String) -> Int {
        text.utf8.count * program.instructions.count
    }

    /// Whether both were compiled from the same source text.
    public static func == (lhs: RegexPattern, rhs: RegexPattern) -> Bool {
        lhs.source == rhs.source
    }
}
