/// A JSON syntax error: what was expected and found, and where (lines and columns from 1).
package struct JSONSyntaxError: Error, Equatable, Sendable {
    /// One sentence without a trailing period (`expected ',' or '}' after object member
    /// but found '"'`).
    package var message: String
    /// `message` as a catalogue message, for diagnostics in the reader's language; nil for
    /// an error made from text alone.
    package var text: MessageText?
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, in Unicode scalars.
    package var column: Int

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - message: one sentence without a trailing period.
    ///   - line: the line, from 1.
    ///   - column: the column, from 1, in Unicode scalars.
    package init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// Creates an error from a catalogue message; `message` is its English text.
    ///
    /// - Parameters:
    ///   - text: one sentence without a trailing period.
    ///   - line: the line, from 1.
    ///   - column: the column, from 1, in Unicode scalars.
    package init(_ text: MessageText, line: Int, column: Int) {
        self.init(message: text.english, line: line, column: column)
        self.text = text
    }

    /// Two errors are the same when they say the same English sentence at the same place.
    package static func == (lhs: JSONSyntaxError, rhs: JSONSyntaxError) -> Bool {
        lhs.message == rhs.message && lhs.line == rhs.line && lhs.column == rhs.column
    }
}
