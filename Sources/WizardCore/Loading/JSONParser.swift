/// The recursive-descent parser behind `JSONReader`, building the `JSONNode` tree;
/// depth is checked before each descent.
struct JSONParser {
    let bytes: [UInt8]
    let maxDepth: Int
    /// The most values (of any type, nested ones included) a document may hold.
    let maxValues: Int
    var valueCount = 0
    /// See `JSONReader.keepsNumbersExact`.
    var keepsNumbersExact = false
    /// A member of the top-level object that `parseAnswerDocument` checks but leaves out.
    var skippedKey: String?
    var index = 0
    var line = 1
    /// The byte index where the current line starts (after a byte order mark on line 1).
    var lineStart = 0
    /// UTF-8 continuation bytes read so far on the current line (only strings hold them),
    /// subtracted from byte offsets to give columns in scalars.
    var lineContinuationBytes = 0

    init(bytes: [UInt8], maxDepth: Int, maxValues: Int = .max) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.maxValues = maxValues
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
    }

    // MARK: Positions

    /// The column of byte `i` on the current line, counting Unicode scalars; `i` must not
    /// lie before a string already read on this line (true of every value and key start).
    func column(at i: Int) -> Int {
        i - lineStart - lineContinuationBytes + 1
    }

    /// The column of byte `i`, counted from the start of its line: for error positions,
    /// which may lie inside a string already read.
    func errorColumn(at i: Int) -> Int {
        var start = lineStart
        if i < start {
            start = i
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        }
        var c = 1
        for j in start..<i where bytes[j] & 0xC0 != 0x80 { c += 1 }
        return c
    }

    func error(_ key: MessageKey, _ arguments: [String: String] = [:], at i: Int) -> JSONSyntaxError {
        JSONSyntaxError(MessageText(key, arguments), line: line, column: errorColumn(at: i))
    }

    /// The error `expected <what> but found <what stands at i>`, at byte `i`.
    func expected(_ what: MessageText, at i: Int) -> JSONSyntaxError {
        JSONSyntaxError(
            MessageText(.loadExpected, parts: ["what": what, "found": found(at: i)]), line: line, column: errorColumn(at: i))
    }

    /// `expected(_:at:)` for a fixed phrase.
    func expected(_ what: MessageKey, at i: Int) -> JSONSyntaxError {
        expected(MessageText(what), at: i)
    }

    // MARK: Structure

    /// Reads the one value the input holds.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        skipWhitespace()
        let node = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw expected(.loadJSONEndAfterValue, at: index)
        }
        return node
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
                lineContinuationBytes = 0
            default:
                return
            }
        }
    }

    /// Reads one value; `depth` counts the arrays and objects it lies in.
    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard index < bytes.count else { throw expected(.loadJSONValue, at: index) }
        valueCount += 1
        if valueCount > maxValues { throw error(.loadJSONTooManyValues, ["limit": String(maxValues)], at: index) }
        let (line, column) = (line, column(at: index))
        switch bytes[index] {
        case UInt8(ascii: "{"):
            if depth >= maxDepth { throw tooDeep(at: index) }
            return JSONNode(.object(try parseObject(depth: depth + 1)), line: line, column: column)
        case UInt8(ascii: "["):
            if depth >= maxDepth { throw tooDeep(at: index) }
            return JSONNode(.array(try parseArray(depth: depth + 1)), line: line, column: column)
        case UInt8(ascii: "\""):
            let (text, escapeOffset) = try parseString()
            return JSONNode(.string(text), line: line, column: column, firstEscapeOffset: escapeOffset)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(try parseNumber(), line: line, column: column)
        default:
            return JSONNode(try parseLiteral(), line: line, column: column)
        }
    }

    func tooDeep(at i: Int) -> JSONSyntaxError {
        error(.loadJSONTooDeep, ["limit": String(maxDepth)], at: i)
    }

    /// Reads `true`, `false` or `null`.
    mutating func parseLiteral() throws(JSONSyntaxError) -> JSONNode.Value {
        let start = index
        var end = index
        while end < bytes.count, end - start < 32, Self.isASCIILetter(bytes[end]) { end += 1 }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        let value: JSONNode.Value
        switch word {
        case "true": value = .bool(true)
        case "false": value = .bool(false)
        case "null": value = .null
        default:
            var text = MessageText(.loadJSONNotAValue, ["found": "'\(word)'"])
            if word.isEmpty { text.parts["found"] = found(at: start) }
            throw JSONSyntaxError(text, line: line, column: errorColumn(at: start))
        }
        index = end
        return value
    }

    /// Reads an array from its `[`.
    mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONNode] {
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            skipWhitespace()
            if !elements.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw trailingComma(before: "]", at: index)
            }
            elements.append(try parseValue(depth: depth))
            if try closes(UInt8(ascii: "]"), after: .loadJSONAfterElement) { return elements }
        }
    }

    /// Reads an object from its `{`, refusing a key it already has.
    mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> [JSONMember] {
        index += 1
        var members: [JSONMember] = []
        // The position of each key read so far.
        var positions: [String: Int] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                if !members.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    throw trailingComma(before: "}", at: index)
                }
                throw expected(.loadJSONKeyQuote, at: index)
            }
            let (keyStart, keyLine, keyColumn) = (index, line, column(at: index))
            let (key, _) = try parseString()
            if let earlier = positions.updateValue(members.count, forKey: key) {
                let first = members[earlier]
                throw error(
                    .loadJSONDuplicateKey,
                    ["key": quoted(key), "line": String(first.keyLine), "column": String(first.keyColumn)], at: keyStart)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw expected(.loadJSONColon, at: index)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
            if try closes(UInt8(ascii: "}"), after: .loadJSONAfterMember) { return members }
        }
    }

    /// After an element or member (`what`): steps past a `,` (false) or the closing
    /// `bracket` (true); anything else is an error.
    mutating func closes(_ bracket: UInt8, after what: MessageKey) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        if index < bytes.count {
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                return false
            }
            if bytes[index] == bracket {
                index += 1
                return true
            }
        }
        throw expected(MessageText(what, ["bracket": String(Character(Unicode.Scalar(bracket)))]), at: index)
    }

    func trailingComma(before bracket: Character, at i: Int) -> JSONSyntaxError {
        error(.loadJSONTrailingComma, ["bracket": String(bracket)], at: i)
    }

    // MARK: Describing input

    /// `end of input`, `'x'` (quoted, as it is), or `invalid UTF-8 byte 0xFF`.
    func found(at i: Int) -> MessageText {
        guard i < bytes.count else { return MessageText(.loadJSONEndOfInput) }
        let b = bytes[i]
        if b < 0x80 {
            return MessageText(.loadName, ["name": quoted(String(Unicode.Scalar(b)))])
        }
        if let length = Self.validUTF8Length(bytes, at: i) {
            return MessageText(.loadName, ["name": quoted(String(decoding: bytes[i..<(i + length)], as: UTF8.self))])
        }
        return MessageText(.loadJSONInvalidByte, ["byte": Self.hex(b)])
    }

    static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x\(digits[Int(b >> 4)])\(digits[Int(b & 0xF)])"
    }

    static func isASCIILetter(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
    }
}
