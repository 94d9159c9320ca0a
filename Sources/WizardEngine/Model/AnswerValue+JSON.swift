extension AnswerValue {
    /// The value as compact JSON text (object keys sorted, so the text is deterministic).
    ///
    /// This is also the key a `next` map is matched against for non-string answers
    /// (`true`, `3`, `["a","b"]`).
    public var jsonText: String {
        var out = ""
        writeJSON(to: &out, indent: nil, depth: 0)
        return out
    }

    /// The value as JSON text, object keys sorted.
    ///
    /// - Parameter pretty: indent with two spaces, one member or item a line; false gives
    ///   the same text as `jsonText`.
    /// - Returns: the JSON text, with no trailing newline.
    /// - Complexity: O(*n* log *n*) in the size of the value (keys are sorted).
    public func jsonText(pretty: Bool) -> String {
        var out = ""
        writeJSON(to: &out, indent: pretty ? "  " : nil, depth: 0)
        return out
    }

    /// Appends the JSON text of the value to `out`.
    ///
    /// - Parameters:
    ///   - out: the text to append to.
    ///   - indent: the indentation unit, or nil for compact output.
    ///   - depth: the current nesting depth (for indentation).
    /// - Complexity: O(size of the value), plus sorting object keys.
    public func writeJSON(to out: inout String, indent: String?, depth: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .integer(let i): out += String(i)
        case .number(let d): out += AnswerValue.formatNumber(d)
        case .string(let s): AnswerValue.writeJSONString(s, to: &out)
        case .array(let items):
            AnswerValue.writeJSONArray(items, to: &out, indent: indent, depth: depth) { item, out, depth in
                item.writeJSON(to: &out, indent: indent, depth: depth)
            }
        case .object(let members):
            let keys = members.keys.sorted()
            AnswerValue.writeJSONObject(keys, to: &out, indent: indent, depth: depth) { key, out, depth in
                members[key, default: .null].writeJSON(to: &out, indent: indent, depth: depth)
            }
        }
    }

    /// Writes a JSON array: `[]` when empty, else the items separated by commas, one a
    /// line when pretty-printing. Shared by every JSON writer of the package.
    static func writeJSONArray<Item>(
        _ items: [Item], to out: inout String, indent: String?, depth: Int,
        item writeItem: (Item, inout String, Int) -> Void
    ) {
        guard !items.isEmpty else {
            out += "[]"
            return
        }
        out += "["
        for (index, item) in items.enumerated() {
            if index > 0 { out += "," }
            newline(&out, indent: indent, depth: depth + 1)
            writeItem(item, &out, depth + 1)
        }
        newline(&out, indent: indent, depth: depth)
        out += "]"
    }

    /// Writes a JSON object with `keys` in the given order; `writeValue` writes each key's
    /// value. `{}` when empty.
    static func writeJSONObject(
        _ keys: [String], to out: inout String, indent: String?, depth: Int,
        value writeValue: (String, inout String, Int) -> Void
    ) {
        guard !keys.isEmpty else {
            out += "{}"
            return
        }
        out += "{"
        for (index, key) in keys.enumerated() {
            if index > 0 { out += "," }
            newline(&out, indent: indent, depth: depth + 1)
            writeJSONString(key, to: &out)
            out += indent == nil ? ":" : ": "
            writeValue(key, &out, depth + 1)
        }
        newline(&out, indent: indent, depth: depth)
        out += "}"
    }

    /// Writes a line break and indentation when pretty-printing.
    static func newline(_ out: inout String, indent: String?, depth: Int) {
        guard let indent else { return }
        out += "\n"
        for _ in 0..<depth { out += indent }
    }

    /// Formats a double the way JSON readers expect: integral values without `.0`.
    ///
    /// Integral values below 10^15 in magnitude print as integers (`3`); other finite
    /// values use Swift's shortest round-tripping form (`2.5`, `1e+20`); NaN and the
    /// infinities, which JSON cannot hold, print as `null`.
    ///
    /// - Parameter d: the number to format.
    /// - Returns: the JSON text of the number.
    public static func formatNumber(_ d: Double) -> String {
        if d.isFinite, d == d.rounded(), abs(d) < 1e15 {
            return String(Int(d))
        }
        return d.isFinite ? String(d) : "null"
    }

    /// Appends `s` as a JSON string literal, escaping quotes, backslashes and every
    /// control character (so the text is safe to print on a terminal too).
    ///
    /// C0 and C1 controls, DEL and the bidirectional overrides and isolates (U+202A–202E,
    /// U+2066–2069) are written as `\uXXXX`; `\n`, `\r` and `\t` use their short forms.
    /// Other characters, non-ASCII included, are copied.
    ///
    /// - Parameters:
    ///   - s: the string to write.
    ///   - out: the text to append to, quotes included.
    /// - Complexity: O(*n*) in the length of `s`.
    public static func writeJSONString(_ s: String, to out: inout String) {
        // Fast path: printable ASCII without quotes or backslashes is copied whole (most
        // ids and answers); anything else goes scalar by scalar.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            out += "\""
            out += s
            out += "\""
            return
        }
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                let v = scalar.value
                if v < 0x20 || v == 0x7F || (v >= 0x80 && v < 0xA0) || (v >= 0x202A && v <= 0x202E)
                    || (v >= 0x2066 && v <= 0x2069)
                {
                    out += "\\u"
                    let hex = String(v, radix: 16)
                    out += String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

extension AnswerValue: Codable {
    /// Decodes from one JSON value of any type.
    ///
    /// Types are tried in order null, boolean, integer, number, string, array, object, so
    /// a whole number that fits in `Int` becomes `.integer`.
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
