/// Builds JSON text as UTF-8 bytes for `AnswerValue.jsonText` and `OrderedAnswers.jsonText`:
/// compact with no spaces, or pretty with one member or item a line.
struct JSONTextWriter {
    private(set) var bytes: [UInt8] = []
    private let indent: [UInt8]?

    /// Creates a writer with an indentation unit (`"  "`), or nil for compact output.
    init(indent: String?) {
        self.indent = indent.map { Array($0.utf8) }
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Values

    /// Writes `value` at nesting `depth`, object keys sorted.
    mutating func write(_ value: AnswerValue, depth: Int) {
        switch value {
        case .null: ascii("null")
        case .bool(let b): ascii(b ? "true" : "false")
        case .integer(let i): bytes.append(contentsOf: String(i).utf8)
        case .number(let d):
            // A number that is not an integer keeps its point when whole (`16.0`): `.integer`
            // prints `16`, so a float answer reads back as the float it was.
            let text = AnswerValue.formatNumber(d)
            bytes.append(contentsOf: text.utf8)
            if d.isFinite, text.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
                bytes.append(contentsOf: ".0".utf8)
            }
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

    /// Writes `value` as `write(_:depth:)` does, but the array at `path` from `count`
    /// items that `item` writes one at a time, given the item's index and nesting depth
    /// (`AnswerValue.jsonText(splicing:count:item:)`).
    mutating func write<Failure: Error>(
        _ value: AnswerValue, depth: Int, splicing path: ArraySlice<String>, count: Int,
        item: (inout JSONTextWriter, Int, Int) throws(Failure) -> Void
    ) throws(Failure) {
        guard let first = path.first else {
            try array(count: count, depth: depth) { (writer, index) throws(Failure) in try item(&writer, index, depth + 1) }
            return
        }
        guard case .object(let members) = value, let inner = members[first] else {
            write(value, depth: depth)
            return
        }
        let keys = members.keys.sorted()
        for (index, key) in keys.enumerated() {
            self.key(key, index: index, depth: depth)
            if key == first {
                try write(inner, depth: depth + 1, splicing: path.dropFirst(), count: count, item: item)
            } else {
                write(members[key, default: .null], depth: depth + 1)
            }
        }
        endObject(count: keys.count, depth: depth)
    }

    /// Writes an array of `count` items; `item` writes item `index` at `depth + 1`.
    mutating func array<Failure: Error>(
        count: Int, depth: Int, item: (inout JSONTextWriter, Int) throws(Failure) -> Void
    ) throws(Failure) {
        guard count > 0 else {
            ascii("[]")
            return
        }
        bytes.append(UInt8(ascii: "["))
        for index in 0..<count {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            newline(depth: depth + 1)
            try item(&self, index)
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
    /// before the first, a comma before the others.
    mutating func key(_ key: String, index: Int, depth: Int) {
        bytes.append(index == 0 ? UInt8(ascii: "{") : UInt8(ascii: ","))
        newline(depth: depth + 1)
        string(key)
        bytes.append(UInt8(ascii: ":"))
        if indent != nil { bytes.append(UInt8(ascii: " ")) }
    }

    /// Ends an object at `depth` of `count` members (none: `{}`).
    mutating func endObject(count: Int, depth: Int) {
        guard count > 0 else {
            ascii("{}")
            return
        }
        newline(depth: depth)
        bytes.append(UInt8(ascii: "}"))
    }

    // MARK: Scalars

    /// Appends ASCII text as is.
    mutating func ascii(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `s` as a JSON string literal, escaping controls, DEL and the bidirectional
    /// overrides and isolates as `\uXXXX` (`\n`, `\r`, `\t` short) so it is safe on a terminal.
    mutating func string(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        // Appended, then checked where it landed: a check of the bytes written is quicker
        // than one of the string's own, and nothing is to be escaped in most strings.
        let start = bytes.count
        bytes.append(contentsOf: s.utf8)
        if !bytes[start...].allSatisfy(Self.isPlainASCII) {
            bytes.removeSubrange(start...)
            for scalar in s.unicodeScalars { escapedScalar(scalar) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether `byte` is printable ASCII that stands for itself in a JSON string.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
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
        for _ in 0..<depth { bytes.append(contentsOf: indent) }
    }
}
