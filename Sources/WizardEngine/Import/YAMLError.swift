/// Why a YAML text cannot be read, and where.
package struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line (from 1) of the problem.
    package var line: Int
    /// The column (from 1) of the problem.
    package var column: Int
    /// What is wrong, as a sentence fragment (`tabs cannot indent YAML`).
    package var message: String

    /// Creates an error.
    package init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `LINE:COLUMN: MESSAGE`.
    package var description: String { "\(line):\(column): \(message)" }
}
