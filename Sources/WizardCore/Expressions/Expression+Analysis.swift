extension Expression {
    /// Every path the expression reads, in source order (duplicates kept).
    ///
    /// - Complexity: O(size of the holes).
    package var referencedPaths: [PathReference] {
        var paths: [PathReference] = []
        visit { if case .path(let reference) = $0 { paths.append(reference) } }
        return paths
    }

    /// Every function call, in source order (duplicates kept; a call before the calls in its
    /// arguments).
    ///
    /// - Complexity: O(size of the holes).
    package var calledFunctions: [FunctionCallSite] {
        var calls: [FunctionCallSite] = []
        visit { if case .call(let name, _, let column) = $0 { calls.append(FunctionCallSite(name: name, column: column)) } }
        return calls
    }

    /// Calls `body` on this node and its descendants in source order (pre-order).
    func visit(_ body: (Expression) -> Void) {
        body(self)
        switch self {
        case .literal, .path: break
        case .not(let operand): operand.visit(body)
        case .binary(_, let left, let right), .fallback(let left, let right), .index(let left, let right, _):
            left.visit(body)
            right.visit(body)
        case .call(_, let arguments, _):
            for argument in arguments { argument.visit(body) }
        case .conditional(let condition, let then, let otherwise):
            condition.visit(body)
            then.visit(body)
            otherwise.visit(body)
        case .slice(let base, let from, let to, _):
            base.visit(body)
            from?.visit(body)
            to?.visit(body)
        }
    }
}

extension Template {
    /// Every path the template's holes read, in source order; columns count from the start
    /// of the template source.
    ///
    /// - Complexity: O(size of the holes).
    package var referencedPaths: [PathReference] {
        expressions.flatMap(\.referencedPaths)
    }

    /// Every function call in the template's holes, in source order; columns count from
    /// the start of the template source.
    ///
    /// - Complexity: O(size of the holes).
    package var calledFunctions: [FunctionCallSite] {
        expressions.flatMap(\.calledFunctions)
    }
}
