/// A recursive-descent parser for the expression language (see docs/expressions.md).
///
/// Grammar, lowest precedence first (binary operators associate to the left):
///
///     conditional := fallback ("?" conditional ":" conditional)?
///     fallback    := or ("??" or)*
///     or          := and ("||" and)*
///     and         := equality ("&&" equality)*
///     equality    := comparison (("==" | "!=") comparison)*
///     comparison  := unary (("<" | "<=" | ">" | ">=" | "in") unary)*
///     unary       := "!" unary | postfix
///     postfix     := primary ("[" (conditional | [conditional] ":" [conditional]) "]")*
///     primary     := literal | path | name "(" [conditional ("," conditional)*] ")"
///                  | "(" conditional ")"
///
/// Every `(`, `!`, call, operator, conditional, index and slice node is one level, and a
/// level beyond 64 is a syntax error, so neither parsing nor evaluation exhausts the stack.
struct ExpressionParser {
    private var lexer: ExpressionLexer
    private var token: ExpressionToken
    /// The column of the `{{` when parsing a template hole.
    private let holeColumn: Int?

    /// Starts parsing at `index` in `bytes`, whose column there is `column`.
    init(bytes: [UInt8], index: Int, column: Int, holeColumn: Int?) throws(ExpressionSyntaxError) {
        lexer = ExpressionLexer(bytes: bytes, index: index, column: column, isInHole: holeColumn != nil)
        self.holeColumn = holeColumn
        token = ExpressionToken(kind: .end, column: column, start: index, end: index)
        token = try lexer.next()
    }

    /// The lexer's position after the last token read (after `}}` for a hole).
    var endIndex: Int { lexer.index }
    var endColumn: Int { lexer.column }

    /// Parses one whole expression: up to the end of the source, or up to and including
    /// the `}}` that closes a template hole.
    mutating func parseWhole() throws(ExpressionSyntaxError) -> Expression {
        let (expression, _) = try parseConditional(depth: 0)
        let closing: ExpressionToken.Kind = holeColumn == nil ? .end : .closeHole
        guard token.kind == closing else {
            throw unexpected(expected: holeColumn == nil ? .exprSyntaxExpectedOperatorOrEnd : .exprSyntaxExpectedOperatorOrClose)
        }
        return expression
    }

    // MARK: - Errors

    /// The error for the current token when the phrase `expected` was wanted.
    private func unexpected(expected: MessageKey) -> ExpressionSyntaxError {
        unexpected(expected: MessageText(expected))
    }

    /// The error for the current token when `expected` was wanted; inside a template hole,
    /// running out of source points at the unclosed `{{`.
    private func unexpected(expected: MessageText) -> ExpressionSyntaxError {
        if token.kind == .end, let holeColumn { return ExpressionSyntaxError(.exprSyntaxUnclosedHole, column: holeColumn) }
        return ExpressionSyntaxError(expected: expected, found: token.found(in: lexer.bytes), column: token.column)
    }

    /// The error for the current token when the punctuation `expected` (`')'`) was wanted.
    private func unexpected(punctuation expected: String) -> ExpressionSyntaxError {
        unexpected(expected: .verbatim(expected))
    }

    private mutating func advance() throws(ExpressionSyntaxError) {
        token = try lexer.next()
    }

    /// Checks that one more level at `depth` stays within the limit.
    private func checkDepth(_ depth: Int, column: Int) throws(ExpressionSyntaxError) {
        guard depth <= ExpressionSyntaxError.maximumDepth else {
            throw ExpressionSyntaxError(.exprSyntaxNestedTooDeeply, ["limit": String(ExpressionSyntaxError.maximumDepth)], column: column)
        }
    }

    // MARK: - Conditional and operators

