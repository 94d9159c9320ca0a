/// A recursive-descent parser for the expression language of SPEC §3.5.
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
/// The binary levels are parsed by precedence climbing (one loop, a recursion per right
/// operand), which builds the same trees as one rule per level with less work per operand.
///
/// Depth is bounded: every `(`, `!`, call and operator node is one level, and a level
/// beyond 64 is a syntax error, so neither parsing nor evaluation can exhaust the stack.
///
/// The parser reads the source's bytes in place: it must not outlive the buffer it was
/// given (see `String.withExpressionBytes`). It appends the nodes to `builder` in
/// pre-order as it reads them (see `ExpressionBuilder`), so no tree is built.
struct ExpressionParser {
    /// The nodes and tables read so far (emptied first).
    ///
    /// A plain pointer (see `ExpressionBuilder.Scratch`): the parser lives only inside the
    /// call that was given the builder, whose reference keeps the scratch alive.
    private let builder: UnsafeMutablePointer<ExpressionBuilder.Scratch>
    private var lexer: ExpressionLexer
    private var token: ExpressionToken
    /// The column of the `{{` when parsing a template hole.
    private let holeColumn: Int?

    /// Starts parsing at `index` in `bytes`, whose column there is `column`.
    init(
        bytes: UnsafeBufferPointer<UInt8>, index: Int, column: Int, holeColumn: Int?, builder: ExpressionBuilder
    ) throws(ExpressionSyntaxError) {
        builder.reset()
        self.builder = builder.scratch
        lexer = ExpressionLexer(
            bytes: bytes, index: index, column: column, isInHole: holeColumn != nil)
        self.holeColumn = holeColumn
        token = ExpressionToken(kind: .end, column: column, start: index, end: index)
        token = try lexer.next()
    }

    /// The lexer's position after the last token read (after `}}` for a hole).
    var endIndex: Int { lexer.index }
    /// The column at `endIndex`.
    var endColumn: Int { lexer.column }

