/// Evaluates expressions and renders templates against values supplied by a `PathResolver`.
/// Every failure is an `EvaluationError`, comparing a string with a number included;
/// parsed trees are at most 64 levels deep, which bounds the recursion.
package struct Evaluator: Sendable {
    /// The functions calls are resolved against.
    package var functions: ExpressionFunctions
    /// The most UTF-8 bytes of a template's text and of any value a function returns
    /// (docs/writing-flows.md): a template is cut off as it is built, so no chain of calls
    /// or holes makes a value grow past it.
    package var textLimit: Int

    /// The 64 KiB the built-in functions never build past, and the default `textLimit`.
    package static let maximumTextBytes = 64 * 1024

    /// Creates an evaluator.
    ///
    /// - Parameters:
    ///   - functions: the function registry (normally `PluginRegistry.functions`).
    ///   - textLimit: the most bytes of a template's text or a function's result.
    package init(functions: ExpressionFunctions = .builtIn, textLimit: Int = Evaluator.maximumTextBytes) {
        self.functions = functions
        self.textLimit = textLimit
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
    ///   `.unknownFunction`, `.wrongArgumentCount`, `.functionFailed` or `.invalidRegex`,
    ///   and `.failedOnSecret` in place of a call's failure on a value the resolver marks
    ///   secret (`marked(_:resolver:)`).
    /// - Complexity: O(size of the expression) plus the cost of the functions called.
    package func evaluate(_ expression: Expression, resolver: some PathResolver) throws(EvaluationError) -> AnswerValue {
        try marked(expression, resolver: resolver).value
    }

    /// Evaluates an expression as `evaluate(_:resolver:)` does, keeping the secret mark: a
    /// value computed from a value the resolver marks secret (an operand, an argument, the
    /// condition of `?:`, the first side of `??`) is marked with that secret's step. A
    /// function that fails on a marked argument fails with `.failedOnSecret`, which never
    /// quotes the value.
    ///
    /// - Parameters:
    ///   - expression: a parsed expression (`Expression.parse(_:)`).
    ///   - resolver: supplies the values of paths and says which are secret.
    /// - Returns: the value and the step of the first secret it derives from, if any.
    /// - Throws: as `evaluate(_:resolver:)`, with `.failedOnSecret` in place of a failure
    ///   on a secret value.
    /// - Complexity: O(size of the expression) plus the cost of the functions called.
    package func marked(_ expression: Expression, resolver: some PathResolver) throws(EvaluationError) -> MarkedValue {
        var work = 0
        return try marked(expression, resolver: resolver, work: &work)
    }

    /// `marked(_:resolver:)`, adding to `work` the UTF-8 bytes of every function's
    /// arguments and result: a measure of what the functions scanned and built, which a
    /// caller evaluating in a loop bounds.
    package func marked(_ expression: Expression, resolver: some PathResolver, work: inout Int) throws(EvaluationError)
        -> MarkedValue
    {
        switch expression {
        case .literal(let value):
            return MarkedValue(value)
        case .path(let reference):
            return MarkedValue(resolver.resolve(reference), secret: resolver.secretStep(reference))
        case .not(let operand):
            let inner = try marked(operand, resolver: resolver, work: &work)
            return MarkedValue(.bool(!inner.value.isTruthy), secret: inner.secret)
        case .binary(.and, let left, let right):
            let l = try marked(left, resolver: resolver, work: &work)
            guard l.value.isTruthy else { return MarkedValue(.bool(false), secret: l.secret) }
            let r = try marked(right, resolver: resolver, work: &work)
            return MarkedValue(.bool(r.value.isTruthy), secret: l.secret ?? r.secret)
        case .binary(.or, let left, let right):
            let l = try marked(left, resolver: resolver, work: &work)
            if l.value.isTruthy { return MarkedValue(.bool(true), secret: l.secret) }
            let r = try marked(right, resolver: resolver, work: &work)
            return MarkedValue(.bool(r.value.isTruthy), secret: l.secret ?? r.secret)
        case .binary(let op, let left, let right):
            let l = try marked(left, resolver: resolver, work: &work)
            let r = try marked(right, resolver: resolver, work: &work)
            return MarkedValue(.bool(try Self.apply(op, l.value, r.value)), secret: l.secret ?? r.secret)
        case .call(let name, let arguments, _):
            var values: [AnswerValue] = []
            var secret: String?
            for argument in arguments {
                let one = try marked(argument, resolver: resolver, work: &work)
                values.append(one.value)
                secret = secret ?? one.secret
            }
            let result: AnswerValue
            do {
                result = try functions.call(name, with: values)
            } catch {
                guard let secret else { throw error }
                throw .failedOnSecret(function: name, step: secret)
            }
            work += values.reduce(result.recordedBytes) { $0 + $1.recordedBytes }
            // A match reads its subject once per instruction of the pattern's program at worst:
            // a long answer tested against a large pattern is that much work, not its length.
            if name == "matches", values.count == 2, case .string(let subject) = values[0], case .string(let pattern) = values[1],
                let regex = try? RegexPattern(pattern)
            {
                work += regex.matchingWork(subject)
            }
            guard result.recordedBytes <= textLimit else { throw .tooLong(function: name, limit: textLimit) }
            return MarkedValue(result, secret: secret)
        case .conditional(let condition, let then, let otherwise):
            let decided = try marked(condition, resolver: resolver, work: &work)
            let chosen = try marked(decided.value.isTruthy ? then : otherwise, resolver: resolver, work: &work)
            return MarkedValue(chosen.value, secret: decided.secret ?? chosen.secret)
        case .fallback(let value, let fallback):
            let first = try marked(value, resolver: resolver, work: &work)
            guard first.value == .null || first.value == .string("") else { return first }
            let second = try marked(fallback, resolver: resolver, work: &work)
            return MarkedValue(second.value, secret: first.secret ?? second.secret)
        case .index(let base, let index, _):
            let container = try marked(base, resolver: resolver, work: &work)
            let position = try marked(index, resolver: resolver, work: &work)
            return MarkedValue(try Self.element(of: container.value, at: position.value), secret: container.secret ?? position.secret)
        case .slice(let base, let from, let to, _):
            let container = try marked(base, resolver: resolver, work: &work)
            let lower = try from.map { (e) throws(EvaluationError) in try marked(e, resolver: resolver, work: &work) }
            let upper = try to.map { (e) throws(EvaluationError) in try marked(e, resolver: resolver, work: &work) }
            let value = try Self.slice(container.value, from: lower?.value ?? .null, to: upper?.value ?? .null)
            return MarkedValue(value, secret: container.secret ?? lower?.secret ?? upper?.secret)
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
        try renderMarked(template, resolver: resolver).value
    }

    /// Renders a template a person reads, or whose text becomes an answer that is not
    /// secret: a hole whose value carries the secret mark (`marked(_:resolver:)`) refuses.
    ///
    /// - Parameters:
    ///   - template: a parsed template (`Template.parse(_:)`).
    ///   - resolver: supplies the values of paths and says which are secret.
    /// - Returns: the rendered text, not escaped for the terminal.
    /// - Throws: `.showsSecret` naming the secret's step, else the `EvaluationError` of the
    ///   first hole that fails.
    package func renderShown(_ template: Template, resolver: some PathResolver) throws(EvaluationError) -> String {
        let rendered = try renderMarked(template, resolver: resolver)
        if let step = rendered.secret { throw .showsSecret(step: step) }
        return rendered.value
    }

    /// Renders a template a person reads, each hole whose value carries the secret mark
    /// replaced by `hidden(step)` (a refusal naming the secret's step) instead of its value.
    ///
    /// - Parameters:
    ///   - template: a parsed template (`Template.parse(_:)`).
    ///   - resolver: supplies the values of paths and says which are secret.
    ///   - hidden: the text shown in place of a hole derived from the secret of a step.
    /// - Returns: the rendered text, not escaped for the terminal.
    /// - Throws: the `EvaluationError` of the first hole that fails.
    package func renderHidingSecrets(
        _ template: Template, resolver: some PathResolver, hidden: (String) -> String
    ) throws(EvaluationError) -> String {
        try render(template, resolver: resolver) { hole, out in
            if let step = hole.secret { out += hidden(step) } else { Self.write(hole.value, to: &out) }
        }
    }

    /// The rendered text, marked with the first secret a hole derives from.
    private func renderMarked(_ template: Template, resolver: some PathResolver) throws(EvaluationError) -> (value: String, secret: String?)
    {
        var secret: String?
        let value = try render(template, resolver: resolver) { hole, out in
            secret = secret ?? hole.secret
            Self.write(hole.value, to: &out)
        }
        return (value, secret)
    }

    /// The template's text with each hole's marked value appended by `write`; refused past
    /// the text limit.
    private func render(
        _ template: Template, resolver: some PathResolver, hole write: (MarkedValue, inout String) -> Void
    ) throws(EvaluationError) -> String {
        var out = ""
        for part in template.parts {
            switch part {
            case .text(let text): out += text
            case .expression(let expression): write(try marked(expression, resolver: resolver), &out)
            }
            guard out.utf8.count <= textLimit else { throw .tooLong(function: nil, limit: textLimit) }
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
