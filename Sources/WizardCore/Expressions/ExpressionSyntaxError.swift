/// A syntax error in an expression or template, with the column inside its source.
///
/// Two errors are equal when they say the same in English at the same column, whether
/// made from a message key or from text.
public struct ExpressionSyntaxError: Error, Equatable, Sendable {
    /// What is wrong, one sentence without a trailing period, saying what was expected and
    /// what was found, as a message of the catalogues (for the reader's language).
    public var text: MessageText
    /// The column (from 1, counted in Unicode scalars) of the offending token inside the
    /// expression or template source.
    public var column: Int

    /// `text` in English (`expected ')' but found end of expression`).
    public var message: String { text.english }

    /// Creates an error from a message of the catalogues.
    ///
    /// - Parameters:
    ///   - text: one sentence without a trailing period.
    ///   - column: the 1-based column, in Unicode scalars, inside the source.
    public init(_ text: MessageText, column: Int) {
        self.text = text
        self.column = column
    }

    /// Creates an error from a sentence, which prints as it is in every language.
    ///
    /// - Parameters:
    ///   - message: one sentence without a trailing period.
    ///   - column: the 1-based column, in Unicode scalars, inside the source.
    public init(message: String, column: Int) {
        self.init(.verbatim(message), column: column)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.column == rhs.column && lhs.message == rhs.message
    }
}

extension ExpressionSyntaxError {
    /// The longest source accepted, in UTF-8 bytes (64 KiB).
    static let maximumSourceLength = 65_536
    /// The deepest nesting of parentheses, `!`, calls and operators accepted.
    static let maximumDepth = 64
    /// The longest identifier (one path segment or a function name) accepted.
    static let maximumIdentifierLength = 256

    /// An error of `key` with text arguments.
    init(_ key: MessageKey, _ arguments: [String: String] = [:], column: Int) {
        self.init(MessageText(key, arguments), column: column)
    }

    /// An error of `text` whose `{found}` is a quoted token, or the end of the expression
    /// when `found` is nil.
    init(_ text: MessageText, found: String?, column: Int) {
        var text = text
        if let found { text.arguments["found"] = found } else { text.parts["found"] = MessageText(.exprSyntaxEndOfExpression) }
        self.init(text, column: column)
    }

    /// `expected WHAT but found FOUND`: `expected` a phrase of the catalogues or a quoted
    /// token, `found` a quoted token or nil for the end of the expression.
    init(expected: MessageText, found: String?, column: Int) {
        self.init(MessageText(.exprSyntaxExpected, parts: ["expected": expected]), found: found, column: column)
    }
}
