/// Evaluates expressions and renders templates against values supplied by a `PathResolver`.
/// Every failure is an `EvaluationError`, comparing a string with a number included;
/// parsed trees are at most 64 levels deep, which bounds the recursion.
package struct Evaluator: Sendable {
    /// The functions calls are resolved against.
    package var functions: ExpressionFunctions

    /// Creates an evaluator.
    ///
    /// - Parameter functions: the function registry (normally `PluginRegistry.functions`).
    package init(functions: ExpressionFunctions = .builtIn) {
        self.functions = functions
    }

    /// Evaluates an expression (semantics in docs/expressions.md): `&&` and `||`
    /// short-circuit, `<` and friends compare numbers numerically and strings by Unicode
    /// scalars, and a string compared with a number is an error.
    ///
    /// - Parameters:
    ///   - expression: a parsed expression (`Expression.parse(_:)`).
    ///   - resolver: supplies the values of paths; a missing path reads as `null`.
    /// - Returns: the expression's value.
    /// - Throws: `.incomparable`, `.notIndexable`, `.invalidIndex`, or from a call
    ///   `.unknownFunction`, `.wrongArgumentCount`, `.functionFailed` or `.invalidRegex`.
    /// - Complexity: O(size of the expression) plus the cost of the functions called.
    package func evaluate(_ expression: Expression, resolver: some PathResolver) throws(EvaluationError) -> AnswerValue {
        switch expression {
        case .literal(let value):
            return value
        case .path(let reference):
            return resolver.resolve(reference)
        case .not(let operand):
            return .bool(!(try evaluate(operand, resolver: resolver).isTruthy))
        case .binary(.and, let left, let right):
            guard try evaluate(left, resolver: resolver).isTruthy else { return .bool(false) }
            return .bool(try evaluate(right, resolver: resolver).isTruthy)
        case .binary(.or, let left, let right):
            if try evaluate(left, resolver: resolver).isTruthy { return .bool(true) }
            return .bool(try evaluate(right, resolver: resolver).isTruthy)
        case .binary(let op, let left, let right):
            let l = try evaluate(left, resolver: resolver)
            let r = try evaluate(right, resolver: resolver)
            return .bool(try Self.apply(op, l, r))
        case .call(let name, let arguments, _):
            var values: [AnswerValue] = []
            for argument in arguments { values.append(try evaluate(argument, resolver: resolver)) }
            return try functions.call(name, with: values)
        case .conditional(let condition, let then, let otherwise):
            let chosen = try evaluate(condition, resolver: resolver).isTruthy ? then : otherwise
            return try evaluate(chosen, resolver: resolver)
        case .fallback(let value, let fallback):
            let first = try evaluate(value, resolver: resolver)
            if first == .null || first == .string("") { return try evaluate(fallback, resolver: resolver) }
            return first
        case .index(let base, let index, _):
            let container = try evaluate(base, resolver: resolver)
            return try Self.element(of: container, at: try evaluate(index, resolver: resolver))
        case .slice(let base, let from, let to, _):
            let container = try evaluate(base, resolver: resolver)
            let lower = try from.map { (e) throws(EvaluationError) in try evaluate(e, resolver: resolver) }
            let upper = try to.map { (e) throws(EvaluationError) in try evaluate(e, resolver: resolver) }
            return try Self.slice(container, from: lower ?? .null, to: upper ?? .null)
        }
    }

    /// Whether the expression's value is truthy (as `when` needs).
    ///
    /// - Parameters:
    ///   - expression: a parsed expression (`Expression.parse(_:)`).
    ///   - resolver: supplies the values of paths.
    /// - Returns: `AnswerValue.isTruthy` of the value.
    /// - Throws: the `EvaluationError` of `evaluate(_:resolver:)`.
    package func isTrue(_ expression: Expression, resolver: some PathResolver) throws(EvaluationError) -> Bool {
        try evaluate(expression, resolver: resolver).isTruthy
    }

    /// Renders a template, each hole replaced by its value's text (`write(_:to:)`).
    ///
    /// - Parameters:
    ///   - template: a parsed template (`Template.parse(_:)`).
    ///   - resolver: supplies the values of paths.
    /// - Returns: the rendered text, not escaped for the terminal.
    /// - Throws: the `EvaluationError` of the first hole that fails.
    package func render(_ template: Template, resolver: some PathResolver) throws(EvaluationError) -> String {
        var out = ""
        for part in template.parts {
            switch part {
            case .text(let text): out += text
            case .expression(let expression): Self.write(try evaluate(expression, resolver: resolver), to: &out)
            }
        }
        return out
    }

    /// Appends the text of `value` as a template hole shows it: a string as is, `null` as
    /// nothing, an array's elements joined by `", "`, an object as compact JSON.
    static func write(_ value: AnswerValue, to out: inout String) {
        switch value {
        case .null: break
        case .bool(let b): out += b ? "true" : "false"
        case .integer(let i): out += String(i)
        case .number(let d): out += AnswerValue.formatNumber(d)
        case .string(let s): out += s
        case .array(let items):
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                write(item, to: &out)
            }
        case .object: out += value.jsonText
        }
    }

    /// The text of `value` as a template hole shows it.
    static func text(of value: AnswerValue) -> String {
        var out = ""
        write(value, to: &out)
        return out
    }
}
