extension JSONParser {
    /// Reads a string starting at the opening quote into `entry` (see `TapeEntry.payload`
    /// and `aux`): its bytes in the input, or its decoded text in `strings` when it has an
    /// escape, with the scalar offset of the first one.
    ///
    /// Inlined at its two calls: a string of printable ASCII (most of any flow file) is
    /// read here, anything else (UTF-8, escapes, errors) by `parseStringRest`.
    @inline(__always)
    mutating func parseString(into entry: inout TapeEntry) throws(JSONSyntaxError) {
        let contentStart = index + 1
        let end = Self.plainASCIIEnd(bytes, from: contentStart)
        if end < bytes.count, bytes[end] == UInt8(ascii: "\""), contentStart <= 0xFFFF_FFFF,
            end - contentStart <= Int(Int32.max)
        {
            index = end + 1
            entry.aux = -1
            entry.payload = Int64(contentStart) | Int64(end - contentStart) << 32
            return
        }
        try parseStringRest(into: &entry, plainTo: end)
    }

    /// `parseString` past its fast path, for the string whose opening quote is at `index`
    /// and whose content is printable ASCII with no quote or backslash up to `plainTo`.
    private mutating func parseStringRest(into entry: inout TapeEntry, plainTo: Int) throws(JSONSyntaxError) {
        let open = index
        let contentStart = index + 1
        index = plainTo
        // No escape yet: skip printable ASCII a word at a time, validate UTF-8 and stop at
        // the closing quote or the first backslash.
        while true {
            index = Self.plainASCIIEnd(bytes, from: index)
            guard index < bytes.count else { break }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let count = index - contentStart
                index += 1
                entry.aux = -1
                if contentStart <= 0xFFFF_FFFF, count <= Int(Int32.max) {
                    entry.payload = Int64(contentStart) | Int64(count) << 32
                } else {
                    // Beyond what an entry can point at: kept as text.
                    let text = String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<(index - 1)]), as: UTF8.self)
                    entry.payload = ~Int64(strings.count)
                    strings.append(text)
                }
                return
            }
            if b == UInt8(ascii: "\\") { break }
            try advanceOverContentByte(b)
        }
        guard index < bytes.count else {
            throw error("unterminated string (missing closing '\"')", at: open)
        }
        // Slow path: copy what was read, then decode escapes.
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        var escapeOffset = 0
        for b in buffer where b & 0xC0 != 0x80 { escapeOffset += 1 }
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                entry.aux = Int32(clamping: escapeOffset)
                entry.payload = ~Int64(strings.count)
                strings.append(String(decoding: buffer, as: UTF8.self))
                return
            }
            if b == UInt8(ascii: "\\") {
                try parseEscape(into: &buffer)
            } else {
                let start = index
                try advanceOverContentByte(b)
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
        }
        throw error("unterminated string (missing closing '\"')", at: open)
    }

    /// The index of the first byte from `i` on that is not printable ASCII other than `"`
    /// and `\\` (a quote, a backslash, a control byte or a byte ≥ 0x80), or `bytes.count`.
    ///
    /// Reads 8 bytes at a time while 8 remain, then byte by byte: never past the end.
    @inline(__always)
    static func plainASCIIEnd(_ bytes: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        var i = i
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i &+ 8 <= bytes.count {
                let special = specialBytes(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian)
                if special != 0 { return i &+ special.trailingZeroBitCount &>> 3 }
                i &+= 8
            }
        }
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x20 || b >= 0x80 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { break }
            i += 1
        }
        return i
    }

    /// A word whose byte `k` has its top bit set if byte `k` of `word` (little-endian) is a
    /// quote, a backslash, below 0x20 or at least 0x80, and possibly set for bytes above
    /// such a byte; the lowest set bit always marks the first such byte.
    ///
    /// A subtraction borrows out of a byte only where that byte is below the byte
    /// subtracted from it, and a borrow moves upwards only: so a byte below any flagged
    /// byte is flagged exactly, and bytes ≥ 0x80 are flagged by their own top bit.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let flagged = (quotes &- ones) | (backslashes &- ones) | (word &- ones &* 0x20) | word
        return flagged & (ones &* 0x80)
    }

    /// Moves past one unescaped character of a string, checking it is allowed and valid UTF-8.
    private mutating func advanceOverContentByte(_ b: UInt8) throws(JSONSyntaxError) {
        if b < 0x20 {
            throw error("control character \(Self.scalarName(UInt32(b))) must be escaped in a string", at: index)
        }
        if b < 0x80 {
            index += 1
            return
        }
        guard let length = Self.validUTF8Length(bytes, at: index) else {
            throw error("invalid UTF-8 byte \(Self.hex(b)) in string", at: index)
        }
        index += length
        lineContinuationBytes += length - 1
    }

    /// Decodes one escape sequence starting at the backslash and appends its UTF-8.
    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let backslash = index
        index += 1
        guard index < bytes.count else {
            throw error("unterminated string (missing closing '\"')", at: backslash)
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
            let unit = try parseHex4(escapeStart: backslash)
            var scalarValue = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw error("unpaired high surrogate \\u\(Self.hex4(unit)) in string", at: backslash)
                }
                let lowStart = index
                index += 2
                let low = try parseHex4(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("unpaired high surrogate \\u\(Self.hex4(unit)) in string", at: backslash)
                }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw error("unpaired low surrogate \\u\(Self.hex4(unit)) in string", at: backslash)
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw error("invalid \\u escape in string", at: backslash)
            }
            buffer.append(contentsOf: String(scalar).utf8)
        default:
            index -= 1
            throw error(
                "invalid escape '\\\(Self.describeEscapeByte(c, parser: self))' in string (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                at: backslash)
        }
    }

    /// Reads the 4 hex digits after `\u` (index is just past the `u`).
    private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw error("expected 4 hex digits after '\\u' but found \(found(at: index))", at: index)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private static func describeEscapeByte(_ c: UInt8, parser: JSONParser) -> String {
        if c >= 0x20 && c < 0x7F { return String(Unicode.Scalar(c)) }
        return escapeForTerminal(String(decoding: [c], as: UTF8.self))
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
    static func validUTF8Length(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
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
        var j = i + 2
        while j < i + length {
            guard bytes[j] & 0xC0 == 0x80 else { return nil }
            j += 1
        }
        return length
    }
}
