/// Writes a parsed expression back as source text that parses to the same expression.
package enum ExpressionPrinter {
    /// The expression as source text (`engine != "sqlite" && len(team) > 0`).
    ///
    /// - Parameter expression: the parsed expression.
    /// - Returns: text that parses back to `expression`; not escaped for the terminal.
    /// - Complexity: O(size of the expression).
    package static func text(of expression: Expression) -> String {
        switch expression {
        case .literal(.string(let text)):
            return quotedLiteral(text)
        case .literal(let value):
            return value.jsonText
        case .path(let reference):
            return text(of: reference)
        case .not(let operand):
            return "!" + operandText(operand, minimum: unaryPrecedence)
        case .binary(let op, let lhs, let rhs):
            let level = precedence(op)
            return operandText(lhs, minimum: level) + " " + op.rawValue + " " + operandText(rhs, minimum: level + 1)
        case .call(let name, let arguments, _):
            return name + "(" + arguments.map { text(of: $0) }.joined(separator: ", ") + ")"
        case .conditional(let condition, let then, let otherwise):
            return operandText(condition, minimum: 1) + " ? " + operandText(then, minimum: 1) + " : " + text(of: otherwise)
        case .fallback(let value, let fallback):
            return operandText(value, minimum: 1) + " ?? " + operandText(fallback, minimum: 2)
        case .index(let base, let index, _):
            return operandText(base, minimum: postfixPrecedence) + "[" + text(of: index) + "]"
        case .slice(let base, let from, let to, _):
            let lower = from.map { text(of: $0) } ?? ""
            let upper = to.map { text(of: $0) } ?? ""
            return operandText(base, minimum: postfixPrecedence) + "[" + lower + ":" + upper + "]"
        }
    }

    /// A string literal in the expression language's syntax (JSON's `\r` or `\u0004` would not parse).
    package static func quotedLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A path as written: `db.port`, `parent.x`, `root.x`, `env.HOME`, `value`.
    static func text(of reference: PathReference) -> String {
        let base: [String]
        switch reference.base {
        case .local: base = []
        case .parent(let levels): base = Array(repeating: "parent", count: levels)
        case .root: base = ["root"]
        case .environment: base = ["env"]
        case .value: base = ["value"]
        }
        return (base + reference.components).joined(separator: ".")
    }

    /// The precedence of `!`, and of `x[i]` and `x[a:b]`.
    static let unaryPrecedence = 7
    static let postfixPrecedence = 8

    /// `operand` as text, in parentheses when it binds less tightly than `minimum`.
    static func operandText(_ operand: Expression, minimum: Int) -> String {
        let inner = text(of: operand)
        return precedence(of: operand) < minimum ? "(" + inner + ")" : inner
    }

    /// Binding strength of an expression's outermost node, lowest first: conditional,
    /// `??`, then the binary operators, `!`, postfix, and literals, paths and calls.
    static func precedence(of expression: Expression) -> Int {
        switch expression {
        case .conditional: 0
        case .fallback: 1
        case .binary(let op, _, _): precedence(op)
        case .not: unaryPrecedence
        case .index, .slice: postfixPrecedence
        case .literal, .path, .call: 9
        }
    }

    /// Binding strength of a binary operator: `||`, `&&`, `== !=`, `< <= > >= in`.
    static func precedence(_ op: BinaryOperator) -> Int {
        switch op {
        case .or: 2
        case .and: 3
        case .equal, .notEqual: 4
        case .less, .lessOrEqual, .greater, .greaterOrEqual, .in: 5
        }
    }
}
