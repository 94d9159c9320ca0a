extension JSONParser {
    /// Reads the one value the input holds straight into an `AnswerValue` (no positions kept),
    /// handing each element of the array at `path` to `item` instead of keeping it; the
    /// values of such an element do not count against `maxValues` once it is handed over.
    mutating func parseAnswerDocument(
        splicing path: [String], item: (AnswerValue) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) -> AnswerValue {
        skipWhitespace()
        let value = try parseAnswerValue(depth: 0, splicing: path[...], item: item)
        skipWhitespace()
        if index < bytes.count {
            throw expected(.loadJSONEndAfterValue, at: index)
        }
        return value
    }

    /// Reads one value; `path` is what is left of the spliced array's path from here (nil
    /// once the value lies off it).
    private mutating func parseAnswerValue(
        depth: Int, splicing path: ArraySlice<String>?, item: (AnswerValue) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) -> AnswerValue {
        guard index < bytes.count else { throw expected(.loadJSONValue, at: index) }
        valueCount += 1
        if valueCount > maxValues { throw JSONSyntaxError.tooManyValues(maxValues, line: line, column: errorColumn(at: index)) }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            if depth >= maxDepth { throw tooDeep(at: index) }
            return try parseAnswerObject(depth: depth + 1, splicing: path, item: item)
        case UInt8(ascii: "["):
            if depth >= maxDepth { throw tooDeep(at: index) }
            return try parseAnswerArray(depth: depth + 1, isSpliced: path?.isEmpty == true, item: item)
        case UInt8(ascii: "\""):
            return .string(try parseString().text)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return Self.answerValue(try parseNumber())
        default:
            return Self.answerValue(try parseLiteral())
        }
    }

    /// Reads an array from its `[`; when it `isSpliced`, its elements go to `item` and the
    /// result is empty.
    private mutating func parseAnswerArray(
        depth: Int, isSpliced: Bool, item: (AnswerValue) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) -> AnswerValue {
        index += 1
        var elements: [AnswerValue] = []
        var count = 0
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if count > 0, index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw trailingComma(before: "]", at: index)
            }
            // A spliced element is not kept: only the values kept count against `maxValues`.
            let kept = valueCount
            let element = try parseAnswerValue(depth: depth, splicing: nil) { _ throws(JSONSyntaxError) in }
            if isSpliced { valueCount = kept }
            count += 1
            if isSpliced { try item(element) } else { elements.append(element) }
            if try closes(UInt8(ascii: "]"), after: .loadJSONAfterElement) { return .array(elements) }
        }
    }

    /// Reads an object from its `{`, refusing a key it already has.
    private mutating func parseAnswerObject(
        depth: Int, splicing path: ArraySlice<String>?, item: (AnswerValue) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) -> AnswerValue {
        index += 1
        // Members are gathered first and hashed once into a table of the right size: the
        // many small objects of a session grew their tables one member at a time.
        var members: [(key: String, value: AnswerValue, start: Int)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object([:])
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                if !members.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    throw trailingComma(before: "}", at: index)
                }
                throw expected(.loadJSONKeyQuote, at: index)
            }
            let keyStart = index
            let (key, _) = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw expected(.loadJSONColon, at: index)
            }
            index += 1
            skipWhitespace()
            if depth == 1, key == skippedKey {
                try skipValue(depth: depth)
            } else {
                let onPath = path.flatMap { $0.first == key ? $0.dropFirst() : nil }
                let value = try parseAnswerValue(depth: depth, splicing: onPath, item: item)
                members.append((key, value, keyStart))
            }
            if try closes(UInt8(ascii: "}"), after: .loadJSONAfterMember) { break }
        }
        var object = [String: AnswerValue](minimumCapacity: members.count)
        for member in members where object.updateValue(member.value, forKey: member.key) != nil {
            throw JSONSyntaxError(message: "duplicate key \(quoted(member.key))", line: line, column: errorColumn(at: member.start))
        }
        return .object(object)
    }

    /// Reads a value and checks its syntax, keeping nothing: what `skippedKey` names.
    private mutating func skipValue(depth: Int) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw expected(.loadJSONValue, at: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            if depth >= maxDepth { throw tooDeep(at: index) }
            let isObject = bytes[index] == UInt8(ascii: "{")
            let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == close {
                index += 1
                return
            }
            while true {
                skipWhitespace()
                if isObject {
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                        throw expected(.loadJSONKeyQuote, at: index)
                    }
                    _ = try parseString()
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                        throw expected(.loadJSONColon, at: index)
                    }
                    index += 1
                    skipWhitespace()
                }
                try skipValue(depth: depth + 1)
                if try closes(close, after: isObject ? .loadJSONAfterMember : .loadJSONAfterElement) { return }
            }
        case UInt8(ascii: "\""):
            _ = try parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try parseNumber()
        default:
            _ = try parseLiteral()
        }
    }

    /// A scalar read by the positioned parser, as an answer value.
    private static func answerValue(_ value: JSONNode.Value) -> AnswerValue {
        switch value {
        case .null: .null
        case .bool(let b): .bool(b)
        case .integer(let i): .integer(i)
        case .number(let d): .number(d)
        case .string(let s): .string(s)
        case .array, .object: .null
        }
    }
}

extension JSONSyntaxError {
    /// The error of a document holding more than `limit` values.
    static func tooManyValues(_ limit: Int, line: Int, column: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: "JSON holds more than the limit of \(limit) values", line: line, column: column)
    }

    /// Whether this is the error of a document holding more values than a reader's
    /// `maxValues`, rather than a syntax error.
    package func isTooManyValues(limit: Int) -> Bool {
        self == .tooManyValues(limit, line: line, column: column)
    }
}
