/// The single-pass recursive-descent parser behind `JSONReader`, over a byte buffer that
/// outlives it. Depth is checked before each descent, so recursion is bounded by
/// `maxDepth`.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    /// The next byte to read.
    var index = 0
    /// The current line, from 1.
    var line = 1
    /// A known (byte index, column) pair on the current line; columns are computed forward
    /// from it, so the total work for columns stays linear.
    var columnMarkIndex = 0
    var columnMark = 1

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            columnMarkIndex = 3
        }
    }

    // MARK: Positions

    /// The column of byte `i` on the current line, counting Unicode scalars.
    mutating func column(at i: Int) -> Int {
        if i < columnMarkIndex {
            // Walk back to the start of the line; rare (only for earlier error positions).
            var start = i
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
            columnMarkIndex = start
            columnMark = 1
        }
        var c = columnMark
        var j = columnMarkIndex
        while j < i {
            if bytes[j] & 0xC0 != 0x80 { c += 1 }
            j += 1
        }
        columnMarkIndex = i
        columnMark = c
        return c
    }

    mutating func error(_ message: String, at i: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: column(at: i))
    }

    // MARK: Structure

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw error("expected end of input after the JSON value but found \(found(at: index))", at: index)
        }
        return value
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                columnMarkIndex = index
                columnMark = 1
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard index < bytes.count else {
            throw error("expected a JSON value but found end of input", at: index)
        }
        let start = index
        let startLine = line
        let startColumn = column(at: start)
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try checkDepth(depth, at: start)
            return JSONNode(try parseObject(depth: depth + 1), line: startLine, column: startColumn)
        case UInt8(ascii: "["):
            try checkDepth(depth, at: start)
            return JSONNode(try parseArray(depth: depth + 1), line: startLine, column: startColumn)
        case UInt8(ascii: "\""):
            let (text, escape) = try parseString()
            return JSONNode(.string(text), line: startLine, column: startColumn, firstEscapeOffset: escape)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(try parseNumber(), line: startLine, column: startColumn)
        default:
            return JSONNode(try parseLiteral(), line: startLine, column: startColumn)
        }
    }

    mutating func checkDepth(_ depth: Int, at i: Int) throws(JSONSyntaxError) {
        if depth >= maxDepth {
            throw error("JSON nests deeper than the limit of \(maxDepth) levels", at: i)
        }
    }

    mutating func parseLiteral() throws(JSONSyntaxError) -> JSONNode.Value {
        let start = index
        var end = index
        while end < bytes.count, end - start < 32, Self.isASCIILetter(bytes[end]) { end += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        switch word {
        case "true": index = end; return .bool(true)
        case "false": index = end; return .bool(false)
        case "null": index = end; return .null
        default:
            let what = word.isEmpty ? found(at: start) : "'\(word)'"
            throw error("expected a JSON value but found \(what)", at: start)
        }
    }

    mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        index += 1  // [
        var items: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]"), !items.isEmpty {
                throw error("trailing comma before ']' is not allowed", at: index)
            }
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("expected ',' or ']' after array element but found end of input", at: index)
            }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(items)
            default:
                throw error("expected ',' or ']' after array element but found \(found(at: index))", at: index)
            }
        }
    }

    mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        index += 1  // {
        var members: [JSONMember] = []
        var seen = DuplicateKeyFinder()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                if index < bytes.count, bytes[index] == UInt8(ascii: "}"), !members.isEmpty {
                    throw error("trailing comma before '}' is not allowed", at: index)
                }
                throw error("expected '\"' to start an object key but found \(found(at: index))", at: index)
            }
            let keyLine = line
            let keyColumn = column(at: index)
            let keyStart = index
            let (key, _) = try parseString()
            if let first = seen.insert(key, index: members.count, in: members) {
                throw error(
                    "duplicate key \(quoted(key)) (first at line \(first.keyLine), column \(first.keyColumn))",
                    at: keyStart)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after object key but found \(found(at: index))", at: index)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("expected ',' or '}' after object member but found end of input", at: index)
            }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default:
                throw error("expected ',' or '}' after object member but found \(found(at: index))", at: index)
            }
        }
    }

    // MARK: Describing input

    /// `end of input`, `'x'` (escaped), or `invalid UTF-8 byte 0xFF`.
    func found(at i: Int) -> String {
        guard i < bytes.count else { return "end of input" }
        let b = bytes[i]
        if b < 0x80 {
            return quoted(String(Unicode.Scalar(b)))
        }
        if let length = Self.validUTF8Length(bytes, at: i) {
            return quoted(String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<(i + length)]), as: UTF8.self))
        }
        return "invalid UTF-8 byte \(Self.hex(b))"
    }

    static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x\(digits[Int(b >> 4)])\(digits[Int(b & 0xF)])"
    }

    static func isASCIILetter(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
    }
}

/// Finds duplicate keys: a linear scan for small objects, a dictionary beyond 8 keys.
struct DuplicateKeyFinder {
    private var index: [String: Int]?

    /// Records `key` (about to be member `position`); returns the earlier member with the
    /// same key, if any.
    mutating func insert(_ key: String, index position: Int, in members: [JSONMember]) -> JSONMember? {
        if index == nil, members.count < 8 {
            return members.first { sameText($0.key, key) }
        }
        if index == nil {
            var built: [String: Int] = [:]
            for (i, m) in members.enumerated() where built[m.key] == nil { built[m.key] = i }
            index = built
        }
        if let earlier = index?[key] { return members[earlier] }
        index?[key] = position
        return nil
    }
}
