extension JSONParser {
    /// Reads a string from its opening quote: its decoded text, and the offset (in Unicode
    /// scalars of the text) of its first escape, nil when it has none.
    mutating func parseString() throws(JSONSyntaxError) -> (text: String, firstEscapeOffset: Int?) {
        let open = index
        index += 1
        let contentStart = index
        // Up to the first escape, the text is the bytes themselves.
        while index < bytes.count {
            let b = bytes[index]
            // Plain printable ASCII, most of a flow file's text, needs no check.
            if b >= 0x20, b < 0x80, b != UInt8(ascii: "\""), b != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            if b == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[contentStart..<index], as: UTF8.self)
                index += 1
                return (text, nil)
            }
            if b == UInt8(ascii: "\\") { break }
            try advanceOverContentByte(b)
        }
        guard index < bytes.count else {
            throw error(.loadJSONUnterminated, at: open)
        }
        var buffer = Array(bytes[contentStart..<index])
        let escapeOffset = buffer.reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return (String(decoding: buffer, as: UTF8.self), escapeOffset)
            }
            if b == UInt8(ascii: "\\") {
                try parseEscape(into: &buffer)
            } else {
                let start = index
                try advanceOverContentByte(b)
                buffer.append(contentsOf: bytes[start..<index])
            }
        }
        throw error(.loadJSONUnterminated, at: open)
    }

    /// Moves past one unescaped character of a string, checking it is allowed and valid UTF-8.
    private mutating func advanceOverContentByte(_ b: UInt8) throws(JSONSyntaxError) {
        if b < 0x20 {
            throw error(.loadJSONControlCharacter, ["character": Self.scalarName(UInt32(b))], at: index)
        }
        if b < 0x80 {
            index += 1
            return
        }
        guard let length = Self.validUTF8Length(bytes, at: index) else {
            throw error(.loadJSONInvalidByteInString, ["byte": Self.hex(b)], at: index)
        }
        index += length
        lineContinuationBytes += length - 1
    }

    /// Decodes one escape sequence starting at the backslash and appends its UTF-8.
    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let backslash = index
        index += 1
        guard index < bytes.count else {
            throw error(.loadJSONUnterminated, at: backslash)
        }
        let c = bytes[index]
        index += 1
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(c)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try parseHex4()
            var scalarValue = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw error(.loadJSONHighSurrogate, ["hex": Self.hex4(unit)], at: backslash)
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error(.loadJSONHighSurrogate, ["hex": Self.hex4(unit)], at: backslash)
                }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw error(.loadJSONLowSurrogate, ["hex": Self.hex4(unit)], at: backslash)
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw error(.loadJSONInvalidUnicodeEscape, at: backslash)
            }
            buffer.append(contentsOf: String(scalar).utf8)
        default:
            index -= 1
            throw error(.loadJSONInvalidEscape, ["escape": Self.describeEscapeByte(c)], at: backslash)
        }
    }

    /// Reads the 4 hex digits after `\u` (index is just past the `u`).
    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw expected(.loadJSONHexDigits, at: index)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private static func describeEscapeByte(_ c: UInt8) -> String {
        String(decoding: [c], as: UTF8.self)
    }

    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    static func hex4(_ v: UInt16) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([12, 8, 4, 0].map { digits[Int((v >> UInt16($0)) & 0xF)] })
    }

    /// `U+000A`.
    static func scalarName(_ v: UInt32) -> String {
        "U+" + hex4(UInt16(truncatingIfNeeded: v))
    }

    /// The length of the valid UTF-8 sequence starting at `i` (a byte ≥ 0x80), or nil when
    /// the bytes there are not valid UTF-8 (overlong forms, surrogates and values beyond
    /// U+10FFFF are invalid).
    static func validUTF8Length(_ bytes: [UInt8], at i: Int) -> Int? {
        let lead = bytes[i]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard i + length <= bytes.count, secondRange.contains(bytes[i + 1]) else { return nil }
        for j in (i + 2)..<(i + length) where bytes[j] & 0xC0 != 0x80 { return nil }
        return length
    }
}
