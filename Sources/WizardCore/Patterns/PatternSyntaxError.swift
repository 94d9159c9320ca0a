/// Why a regular expression was refused when compiled (a syntax error, an unsupported
/// construct, a pattern too large); its description is the column and the reason.
public struct PatternSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The column of the offending construct in the pattern, from 1.
    public let column: Int
    /// What is wrong, as a sentence fragment.
    public let reason: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - column: the column of the offending construct, from 1.
    ///   - reason: what is wrong, as a sentence fragment.
    public init(column: Int, reason: String) {
        self.column = column
        self.reason = reason
    }

    public var description: String { "column \(column): \(reason)" }
}
