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
    /// The builder's tables and their operations.
    ///
    /// Held in memory of its own (`scratch`), so that a parser holds a plain pointer to it:
    /// a reference to the builder would be retained when a parser is made and released when
    /// it ends, twice for every expression and template of a flow. Never copied: a copy would
    /// share the tables' memory.
    struct Scratch {
        /// A growable table of the current expression's entries, in memory the builder owns.
        ///
        /// Slots `0..<count` are initialized, the rest (up to `capacity`) are not. Emptying the
        /// table moves its entries out (into the expression's block, see `take()`) or
        /// deinitializes them, and keeps the memory: a flow's expressions reuse it. Moving,
        /// rather than copying from an array as before, spares a retain and a release of every
        /// path's and call's strings, and the array's uniqueness and bounds checks on each
        /// append.
        private struct Table<Element> {
            private(set) var base: UnsafeMutablePointer<Element>
            private(set) var count = 0
            private var capacity: Int

            init(capacity: Int) {
                self.capacity = capacity
                base = .allocate(capacity: capacity)
            }

            /// The entries, valid until the table changes.
            var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

            mutating func append(_ element: consuming Element) {
                if count == capacity { grow() }
                // `count < capacity` now: the slot is inside the allocation and uninitialized.
                (base + count).initialize(to: element)
                count += 1
            }

            private mutating func grow() {
                let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
                larger.moveInitialize(from: base, count: count)
                base.deallocate()
                base = larger
                capacity *= 2
            }

            /// Moves the entries to `target` (uninitialized, room for `count`), leaving none.
            mutating func moveAll(to target: UnsafeMutablePointer<Element>) {
                target.moveInitialize(from: base, count: count)
                count = 0
            }

            /// Moves out the only entry (`count` is 1), leaving none.
            mutating func moveOnly() -> Element {
                precondition(count == 1)
                count = 0
                return base.move()
            }

            /// Destroys the entries, keeping the memory.
            mutating func removeAll() {
                // Nearly always empty already (moved out by `take()`): no call into the
                // runtime's array destruction for nothing.
                guard count > 0 else { return }
                base.deinitialize(count: count)
                count = 0
            }

            /// Destroys the entries and frees the memory; the table is unusable after.
            func free() {
                base.deinitialize(count: count)
                base.deallocate()
            }
        }

        private var nodes = Table<ExpressionNode>(capacity: 16)
        private var paths = Table<PathReference>(capacity: 4)
        private var literals = Table<AnswerValue>(capacity: 4)
        private var calls = Table<ExpressionCall>(capacity: 4)

        /// Destroys the entries and frees the tables' memory; the scratch is unusable after.
        func free() {
            nodes.free()
            paths.free()
            literals.free()
            calls.free()
        }

        /// The number of nodes so far: where the next node goes.
        var count: Int { nodes.count }

        /// The node at `index` (below `count`).
        func node(at index: Int) -> ExpressionNode {
            precondition(index >= 0 && index < nodes.count)
            return nodes.base[index]
        }

        /// The table literal at `index` (a node's payload).
        func literal(at index: Int) -> AnswerValue {
            precondition(index >= 0 && index < literals.count)
            return literals.base[index]
        }

        private mutating func appendNode(_ node: ExpressionNode) {
            nodes.append(node)
        }

        /// Appends a literal: inline when the node can hold it, else in the table.
        mutating func appendLiteral(_ value: AnswerValue) {
            switch value {
            case .bool(true): appendNode(ExpressionNode(.true))
            case .bool(false): appendNode(ExpressionNode(.false))
            case .null: appendNode(ExpressionNode(.null))
            case .integer(let integer) where Int32(exactly: integer) != nil:
                appendNode(ExpressionNode(.integer, UInt32(bitPattern: Int32(truncatingIfNeeded: integer))))
            default:
                appendNode(ExpressionNode(.literal, UInt32(literals.count)))
                literals.append(value)
            }
        }

        mutating func appendPath(_ reference: consuming PathReference) {
            appendNode(ExpressionNode(.path, UInt32(paths.count)))
            paths.append(reference)
        }

        /// Appends a `!`, whose operand is appended next.
        mutating func appendNot() {
            appendNode(ExpressionNode(.not))
        }

        /// Inserts `op` before its left operand, which starts at node `start`; its right
        /// operand ends the nodes so far.
        mutating func insertBinary(_ op: BinaryOperator, at start: Int) {
            let end = nodes.count
            precondition(start >= 0 && start <= end)
            appendNode(ExpressionNode(op, size: 0))
            // Moves the operands up one slot (nodes are plain bits) and puts the operator first;
            // slots `start...end` are initialized (`end` is the one just appended).
            let slots = nodes.base
            var index = end
            while index > start {
                slots[index] = slots[index - 1]
                index -= 1
            }
            slots[start] = ExpressionNode(op, size: UInt32(end + 1 - start))
        }

        /// Appends a call, whose arguments are appended next; returns its place in the call
        /// table, for `setArgumentCount`.
        mutating func appendCall(name: String, column: Int) -> Int {
            let index = calls.count
            appendNode(ExpressionNode(.call, UInt32(index)))
            calls.append(ExpressionCall(name: name, column: Int32(clamping: column), argumentCount: 0))
            return index
        }

        mutating func setArgumentCount(_ count: Int, ofCall index: Int) {
            precondition(index >= 0 && index < calls.count)
            calls.base[index].argumentCount = UInt32(count)
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
                appendNode(ExpressionNode(op, size: 0))
                append(left)
                append(right)
                nodes.base[start] = ExpressionNode(op, size: UInt32(count - start))
            case .call(let name, let arguments, let column):
                let index = appendCall(name: name, column: column)
                for argument in arguments { append(argument) }
                setArgumentCount(arguments.count, ofCall: index)
            }
        }

        /// Empties the builder, keeping its capacity (a failed parse leaves nodes behind).
        mutating func reset() {
            nodes.removeAll()
            paths.removeAll()
            literals.removeAll()
            calls.removeAll()
        }

        /// The expression collected (a lone path or literal boxed alone), leaving the builder
        /// empty with its capacity kept; the paths, literals and calls are moved, not copied.
        mutating func take() -> CompactExpression.Form {
            if nodes.count == 1, let leaf = takeLeaf() { return leaf }
            let block = ExpressionNodes.make(
                nodeCount: nodes.count, pathCount: paths.count, literalCount: literals.count, callCount: calls.count
            ) { first, pathTable, literalTable, callTable in
                first.initialize(from: nodes.base, count: nodes.count)
                paths.moveAll(to: pathTable)
                literals.moveAll(to: literalTable)
                calls.moveAll(to: callTable)
            }
            reset()
            return .nodes(block)
        }

        /// The form of the lone node when it is a leaf, the builder left empty; nil (and
        /// nothing changed) for any other node.
        private mutating func takeLeaf() -> CompactExpression.Form? {
            let node = nodes.base[0]
            let form: CompactExpression.Form
            switch node.tag {
            case .path: form = .path(CompactExpression.PathBox(paths.moveOnly()))
            case .literal: form = .literal(CompactExpression.LiteralBox.box(literals.moveOnly()))
            case .integer: form = .literal(CompactExpression.LiteralBox.box(.integer(Int(Int32(bitPattern: node.payload)))))
            case .true: form = .literal(.true)
            case .false: form = .literal(.false)
            case .null: form = .literal(.null)
            default: return nil
            }
            reset()
            return form
        }
    }

    /// The scratch space, valid as long as the builder: a parser, which lives only inside a
    /// call that was given the builder, reads and writes it through this pointer.
    let scratch: UnsafeMutablePointer<Scratch>

    init() {
        scratch = .allocate(capacity: 1)
        scratch.initialize(to: Scratch())
    }

    deinit {
        scratch.pointee.free()
        scratch.deinitialize(count: 1)
        scratch.deallocate()
    }

    /// The number of nodes so far.
    var count: Int { scratch.pointee.count }

    /// Appends the nodes of a tree.
    func append(_ tree: Expression) { scratch.pointee.append(tree) }

    /// Empties the builder, keeping its capacity.
    func reset() { scratch.pointee.reset() }

    /// The expression collected, leaving the builder empty (see `Scratch.take()`).
    func take() -> CompactExpression.Form { scratch.pointee.take() }
}
