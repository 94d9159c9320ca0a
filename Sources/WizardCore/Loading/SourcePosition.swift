/// A 1-based line and column in the file being decoded, with the offset of a string's first escape;
/// `location(in:)` adds the file's name to make the `SourceLocation` a diagnostic shows.
struct SourcePosition: Sendable, Equatable {
    var line: Int
    var column: Int
    var escapeOffset: Int?

    init(_ node: JSONNode) {
        line = node.line
        column = node.column
        escapeOffset = node.isString ? node.firstEscapeOffset : nil
    }

    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The position of scalar `offset` (from 0) of the string here: exact when no escape
    /// precedes it, else the string's own position.
    func location(in file: String, scalarOffset offset: Int) -> SourceLocation {
        guard offset >= 0 else { return location(in: file) }
        if let escapeOffset, offset >= escapeOffset { return location(in: file) }
        return SourceLocation(file: file, line: line, column: column + 1 + offset)
    }
}
