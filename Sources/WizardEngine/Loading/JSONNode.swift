/// A JSON value read from a file, with the line and column where it starts.
///
/// Objects keep their members in file order, each with the position of its key, so
/// diagnostics can point at the exact key or value. Integers and fractional numbers are
/// kept apart (`3` is `.integer`, `3.0` and `3e0` are `.number`); an integer too large for
/// `Int` is a `.number`.
package struct JSONNode: Sendable, Equatable {
    /// The value's payload.
    package enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    /// The payload.
    package var value: Value
    /// The line (from 1) of the value's first character.
    package var line: Int
    /// The column (from 1, in Unicode scalars) of the value's first character.
    package var column: Int
    /// For a string written with a backslash escape: the offset, in Unicode scalars of the
    /// decoded text, of the first escaped scalar. Nil when the string has no escape, so
    /// scalar `k` of the text sits at column `column + 1 + k` of the file.
    package var firstEscapeOffset: Int?

    /// Creates a node.
    package init(_ value: Value, line: Int, column: Int, firstEscapeOffset: Int? = nil) {
        self.value = value
        self.line = line
        self.column = column
        self.firstEscapeOffset = firstEscapeOffset
    }

    /// The members of an object, else nil.
    package var members: [JSONMember]? {
        if case .object(let m) = value { m } else { nil }
    }

    /// The elements of an array, else nil.
    package var elements: [JSONNode]? {
        if case .array(let e) = value { e } else { nil }
    }

    /// The text of a string, else nil.
    package var stringValue: String? {
        if case .string(let s) = value { s } else { nil }
    }

    /// The member named `key` of an object, else nil.
    ///
    /// - Complexity: O(number of members).
    package subscript(key: String) -> JSONNode? {
        members?.first { sameText($0.key, key) }?.value
    }

    /// The member named `key` of an object (with its key's position), else nil.
    package func member(_ key: String) -> JSONMember? {
        members?.first { sameText($0.key, key) }
    }

    /// The position of the value in `file`.
    package func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The position, in `file`, of scalar `offset` (from 0) of a string's text: exact when no
    /// escape precedes it, else the position of the string's opening quote.
    package func location(in file: String, scalarOffset offset: Int) -> SourceLocation {
        guard case .string = value, offset >= 0 else { return location(in: file) }
        if let escape = firstEscapeOffset, offset >= escape { return location(in: file) }
        return SourceLocation(file: file, line: line, column: column + 1 + offset)
    }

    /// The value as an `AnswerValue` (positions dropped; a duplicated key cannot occur
    /// because the reader refuses it).
    ///
    /// - Complexity: O(size of the value).
    package func toAnswerValue() -> AnswerValue {
        switch value {
        case .null: .null
        case .bool(let b): .bool(b)
        case .integer(let i): .integer(i)
        case .number(let d): .number(d)
        case .string(let s): .string(s)
        case .array(let items): .array(items.map { $0.toAnswerValue() })
        case .object(let members):
            .object(
                Dictionary(members.map { ($0.key, $0.value.toAnswerValue()) }) { first, _ in first })
        }
    }

    /// A short description of the value for messages: `string 'abc'`, `integer 3`,
    /// `an object` (quoted text escaped and truncated).
    package var summary: String {
        switch value {
        case .null: "null"
        case .bool(let b): "boolean \(b)"
        case .integer(let i): "integer \(i)"
        case .number(let d): "number \(AnswerValue.formatNumber(d))"
        case .string(let s): "string \(quoted(s))"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One member of a JSON object: its key, the key's position and its value.
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
    package init(key: String, keyLine: Int, keyColumn: Int, value: JSONNode) {
        self.key = key
        self.keyLine = keyLine
        self.keyColumn = keyColumn
        self.value = value
    }

    /// The position of the key in `file`.
    package func keyLocation(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: keyLine, column: keyColumn)
    }
}

/// `a == b`, answering "no" from the UTF-8 lengths first: looking a key up among an
/// object's members compares against many keys of other lengths, and `==` on two
/// different strings takes the slow, normalization-aware path.
@inline(__always)
func sameText(_ a: String, _ b: String) -> Bool {
    a.utf8.count == b.utf8.count && a == b
}
