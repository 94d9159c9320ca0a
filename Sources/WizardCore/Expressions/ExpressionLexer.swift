/// Splits expression source into tokens, one at a time, over UTF-8 bytes; columns count
/// Unicode scalars.
struct ExpressionLexer {
    let bytes: [UInt8]
    /// The next byte to read.
    private(set) var index: Int
    /// The column of `bytes[index]`.
    private(set) var column: Int
    /// Whether `}}` closes a template hole (otherwise `}` is an unexpected character).
    let isInHole: Bool

    init(bytes: [UInt8], index: Int, column: Int, isInHole: Bool) {
        self.bytes = bytes
        self.index = index
        self.column = column
        self.isInHole = isInHole
    }

    /// Reads the next token, skipping whitespace.
    mutating func next() throws(ExpressionSyntaxError) -> ExpressionToken {
        skipWhitespace()
        let start = index
        let column = self.column
        func token(_ kind: ExpressionToken.Kind) -> ExpressionToken {
            ExpressionToken(kind: kind, column: column, start: start, end: index)
        }
        guard index < bytes.count else { return token(.end) }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "("):
            advanceASCII()
            return token(.leftParen)
        case UInt8(ascii: ")"):
            advanceASCII()
            return token(.rightParen)
        case UInt8(ascii: ","):
            advanceASCII()
            return token(.comma)
        case UInt8(ascii: "["):
            advanceASCII()
            return token(.leftBracket)
        case UInt8(ascii: "]"):
            advanceASCII()
            return token(.rightBracket)
        case UInt8(ascii: ":"):
            advanceASCII()
            return token(.colon)
        case UInt8(ascii: "?"):
            advanceASCII()
            if peek == UInt8(ascii: "?") {
                advanceASCII()
                return token(.fallback)
            }
            return token(.question)
        case UInt8(ascii: "!"):
            advanceASCII()
            if peek == UInt8(ascii: "=") {
                advanceASCII()
                return token(.binary(.notEqual))
            }
            return token(.not)
        case UInt8(ascii: "="):
            advanceASCII()
            guard peek == UInt8(ascii: "=") else {
                throw ExpressionSyntaxError(.exprSyntaxDoubledOperator, ["double": "==", "single": "="], column: column)
            }
            advanceASCII()
            return token(.binary(.equal))
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
            advanceASCII()
            let orEqual = peek == UInt8(ascii: "=")
            if orEqual { advanceASCII() }
            if byte == UInt8(ascii: "<") { return token(.binary(orEqual ? .lessOrEqual : .less)) }
            return token(.binary(orEqual ? .greaterOrEqual : .greater))
        case UInt8(ascii: "&"), UInt8(ascii: "|"):
            advanceASCII()
            guard peek == byte else {
                let single = byte == UInt8(ascii: "&") ? "&" : "|"
                throw ExpressionSyntaxError(.exprSyntaxDoubledOperator, ["double": single + single, "single": single], column: column)
            }
            advanceASCII()
            return token(.binary(byte == UInt8(ascii: "&") ? .and : .or))
        case UInt8(ascii: "}") where isInHole && byteAt(index + 1) == UInt8(ascii: "}"):
            advanceASCII()
            advanceASCII()
            return token(.closeHole)
        case UInt8(ascii: "\""):
            return token(.literal(.string(try readString())))
        case UInt8(ascii: "-") where isDigit(byteAt(index + 1)),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return token(.literal(try readNumber()))
        default:
            if isIdentifierStart(byte) { return token(.name(try readName())) }
            throw unexpectedCharacter()
        }
    }

    // MARK: - Bytes

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func byteAt(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Moves past one ASCII byte.
    private mutating func advanceASCII() {
        index += 1
        column += 1
    }

    /// Moves past one byte of any kind, counting a column only at the start of a scalar.
    private mutating func advanceByte() {
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        {
            advanceASCII()
        }
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }

    private func isIdentifierContinuation(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return isIdentifierStart(byte) || isDigit(byte) || byte == UInt8(ascii: "-")
    }

    /// The error for the scalar at `index`, which no token starts with.
    private func unexpectedCharacter() -> ExpressionSyntaxError {
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        return ExpressionSyntaxError(.exprSyntaxUnexpectedCharacter, ["character": text], column: column)
    }

    // MARK: - Literals

    /// Reads a string literal starting at its opening quote.
    private mutating func readString() throws(ExpressionSyntaxError) -> String {
        let openingColumn = column
        advanceASCII()
        var value: [UInt8] = []
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                value.append(contentsOf: bytes[runStart..<index])
                advanceASCII()
                return String(decoding: value, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                value.append(contentsOf: bytes[runStart..<index])
                let escapeColumn = column
                advanceASCII()
                switch peek {
                case UInt8(ascii: "\""): value.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): value.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                case nil:
                    throw ExpressionSyntaxError(.exprSyntaxUnterminatedString, column: openingColumn)
                default:
                    var end = index + 1
                    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                    let found = String(decoding: bytes[index..<end], as: UTF8.self)
                    throw ExpressionSyntaxError(.exprSyntaxUnknownEscape, ["escape": found], column: escapeColumn)
                }
                advanceByte()
                runStart = index
                continue
            }
            advanceByte()
        }
        throw ExpressionSyntaxError(.exprSyntaxUnterminatedString, column: openingColumn)
    }

    /// Reads a number: `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func readNumber() throws(ExpressionSyntaxError) -> AnswerValue {
        let start = index
        let startColumn = column
        if peek == UInt8(ascii: "-") { advanceASCII() }
        while isDigit(peek) { advanceASCII() }
        var isInteger = true
        if peek == UInt8(ascii: ".") {
            isInteger = false
            advanceASCII()
            guard isDigit(peek) else { throw expectedDigit(.exprSyntaxDigitAfterPoint) }
            while isDigit(peek) { advanceASCII() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            isInteger = false
            advanceASCII()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advanceASCII() }
            guard isDigit(peek) else { throw expectedDigit(.exprSyntaxDigitAfterExponent) }
            while isDigit(peek) { advanceASCII() }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let value = Int(text) { return .integer(value) }
        if !isInteger, let value = Double(text), value.isFinite { return .number(value) }
        throw ExpressionSyntaxError(.exprSyntaxNumberOutOfRange, ["number": text], column: startColumn)
    }

    /// `key`'s error (`expected a digit after '.' in number but found FOUND`) at `index`.
    private func expectedDigit(_ key: MessageKey) -> ExpressionSyntaxError {
        ExpressionSyntaxError(MessageText(key), found: scalarHere, column: column)
    }

    /// The scalar at `index`, quoted, or nil at the end of the source.
    private var scalarHere: String? { peek.map { _ in "'\(describeScalar(at: index))'" } }

    private func describeScalar(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    // MARK: - Names

    /// Reads a dotted name: an identifier, then `.identifier` or `.index` segments.
    private mutating func readName() throws(ExpressionSyntaxError) -> [String] {
        var segments = [try readIdentifier()]
        while peek == UInt8(ascii: "."), index + 1 < bytes.count {
            let next = bytes[index + 1]
            guard isIdentifierStart(next) || isDigit(next) else { break }
            advanceASCII()
            segments.append(isDigit(next) ? try readIndex() : try readIdentifier())
        }
        if peek == UInt8(ascii: ".") {
            advanceASCII()
            throw ExpressionSyntaxError(MessageText(.exprSyntaxNameAfterDot), found: scalarHere, column: column)
        }
        return segments
    }

    private mutating func readIdentifier() throws(ExpressionSyntaxError) -> String {
        let start = index
        let startColumn = column
        advanceASCII()
        while isIdentifierContinuation(peek) { advanceASCII() }
        guard index - start <= ExpressionSyntaxError.maximumIdentifierLength else {
            throw ExpressionSyntaxError(
                .exprSyntaxIdentifierTooLong, ["limit": String(ExpressionSyntaxError.maximumIdentifierLength)], column: startColumn)
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads an array index segment: `0` or digits without a leading zero.
    private mutating func readIndex() throws(ExpressionSyntaxError) -> String {
        let start = index
        let startColumn = column
        while isDigit(peek) { advanceASCII() }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isIdentifierContinuation(peek) {
            while isIdentifierContinuation(peek) { advanceASCII() }
            let found = String(decoding: bytes[start..<index], as: UTF8.self)
            throw ExpressionSyntaxError(.exprSyntaxNameAfterDot, ["found": "'\(found)'"], column: startColumn)
        }
        guard text == "0" || bytes[start] != UInt8(ascii: "0") else {
            throw ExpressionSyntaxError(.exprSyntaxIndexLeadingZero, ["index": text], column: startColumn)
        }
        guard Int(text) != nil else {
            throw ExpressionSyntaxError(.exprSyntaxIndexOutOfRange, ["index": text], column: startColumn)
        }
        return text
    }
}