    /// Parses `condition ? then : otherwise` (right-associative), or a lone fallback chain.
    private mutating func parseConditional(depth: Int) throws(ExpressionSyntaxError) -> (Expression, Int) {
        let (condition, conditionHeight) = try parseBinary(level: 0, depth: depth)
        guard token.kind == .question else { return (condition, conditionHeight) }
        try checkDepth(depth + 1, column: token.column)
        try advance()
        let (then, thenHeight) = try parseConditional(depth: depth + 1)
        guard token.kind == .colon else { throw unexpected(expected: .exprSyntaxExpectedConditionalColon) }
        try advance()
        let (otherwise, otherwiseHeight) = try parseConditional(depth: depth + 1)
        let height = 1 + max(conditionHeight, thenHeight, otherwiseHeight)
        return (.conditional(condition, then: then, otherwise: otherwise), height)
    }

    /// An operator of the binary chains: `??` or a `BinaryOperator`.
    private enum ChainOperator: Equatable {
        case fallback
        case binary(BinaryOperator)
    }

    /// The precedence level of `op`, lowest first: `??`, `||`, `&&`, equality, then
    /// comparison and `in`.
    private static func level(of op: ChainOperator) -> Int {
        switch op {
        case .fallback: 0
        case .binary(.or): 1
        case .binary(.and): 2
        case .binary(.equal), .binary(.notEqual): 3
        case .binary: 4
        }
    }

    /// The operator the current token spells, if any (`in` is a name token).
    private var currentOperator: ChainOperator? {
        switch token.kind {
        case .fallback: .fallback
        case .binary(let op): .binary(op)
        case .name(let segments) where segments.count == 1 && segments[0] == "in": .binary(.in)
        default: nil
        }
    }

    /// Parses a left-associative chain of the operators of `level` and above, by
    /// precedence climbing; also returns its height in levels (0 for a literal or path).
    private mutating func parseBinary(level: Int, depth: Int) throws(ExpressionSyntaxError) -> (Expression, Int) {
        var (left, leftHeight) = try parseUnary(depth: depth)
        while let op = currentOperator, Self.level(of: op) >= level {
            let column = token.column
            try advance()
            let (right, rightHeight) = try parseBinary(level: Self.level(of: op) + 1, depth: depth + 1)
            let height = 1 + max(leftHeight, rightHeight)
            try checkDepth(depth + height, column: column)
            switch op {
            case .fallback: left = .fallback(left, right)
            case .binary(let op): left = .binary(op, left, right)
            }
            leftHeight = height
        }
        return (left, leftHeight)
    }

    private mutating func parseUnary(depth: Int) throws(ExpressionSyntaxError) -> (Expression, Int) {
        guard token.kind == .not else { return try parsePostfix(depth: depth) }
        try checkDepth(depth + 1, column: token.column)
        try advance()
        let (operand, height) = try parseUnary(depth: depth + 1)
        return (.not(operand), height + 1)
    }

    /// Parses a primary followed by any number of `[index]` or `[from:to]`.
    private mutating func parsePostfix(depth: Int) throws(ExpressionSyntaxError) -> (Expression, Int) {
        var (base, height) = try parsePrimary(depth: depth)
        while token.kind == .leftBracket {
            let column = token.column
            try checkDepth(depth + height + 1, column: column)
            try advance()
            var from: Expression?
            var innerHeight = 0
            if token.kind != .colon {
                let (inner, h) = try parseConditional(depth: depth + 1)
                from = inner
                innerHeight = h
                if token.kind == .rightBracket, let from {
                    try advance()
                    height = 1 + max(height, innerHeight)
                    base = .index(base, from, column: column)
                    continue
                }
            }
            guard token.kind == .colon else { throw unexpected(expected: .exprSyntaxExpectedBracketOrColon) }
            try advance()
            var to: Expression?
            if token.kind != .rightBracket {
                let (inner, h) = try parseConditional(depth: depth + 1)
                to = inner
                innerHeight = max(innerHeight, h)
            }
            guard token.kind == .rightBracket else { throw unexpected(punctuation: "']'") }
            try advance()
            height = 1 + max(height, innerHeight)
            base = .slice(base, from: from, to: to, column: column)
        }
        return (base, height)
    }

    // MARK: - Primaries

