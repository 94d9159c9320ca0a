/// Why a regular expression was refused when it was compiled: a syntax error, a construct
/// outside the accepted syntax (backreferences, lookaround), or a pattern too large.
///
/// Its description is one line: the column (in Unicode scalars, from 1) and the reason.
public struct PatternSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The column of the offending construct in the pattern, from 1.
    public let column: Int
    /// What is wrong, as a sentence fragment.
    public let reason: String

    /// An error at `column` (from 1).
    public init(column: Int, reason: String) {
        self.column = column
        self.reason = reason
    }

    public var description: String { "column \(column): \(reason)" }
}
