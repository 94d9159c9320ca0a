extension AnswerValue {
    /// The value as compact JSON text, object keys sorted; also the key a `next` map
    /// matches non-string answers against (`true`, `3`, `["a","b"]`).
    public var jsonText: String { jsonText(pretty: false) }

    /// The value as JSON text, object keys sorted.
    ///
    /// - Parameter pretty: indent with two spaces, one member or item a line; false gives
    ///   the same text as `jsonText`.
    /// - Returns: the JSON text, with no trailing newline.
    /// - Complexity: O(*n* log *n*) in the size of the value (keys are sorted).
    public func jsonText(pretty: Bool) -> String {
        var writer = JSONTextWriter(indent: pretty ? "  " : nil)
        writer.write(self, depth: 0)
        return writer.text
    }

    /// The value as compact JSON text, with the array found at `path` (through object
    /// members) written from `count` items that `item` gives one at a time: a large array
    /// is never held as one tree of values (a session's stack of 100,000 entries).
    ///
    /// - Parameters:
    ///   - path: the member keys leading to the array; the value holds any array there,
    ///     which is not written.
    ///   - count: the items of the array.
    ///   - item: gives item number `index`.
    /// - Returns: the JSON text, the same as `jsonText` of the value with those items.
    /// - Throws: whatever `item` throws.
    /// - Complexity: O(*n* log *n*) in the size of the value and of the items.
    package func jsonText<Failure: Error>(
        splicing path: [String], count: Int, item: (Int) throws(Failure) -> AnswerValue
    ) throws(Failure) -> String {
        var writer = JSONTextWriter(indent: nil)
        try writer.write(self, depth: 0, splicing: path[...], count: count) { (writer, index, depth) throws(Failure) in
            writer.write(try item(index), depth: depth)
        }
        return writer.text
    }

    /// Formats a double the way JSON readers expect: integral values below 10^15 without
    /// `.0`, others in Swift's shortest round-tripping form, NaN and infinities as `null`.
    ///
    /// - Parameter d: the number to format.
    /// - Returns: the JSON text of the number.
    public static func formatNumber(_ d: Double) -> String {
        if d.isFinite, d == d.rounded(), abs(d) < 1e15 {
            return String(Int(d))
        }
        return d.isFinite ? String(d) : "null"
    }

    /// Appends `s` as a JSON string literal, escaping every control character and the
    /// bidirectional overrides too, so the text is safe to print on a terminal.
    ///
    /// - Parameters:
    ///   - s: the string to write.
    ///   - out: the text to append to, quotes included.
    /// - Complexity: O(*n*) in the length of `s`.
    public static func writeJSONString(_ s: String, to out: inout String) {
        var writer = JSONTextWriter(indent: nil)
        writer.string(s)
        out += writer.text
    }
}

extension AnswerValue: Codable {
    /// Decodes from one JSON value of any type; a whole number that fits in `Int` becomes
    /// `.integer`.
    ///
    /// - Parameter decoder: the decoder to read one single value from.
    /// - Throws: `DecodingError` when the value is none of the JSON types.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let b = try? container.decode(Bool.self) {
            self = .bool(b)
        } else if let i = try? container.decode(Int.self) {
            self = .integer(i)
        } else if let d = try? container.decode(Double.self) {
            self = .number(d)
        } else if let s = try? container.decode(String.self) {
            self = .string(s)
        } else if let a = try? container.decode([AnswerValue].self) {
            self = .array(a)
        } else {
            self = .object(try container.decode([String: AnswerValue].self))
        }
    }

    /// Encodes as one JSON value of the matching type.
    ///
    /// - Parameter encoder: the encoder to write one single value to.
    /// - Throws: whatever the encoder throws (a non-finite `.number` may be refused).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let b): try container.encode(b)
        case .integer(let i): try container.encode(i)
        case .number(let d): try container.encode(d)
        case .string(let s): try container.encode(s)
        case .array(let a): try container.encode(a)
        case .object(let o): try container.encode(o)
        }
    }
}
