/// A position in a source file: lines and columns count from 1, columns in Unicode scalars.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file's path as the user named it (or a label such as `<string>`).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, counted in Unicode scalars.
    public var column: Int

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - file: the file's path as the user named it, or a label such as `<string>`.
    ///   - line: the line, from 1.
    ///   - column: the column, from 1, in Unicode scalars.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COL`, the form editors and compilers use.
    public var description: String { "\(file):\(line):\(column)" }
}
