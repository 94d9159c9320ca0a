/// A JSON syntax error: what was expected and found, and where (lines and columns from 1).
package struct JSONSyntaxError: Error, Equatable, Sendable {
    /// One sentence without a trailing period (`expected ',' or '}' after object member
    /// but found '"'`).
    package var message: String
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
}
