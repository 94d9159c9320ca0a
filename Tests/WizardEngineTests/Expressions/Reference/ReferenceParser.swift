// The expression lexer, tokens and parser as they were before the allocation-light
// rewrite, kept verbatim (types renamed) as an oracle for `ExpressionDifferentialTests`.
// Do not optimise this file: its value is that it is the old, obviously-checked code.

@testable import WizardCore
@testable import WizardEngine

/// One token of the expression language.
struct ReferenceToken {
    enum Kind: Equatable {
        case end
        case leftParen, rightParen, comma
        case not
        case binary(BinaryOperator)
        /// `}}`, only inside a template hole.
        case closeHole
        case literal(AnswerValue)
        /// A dotted name: `db.port`, `servers.1.host`, `len`, `true`, `in`.
        case name([String])
    }

    var kind: Kind
    /// The column (from 1, in Unicode scalars) where the token starts.
    var column: Int
    /// The token's UTF-8 byte range in the source.
    var start: Int
    var end: Int
}

extension ReferenceToken {
    /// How the token is named in messages: `'&&'`, `"abc"`, `end of expression`.
    func description(in bytes: [UInt8]) -> String {
        if kind == .end { return "end of expression" }
        var text = String(decoding: bytes[start..<end], as: UTF8.self)
        if text.unicodeScalars.count > 40 {
            text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…"
        }
        if case .literal(.string) = kind { return ReferenceToken.escaped(text) }
        return "'\(ReferenceToken.escaped(text))'"
    }

    /// `text` as it is: messages keep the source's text raw, and whatever prints them
    /// escapes it.
    static func escaped(_ text: String) -> String {
        text
    }
}

/// Splits expression source into tokens, one at a time, working on UTF-8 bytes.
///
/// Columns count Unicode scalars: every byte that is not a UTF-8 continuation byte starts
/// a new column.
struct ReferenceLexer {
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
    ///
    /// - Throws: a syntax error for an unexpected character, a malformed number, an
    ///   unterminated string or an over-long identifier.
    mutating func next() throws(ExpressionSyntaxError) -> ReferenceToken {
        skipWhitespace()
        let start = index
        let column = self.column
        func token(_ kind: ReferenceToken.Kind) -> ReferenceToken {
            ReferenceToken(kind: kind, column: column, start: start, end: index)
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
        return ExpressionSyntaxError(
            message: "unexpected character '\(ReferenceToken.escaped(text))'", column: column)
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
                    throw ExpressionSyntaxError(
                        message: "unterminated string", column: openingColumn)
                default:
                    var end = index + 1
                    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                    let found = ReferenceToken.escaped(
                        String(decoding: bytes[index..<end], as: UTF8.self))
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
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let value = Int(text) { return .integer(value) }
        if !isInteger, let value = Double(text), value.isFinite { return .number(value) }
        throw ExpressionSyntaxError(
            message: "number '\(text)' is out of range", column: startColumn)
    }

    private func expectedDigit(after what: String) -> ExpressionSyntaxError {
        let found = peek.map { _ in "'\(describeScalar(at: index))'" } ?? "end of expression"
        return ExpressionSyntaxError(
            message: "expected a digit after \(what) in number but found \(found)", column: column)
    }

    private func describeScalar(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return ReferenceToken.escaped(String(decoding: bytes[offset..<end], as: UTF8.self))
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
            let found = peek.map { _ in "'\(describeScalar(at: index))'" } ?? "end of expression"
            throw ExpressionSyntaxError(
                message: "expected a name or an index after '.' but found \(found)", column: column)
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
                message: "identifier longer than 256 characters", column: startColumn)
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
            throw ExpressionSyntaxError(
                message: "expected a name or an index after '.' but found '\(found)'",
                column: startColumn)
        }
        guard text == "0" || bytes[start] != UInt8(ascii: "0") else {
            throw ExpressionSyntaxError(
                message: "index '\(text)' has a leading zero", column: startColumn)
        }
        guard Int(text) != nil else {
            throw ExpressionSyntaxError(
                message: "index '\(text)' is out of range", column: startColumn)
        }
        return text
    }
}

