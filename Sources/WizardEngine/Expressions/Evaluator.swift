/// Evaluates expressions and renders templates against values supplied by a `PathResolver`.
///
/// Evaluation is pure: the only inputs are the expression, the resolver and the registered
/// functions. It never crashes on data: comparisons of mismatched types are false, and
/// every failure is an `EvaluationError`. Trees produced by `Expression.parse` are at most
/// 64 levels deep, which bounds the recursion.
package struct Evaluator: Sendable {
    /// The functions calls are resolved against.
    package var functions: ExpressionFunctions

    /// Creates an evaluator.
    ///
    /// - Parameter functions: the function registry (normally `PluginRegistry.functions`).
    package init(functions: ExpressionFunctions = .builtIn) {
        self.functions = functions
    }

    /// Evaluates an expression.
    ///
    /// `&&` and `||` short-circuit and give a `.bool` by truthiness; `==` and `!=` use
    /// `AnswerValue.isEqual(to:)`; `<`, `<=`, `>`, `>=` compare numbers numerically and
    /// strings by Unicode scalars, anything else is false; `in` is element membership in
    /// an array, substring in a string, key membership in an object, and false otherwise.
    ///
    /// - Parameters:
    ///   - expression: the expression.
    ///   - resolver: supplies the values of paths.
    /// - Returns: the value.
    /// - Throws: `EvaluationError` from a function call: `.unknownFunction`,
    ///   `.wrongArgumentCount`, `.functionFailed` or `.invalidRegex`.
    /// - Complexity: O(size of the expression) plus the cost of the functions called.
    package func evaluate(_ expression: Expression, resolver: some PathResolver)
        throws(EvaluationError) -> AnswerValue
    {
        try evaluate(CompactExpression(expression), resolver: resolver)
    }

    /// Evaluates an expression in its compact form, as `evaluate(_:resolver:)` does a tree.
    ///
    /// - Parameters:
    ///   - expression: the expression.
    ///   - resolver: supplies the values of paths.
    /// - Returns: the value.
    /// - Throws: the `EvaluationError` of `evaluate(_:resolver:)`.
    /// - Complexity: O(size of the expression) plus the cost of the functions called.
    func evaluate(_ expression: CompactExpression, resolver: some PathResolver) throws(EvaluationError)
        -> AnswerValue
    {
        switch expression.form {
        case .path(let box): return resolver.resolve(box.reference)
        case .literal(let box): return box.value
        case .nodes(let nodes):
            return try nodes.withReader { reader throws(EvaluationError) in
                try value(at: 0, in: reader, resolver: resolver).value
            }
        }
    }

    /// The value of the subtree at `index`, and the index after the subtree.
    ///
    /// Evaluation reads the nodes in place, in pre-order: an operand is evaluated where it
    /// lies, and a short-circuited `&&` or `||` skips its right operand by its size.
    private func value(at index: Int, in reader: ExpressionNodesReader, resolver: some PathResolver)
        throws(EvaluationError) -> (value: AnswerValue, end: Int)
    {
        let node = reader.nodes[index]
        switch node.tag {
        case .path: return (resolver.resolve(reader.paths[node.index]), index + 1)
        case .literal: return (reader.literals[node.index], index + 1)
        case .integer: return (.integer(Int(Int32(bitPattern: node.payload))), index + 1)
        case .true: return (.bool(true), index + 1)
        case .false: return (.bool(false), index + 1)
        case .null: return (.null, index + 1)
        case .not:
            let (operand, end) = try value(at: index + 1, in: reader, resolver: resolver)
            return (.bool(!operand.isTruthy), end)
        case .and:
            let end = index + node.index
            let (left, rightStart) = try value(at: index + 1, in: reader, resolver: resolver)
            guard left.isTruthy else { return (.bool(false), end) }
            return (.bool(try value(at: rightStart, in: reader, resolver: resolver).value.isTruthy), end)
        case .or:
            let end = index + node.index
            let (left, rightStart) = try value(at: index + 1, in: reader, resolver: resolver)
            if left.isTruthy { return (.bool(true), end) }
            return (.bool(try value(at: rightStart, in: reader, resolver: resolver).value.isTruthy), end)
        case .call:
            let call = reader.calls[node.index]
            var values: [AnswerValue] = []
            values.reserveCapacity(Int(call.argumentCount))
            var next = index + 1
            for _ in 0..<call.argumentCount {
                let (argument, end) = try value(at: next, in: reader, resolver: resolver)
                values.append(argument)
                next = end
            }
            return (try functions.call(call.name, with: values), next)
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .in:
            let (left, rightStart) = try value(at: index + 1, in: reader, resolver: resolver)
            let (right, end) = try value(at: rightStart, in: reader, resolver: resolver)
            return (.bool(Self.apply(node.binaryOperator ?? .equal, left, right)), end)
        }
    }

    /// Evaluates an expression and tells whether its value is truthy (as `when` needs).
    ///
    /// - Parameters:
    ///   - expression: the expression.
    ///   - resolver: supplies the values of paths.
    /// - Returns: `AnswerValue.isTruthy` of the value.
    /// - Throws: the `EvaluationError` of `evaluate(_:resolver:)`.
    package func isTrue(_ expression: Expression, resolver: some PathResolver)
        throws(EvaluationError) -> Bool
    {
        try evaluate(expression, resolver: resolver).isTruthy
    }

    /// Whether a compact expression's value is truthy, as `isTrue(_:resolver:)` tells of a
    /// tree.
    func isTrue(_ expression: CompactExpression, resolver: some PathResolver) throws(EvaluationError) -> Bool {
        try evaluate(expression, resolver: resolver).isTruthy
    }

    /// Renders a template: its text, with each hole replaced by its value's text.
    ///
    /// A string is inserted as is, a number through `AnswerValue.formatNumber`, a bool as
    /// `true`/`false`, `null` as nothing, an array as its elements rendered the same way and
    /// joined by `", "`, an object as its compact `jsonText`.
    ///
    /// - Parameters:
    ///   - template: the template.
    ///   - resolver: supplies the values of paths.
    /// - Returns: the text.
    /// - Throws: the `EvaluationError` of the first hole that fails.
    package func render(_ template: Template, resolver: some PathResolver) throws(EvaluationError)
        -> String
    {
        // No hole: the source is the text (a literal allocates no parts array).
        if let text = template.literalText { return text }
        // One hole with its texts (the usual parsed template): the three pieces at once.
        if let shape = template.onlyHole {
            var hole = ""
            Self.write(try evaluate(shape.expression, resolver: resolver), to: &hole)
            if shape.prefix.isEmpty && shape.suffix.isEmpty { return hole }
            let length = shape.prefix.utf8.count + hole.utf8.count + shape.suffix.utf8.count
            return String(unsafeUninitializedCapacity: length) { buffer in
                var filled = Self.copy(shape.prefix, into: buffer, at: 0)
                filled = Self.copy(hole, into: buffer, at: filled)
                return Self.copy(shape.suffix, into: buffer, at: filled)
            }
        }
        var out = ""
        for part in template.storedParts {
            switch part {
            case .text(let text): out += text
            case .hole(let expression): Self.write(try evaluate(expression, resolver: resolver), to: &out)
            }
        }
        return out
    }

    /// Copies the UTF-8 of `text` into `buffer` from `offset`; returns the end offset.
    static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        var end = offset
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            _ = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(from: bytes)
            end = offset + bytes.count
        }
        if copied == nil {
            for byte in text.utf8 {
                buffer[end] = byte
                end += 1
            }
        }
        return end
    }

    /// Appends the text of `value` as a template hole shows it.
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

    /// Applies a comparison, equality or `in` operator.
    static func apply(_ op: BinaryOperator, _ l: AnswerValue, _ r: AnswerValue) -> Bool {
        switch op {
        case .equal: return l.isEqual(to: r)
        case .notEqual: return !l.isEqual(to: r)
        case .less: return compare(l, r).map { $0 < 0 } ?? false
        case .lessOrEqual: return compare(l, r).map { $0 <= 0 } ?? false
        case .greater: return compare(l, r).map { $0 > 0 } ?? false
        case .greaterOrEqual: return compare(l, r).map { $0 >= 0 } ?? false
        case .in: return contains(r, l)
        case .and: return l.isTruthy && r.isTruthy
        case .or: return l.isTruthy || r.isTruthy
        }
    }

    /// -1, 0 or 1 for two numbers or two strings; nil for anything else (and for NaN).
    static func compare(_ l: AnswerValue, _ r: AnswerValue) -> Int? {
        switch (l, r) {
        case (.integer(let a), .integer(let b)):
            return a < b ? -1 : (a == b ? 0 : 1)
        case (.string(let a), .string(let b)):
            // UTF-8 byte order is Unicode scalar order.
            var i = a.utf8.makeIterator()
            var j = b.utf8.makeIterator()
            while true {
                switch (i.next(), j.next()) {
                case (nil, nil): return 0
                case (nil, _): return -1
                case (_, nil): return 1
                case (let x?, let y?) where x != y: return x < y ? -1 : 1
                default: continue
                }
            }
        default:
            guard let a = l.numericValue, let b = r.numericValue, !a.isNaN, !b.isNaN else {
                return nil
            }
            return a < b ? -1 : (a == b ? 0 : 1)
        }
    }

    /// Whether `container` holds `element`: array element, substring, or object key.
    static func contains(_ container: AnswerValue, _ element: AnswerValue) -> Bool {
        switch container {
        case .array(let items): return items.contains { $0.isEqual(to: element) }
        case .string(let s):
            guard case .string(let needle) = element else { return false }
            return needle.isEmpty || s.contains(needle)
        case .object(let members):
            guard case .string(let key) = element else { return false }
            return members[key] != nil
        default: return false
        }
    }
}
