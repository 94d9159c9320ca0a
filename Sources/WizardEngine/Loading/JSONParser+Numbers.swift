extension JSONParser {
    /// Reads a number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    ///
    /// Without fraction or exponent it is an `.integer` when it fits in `Int`, else a
    /// `.number`; a number beyond `Double`'s range is an error. Sets `entry`'s kind and value.
    mutating func parseNumber(into entry: inout TapeEntry) throws(JSONSyntaxError) {
        let start = index
        var isNegative = false
        if bytes[index] == UInt8(ascii: "-") {
            isNegative = true
            index += 1
        }
        guard index < bytes.count, Self.isDigit(bytes[index]) else {
            throw error("expected a digit after '-' but found \(found(at: index))", at: index)
        }
        var integer = 0
        var overflowed = false
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) {
                throw error("leading zeros are not allowed in numbers", at: start)
            }
        } else {
            // Up to 18 digits cannot overflow: no check per digit; a longer run is read
            // again with checks.
            let digitsStart = index
            var magnitude = 0
            while index < bytes.count, Self.isDigit(bytes[index]) {
                magnitude = magnitude &* 10 &+ Int(bytes[index] &- UInt8(ascii: "0"))
                index += 1
            }
            if index - digitsStart <= 18 {
                integer = isNegative ? -magnitude : magnitude
            } else {
                (integer, overflowed) = Self.checkedInteger(bytes[digitsStart..<index], isNegative: isNegative)
            }
        }
        var isFractional = false
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isFractional = true
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw error("expected a digit after '.' but found \(found(at: index))", at: index)
            }
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isFractional = true
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw error("expected a digit in the exponent but found \(found(at: index))", at: index)
            }
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        if !isFractional && !overflowed {
            entry.kind = .integer
            entry.payload = Int64(integer)
            return
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text) is out of range", at: start)
        }
        entry.kind = .number
        entry.payload = Int64(bitPattern: value.bitPattern)
    }

    /// The value of the decimal `digits`, negated when `isNegative`, and whether it
    /// overflowed `Int` (the value is then meaningless).
    private static func checkedInteger(_ digits: Slice<UnsafeBufferPointer<UInt8>>, isNegative: Bool) -> (Int, Bool) {
        var integer = 0
        var overflowed = false
        for b in digits {
            let digit = Int(b - UInt8(ascii: "0"))
            let (times10, o1) = integer.multipliedReportingOverflow(by: 10)
            let (sum, o2) = isNegative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
            overflowed = overflowed || o1 || o2
            integer = sum
        }
        return (integer, overflowed)
    }

    static func isDigit(_ b: UInt8) -> Bool {
        b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }
}
