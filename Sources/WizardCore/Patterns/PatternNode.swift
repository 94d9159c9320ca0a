/// The syntax tree of a regular expression, as read by `PatternParser`.
indirect enum PatternNode: Sendable, Equatable {
    /// Matches the empty text.
    case empty
    /// Matches one scalar of the set.
    case scalars(ScalarSet)
    /// `^` or `\A`: holds at the start of the input only.
    case start
    /// `$` or `\z`: holds at the end of the input only.
    case end
    /// The parts one after another.
    case sequence([PatternNode])
    /// Any one of the alternatives.
    case alternation([PatternNode])
    /// `node` repeated `min` to `max` times (`max` nil: no bound); `column` locates the
    /// quantifier for errors; a lazy one (`*?`) prefers fewer repetitions when searching.
    case repetition(PatternNode, min: Int, max: Int?, column: Int, greedy: Bool)
    /// A capturing group, numbered from 1 in the order of the opening parentheses.
    case group(PatternNode, index: Int)
}
