/// One member of a JSON object: its key, the key's 1-based position and its value.
package struct JSONMember: Sendable, Equatable {
    /// The key's text.
    package var key: String
    /// The line (from 1) of the key's opening quote.
    package var keyLine: Int
    /// The column (from 1, in Unicode scalars) of the key's opening quote.
    package var keyColumn: Int
    /// The member's value.
    package var value: JSONNode

    /// Creates a member.
    ///
    /// - Parameters:
    ///   - key: the key's text.
    ///   - keyLine: the line (from 1) of the key's opening quote.
    ///   - keyColumn: the column (from 1, in Unicode scalars) of the key's opening quote.
    ///   - value: the member's value.
    package init(key: String, keyLine: Int, keyColumn: Int, value: JSONNode) {
        self.key = key
        self.keyLine = keyLine
        self.keyColumn = keyColumn
        self.value = value
    }

    /// The position of the key in `file`.
    ///
    /// - Parameter file: the file name to put in the location.
    /// - Returns: the key's opening quote's line and column in `file`.
    package func keyLocation(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: keyLine, column: keyColumn)
    }
}