/// A recursive-descent parser for the expression language (docs/writing-flows.md)
///
/// Grammar, lowest precedence first (binary operators associate to the left):
///
///     or         := and ("||" and)*
///     and        := equality ("&&" equality)*
///     equality   := comparison (("==" | "!=") comparison)*
///     comparison := unary (("<" | "<=" | ">" | ">=" | "in") unary)*
///     unary      := "!" unary | primary
///     primary    := literal | path | name "(" [or ("," or)*] ")" | "(" or ")"
///
/// Depth is bounded: every `(`, `!`, call and operator node is one level, and a level
/// beyond 64 is a syntax error, so neither parsing nor evaluation can exhaust the stack.
struct ReferenceParser {
    private var lexer: ReferenceLexer
    private var token: ReferenceToken
    /// The column of the `{{` when parsing a template hole.
    private let holeColumn: Int?

    /// Starts parsing at `index` in `bytes`, whose column there is `column`.
    init(bytes: [UInt8], index: Int, column: Int, holeColumn: Int?) throws(ExpressionSyntaxError) {
        lexer = ReferenceLexer(
            bytes: bytes, index: index, column: column, isInHole: holeColumn != nil)
        self.holeColumn = holeColumn
        token = ReferenceToken(kind: .end, column: column, start: index, end: index)
        token = try lexer.next()
    }

    /// The lexer's position after the last token read (after `}}` for a hole).
    var endIndex: Int { lexer.index }
    /// The column at `endIndex`.
    var endColumn: Int { lexer.column }

    /// Parses one whole expression: up to the end of the source, or up to and including
    /// the `}}` that closes a template hole.
    mutating func parseWhole() throws(ExpressionSyntaxError) -> Expression {
        let (expression, _) = try parseBinary(level: 0, depth: 0)
        let closing: ReferenceToken.Kind = holeColumn == nil ? .end : .closeHole
        guard token.kind == closing else {
            throw unexpected(
                expected: holeColumn == nil
                    ? "an operator or end of expression" : "an operator or '}}'")
        }
        return expression
    }

    // MARK: - Errors

    /// The error for the current token when `expected` was wanted.
    ///
    /// Inside a template hole, running out of source means the `{{` was never closed, and
    /// the error points at the `{{`.
    private func unexpected(expected: String) -> ExpressionSyntaxError {
        if token.kind == .end, let holeColumn {
            return ExpressionSyntaxError(
                message: "expected '}}' to close '{{' but found end of template", column: holeColumn
            )
        }
        return ExpressionSyntaxError(
            message: "expected \(expected) but found \(token.description(in: lexer.bytes))",
            column: token.column)
    }

    private mutating func advance() throws(ExpressionSyntaxError) {
        token = try lexer.next()
    }

    /// Checks that one more level at `depth` stays within the limit.
    private func checkDepth(_ depth: Int, column: Int) throws(ExpressionSyntaxError) {
        guard depth <= ExpressionSyntaxError.maximumDepth else {
            throw ExpressionSyntaxError(
                message: "expression nested too deeply (limit 64)", column: column)
        }
    }

    // MARK: - Operators

    /// The number of precedence levels.
    private static let levelCount = 4

    /// The precedence level of `op`, lowest first: `||`, `&&`, equality, comparison and `in`.
    /// A switch, not a table: this runs for every operand of every expression.
    private static func level(of op: BinaryOperator) -> Int {
        switch op {
        case .or: 0
        case .and: 1
        case .equal, .notEqual: 2
        case .less, .lessOrEqual, .greater, .greaterOrEqual, .in: 3
        }
    }

    /// The operator the current token spells, if any (`in` is a name token).
    private var currentOperator: BinaryOperator? {
        switch token.kind {
        case .binary(let op): op
        case .name(let segments) where segments.count == 1 && segments[0] == "in": .in
        default: nil
        }
    }

