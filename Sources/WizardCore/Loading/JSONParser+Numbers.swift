extension JSONParser {
    /// Reads a number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    ///
    /// Without fraction or exponent it is an `.integer` when it fits in `Int`, else a
    /// `.number`; a number beyond `Double`'s range is an error.
    mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode.Value {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else {
            throw expected(.loadJSONDigitAfterMinus, at: index)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) {
                throw error(.loadJSONLeadingZeros, at: start)
            }
        } else {
            skipDigits()
        }
        var isFractional = false
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isFractional = true
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw expected(.loadJSONDigitAfterPoint, at: index)
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isFractional = true
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw expected(.loadJSONDigitInExponent, at: index)
            }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if !isFractional, let integer = Int(text) { return .integer(integer) }
        guard let value = Double(text), value.isFinite else {
            throw error(.loadJSONOutOfRange, ["number": text], at: start)
        }
        if keepsNumbersExact { try checkExact(text, value: value, isFractional: isFractional, at: start) }
        return .number(value)
    }

    /// Refuses a number that would be printed other than as written (`keepsNumbersExact`).
    private func checkExact(_ text: String, value: Double, isFractional: Bool, at start: Int) throws(JSONSyntaxError) {
        if !isFractional {
            throw error(.loadJSONNotExactInteger, ["number": text], at: start)
        }
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        if value == 0, mantissa.contains(where: { ("1"..."9").contains($0) }) {
            throw error(.loadJSONTooSmall, ["number": text], at: start)
        }
    }

    private mutating func skipDigits() {
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    }

    static func isDigit(_ b: UInt8) -> Bool {
        b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }
}
