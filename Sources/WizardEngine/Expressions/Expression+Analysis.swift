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
    /// Every path the expression reads, in source order (duplicates kept), for the loader's
    /// check of answer paths.
    ///
    /// - Complexity: O(size of the expression).
    package var referencedPaths: [PathReference] {
        if let paths = shallowPaths { return paths }
        var paths: [PathReference] = []
        // Room for the usual few paths at once: growing an array from empty reallocates
        // at each of the first appends. An expression without paths keeps no buffer.
        paths.reserveCapacity(4)
        collectPaths(into: &paths)
        return paths.isEmpty ? [] : paths
    }

    /// The paths of the commonest shapes, a path or an operator between paths and
    /// literals (`s5 >= 0`, `a == b`), as one exactly sized array; nil for other shapes.
    ///
    /// The loader asks every expression and template hole of a flow for its paths, and
    /// most are these shapes: this skips the recursive walk and the array's growth.
    private var shallowPaths: [PathReference]? {
        switch self {
        case .literal: return []
        case .path(let reference): return [reference]
        case .binary(_, let left, let right):
            switch (left, right) {
            case (.path(let first), .path(let second)): return [first, second]
            case (.path(let reference), .literal), (.literal, .path(let reference)): return [reference]
            case (.literal, .literal): return []
            default: return nil
            }
        default: return nil
        }
    }

    /// Every function call, in source order (duplicates kept), for the loader's check of
    /// function names and arity against the registry.
    ///
    /// - Complexity: O(size of the expression).
    package var calledFunctions: [FunctionCallSite] {
        // A path, a literal or an operator between them calls nothing (the commonest shapes).
        if isShallow { return [] }
        var calls: [FunctionCallSite] = []
        collectCalls(into: &calls)
        return calls
    }

    /// Whether the expression is a path, a literal or one operator between them: the
    /// shapes `shallowPaths` answers for.
    private var isShallow: Bool {
        switch self {
        case .literal, .path: return true
        case .binary(_, let left, let right):
            switch (left, right) {
            case (.path, .path), (.path, .literal), (.literal, .path), (.literal, .literal): return true
            default: return false
            }
        default: return false
        }
    }

    /// Appends the paths of this node and its descendants, in source order.
    ///
    /// A direct recursion (not `visit` with a closure): the loader runs it for every
    /// expression of every flow.
    func collectPaths(into paths: inout [PathReference]) {
        switch self {
        case .literal: break
        case .path(let reference): paths.append(reference)
        case .not(let operand): operand.collectPaths(into: &paths)
        case .binary(_, let left, let right):
            left.collectPaths(into: &paths)
            right.collectPaths(into: &paths)
        case .call(_, let arguments, _):
            for argument in arguments { argument.collectPaths(into: &paths) }
        }
    }

    /// Appends the calls of this node and its descendants, in source order (a call before
    /// the calls in its arguments).
    func collectCalls(into calls: inout [FunctionCallSite]) {
        switch self {
        case .literal, .path: break
        case .not(let operand): operand.collectCalls(into: &calls)
        case .binary(_, let left, let right):
            left.collectCalls(into: &calls)
            right.collectCalls(into: &calls)
        case .call(let name, let arguments, let column):
            calls.append(FunctionCallSite(name: name, column: column))
            for argument in arguments { argument.collectCalls(into: &calls) }
        }
    }

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
    /// - Complexity: O(size of the holes).
    package var referencedPaths: [PathReference] {
        // One hole (as nearly every template with holes has): the hole's own paths.
        if let hole = onlyHole { return hole.expression.referencedPaths }
        var paths: [PathReference] = []
        forEachHole { $0.collectPaths(into: &paths) }
        return paths
    }

    /// Every function call in the template's holes, in source order; columns count from
    /// the start of the template source.
    ///
    /// - Complexity: O(size of the holes).
    package var calledFunctions: [FunctionCallSite] {
        if let hole = onlyHole { return hole.expression.calledFunctions }
        var calls: [FunctionCallSite] = []
        forEachHole { $0.collectCalls(into: &calls) }
        return calls
    }

    /// The expressions of the holes, in order.
    package var expressions: [Expression] {
        var expressions: [Expression] = []
        forEachHole { expressions.append($0) }
        return expressions
    }
}
