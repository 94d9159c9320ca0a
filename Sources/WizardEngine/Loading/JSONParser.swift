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
    /// The byte index where the current line starts (after a byte order mark on line 1).
    var lineStart = 0
    /// UTF-8 continuation bytes read so far on the current line. They occur only inside
    /// strings (anywhere else a byte ≥ 0x80 is an error), and a string never spans lines,
    /// so the column of a value or key about to be read is its byte offset on the line
    /// minus this count: no rescan of the line.
    var lineContinuationBytes = 0
    /// Members and elements of the objects and arrays being read, moved into arrays of
    /// exactly their size when each closes (appending to a growing array wasted up to
    /// half of every member array).
    let memberStack = MoveStack<JSONMember>()
    let elementStack = MoveStack<JSONNode>()

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
    }

    // MARK: Positions

    /// The column of byte `i` on the current line, counting Unicode scalars; `i` must not
    /// lie past a string already read on this line (true of every value and key start).
    @inline(__always)
    func column(at i: Int) -> Int {
        i - lineStart - lineContinuationBytes + 1
    }

    /// The column of byte `i` on the current line, counted from the line's start: for error
    /// positions, which may lie inside or before a string already read.
    func errorColumn(at i: Int) -> Int {
        var start = lineStart
        if i < start {
            // Not expected (errors are on the current line), but stay exact.
            start = i
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        }
        var c = 1
        var j = start
        while j < i {
            if bytes[j] & 0xC0 != 0x80 { c += 1 }
            j += 1
        }
        return c
    }

    func error(_ message: String, at i: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: errorColumn(at: i))
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
                lineStart = index
                lineContinuationBytes = 0
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
        let first = elementStack.count
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]"), elementStack.count > first {
                throw error("trailing comma before ']' is not allowed", at: index)
            }
            elementStack.push(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("expected ',' or ']' after array element but found end of input", at: index)
            }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elementStack.popArray(from: first))
            default:
                throw error("expected ',' or ']' after array element but found \(found(at: index))", at: index)
            }
        }
    }

    mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        index += 1  // {
        let first = memberStack.count
        var seen = DuplicateKeyFinder()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object([])
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                if index < bytes.count, bytes[index] == UInt8(ascii: "}"), memberStack.count > first {
                    throw error("trailing comma before '}' is not allowed", at: index)
                }
                throw error("expected '\"' to start an object key but found \(found(at: index))", at: index)
            }
            let keyLine = line
            let keyColumn = column(at: index)
            let keyStart = index
            let (key, keyCode) = try parseKey()
            if let earlier = seen.insert(key, code: keyCode, among: memberStack, from: first) {
                throw error(
                    "duplicate key \(quoted(key)) (first at line \(earlier.keyLine), column \(earlier.keyColumn))",
                    at: keyStart)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after object key but found \(found(at: index))", at: index)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            memberStack.push(JSONMember(key: key, keyCode: keyCode, keyLine: keyLine, keyColumn: keyColumn, value: value))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("expected ',' or '}' after object member but found end of input", at: index)
            }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(memberStack.popArray(from: first))
            default:
                throw error("expected ',' or '}' after object member but found \(found(at: index))", at: index)
            }
        }
    }

    /// Reads an object key starting at its opening quote, with its `FlowKey` code.
    ///
    /// A known key written without escapes is classified from its bytes and given the
    /// key's own name: no string is decoded. Any other key is read by `parseString` and
    /// classified from its bytes (from its text, when escaped).
    mutating func parseKey() throws(JSONSyntaxError) -> (String, UInt8) {
        let contentStart = index + 1
        // Known keys are 2 to 16 printable ASCII bytes; stop at anything else.
        var end = contentStart
        let limit = Swift.min(bytes.count, contentStart + 17)
        while end < limit {
            let b = bytes[end]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { break }
            end += 1
        }
        if end < limit, bytes[end] == UInt8(ascii: "\"") {
            let code = FlowKey.code(bytes: UnsafeBufferPointer(rebasing: bytes[contentStart..<end]))
            if code != FlowKey.none, let name = FlowKey.name(code: code) {
                index = end + 1
                return (name, code)
            }
        }
        let (key, escape) = try parseString()
        let code =
            escape == nil
            ? FlowKey.code(bytes: UnsafeBufferPointer(rebasing: bytes[contentStart..<(index - 1)]))
            : FlowKey.code(of: key)
        return (key, code)
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

/// Finds duplicate keys: a linear scan for small objects, a dictionary beyond 16 keys.
struct DuplicateKeyFinder {
    private var index: [String: Int]?
    /// The known keys (`FlowKey` codes) recorded so far, one bit each.
    private var knownKeys: UInt64 = 0

    /// Records `key` (whose `FlowKey` code is `code`), about to be pushed on `stack` as a
    /// member of the object whose members start at `first`; returns the earlier member with
    /// the same key, if any.
    mutating func insert(
        _ key: String, code: UInt8, among stack: MoveStack<JSONMember>, from first: Int
    ) -> JSONMember? {
        let position = stack.count
        // A known key is the same as an earlier key exactly when that key has its code, so
        // a known key whose bit is not yet set is new: no scan.
        let bit: UInt64 = code < 64 ? 1 << UInt64(code) : 0
        if index == nil, position - first < 16 {
            if bit != 0 {
                defer { knownKeys |= bit }
                if knownKeys & bit == 0 { return nil }
            }
            var i = first
            while i < position {
                // Two known keys are the same key exactly when their codes are; a known key
                // and an unknown one always differ.
                let earlierCode = stack[i].keyCode
                if code != FlowKey.none || earlierCode != FlowKey.none {
                    if earlierCode == code { return stack[i] }
                } else if sameText(stack[i].key, key) {
                    return stack[i]
                }
                i += 1
            }
            return nil
        }
        if index == nil {
            var built: [String: Int] = [:]
            for i in first..<position where built[stack[i].key] == nil { built[stack[i].key] = i }
            index = built
        }
        if let earlier = index?[key] { return stack[earlier] }
        index?[key] = position
        return nil
    }
}

/// A stack of values in one growing buffer whose top entries are moved, not copied, into
/// an array of exactly their count.
///
/// Indexes come only from the parser, never from the input: `parseArray`/`parseObject`
/// record `first = count` on entry, push one value per element, and pop back to `first`
/// when the container closes (a syntax error abandons the whole parser, whose stacks are
/// freed with it), so `first <= count` at every `popArray(from:)` and `DuplicateKeyFinder`
/// reads only `first..<count`. The `precondition`s restate that invariant in front of
/// unsafe pointer arithmetic; malformed JSON cannot reach them (the json and loader fuzz
/// targets drive this code).
final class MoveStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of values on the stack.
    private(set) var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The value at `i` (from the bottom, below `count`).
    subscript(i: Int) -> Element {
        precondition(i >= 0 && i < count)
        return base[i]
    }

    /// Pushes `value`.
    func push(_ value: Element) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count).initialize(to: value)
        count += 1
    }

    /// Moves the values from index `start` to the top into a new array (bottom first) and
    /// removes them from the stack.
    func popArray(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count)
        let n = count - start
        let source = base + start
        let array = [Element](unsafeUninitializedCapacity: n) { buffer, initialized in
            guard let target = buffer.baseAddress else {
                // Only when n is 0: nothing to move.
                source.deinitialize(count: n)
                initialized = 0
                return
            }
            target.moveInitialize(from: source, count: n)
            initialized = n
        }
        count = start
        return array
    }
}
