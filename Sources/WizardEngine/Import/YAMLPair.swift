/// One pair of a YAML mapping: its key, the key's position and its value.
package struct YAMLPair: Sendable, Equatable {
    /// The key's text.
    package var key: String
    /// The line (from 1) of the key.
    package var keyLine: Int
    /// The column (from 1) of the key.
    package var keyColumn: Int
    /// The pair's value.
    package var value: YAMLNode

    /// Creates a pair.
    package init(key: String, keyLine: Int, keyColumn: Int, value: YAMLNode) {
        self.key = key
        self.keyLine = keyLine
        self.keyColumn = keyColumn
        self.value = value
    }
}