    /// Parses a left-associative chain of the operators of `level` and above.
    ///
    /// - Returns: the expression and its height in levels (0 for a literal or path).
    private mutating func parseBinary(level: Int, depth: Int) throws(ExpressionSyntaxError) -> (
        Expression, Int
    ) {
        guard level < Self.levelCount else { return try parseUnary(depth: depth) }
        var (left, leftHeight) = try parseBinary(level: level + 1, depth: depth)
        while let op = currentOperator, Self.level(of: op) == level {
            let column = token.column
            try advance()
            let (right, rightHeight) = try parseBinary(level: level + 1, depth: depth + 1)
            let height = 1 + max(leftHeight, rightHeight)
            try checkDepth(depth + height, column: column)
            left = .binary(op, left, right)
            leftHeight = height
        }
        return (left, leftHeight)
    }

    private mutating func parseUnary(depth: Int) throws(ExpressionSyntaxError) -> (Expression, Int) {
        guard token.kind == .not else { return try parsePrimary(depth: depth) }
        try checkDepth(depth + 1, column: token.column)
        try advance()
        let (operand, height) = try parseUnary(depth: depth + 1)
        return (.not(operand), height + 1)
    }

    // MARK: - Primaries

    private mutating func parsePrimary(depth: Int) throws(ExpressionSyntaxError) -> (
        Expression, Int
    ) {
        switch token.kind {
        case .literal(let value):
            try advance()
            return (.literal(value), 0)
        case .leftParen:
            try checkDepth(depth + 1, column: token.column)
            try advance()
            let (inner, height) = try parseBinary(level: 0, depth: depth + 1)
            guard token.kind == .rightParen else { throw unexpected(expected: "')'") }
            try advance()
            return (inner, height + 1)
        case .name(let segments):
            return try parseName(segments, depth: depth)
        default:
            throw unexpected(expected: "an expression")
        }
    }

    /// Parses what starts with a name: a keyword literal, a call or a path.
    private mutating func parseName(_ segments: [String], depth: Int) throws(ExpressionSyntaxError)
        -> (Expression, Int)
    {
        let nameToken = token
        let first = segments[0]
        let keyword: AnswerValue? =
            switch first {
            case "true": .bool(true)
            case "false": .bool(false)
            case "null": .null
            default: nil
            }
        if keyword != nil || first == "in" {
            guard segments.count == 1, let keyword else {
                // `true.x`: the dot right after the keyword is what cannot follow.
                throw ExpressionSyntaxError(
                    message: first == "in"
                        ? "expected an expression but found 'in'"
                        : "unexpected '.' after '\(first)'",
                    column: nameToken.column + (first == "in" ? 0 : first.utf8.count))
            }
            try advance()
            return (.literal(keyword), 0)
        }
        try advance()
        if segments.count == 1, token.kind == .leftParen {
            return try parseCall(name: first, column: nameToken.column, depth: depth)
        }
        return (.path(try pathReference(segments, column: nameToken.column)), 0)
    }

    /// Interprets a dotted name as a path: its first segment decides the base.
    private func pathReference(_ segments: [String], column: Int) throws(ExpressionSyntaxError)
        -> PathReference
    {
        var rest = segments[...]
        let base: PathReference.Base
        switch segments[0] {
        case "root":
            base = .root
            rest = rest.dropFirst()
        case "parent":
            var levels = 0
            while rest.first == "parent" {
                levels += 1
                rest = rest.dropFirst()
            }
            base = .parent(levels: levels)
        case "env":
            base = .environment
            rest = rest.dropFirst()
            if rest.count > 1 {
                let dotColumn = column + segments[0].utf8.count + 1 + segments[1].utf8.count
                throw ExpressionSyntaxError(
                    message: "expected end of environment variable name but found '.'",
                    column: dotColumn)
            }
        case "value":
            return PathReference(
                base: .value, components: Array(segments.dropFirst()), column: column)
        default:
            return PathReference(base: .local, components: segments, column: column)
        }
        guard !rest.isEmpty else {
            let written = segments.joined(separator: ".")
            let what = base == .environment ? "a variable name" : "a name"
            throw unexpectedAfterPath(written, expected: "'.' and \(what)")
        }
        return PathReference(base: base, components: Array(rest), column: column)
    }