    /// Parses one whole expression: up to the end of the source, or up to and including
    /// the `}}` that closes a template hole.
    mutating func parseWhole() throws(ExpressionSyntaxError) -> CompactExpression {
        _ = try parseBinary(minimumLevel: 0, depth: 0)
        let closing: ExpressionToken.Kind = holeColumn == nil ? .end : .closeHole
        guard token.kind == closing else {
            throw unexpected(
                expected: holeColumn == nil
                    ? "an operator or end of expression" : "an operator or '}}'")
        }
        return CompactExpression(form: builder.pointee.take())
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
                message: ExpressionSyntaxError.nestedTooDeeply, column: column)
        }
    }

    // MARK: - Operators

    /// The precedence level of `op`, lowest first: `||`, `&&`, equality, comparison and `in`.
    /// A switch, not a table: this runs for every operator of every expression.
    private static func level(of op: BinaryOperator) -> Int {
        switch op {
        case .or: 0
        case .and: 1
        case .equal, .notEqual: 2
        case .less, .lessOrEqual, .greater, .greaterOrEqual, .in: 3
        }
    }

    /// Parses a left-associative chain of operators of `minimumLevel` and above, by
    /// precedence climbing: each operand is parsed once, and a right operand takes the
    /// operators that bind tighter than its own.
    ///
    /// The tree, the depths and the order of the checks are those of one recursive rule per
    /// level (see the type's grammar): a right operand is one level deeper than its chain.
    ///
    /// - Returns: the expression's height in levels (0 for a literal or path).
    private mutating func parseBinary(minimumLevel: Int, depth: Int) throws(ExpressionSyntaxError) -> Int {
        let start = builder.pointee.count
        var leftHeight = try parseUnary(depth: depth)
        while case .binary(let op) = token.kind {
            let level = Self.level(of: op)
            guard level >= minimumLevel else { break }
            let column = token.column
            try advance()
            let rightHeight = try parseBinary(minimumLevel: level + 1, depth: depth + 1)
            let height = 1 + max(leftHeight, rightHeight)
            try checkDepth(depth + height, column: column)
            builder.pointee.insertBinary(op, at: start)
            leftHeight = height
        }
        return leftHeight
    }

    private mutating func parseUnary(depth: Int) throws(ExpressionSyntaxError) -> Int {
        guard token.kind == .not else { return try parsePrimary(depth: depth) }
        try checkDepth(depth + 1, column: token.column)
        try advance()
        builder.pointee.appendNot()
        return try parseUnary(depth: depth + 1) + 1
    }

    // MARK: - Primaries

    private mutating func parsePrimary(depth: Int) throws(ExpressionSyntaxError) -> Int {
        switch token.kind {
        case .literal:
            builder.pointee.appendLiteral(lexer.literal)
            try advance()
            return 0
        case .leftParen:
            try checkDepth(depth + 1, column: token.column)
            try advance()
            let height = try parseBinary(minimumLevel: 0, depth: depth + 1)
            guard token.kind == .rightParen else { throw unexpected(expected: "')'") }
            try advance()
            return height + 1
        case .name:
            return try parseName(depth: depth)
        default:
            throw unexpected(expected: "an expression")
        }
    }

    /// The words a name's first segment can be that change its meaning.
    private enum Word {
        case `true`, `false`, null, `in`, root, parent, env, value
    }

    /// The word `bytes[range]` spells, if any.
    private func word(_ range: Range<Int>) -> Word? {
        let bytes = lexer.bytes
        func spells(_ word: StaticString) -> Bool {
            guard range.count == word.utf8CodeUnitCount else { return false }
            let characters = word.utf8Start
            for offset in 0..<range.count where bytes[range.lowerBound + offset] != characters[offset] {
                return false
            }
            return true
        }
        // The length and the first byte rule out all words but one, usually all of them.
        switch (range.count, bytes[range.lowerBound]) {
        case (2, UInt8(ascii: "i")): return spells("in") ? .in : nil
        case (3, UInt8(ascii: "e")): return spells("env") ? .env : nil
        case (4, UInt8(ascii: "t")): return spells("true") ? .true : nil
        case (4, UInt8(ascii: "n")): return spells("null") ? .null : nil
        case (4, UInt8(ascii: "r")): return spells("root") ? .root : nil
        case (5, UInt8(ascii: "f")): return spells("false") ? .false : nil
        case (5, UInt8(ascii: "v")): return spells("value") ? .value : nil
        case (6, UInt8(ascii: "p")): return spells("parent") ? .parent : nil
        default: return nil
        }
    }

    /// The byte range of the segment of the current name that starts at `start`: up to
    /// the next `.` or the end of the name token.
    private func segment(from start: Int, end: Int) -> Range<Int> {
        var index = start
        while index < end, lexer.bytes[index] != UInt8(ascii: ".") { index += 1 }
        return start..<index
    }

    /// Parses what starts with a name: a keyword literal, a call or a path.
    private mutating func parseName(depth: Int) throws(ExpressionSyntaxError) -> Int {
        let nameToken = token
        // The lexer found where the first segment ends as it read the name.
        let first = nameToken.start..<lexer.firstSegmentEnd
        let isSingle = first.upperBound == nameToken.end
        let word = word(first)
        let keyword: AnswerValue? =
            switch word {
            case .true: .bool(true)
            case .false: .bool(false)
            case .null: .null
            default: nil
            }
        if keyword != nil || word == .in {
            guard isSingle, let keyword else {
                // `true.x`: the dot right after the keyword is what cannot follow. (`in`
                // alone is an operator token; `in.x` is a name.)
                let text = lexer.text(first)
                throw ExpressionSyntaxError(
                    message: word == .in
                        ? "expected an expression but found 'in'" : "unexpected '.' after '\(text)'",
                    column: nameToken.column + (word == .in ? 0 : first.count))
            }
            try advance()
            builder.pointee.appendLiteral(keyword)
            return 0
        }
        try advance()
        if isSingle, token.kind == .leftParen {
            return try parseCall(
                name: lexer.text(first), column: nameToken.column, depth: depth)
        }
        builder.pointee.appendPath(try pathReference(nameToken, first: first, word: word))
        return 0
    }

    /// Interprets a dotted name as a path: its first segment decides the base.
    ///
    /// - Parameters:
    ///   - name: the name token (already read past).
    ///   - first: the byte range of its first segment.
    ///   - word: the word the first segment spells, if any.
    private func pathReference(_ name: ExpressionToken, first: Range<Int>, word: Word?)
        throws(ExpressionSyntaxError) -> PathReference
    {
        let base: PathReference.Base
        // Where the components start (past the base's segments), or `name.end`.
        var rest: Int
        func after(_ segment: Range<Int>) -> Int {
            segment.upperBound == name.end ? name.end : segment.upperBound + 1
        }
        switch word {
        case .root:
            base = .root
            rest = after(first)
        case .parent:
            var levels = 0
            rest = name.start
            while rest < name.end {
                let next = segment(from: rest, end: name.end)
                guard self.word(next) == .parent else { break }
                levels += 1
                rest = after(next)
            }
            base = .parent(levels: levels)
        case .env:
            base = .environment
            rest = after(first)
            if rest < name.end {
                let variable = segment(from: rest, end: name.end)
                if variable.upperBound < name.end {
                    // The column of the `.` after the variable name (names are ASCII).
                    throw ExpressionSyntaxError(
                        message: "expected end of environment variable name but found '.'",
                        column: name.column + variable.upperBound - name.start)
                }
            }
        case .value:
            return reference(base: .value, from: after(first), end: name.end, column: name.column)
        default:
            return reference(base: .local, from: name.start, end: name.end, column: name.column, first: first)
        }
        guard rest < name.end else {
            let written = lexer.text(name.start..<name.end)
            let what = base == .environment ? "a variable name" : "a name"
            throw unexpectedAfterPath(written, expected: "'.' and \(what)")
        }
        return reference(base: base, from: rest, end: name.end, column: name.column)
    }

    /// A reference whose components are the segments of a name from `start` to `end`.
    ///
    /// `first` is the first segment's range when the caller knows it (it starts at `start`).
    private func reference(
        base: PathReference.Base, from start: Int, end: Int, column: Int, first known: Range<Int>? = nil
    ) -> PathReference {
        guard start < end else { return PathReference(base: base, first: nil, later: [], column: column) }
        let first = known ?? segment(from: start, end: end)
        // One segment (`name`, `env.HOME`): no array at all.
        guard first.upperBound < end else {
            return PathReference(base: base, first: lexer.text(first), later: [], column: column)
        }
        var count = 0
        for index in first.upperBound..<end where lexer.bytes[index] == UInt8(ascii: ".") { count += 1 }
        var later: [String] = []
        later.reserveCapacity(count)
        var index = first.upperBound + 1
        while true {
            let next = segment(from: index, end: end)
            later.append(lexer.text(next))
            guard next.upperBound < end else { break }
            index = next.upperBound + 1
        }
        return PathReference(base: base, first: lexer.text(first), later: later, column: column)
    }

    /// The error for a scope name (`root`, `parent`, `env`) with nothing after it.
    private func unexpectedAfterPath(_ written: String, expected: String) -> ExpressionSyntaxError {
        ExpressionSyntaxError(
            message:
                "expected \(expected) after '\(written)' but found \(token.description(in: lexer.bytes))",
            column: token.column)
    }

    /// Parses the arguments of a call; the current token is its `(`.
    private mutating func parseCall(name: String, column: Int, depth: Int) throws(ExpressionSyntaxError) -> Int {
        try checkDepth(depth + 1, column: token.column)
        try advance()
        let call = builder.pointee.appendCall(name: name, column: column)
        var argumentCount = 0
        // Where the second argument starts, for an error in a `matches` pattern: its
        // column, and its first node.
        var secondColumn = 0
        var secondStart = 0
        var height = 0
        if token.kind != .rightParen {
            while true {
                if argumentCount == 1 {
                    secondColumn = token.column
                    secondStart = builder.pointee.count
                }
                let argumentHeight = try parseBinary(minimumLevel: 0, depth: depth + 1)
                argumentCount += 1
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
        builder.pointee.setArgumentCount(argumentCount, ofCall: call)
        // The pattern is checked when it is a lone string literal: one node, the last.
        if name == "matches", argumentCount == 2, secondStart + 1 == builder.pointee.count,
            builder.pointee.node(at: secondStart).tag == .literal,
            case .string(let pattern) = builder.pointee.literal(at: builder.pointee.node(at: secondStart).index)
        {
            do {
                _ = try RegexPattern(pattern)
            } catch {
                throw ExpressionSyntaxError(
                    message:
                        "invalid regular expression: \(ExpressionToken.escaped(String(describing: error)))",
                    column: secondColumn)
            }
        }
        return height + 1
    }
}

extension Expression {
    /// Parses an expression of SPEC §3.5.
    ///
    /// Besides the grammar, the parser checks the limits (source 64 KiB, nesting 64 levels,
    /// identifiers 256 characters) and the pattern of `matches(x, "literal")`, so every
    /// such problem is found when the flow is loaded.
    ///
    /// - Parameter source: the expression text.
    /// - Returns: the expression's syntax tree.
    /// - Throws: `ExpressionSyntaxError` with the 1-based column (in Unicode scalars) of
    ///   the offending token.
    /// - Complexity: O(n) in the length of `source`.
    public static func parse(_ source: String) throws(ExpressionSyntaxError) -> Expression {
        try CompactExpression.parse(source, using: ExpressionBuilder()).tree
    }
}

extension CompactExpression {
    /// Parses an expression of SPEC §3.5 into its compact form, as `Expression.parse` does
    /// (same checks, same errors).
    ///
    /// - Parameters:
    ///   - source: the expression text.
    ///   - builder: scratch space, reused from one expression to the next (left empty).
    /// - Returns: the expression.
    /// - Throws: `ExpressionSyntaxError` with the 1-based column (in Unicode scalars) of
    ///   the offending token.
    /// - Complexity: O(n) in the length of `source`.
    static func parse(_ source: String, using builder: ExpressionBuilder) throws(ExpressionSyntaxError)
        -> CompactExpression
    {
        guard source.utf8.count <= ExpressionSyntaxError.maximumSourceLength else {
            throw ExpressionSyntaxError(message: "expression longer than 64 KiB", column: 1)
        }
        return try source.withExpressionBytes { bytes throws(ExpressionSyntaxError) in
            var parser = try ExpressionParser(bytes: bytes, index: 0, column: 1, holeColumn: nil, builder: builder)
            return try parser.parseWhole()
        }
    }

    /// Parses the expression whose source's UTF-8 is `bytes` (valid UTF-8, such as a JSON
    /// string read without escapes), as `parse(_:using:)` parses that source.
    ///
    /// - Parameters:
    ///   - bytes: the source's bytes, read only during the call.
    ///   - builder: scratch space, reused from one expression to the next (left empty).
    /// - Returns: the expression.
    /// - Throws: the `ExpressionSyntaxError` that `parse(_:using:)` throws for that source.
    /// - Complexity: O(n) in the number of bytes.
    static func parse(bytes: UnsafeBufferPointer<UInt8>, using builder: ExpressionBuilder)
        throws(ExpressionSyntaxError) -> CompactExpression
    {
        guard bytes.count <= ExpressionSyntaxError.maximumSourceLength else {
            throw ExpressionSyntaxError(message: "expression longer than 64 KiB", column: 1)
        }
        var parser = try ExpressionParser(bytes: bytes, index: 0, column: 1, holeColumn: nil, builder: builder)
        return try parser.parseWhole()
    }
}

extension String {
    /// Calls `body` with the string's UTF-8 bytes: in place when the string is stored
    /// contiguously (native and small strings are), from a copy otherwise.
    ///
    /// The buffer is valid only during `body`.
    func withExpressionBytes<R>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(ExpressionSyntaxError) -> R
    ) throws(ExpressionSyntaxError) -> R {
        let result = utf8.withContiguousStorageIfAvailable { bytes in
            Result { () throws(ExpressionSyntaxError) in try body(bytes) }
        }
        if let result { return try result.get() }
        return try Array(utf8).withUnsafeBufferPointer { bytes in
            Result { () throws(ExpressionSyntaxError) in try body(bytes) }
        }.get()
    }
}
