/// Collects an expression's nodes and tables in pre-order (see `ExpressionNodes`), then
/// makes its `CompactExpression.Form`.
///
/// The parser appends as it reads: a leaf, a `!` or a call as it meets them, and a binary
/// operator, met after its left operand, inserted before that operand once the right one
/// is read. `take()` empties the builder and keeps its capacity, so one builder serves a
/// whole flow's expressions without allocating for each.
///
/// A class, not a value: scratch space shared by the decoder, the template parser and
/// each expression parser in turn. As a value it was moved in and out of every parser,
/// and each move copied and destroyed its four arrays' references (about 1,800
/// instructions an expression, more than the parse of a short one).
final class ExpressionBuilder {
    // Each array holds the current expression's entries in its first `…Count` slots and
    // stale ones after them, overwritten as the next expression grows: emptying the builder
    // is setting four counts, with no element destroyed and no capacity given back.
    //
    // Access is unchecked: the builder is used by one parser at a time, and never
    // re-entered while one of its fields is being changed, so the dynamic exclusivity checks
    // a class field gets (one a field per append, as costly as the append) find nothing.
    @exclusivity(unchecked) private var nodeSlots: [ExpressionNode] = []
    @exclusivity(unchecked) private var pathSlots: [PathReference] = []
    @exclusivity(unchecked) private var literalSlots: [AnswerValue] = []
    @exclusivity(unchecked) private var callSlots: [ExpressionCall] = []
    @exclusivity(unchecked) private var nodeCount = 0
    @exclusivity(unchecked) private var pathCount = 0
    @exclusivity(unchecked) private var literalCount = 0
    @exclusivity(unchecked) private var callCount = 0

    /// The number of nodes so far: where the next node goes.
    var count: Int { nodeCount }

    /// The node at `index` (below `count`).
    func node(at index: Int) -> ExpressionNode { nodeSlots[index] }

    /// The table literal at `index` (a node's payload).
    func literal(at index: Int) -> AnswerValue { literalSlots[index] }

    /// Stores `element` in the slot after the first `count`, reusing a stale one if any.
    private static func put<Element>(_ element: Element, in slots: inout [Element], count: inout Int) {
        if count < slots.count { slots[count] = element } else { slots.append(element) }
        count += 1
    }

    private func appendNode(_ node: ExpressionNode) {
        Self.put(node, in: &nodeSlots, count: &nodeCount)
    }

    /// Appends a literal: inline when the node can hold it, else in the table.
    func appendLiteral(_ value: AnswerValue) {
        switch value {
        case .bool(true): appendNode(ExpressionNode(.true))
        case .bool(false): appendNode(ExpressionNode(.false))
        case .null: appendNode(ExpressionNode(.null))
        case .integer(let integer) where Int32(exactly: integer) != nil:
            appendNode(ExpressionNode(.integer, UInt32(bitPattern: Int32(truncatingIfNeeded: integer))))
        default:
            appendNode(ExpressionNode(.literal, UInt32(literalCount)))
            Self.put(value, in: &literalSlots, count: &literalCount)
        }
    }

    func appendPath(_ reference: PathReference) {
        appendNode(ExpressionNode(.path, UInt32(pathCount)))
        Self.put(reference, in: &pathSlots, count: &pathCount)
    }

    /// Appends a `!`, whose operand is appended next.
    func appendNot() {
        appendNode(ExpressionNode(.not))
    }

    /// Inserts `op` before its left operand, which starts at node `start`; its right
    /// operand ends the nodes so far.
    func insertBinary(_ op: BinaryOperator, at start: Int) {
        let end = nodeCount
        appendNode(ExpressionNode(op, size: 0))
        // Moves the operands up one slot (nodes are plain bits) and puts the operator first.
        nodeSlots.withUnsafeMutableBufferPointer { slots in
            var index = end
            while index > start {
                slots[index] = slots[index - 1]
                index -= 1
            }
            slots[start] = ExpressionNode(op, size: UInt32(end + 1 - start))
        }
    }

    /// Appends a call, whose arguments are appended next; returns its place in the call
    /// table, for `setArgumentCount`.
    func appendCall(name: String, column: Int) -> Int {
        let index = callCount
        appendNode(ExpressionNode(.call, UInt32(index)))
        Self.put(
            ExpressionCall(name: name, column: Int32(clamping: column), argumentCount: 0), in: &callSlots,
            count: &callCount)
        return index
    }

    func setArgumentCount(_ count: Int, ofCall index: Int) {
        callSlots[index].argumentCount = UInt32(count)
    }

    /// Appends the nodes of a tree.
    func append(_ tree: Expression) {
        switch tree {
        case .literal(let value): appendLiteral(value)
        case .path(let reference): appendPath(reference)
        case .not(let operand):
            appendNot()
            append(operand)
        case .binary(let op, let left, let right):
            let start = count
            appendNode(ExpressionNode(op, size: 0))
            append(left)
            append(right)
            nodeSlots[start] = ExpressionNode(op, size: UInt32(count - start))
        case .call(let name, let arguments, let column):
            let index = appendCall(name: name, column: column)
            for argument in arguments { append(argument) }
            setArgumentCount(arguments.count, ofCall: index)
        }
    }

    /// Empties the builder, keeping its capacity (a failed parse leaves nodes behind).
    func reset() {
        nodeCount = 0
        pathCount = 0
        literalCount = 0
        callCount = 0
    }

    /// The expression collected (a lone path or literal boxed alone), leaving the builder
    /// empty with its capacity kept.
    func take() -> CompactExpression.Form {
        defer { reset() }
        if nodeCount == 1 {
            let node = nodeSlots[0]
            switch node.tag {
            case .path: return .path(CompactExpression.PathBox(pathSlots[0]))
            case .literal: return .literal(CompactExpression.LiteralBox.box(literalSlots[0]))
            case .integer: return .literal(CompactExpression.LiteralBox.box(.integer(Int(Int32(bitPattern: node.payload)))))
            case .true: return .literal(.true)
            case .false: return .literal(.false)
            case .null: return .literal(.null)
            default: break
            }
        }
        let (nodeCount, pathCount, literalCount, callCount) = (nodeCount, pathCount, literalCount, callCount)
        return .nodes(
            nodeSlots.withUnsafeBufferPointer { nodes in
                pathSlots.withUnsafeBufferPointer { paths in
                    literalSlots.withUnsafeBufferPointer { literals in
                        callSlots.withUnsafeBufferPointer { calls in
                            ExpressionNodes.make(
                                nodes: UnsafeBufferPointer(rebasing: nodes[..<nodeCount]),
                                paths: UnsafeBufferPointer(rebasing: paths[..<pathCount]),
                                literals: UnsafeBufferPointer(rebasing: literals[..<literalCount]),
                                calls: UnsafeBufferPointer(rebasing: calls[..<callCount]))
                        }
                    }
                }
            })
    }
}
