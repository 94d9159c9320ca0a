import WizardCore

/// Parses tokens into a `JinjaExpression` (Jinja's precedence: conditional, `or`, `and`,
/// `not`, comparisons, `~`, `+`/`-`, `*`/`/`, unary minus, filters, postfix).
struct JinjaExpressionParser {
    var tokens: [JinjaToken]
    var index = 0

    var atEnd: Bool { index >= tokens.count }
    var current: JinjaToken? { index < tokens.count ? tokens[index] : nil }

    func describeCurrent() -> String {
        switch current {
        case .name(let n): n
        case .string(let s): "'\(s)'"
        case .integer(let i): String(i)
        case .number(let d): String(d)
        case .symbol(let s): s
        case nil: "end"
        }
    }

    mutating func accept(_ symbol: String) -> Bool {
        if current == .symbol(symbol) {
            index += 1
            return true
        }
        return false
    }

    mutating func acceptName(_ word: String) -> Bool {
        if current == .name(word) {
            index += 1
            return true
        }
        return false
    }

    mutating func expect(_ symbol: String) throws(JinjaUntranslatable) {
        guard accept(symbol) else {
            let found = current == nil ? MessageText(.importJinjaEnd) : .verbatim("'\(describeCurrent())'")
            throw JinjaUntranslatable(.importJinjaExpected, ["expected": symbol], parts: ["found": found])
        }
    }

    mutating func conditional() throws(JinjaUntranslatable) -> JinjaExpression {
        let value = try or()
        guard acceptName("if") else { return value }
        let condition = try or()
        var otherwise: JinjaExpression?
        if acceptName("else") { otherwise = try conditional() }
        return .conditional(condition, then: value, else: otherwise)
    }

    mutating func or() throws(JinjaUntranslatable) -> JinjaExpression {
        try leftAssociative([.name("or")]) { (parser) throws(JinjaUntranslatable) in try parser.and() }
    }

    mutating func and() throws(JinjaUntranslatable) -> JinjaExpression {
        try leftAssociative([.name("and")]) { (parser) throws(JinjaUntranslatable) in try parser.not() }
    }

    mutating func not() throws(JinjaUntranslatable) -> JinjaExpression {
        if acceptName("not") { return .not(try not()) }
        return try comparison()
    }

    /// Comparisons; a chain `a < b <= c` is `a < b and b <= c`, as in Python.
    mutating func comparison() throws(JinjaUntranslatable) -> JinjaExpression {
        var left = try concatenation()
        // The chain so far, and its last operand (the next link's left side).
        var chain: JinjaExpression?
        func link(_ comparison: JinjaExpression) {
            chain = chain.map { .binary("and", $0, comparison) } ?? comparison
        }
        while true {
            if case .symbol(let s) = current, ["==", "!=", "<", "<=", ">", ">="].contains(s) {
                index += 1
                let right = try concatenation()
                link(.binary(s, left, right))
                left = right
            } else if acceptName("in") {
                let right = try concatenation()
                link(.binary("in", left, right))
                left = right
            } else if current == .name("not"), index + 1 < tokens.count, tokens[index + 1] == .name("in") {
                index += 2
                let right = try concatenation()
                link(.not(.binary("in", left, right)))
                left = right
            } else if let whole = chain {
                // A test after a chain applies to its last operand only: not read.
                if current == .name("is") { throw JinjaUntranslatable(.importJinjaTestAfterComparison) }
                return whole
            } else if acceptName("is") {
                let negated = acceptName("not")
                guard case .name(let test) = current else { throw JinjaUntranslatable(.importJinjaTestName) }
                index += 1
                left = .test(left, test, negated: negated)
            } else {
                return left
            }
        }
    }

    mutating func concatenation() throws(JinjaUntranslatable) -> JinjaExpression {
        try leftAssociative([.symbol("~")]) { (parser) throws(JinjaUntranslatable) in try parser.additive() }
    }

    mutating func additive() throws(JinjaUntranslatable) -> JinjaExpression {
        try leftAssociative([.symbol("+"), .symbol("-")]) { (parser) throws(JinjaUntranslatable) in try parser.multiplicative() }
    }

