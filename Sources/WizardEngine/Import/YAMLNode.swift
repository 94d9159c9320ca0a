/// A YAML value read from a questionnaire file, with the line and column where it starts.
///
/// Mappings keep their pairs in file order with each key's position; keys are the keys'
/// text (a YAML key that reads as a number or a boolean keeps its spelling). Aliases are
/// resolved: an alias node is a copy of its anchor's value at the alias's position.
package struct YAMLNode: Sendable, Equatable {
    /// The value's payload.
    package enum Value: Sendable, Equatable {
        /// `null`, `~` or nothing.
        case null
        /// A boolean.
        case bool(Bool)
        /// An integer that fits in `Int`.
        case integer(Int)
        /// Any other number.
        case number(Double)
        /// A string (a quoted scalar, a block scalar, or a plain one that is no other type).
        case string(String)
        /// A sequence's items, in file order.
        case sequence([YAMLNode])
        /// A mapping's pairs, in file order; keys are distinct.
        case mapping([YAMLPair])
    }

    /// The payload.
    package var value: Value
    /// The line (from 1) of the value's first character.
    package var line: Int
    /// The column (from 1, in Unicode scalars) of the value's first character.
    package var column: Int

    /// Creates a node.
    package init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The pairs of a mapping, else nil.
    package var pairs: [YAMLPair]? {
        if case .mapping(let p) = value { p } else { nil }
    }

    /// The items of a sequence, else nil.
    package var items: [YAMLNode]? {
        if case .sequence(let i) = value { i } else { nil }
    }

    /// The text of a string, else nil.
    package var stringValue: String? {
        if case .string(let s) = value { s } else { nil }
    }

    /// The value of the pair whose key is `key`, else nil.
    ///
    /// - Complexity: O(number of pairs).
    package subscript(key: String) -> YAMLNode? {
        pairs?.first { $0.key == key }?.value
    }
}