    private mutating func parsePrimary(depth: Int) throws(ExpressionSyntaxError) -> (Expression, Int) {
        switch token.kind {
        case .literal(let value):
            try advance()
            return (.literal(value), 0)
        case .leftParen:
            try checkDepth(depth + 1, column: token.column)
            try advance()
            let (inner, height) = try parseConditional(depth: depth + 1)
            guard token.kind == .rightParen else { throw unexpected(punctuation: "')'") }
            try advance()
            return (inner, height + 1)
        case .name(let segments):
            return try parseName(segments, depth: depth)
        default:
            throw unexpected(expected: .exprSyntaxExpectedExpression)
        }
    }

    /// Parses what starts with a name: a keyword literal, a call or a path.
    private mutating func parseName(_ segments: [String], depth: Int) throws(ExpressionSyntaxError) -> (Expression, Int) {
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
                // `in.x` is refused as `in`; `true.x`: the dot right after the keyword is what cannot follow.
                guard first != "in" else {
                    throw ExpressionSyntaxError(
                        expected: MessageText(.exprSyntaxExpectedExpression), found: "'in'", column: nameToken.column)
                }
                throw ExpressionSyntaxError(.exprSyntaxDotAfterKeyword, ["keyword": first], column: nameToken.column + first.utf8.count)
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
    private func pathReference(_ segments: [String], column: Int) throws(ExpressionSyntaxError) -> PathReference {
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
                throw ExpressionSyntaxError(.exprSyntaxDotAfterVariable, column: dotColumn)
            }
        case "value":
            return PathReference(base: .value, components: Array(segments.dropFirst()), column: column)
        default:
            return PathReference(base: .local, components: segments, column: column)
        }
        guard !rest.isEmpty else {
            let key: MessageKey = base == .environment ? .exprSyntaxVariableAfterScope : .exprSyntaxNameAfterScope
            throw ExpressionSyntaxError(
                MessageText(key, ["scope": segments.joined(separator: ".")]), found: token.found(in: lexer.bytes), column: token.column)
        }
        return PathReference(base: base, components: Array(rest), column: column)
    }

    /// Parses the arguments of a call; the current token is its `(`.
    private mutating func parseCall(name: String, column: Int, depth: Int) throws(ExpressionSyntaxError) -> (Expression, Int) {
        try checkDepth(depth + 1, column: token.column)
        try advance()
        var arguments: [Expression] = []
        var argumentColumns: [Int] = []
        var height = 0
        if token.kind != .rightParen {
            while true {
                argumentColumns.append(token.column)
                let (argument, argumentHeight) = try parseConditional(depth: depth + 1)
                arguments.append(argument)
                height = max(height, argumentHeight)
                if token.kind == .comma {
                    try advance()
                    continue
                }
                guard token.kind == .rightParen else { throw unexpected(expected: .exprSyntaxExpectedCommaOrParen) }
                break
            }
        }
        try advance()
        // A literal pattern is checked now, so a bad one is a load error.
        if ["matches", "regex_search", "regex_replace"].contains(name), arguments.count >= 2,
            case .literal(.string(let pattern)) = arguments[1]
        {
            do {
                if name == "matches" { _ = try RegexPattern(pattern) } else { _ = try SearchPattern(pattern) }
            } catch {
                throw ExpressionSyntaxError(
                    MessageText(.exprSyntaxInvalidPattern, parts: ["reason": error.locatedText]), column: argumentColumns[1])
            }
        }
        return (.call(name: name, arguments: arguments, column: column), height + 1)
    }
}

extension Expression {
    /// Parses an expression (see docs/expressions.md), checking its limits and the pattern
    /// of `matches(x, "literal")` so that every such problem is a load error.
    ///
    /// - Parameter source: the expression text.
    /// - Returns: the expression's syntax tree.
    /// - Throws: `ExpressionSyntaxError` with the 1-based column of the offending token.
    /// - Complexity: O(n) in the length of `source`.
    public static func parse(_ source: String) throws(ExpressionSyntaxError) -> Expression {
        guard source.utf8.count <= ExpressionSyntaxError.maximumSourceLength else {
            throw ExpressionSyntaxError(.exprSyntaxExpressionTooLong, column: 1)
        }
        var parser = try ExpressionParser(bytes: Array(source.utf8), index: 0, column: 1, holeColumn: nil)
        return try parser.parseWhole()
    }
}
