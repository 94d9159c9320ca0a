/// Collects an expression's nodes and tables in pre-order (see `ExpressionNodes`), then
/// makes its `CompactExpression.Form`.
///
/// The parser appends as it reads: a leaf, a `!` or a call as it meets them, and a binary
/// operator, met after its left operand, inserted before that operand once the right one
/// is read. `take()` empties the builder and keeps its capacity, so one builder serves a
/// whole flow's expressions without allocating for each.
struct ExpressionBuilder {
    private(set) var nodes: [ExpressionNode] = []
    private var paths: [PathReference] = []
    private(set) var literals: [AnswerValue] = []
    private var calls: [ExpressionCall] = []

    /// The number of nodes so far: where the next node goes.
    var count: Int { nodes.count }

    /// Appends a literal: inline when the node can hold it, else in the table.
    mutating func appendLiteral(_ value: AnswerValue) {
        switch value {
        case .bool(true): nodes.append(ExpressionNode(.true))
        case .bool(false): nodes.append(ExpressionNode(.false))
        case .null: nodes.append(ExpressionNode(.null))
        case .integer(let integer) where Int32(exactly: integer) != nil:
            nodes.append(ExpressionNode(.integer, UInt32(bitPattern: Int32(truncatingIfNeeded: integer))))
        default:
            nodes.append(ExpressionNode(.literal, UInt32(literals.count)))
            literals.append(value)
        }
    }

    mutating func appendPath(_ reference: PathReference) {
        nodes.append(ExpressionNode(.path, UInt32(paths.count)))
        paths.append(reference)
    }

    /// Appends a `!`, whose operand is appended next.
    mutating func appendNot() {
        nodes.append(ExpressionNode(.not))
    }

    /// Inserts `op` before its left operand, which starts at node `start`; its right
    /// operand ends the nodes so far.
    mutating func insertBinary(_ op: BinaryOperator, at start: Int) {
        nodes.insert(ExpressionNode(op, size: UInt32(nodes.count + 1 - start)), at: start)
    }

    /// Appends a call, whose arguments are appended next; returns its place in the call
    /// table, for `setArgumentCount`.
    mutating func appendCall(name: String, column: Int) -> Int {
        let index = calls.count
        nodes.append(ExpressionNode(.call, UInt32(index)))
        calls.append(ExpressionCall(name: name, column: Int32(clamping: column), argumentCount: 0))
        return index
    }

    mutating func setArgumentCount(_ count: Int, ofCall index: Int) {
        calls[index].argumentCount = UInt32(count)
    }

    /// Appends the nodes of a tree.
    mutating func append(_ tree: Expression) {
        switch tree {
        case .literal(let value): appendLiteral(value)
        case .path(let reference): appendPath(reference)
        case .not(let operand):
            appendNot()
            append(operand)
        case .binary(let op, let left, let right):
            let start = count
            nodes.append(ExpressionNode(op, size: 0))
            append(left)
            append(right)
            nodes[start] = ExpressionNode(op, size: UInt32(count - start))
        case .call(let name, let arguments, let column):
            let index = appendCall(name: name, column: column)
            for argument in arguments { append(argument) }
            setArgumentCount(arguments.count, ofCall: index)
        }
    }

    /// Empties the builder, keeping its capacity (a failed parse leaves nodes behind).
    mutating func reset() {
        nodes.removeAll(keepingCapacity: true)
        paths.removeAll(keepingCapacity: true)
        literals.removeAll(keepingCapacity: true)
        calls.removeAll(keepingCapacity: true)
    }

    /// The expression collected (a lone path or literal boxed alone), leaving the builder
    /// empty with its capacity kept.
    mutating func take() -> CompactExpression.Form {
        defer { reset() }
        if nodes.count == 1 {
            let node = nodes[0]
            switch node.tag {
            case .path: return .path(CompactExpression.PathBox(paths[0]))
            case .literal: return .literal(CompactExpression.LiteralBox.box(literals[0]))
            case .integer: return .literal(CompactExpression.LiteralBox.box(.integer(Int(Int32(bitPattern: node.payload)))))
            case .true: return .literal(.true)
            case .false: return .literal(.false)
            case .null: return .literal(.null)
            default: break
            }
        }
        return .nodes(
            nodes.withUnsafeBufferPointer { nodes in
                paths.withUnsafeBufferPointer { paths in
                    literals.withUnsafeBufferPointer { literals in
                        calls.withUnsafeBufferPointer { calls in
                            ExpressionNodes.make(nodes: nodes, paths: paths, literals: literals, calls: calls)
                        }
                    }
                }
            })
    }
}
