/// Where an expression calls a function: its name and the column of the name.
package struct FunctionCallSite: Sendable, Equatable, Hashable {
    /// The function's name as written.
    package var name: String
    /// The column (from 1) of the name inside the expression or template source.
    package var column: Int

    /// Creates a call site.
    ///
    /// - Parameters:
    ///   - name: the function's name as written.
    ///   - column: the column (from 1) of the name inside its source.
    package init(name: String, column: Int) {
        self.name = name
        self.column = column
    }
}

extension CompactExpression {
    /// Every path the expression reads, in source order (duplicates kept), for the loader's
    /// check of answer paths: the path table as it is.
    ///
    /// - Complexity: O(number of paths).
    var referencedPaths: [PathReference] {
        switch form {
        case .path(let box): [box.reference]
        case .literal: []
        case .nodes(let nodes): nodes.paths
        }
    }

    /// Every function call, in source order (duplicates kept; a call before the calls in its
    /// arguments), for the loader's check of function names and arity against the registry.
    ///
    /// - Complexity: O(number of calls).
    var calledFunctions: [FunctionCallSite] {
        if case .nodes(let nodes) = form { nodes.calls } else { [] }
    }
}

extension CompactExpression {
    /// Calls `body` with each path of `referencedPaths`, in that order, read in place (no
    /// array is made).
    ///
    /// - Complexity: O(number of paths).
    func forEachReferencedPath(_ body: (PathReference) -> Void) {
        switch form {
        case .path(let box): body(box.reference)
        case .literal: break
        case .nodes(let nodes): nodes.withReader { reader in for path in reader.pathBuffer { body(path) } }
        }
    }

    /// Calls `body` with the name and column of each call of `calledFunctions`, in that
    /// order, read in place.
    ///
    /// - Complexity: O(number of calls).
    func forEachCall(_ body: (_ name: String, _ column: Int) -> Void) {
        guard case .nodes(let nodes) = form else { return }
        nodes.withReader { reader in for call in reader.callBuffer { body(call.name, Int(call.column)) } }
    }
}

extension Expression {
    /// Every path the expression reads, in source order (duplicates kept).
    ///
    /// - Complexity: O(size of the expression).
    package var referencedPaths: [PathReference] { CompactExpression(self).referencedPaths }

    /// Every function call, in source order (duplicates kept).
    ///
    /// - Complexity: O(size of the expression).
    package var calledFunctions: [FunctionCallSite] { CompactExpression(self).calledFunctions }

    /// Calls `body` on this node and its descendants in source order (pre-order).
    func visit(_ body: (Expression) -> Void) {
        body(self)
        switch self {
        case .literal, .path: break
        case .not(let operand): operand.visit(body)
        case .binary(_, let left, let right):
            left.visit(body)
            right.visit(body)
        case .call(_, let arguments, _):
            for argument in arguments { argument.visit(body) }
        }
    }
}

extension Template {
    /// Every path the template's holes read, in source order; columns count from the start
    /// of the template source.
    ///
    /// - Complexity: O(number of paths).
    package var referencedPaths: [PathReference] {
        // One hole (as nearly every template with holes has): the hole's own paths.
        if let hole = onlyHole { return hole.expression.referencedPaths }
        var paths: [PathReference] = []
        forEachHole { paths += $0.referencedPaths }
        return paths
    }

    /// Every function call in the template's holes, in source order; columns count from
    /// the start of the template source.
    ///
    /// - Complexity: O(number of calls).
    package var calledFunctions: [FunctionCallSite] {
        if let hole = onlyHole { return hole.expression.calledFunctions }
        var calls: [FunctionCallSite] = []
        forEachHole { calls += $0.calledFunctions }
        return calls
    }

    /// Calls `body` with the name and column of each call of `calledFunctions`, in that
    /// order, read in place.
    ///
    /// - Complexity: O(number of calls).
    func forEachCall(_ body: (_ name: String, _ column: Int) -> Void) {
        forEachHole { $0.forEachCall(body) }
    }

    /// The expressions of the holes, in order (trees built anew).
    package var expressions: [Expression] {
        var expressions: [Expression] = []
        forEachHole { expressions.append($0.tree) }
        return expressions
    }
}
