/// Why a regular expression was refused when compiled (a syntax error, an unsupported
/// construct, a pattern too large); its description is the column and the reason.
///
/// Two errors are equal when they say the same in English at the same column.
public struct PatternSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The column of the offending construct in the pattern, from 1.
    public let column: Int
    /// What is wrong, as a sentence fragment and a message of the catalogues.
    public let text: MessageText

    /// `text` in English.
    public var reason: String { text.english }

    /// Creates an error from a message of the catalogues.
    ///
    /// - Parameters:
    ///   - column: the column of the offending construct, from 1.
    ///   - text: what is wrong, as a sentence fragment.
    public init(column: Int, text: MessageText) {
        self.column = column
        self.text = text
    }

    /// Creates an error from a sentence fragment, which prints as it is in every language.
    ///
    /// - Parameters:
    ///   - column: the column of the offending construct, from 1.
    ///   - reason: what is wrong, as a sentence fragment.
    public init(column: Int, reason: String) {
        self.init(column: column, text: .verbatim(reason))
    }

    /// `column N: REASON`, as a message of the catalogues.
    public var locatedText: MessageText {
        MessageText(.patternAtColumn, ["column": String(column)], parts: ["reason": text])
    }

    public var description: String { locatedText.english }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.column == rhs.column && lhs.reason == rhs.reason
    }
}
