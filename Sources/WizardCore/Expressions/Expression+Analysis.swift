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

extension Expression {
    /// Every path the expression reads, in source order (duplicates kept).
    ///
    /// - Complexity: O(size of the expression).
    package var referencedPaths: [PathReference] {
        var paths: [PathReference] = []
        visit { if case .path(let reference) = $0 { paths.append(reference) } }
        return paths
    }

    /// Every function call, in source order (duplicates kept; a call before the calls in its
    /// arguments).
    ///
    /// - Complexity: O(size of the expression).
    package var calledFunctions: [FunctionCallSite] {
        var calls: [FunctionCallSite] = []
        visit { if case .call(let name, _, let column) = $0 { calls.append(FunctionCallSite(name: name, column: column)) } }
        return calls
    }

    /// The direct sub-expressions, in source order.
    var children: [Expression] {
        switch self {
        case .literal, .path: []
        case .not(let operand): [operand]
        case .binary(_, let left, let right), .fallback(let left, let right): [left, right]
        case .call(_, let arguments, _): arguments
        case .conditional(let condition, let then, let otherwise): [condition, then, otherwise]
        case .index(let base, let index, _): [base, index]
        case .slice(let base, let from, let to, _): [base] + [from, to].compactMap { $0 }
        }
    }

    /// Calls `body` on this node and its descendants in source order (pre-order).
    func visit(_ body: (Expression) -> Void) {
        body(self)
        for child in children { child.visit(body) }
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
