/// Splits expression source into tokens, one at a time, working on UTF-8 bytes.
///
/// The lexer reads the source's own UTF-8 storage (see `String.withExpressionBytes`) and
/// builds no strings for names: a name token is a validated byte range, and the parser
/// makes strings only for what the syntax tree keeps.
///
/// Columns count Unicode scalars: every byte that is not a UTF-8 continuation byte starts
/// a new column.
struct ExpressionLexer {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    private(set) var index: Int
    /// The column of `bytes[index]`.
    private(set) var column: Int
    /// Whether `}}` closes a template hole (otherwise `}` is an unexpected character).
    let isInHole: Bool
    /// The value of the last `.literal` token `next()` returned.
    private(set) var literal: AnswerValue = .null
    /// Where the first segment of the last `.name` token `next()` returned ends: at its
    /// first `.`, or at its end (an identifier holds no `.`).
    private(set) var firstSegmentEnd = 0

    init(bytes: UnsafeBufferPointer<UInt8>, index: Int, column: Int, isInHole: Bool) {
        self.bytes = bytes
        self.index = index
        self.column = column
        self.isInHole = isInHole
    }

    /// Reads the next token, skipping whitespace.
    ///
    /// - Throws: a syntax error for an unexpected character, a malformed number, an
    ///   unterminated string or an over-long identifier.
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
                throw ExpressionSyntaxError(message: "expected '==' but found '='", column: column)
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
                throw ExpressionSyntaxError(
                    message: "expected '\(single)\(single)' but found '\(single)'", column: column)
            }
            advanceASCII()
            return token(.binary(byte == UInt8(ascii: "&") ? .and : .or))
        case UInt8(ascii: "}") where isInHole && byteAt(index + 1) == UInt8(ascii: "}"):
            advanceASCII()
            advanceASCII()
            return token(.closeHole)
        case UInt8(ascii: "\""):
            literal = .string(try readString())
            return token(.literal)
        case UInt8(ascii: "-") where isDigit(byteAt(index + 1)),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            literal = try readNumber()
            return token(.literal)
        default:
            guard isIdentifierStart(byte) else { throw unexpectedCharacter() }
            try readName()
            // `in` alone is the operator; `in.x` stays a name (and is an error later).
            if index - start == 2, byte == UInt8(ascii: "i"), bytes[start + 1] == UInt8(ascii: "n") {
                return token(.binary(.in))
            }
            return token(.name)
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
        var end = index
        while end < bytes.count {
            let byte = bytes[end]
            guard
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                    || byte == UInt8(ascii: "\r")
            else { break }
            end += 1
        }
        column += end - index
        index = end
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
        return Self.isIdentifierContinuation(byte)
    }

    /// Whether `byte` can continue an identifier: `[A-Za-z0-9_-]`.
    private static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "A") < 26
            || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    /// The error for the scalar at `index`, which no token starts with.
    private func unexpectedCharacter() -> ExpressionSyntaxError {
        ExpressionSyntaxError(
            message: "unexpected character '\(describeScalar(at: index))'", column: column)
    }

    // MARK: - Literals

    /// The text of `bytes[range]`.
    func text(_ range: Range<Int>) -> String {
        String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// Reads a string literal starting at its opening quote.
    ///
    /// A literal without escapes becomes a string straight from the source bytes; one
    /// with escapes is assembled in a byte buffer.
    private mutating func readString() throws(ExpressionSyntaxError) -> String {
        let openingColumn = column
        advanceASCII()
        var value: [UInt8] = []
        var hasEscapes = false
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if !hasEscapes {
                    let string = text(runStart..<index)
                    advanceASCII()
                    return string
                }
                value.append(contentsOf: bytes[runStart..<index])
                advanceASCII()
                return String(decoding: value, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                value.append(contentsOf: bytes[runStart..<index])
                let escapeColumn = column
                advanceASCII()
                switch peek {
                case UInt8(ascii: "\""): value.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): value.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                case nil:
                    throw ExpressionSyntaxError(
                        message: "unterminated string", column: openingColumn)
                default:
                    let found = describeScalar(at: index)
                    throw ExpressionSyntaxError(
                        message:
                            "unknown escape '\\\(found)' in string (expected \\\", \\\\, \\n or \\t)",
                        column: escapeColumn)
                }
                advanceByte()
                runStart = index
                continue
            }
            advanceByte()
        }
        throw ExpressionSyntaxError(message: "unterminated string", column: openingColumn)
    }

    /// Reads a number: `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    ///
    /// An integer is converted from the digits directly; a fraction or exponent goes
    /// through `Double(_:)`.
    private mutating func readNumber() throws(ExpressionSyntaxError) -> AnswerValue {
        let start = index
        let startColumn = column
        if peek == UInt8(ascii: "-") { advanceASCII() }
        while isDigit(peek) { advanceASCII() }
        var isInteger = true
        if peek == UInt8(ascii: ".") {
            isInteger = false
            advanceASCII()
            guard isDigit(peek) else { throw expectedDigit(after: "'.'") }
            while isDigit(peek) { advanceASCII() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            isInteger = false
            advanceASCII()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advanceASCII() }
            guard isDigit(peek) else { throw expectedDigit(after: "the exponent sign") }
            while isDigit(peek) { advanceASCII() }
        }
        if isInteger {
            let isNegative = bytes[start] == UInt8(ascii: "-")
            if let value = integer(isNegative ? start + 1 : start, negative: isNegative) {
                return .integer(value)
            }
        } else if let value = Double(text(start..<index)), value.isFinite {
            return .number(value)
        }
        throw ExpressionSyntaxError(
            message: "number '\(text(start..<index))' is out of range", column: startColumn)
    }

    /// The value of the decimal digits from `start` up to `index`, negated when
    /// `negative`, or nil when it does not fit in `Int` (what `Int(_:)` of the text gives).
    private func integer(_ start: Int, negative: Bool) -> Int? {
        var value = 0
        for offset in start..<index {
            let digit = Int(bytes[offset] &- UInt8(ascii: "0"))
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, carry) =
                negative
                ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            value = next
        }
        return value
    }

    private func expectedDigit(after what: String) -> ExpressionSyntaxError {
        let found = peek.map { _ in "'\(describeScalar(at: index))'" } ?? "end of expression"
        return ExpressionSyntaxError(
            message: "expected a digit after \(what) in number but found \(found)", column: column)
    }

    private func describeScalar(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return ExpressionToken.escaped(text(offset..<end))
    }

    // MARK: - Names

    /// Reads a dotted name: an identifier, then `.identifier` or `.index` segments.
    ///
    /// Only checks it: the name is the token's byte range.
    private mutating func readName() throws(ExpressionSyntaxError) {
        try readIdentifier()
        firstSegmentEnd = index
        while peek == UInt8(ascii: "."), index + 1 < bytes.count {
            let next = bytes[index + 1]
            guard isIdentifierStart(next) || isDigit(next) else { break }
            advanceASCII()
            if isDigit(next) { try readIndex() } else { try readIdentifier() }
        }
        if peek == UInt8(ascii: ".") {
            advanceASCII()
            let found = peek.map { _ in "'\(describeScalar(at: index))'" } ?? "end of expression"
            throw ExpressionSyntaxError(
                message: "expected a name or an index after '.' but found \(found)", column: column)
        }
    }

    private mutating func readIdentifier() throws(ExpressionSyntaxError) {
        let start = index
        let startColumn = column
        // A tight loop on a local index: this runs for every name of every expression.
        var end = index + 1
        while end < bytes.count, Self.isIdentifierContinuation(bytes[end]) { end += 1 }
        index = end
        column += end - start
        guard end - start <= ExpressionSyntaxError.maximumIdentifierLength else {
            throw ExpressionSyntaxError(
                message: "identifier longer than 256 characters", column: startColumn)
        }
    }

    /// Reads an array index segment: `0` or digits without a leading zero.
    private mutating func readIndex() throws(ExpressionSyntaxError) {
        let start = index
        let startColumn = column
        while isDigit(peek) { advanceASCII() }
        let digitsEnd = index
        if isIdentifierContinuation(peek) {
            while isIdentifierContinuation(peek) { advanceASCII() }
            throw ExpressionSyntaxError(
                message:
                    "expected a name or an index after '.' but found '\(text(start..<index))'",
                column: startColumn)
        }
        guard digitsEnd - start == 1 || bytes[start] != UInt8(ascii: "0") else {
            throw ExpressionSyntaxError(
                message: "index '\(text(start..<digitsEnd))' has a leading zero",
                column: startColumn)
        }
        guard integer(start, negative: false) != nil else {
            throw ExpressionSyntaxError(
                message: "index '\(text(start..<digitsEnd))' is out of range", column: startColumn)
        }
    }
}

extension String {
    /// The text of `bytes`, invalid UTF-8 repaired as `String(decoding:as: UTF8.self)` does
    /// (the same string).
    ///
    /// Names, paths and short texts of expressions and templates are ASCII and at most 15
    /// bytes: written in place as a small string, such text is checked by one test of its
    /// bits, where `String(decoding:as:)` validates it byte by byte (about twice as long).
    @inline(__always)
    init(utf8Bytes bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unsafeUninitializedCapacity: bytes.count) { buffer in
            // `buffer` has room for `bytes.count` bytes (its capacity was asked for).
            guard let target = buffer.baseAddress, let source = bytes.baseAddress else { return 0 }
            target.initialize(from: source, count: bytes.count)
            return bytes.count
        }
    }
}