    /// The error for a scope name (`root`, `parent`, `env`) with nothing after it.
    private func unexpectedAfterPath(_ written: String, expected: String) -> ExpressionSyntaxError {
        ExpressionSyntaxError(
            message:
                "expected \(expected) after '\(written)' but found \(token.description(in: lexer.bytes))",
            column: token.column)
    }

    /// Parses the arguments of a call; the current token is its `(`.
    private mutating func parseCall(name: String, column: Int, depth: Int)
        throws(ExpressionSyntaxError) -> (Expression, Int)
    {
        try checkDepth(depth + 1, column: token.column)
        try advance()
        var arguments: [Expression] = []
        var argumentColumns: [Int] = []
        var height = 0
        if token.kind != .rightParen {
            while true {
                argumentColumns.append(token.column)
                let (argument, argumentHeight) = try parseBinary(level: 0, depth: depth + 1)
                arguments.append(argument)
                height = max(height, argumentHeight)
                if token.kind == .comma {
                    try advance()
                    continue
                }
                guard token.kind == .rightParen else { throw unexpected(expected: "',' or ')'") }
                break
            }
        }
        try advance()
        if name == "matches", arguments.count == 2,
            case .literal(.string(let pattern)) = arguments[1]
        {
            do {
                _ = try RegexPattern(pattern)
            } catch {
                throw ExpressionSyntaxError(
                    message:
                        "invalid regular expression: \(ReferenceToken.escaped(String(describing: error)))",
                    column: argumentColumns[1])
            }
        }
        return (.call(name: name, arguments: arguments, column: column), height + 1)
    }
}

/// The old `Expression.parse`.
func referenceParseExpression(_ source: String) throws(ExpressionSyntaxError) -> Expression {
    guard source.utf8.count <= ExpressionSyntaxError.maximumSourceLength else {
        throw ExpressionSyntaxError(message: "expression longer than 64 KiB", column: 1)
    }
    var parser = try ReferenceParser(
        bytes: Array(source.utf8), index: 0, column: 1, holeColumn: nil)
    return try parser.parseWhole()
}

/// The old `Template.parse`.
func referenceParseTemplate(_ source: String) throws(ExpressionSyntaxError) -> Template {
    guard source.utf8.count <= ExpressionSyntaxError.maximumSourceLength else {
        throw ExpressionSyntaxError(message: "template longer than 64 KiB", column: 1)
    }
    let utf8 = Array(source.utf8)
    let hasOpening = utf8.indices.dropLast().contains { utf8[$0] == 0x7B && utf8[$0 + 1] == 0x7B }
    guard hasOpening else {
        return Template(parts: source.isEmpty ? [] : [.text(source)], source: source)
    }
    let bytes = Array(source.utf8)
    var parts: [Template.Part] = []
    var index = 0
    var column = 1
    var textStart = 0
    let brace = UInt8(ascii: "{")
    while index < bytes.count {
        guard bytes[index] == brace, index + 1 < bytes.count, bytes[index + 1] == brace else {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
            continue
        }
        if textStart < index {
            parts.append(.text(String(decoding: bytes[textStart..<index], as: UTF8.self)))
        }
        var parser = try ReferenceParser(
            bytes: bytes, index: index + 2, column: column + 2, holeColumn: column)
        parts.append(.expression(try parser.parseWhole()))
        index = parser.endIndex
        column = parser.endColumn
        textStart = index
    }
    if textStart < bytes.count {
        parts.append(.text(String(decoding: bytes[textStart..<bytes.count], as: UTF8.self)))
    }
    return Template(parts: parts, source: source)
}
