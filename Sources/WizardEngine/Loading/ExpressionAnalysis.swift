// The loader's view of parsed expressions: which answer paths they read and which
// functions they call. Walks the AST of `Expression.swift` directly.
// TODO(expressions): once the parser lands, switch `knownFunctionNames` to
// `ExpressionFunctions.names` so plugin functions count as known.

/// The answer paths `expression` reads, in source order.
func referencedPaths(in expression: Expression) -> [PathReference] {
    var out: [PathReference] = []
    walk(expression) { if case .path(let p) = $0 { out.append(p) } }
    return out
}

/// The answer paths in every hole of `template`. Columns are those inside the hole's
/// expression as the parser reports them (relative to the template source).
func referencedPaths(in template: Template) -> [PathReference] {
    template.parts.flatMap { part -> [PathReference] in
        if case .expression(let e) = part { referencedPaths(in: e) } else { [] }
    }
}

/// The functions `expression` calls, with their columns, in source order.
func calledFunctions(in expression: Expression) -> [(name: String, column: Int)] {
    var out: [(name: String, column: Int)] = []
    walk(expression) { if case .call(let name, _, let column) = $0 { out.append((name, column)) } }
    return out
}

/// The functions every hole of `template` calls.
func calledFunctions(in template: Template) -> [(name: String, column: Int)] {
    template.parts.flatMap { part -> [(name: String, column: Int)] in
        if case .expression(let e) = part { calledFunctions(in: e) } else { [] }
    }
}

/// The names of the functions expressions may call, sorted.
func knownFunctionNames(_ functions: ExpressionFunctions) -> [String] {
    ["empty", "len", "lower", "matches", "upper"]
}

/// Visits every node of `expression`, parents first, left to right (iteratively, so a
/// deeply nested expression cannot overflow the stack).
private func walk(_ expression: Expression, _ visit: (Expression) -> Void) {
    var stack = [expression]
    while let node = stack.popLast() {
        visit(node)
        switch node {
        case .literal, .path: break
        case .not(let inner): stack.append(inner)
        case .binary(_, let lhs, let rhs): stack.append(contentsOf: [rhs, lhs])
        case .call(_, let arguments, _): stack.append(contentsOf: arguments.reversed())
        }
    }
}
