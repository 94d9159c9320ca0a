/// Builds JSON text as UTF-8 bytes and makes one `String` at the end: the one writer behind
/// `AnswerValue.jsonText` and `OrderedAnswers.jsonText`.
///
/// Appending bytes to an array costs a fraction of appending many small strings to a
/// `String` (each of which checks capacity, encoding and breadcrumbs), which matters for
/// the answers of a 100,000-step run. Compact output has no spaces; pretty output puts one
/// member or item a line, indented by `indent` per level, and `": "` after keys.
struct JSONTextWriter {
    /// The text so far.
    private(set) var bytes: [UInt8] = []
    /// The indentation unit, or nil for compact output.
    private let indent: [UInt8]?

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - indent: the indentation unit (`"  "`), or nil for compact output.
    ///   - capacity: bytes to reserve up front.
    init(indent: String?, capacity: Int = 0) {
        self.indent = indent.map { Array($0.utf8) }
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Values

    /// Writes `value`, object keys sorted.
    ///
    /// - Parameters:
    ///   - value: the value to write.
    ///   - depth: its nesting depth (for indentation).
    mutating func write(_ value: AnswerValue, depth: Int) {
        switch value {
        case .null: ascii("null")
        case .bool(let b): ascii(b ? "true" : "false")
        case .integer(let i): integer(i)
        case .number(let d): bytes.append(contentsOf: AnswerValue.formatNumber(d).utf8)
        case .string(let s): string(s)
        case .array(let items):
            array(count: items.count, depth: depth) { writer, index in writer.write(items[index], depth: depth + 1) }
        case .object(let members):
            let keys = members.keys.sorted()
            object(keys: keys, depth: depth) { writer, index in
                writer.write(members[keys[index], default: .null], depth: depth + 1)
            }
        }
    }

    /// Writes an array of `count` items; `item` writes item `index` at `depth + 1`.
    mutating func array(count: Int, depth: Int, item: (inout JSONTextWriter, Int) -> Void) {
        guard count > 0 else {
            ascii("[]")
            return
        }
        bytes.append(UInt8(ascii: "["))
        for index in 0..<count {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            newline(depth: depth + 1)
            item(&self, index)
        }
        newline(depth: depth)
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes an object with `keys` in the given order; `value` writes the value of key
    /// number `index` at `depth + 1`.
    mutating func object(keys: [String], depth: Int, value: (inout JSONTextWriter, Int) -> Void) {
        for index in keys.indices {
            key(keys[index], index: index, depth: depth)
            value(&self, index)
        }
        endObject(count: keys.count, depth: depth)
    }

    /// Writes the key of member number `index` of an object at `depth`: the opening brace
    /// before the first, a comma before the others. The caller writes the value at
    /// `depth + 1`, then ends the object with `endObject(count:depth:)`.
    ///
    /// For objects whose members are found while writing (`Engine.writeAnswersJSON`),
    /// where the keys are not known up front.
    mutating func key(_ key: String, index: Int, depth: Int) {
        bytes.append(index == 0 ? UInt8(ascii: "{") : UInt8(ascii: ","))
        newline(depth: depth + 1)
        string(key)
        bytes.append(UInt8(ascii: ":"))
        if indent != nil { bytes.append(UInt8(ascii: " ")) }
    }

    /// Ends an object at `depth` begun with `key(_:index:depth:)`; `count` members were
    /// written (none: `{}`).
    mutating func endObject(count: Int, depth: Int) {
        guard count > 0 else {
            ascii("{}")
            return
        }
        newline(depth: depth)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Hands the text written so far to `sink` and empties the buffer (keeping its
    /// capacity), so long output is written in pieces instead of being held whole.
    mutating func flush(to sink: ([UInt8]) -> Void) {
        guard !bytes.isEmpty else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    // MARK: Scalars

    /// Appends ASCII text as is.
    mutating func ascii(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends an integer in decimal (the text of `String(value)`), digit by digit in
    /// place: no string is made for it.
    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // The magnitude is unsigned, so `Int.min` needs no special case.
        var rest = value.magnitude
        var digitCount = 1
        var power: UInt = 10
        while digitCount < 20 && rest >= power {
            digitCount += 1
            power = power &* 10
        }
        let start = bytes.count
        for _ in 0..<digitCount { bytes.append(UInt8(ascii: "0")) }
        var index = start + digitCount - 1
        while rest > 0 {
            bytes[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            index -= 1
        }
    }

    /// Appends `s` as a JSON string literal: quotes and backslashes escaped, `\n`, `\r` and
    /// `\t` in short form, and every other C0 or C1 control, DEL and the bidirectional
    /// overrides and isolates (U+202A–202E, U+2066–2069) as `\uXXXX`, so the text is also
    /// safe to print on a terminal. Other characters, non-ASCII included, are copied.
    mutating func string(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        let copiedWhole =
            s.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
                // Fast path: printable ASCII without quotes or backslashes, copied whole.
                for byte in buffer where byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C {
                    return false
                }
                bytes.append(contentsOf: buffer)
                return true
            } ?? false
        if !copiedWhole {
            for scalar in s.unicodeScalars { escapedScalar(scalar) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escapedScalar(_ scalar: Unicode.Scalar) {
        switch scalar {
        case "\"": ascii("\\\"")
        case "\\": ascii("\\\\")
        case "\n": ascii("\\n")
        case "\r": ascii("\\r")
        case "\t": ascii("\\t")
        default:
            let v = scalar.value
            if v < 0x20 || v == 0x7F || (v >= 0x80 && v < 0xA0) || (v >= 0x202A && v <= 0x202E)
                || (v >= 0x2066 && v <= 0x2069)
            {
                ascii("\\u")
                for shift in stride(from: 12, through: 0, by: -4) {
                    let digit = UInt8((v >> UInt32(shift)) & 0xF)
                    bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
                }
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
    }

    /// Starts a new line at `depth` when pretty-printing.
    private mutating func newline(depth: Int) {
        guard let indent else { return }
        bytes.append(UInt8(ascii: "\n"))
        // A byte at a time: the unit is a couple of bytes, for which a bulk append costs more.
        for _ in 0..<depth {
            for byte in indent { bytes.append(byte) }
        }
    }
}