    mutating func multiplicative() throws(JinjaUntranslatable) -> JinjaExpression {
        try leftAssociative(["*", "/", "//", "%", "**"].map(JinjaToken.symbol)) { (parser) throws(JinjaUntranslatable) in
            try parser.unary()
        }
    }

    /// `operand (operator operand)*` for the `operators` of one precedence, grouped from the left.
    mutating func leftAssociative(
        _ operators: [JinjaToken], operand: (inout Self) throws(JinjaUntranslatable) -> JinjaExpression
    ) throws(JinjaUntranslatable) -> JinjaExpression {
        var left = try operand(&self)
        while let token = current, operators.contains(token) {
            let spelling = describeCurrent()
            index += 1
            left = .binary(spelling, left, try operand(&self))
        }
        return left
    }

    mutating func unary() throws(JinjaUntranslatable) -> JinjaExpression {
        if accept("-") { return .negate(try unary()) }
        if accept("+") { return try unary() }
        return try filtered(try postfix(try primary()))
    }

    mutating func filtered(_ base: JinjaExpression) throws(JinjaUntranslatable) -> JinjaExpression {
        var value = base
        while accept("|") {
            guard case .name(let name) = current else { throw JinjaUntranslatable(.importJinjaFilterName) }
            index += 1
            var arguments: [JinjaExpression] = []
            var keywords: [String: JinjaExpression] = [:]
            if accept("(") { (arguments, keywords) = try argumentList() }
            value = try postfix(.filter(value, name, arguments, keywords: keywords))
        }
        return value
    }

    mutating func argumentList() throws(JinjaUntranslatable) -> ([JinjaExpression], [String: JinjaExpression]) {
        var arguments: [JinjaExpression] = []
        var keywords: [String: JinjaExpression] = [:]
        while !accept(")") {
            if case .name(let n) = current, index + 1 < tokens.count, tokens[index + 1] == .symbol("=") {
                index += 2
                keywords[n] = try conditional()
            } else {
                arguments.append(try conditional())
            }
            if !accept(",") {
                try expect(")")
                break
            }
        }
        return (arguments, keywords)
    }

    mutating func postfix(_ base: JinjaExpression) throws(JinjaUntranslatable) -> JinjaExpression {
        var value = base
        while true {
            if accept(".") {
                guard case .name(let name) = current else { throw JinjaUntranslatable(.importJinjaAttributeName) }
                index += 1
                value = .attribute(value, name)
            } else if accept("(") {
                let (arguments, keywords) = try argumentList()
                value = .call(value, arguments, keywords: keywords)
            } else if accept("[") {
                var lower: JinjaExpression?
                if current != .symbol(":") { lower = try conditional() }
                if accept(":") {
                    var upper: JinjaExpression?
                    if current != .symbol("]") { upper = try conditional() }
                    try expect("]")
                    value = .slice(value, lower, upper)
                } else {
                    try expect("]")
                    guard let lower else { throw JinjaUntranslatable(.importJinjaEmptySubscript) }
                    value = .index(value, lower)
                }
            } else {
                return value
            }
        }
    }

    mutating func primary() throws(JinjaUntranslatable) -> JinjaExpression {
        guard let token = current else { throw JinjaUntranslatable(.importJinjaEndsEarly) }
        index += 1
        switch token {
        case .string(var s):
            while case .string(let more) = current {
                s += more
                index += 1
            }
            return .string(s)
        case .integer(let i): return .integer(i)
        case .number(let d): return .number(d)
        case .name(let n):
            switch n {
            case "true", "True": return .bool(true)
            case "false", "False": return .bool(false)
            case "none", "None": return .none
            default: return .name(n)
            }
        case .symbol("("):
            // `()` and `(a, b)` are tuples, read as lists; `(a)` groups.
            if accept(")") { return .list([]) }
            let inner = try conditional()
            guard accept(",") else {
                try expect(")")
                return inner
            }
            var items = [inner]
            while !accept(")") {
                items.append(try conditional())
                if !accept(",") {
                    try expect(")")
                    break
                }
            }
            return .list(items)
        case .symbol("["):
            var items: [JinjaExpression] = []
            while !accept("]") {
                items.append(try conditional())
                if !accept(",") {
                    try expect("]")
                    break
                }
            }
            return .list(items)
        case .symbol(let s):
            throw JinjaUntranslatable(.importJinjaUnexpected, ["token": s])
        }
    }
}
