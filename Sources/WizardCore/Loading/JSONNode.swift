/// A JSON value read from a file, with the line and column where it starts.
///
/// Objects keep their members in file order with each key's position. `3` is `.integer`;
/// `3.0`, `3e0` and an integer too large for `Int` are `.number`.
package struct JSONNode: Sendable, Equatable {
    /// The value's payload.
    package enum Value: Sendable, Equatable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number without fraction or exponent that fits in `Int`.
        case integer(Int)
        /// Any other number.
        case number(Double)
        /// A string, escapes decoded.
        case string(String)
        /// An array's elements, in file order.
        case array([JSONNode])
        /// An object's members, in file order; keys are distinct.
        case object([JSONMember])
    }

    /// The payload.
    package var value: Value
    /// The line (from 1) of the value's first character.
    package var line: Int
    /// The column (from 1, in Unicode scalars) of the value's first character.
    package var column: Int
    /// For a string written with an escape, the offset (in scalars of the decoded text)
    /// of its first escaped scalar; nil without escapes.
    package var firstEscapeOffset: Int?

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - value: the payload.
    ///   - line: the line (from 1) of the value's first character.
    ///   - column: the column (from 1, in Unicode scalars) of the value's first character.
    ///   - firstEscapeOffset: for a string, the offset of its first escaped scalar; nil
    ///     when it has no escape (or is not a string).
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

    /// The value of `true` or `false`, else nil.
    package var boolValue: Bool? {
        if case .bool(let b) = value { b } else { nil }
    }

    /// The value of an integer, else nil.
    package var integerValue: Int? {
        if case .integer(let i) = value { i } else { nil }
    }

    /// The value of any number (an integer converted), else nil.
    package var numberValue: Double? {
        switch value {
        case .integer(let i): Double(i)
        case .number(let d): d
        default: nil
        }
    }

    /// The value of a number with no fractional part that fits in `Int` (`2`, `2.0`, `2e0`),
    /// else nil.
    package var wholeNumberValue: Int? {
        switch value {
        case .integer(let i): i
        case .number(let d): Int(exactly: d)
        default: nil
        }
    }

    /// Whether the value is a string.
    package var isString: Bool { stringValue != nil }

    /// Whether the value is an object.
    package var isObject: Bool { members != nil }

    /// The member named `key` of an object.
    ///
    /// - Parameter key: the key, matched exactly.
    /// - Returns: the member's value; nil when this is not an object or has no such key.
    /// - Complexity: O(number of members).
    package subscript(key: String) -> JSONNode? {
        member(key)?.value
    }

    /// The member named `key` of an object, with its key's position.
    ///
    /// - Parameter key: the key, matched exactly.
    /// - Returns: the member; nil when this is not an object or has no such key.
    /// - Complexity: O(number of members).
    package func member(_ key: String) -> JSONMember? {
        members?.first { $0.key == key }
    }

    /// The position of the value in `file`.
    ///
    /// - Parameter file: the file name to put in the location.
    /// - Returns: this node's line and column in `file`.
    package func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The position of scalar `offset` (from 0) of a one-line string's text: exact when no
    /// escape precedes it, else the opening quote's.
    ///
    /// - Parameters:
    ///   - file: the file name to put in the location.
    ///   - offset: the scalar's offset in the decoded text; a negative offset, or a node
    ///     that is not a string, gives the node's own position.
    /// - Returns: the position.
    package func location(in file: String, scalarOffset offset: Int) -> SourceLocation {
        SourcePosition(self).location(in: file, scalarOffset: offset)
    }

    /// The value as an `AnswerValue`, positions dropped.
    ///
    /// - Returns: the same value, objects as dictionaries (the first of a duplicated key
    ///   would win).
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
    /// `an object` (quoted text cut to 60 characters, not escaped).
    package var summary: String { summaryText.english }

    /// `summary` as a message, for diagnostics in the reader's language.
    package var summaryText: MessageText {
        switch value {
        case .null: MessageText(.loadFoundNull)
        case .bool(let b): MessageText(.loadFoundBoolean, ["value": String(b)])
        case .integer(let i): MessageText(.loadFoundInteger, ["value": String(i)])
        case .number(let d): MessageText(.loadFoundNumber, ["value": AnswerValue.formatNumber(d)])
        case .string(let s): MessageText(.loadFoundString, ["value": quoted(s)])
        case .array: MessageText(.loadFoundArray)
        case .object: MessageText(.loadFoundObject)
        }
    }
}
