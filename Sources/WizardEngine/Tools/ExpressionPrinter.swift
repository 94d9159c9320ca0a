/// Writes a parsed expression back as source text, for `wizard graph` labels.
///
/// The text parses to the same expression: string literals are quoted as the lexer reads them and a
/// sub-expression is parenthesized only where precedence requires it.
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
            if case .binary = operand { return "!(" + text(of: operand) + ")" }
            return "!" + text(of: operand)
        case .binary(let op, let lhs, let rhs):
            let left = operandText(lhs, parent: op, isRight: false)
            let right = operandText(rhs, parent: op, isRight: true)
            return left + " " + op.rawValue + " " + right
        case .call(let name, let arguments, _):
            return name + "(" + arguments.map { text(of: $0) }.joined(separator: ", ") + ")"
        }
    }

    /// A string literal in the expression language's own syntax (escapes `\"`, `\\`, `\n`,
    /// `\t`; everything else as is): JSON's `\r` or `\u0004` would not parse back. Callers
    /// that print the text escape it for the terminal.
    static func quotedLiteral(_ text: String) -> String {
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

    /// An operand of `parent`, in parentheses when it binds less tightly (or equally, on
    /// the right, since the operators associate to the left).
    static func operandText(_ operand: Expression, parent: BinaryOperator, isRight: Bool) -> String {
        let inner = text(of: operand)
        guard case .binary(let op, _, _) = operand else { return inner }
        let needsParentheses =
            precedence(op) < precedence(parent) || (isRight && precedence(op) == precedence(parent))
        return needsParentheses ? "(" + inner + ")" : inner
    }

    /// Binding strength, lowest first: `||`, `&&`, `== !=`, `< <= > >= in`.
    static func precedence(_ op: BinaryOperator) -> Int {
        switch op {
        case .or: 1
        case .and: 2
        case .equal, .notEqual: 3
        case .less, .lessOrEqual, .greater, .greaterOrEqual, .in: 4
        }
    }
}
