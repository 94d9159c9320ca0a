/// The nodes of an expression in pre-order, then its side tables, in one heap block.
///
/// Layout of the tail: `nodeCount` nodes (8 bytes each), then `pathCount` paths, then
/// `literalCount` literals (those a node cannot hold inline), then `callCount` calls, each
/// table at its type's alignment. Tables are in source order, which pre-order is: a path's
/// or literal's node holds its index in its table, and a call's node its index in the call
/// table (a call comes before the calls inside its arguments).
///
/// Children follow their parent: the operand of `!` and the left operand of a binary
/// operator start right after it, the right operand right after the left one, and a call's
/// arguments one after another. A binary node holds the size of its subtree, so `&&` and
/// `||` can skip their right operand; walks return where the subtree they read ends.
///
/// Immutable once made (so `CompactExpression` may share it between threads); the typed
/// tables are deinitialized with the block.
final class ExpressionNodes: ManagedBuffer<ExpressionNodesHeader, ExpressionNode> {
    /// Byte offsets of the tables from the first node, and the end of the last one.
    private struct Layout {
        let paths: Int
        let literals: Int
        let calls: Int
        let end: Int

        init(_ header: ExpressionNodesHeader) {
            func aligned(_ offset: Int, _ alignment: Int) -> Int { (offset + alignment - 1) / alignment * alignment }
            paths = aligned(Int(header.nodeCount) * MemoryLayout<ExpressionNode>.stride, MemoryLayout<PathReference>.alignment)
            literals = aligned(
                paths + Int(header.pathCount) * MemoryLayout<PathReference>.stride, MemoryLayout<AnswerValue>.alignment)
            calls = aligned(
                literals + Int(header.literalCount) * MemoryLayout<AnswerValue>.stride, MemoryLayout<ExpressionCall>.alignment)
            end = calls + Int(header.callCount) * MemoryLayout<ExpressionCall>.stride
        }
    }

    /// A block for these numbers of nodes and table entries, which `initialize` fills: it
    /// gets uninitialized memory for the nodes, paths, literals and calls (room for each
    /// count) and must initialize all of it.
    static func make(
        nodeCount: Int, pathCount: Int, literalCount: Int, callCount: Int,
        initialize: (
            UnsafeMutablePointer<ExpressionNode>, UnsafeMutablePointer<PathReference>,
            UnsafeMutablePointer<AnswerValue>, UnsafeMutablePointer<ExpressionCall>
        ) -> Void
    ) -> ExpressionNodes {
        let header = ExpressionNodesHeader(
            nodeCount: UInt32(nodeCount), pathCount: UInt32(pathCount), literalCount: UInt32(literalCount),
            callCount: UInt32(callCount))
        let layout = Layout(header)
        let stride = MemoryLayout<ExpressionNode>.stride
        let block = unsafeDowncast(
            create(minimumCapacity: (layout.end + stride - 1) / stride) { _ in header }, to: ExpressionNodes.self)
        block.withUnsafeMutablePointerToElements { first in
            let raw = UnsafeMutableRawPointer(first)
            initialize(
                first, (raw + layout.paths).bindMemory(to: PathReference.self, capacity: pathCount),
                (raw + layout.literals).bindMemory(to: AnswerValue.self, capacity: literalCount),
                (raw + layout.calls).bindMemory(to: ExpressionCall.self, capacity: callCount))
        }
        return block
    }

    deinit {
        withUnsafeMutablePointers { header, first in
            let layout = Layout(header.pointee)
            let raw = UnsafeMutableRawPointer(first)
            (raw + layout.paths).assumingMemoryBound(to: PathReference.self).deinitialize(count: Int(header.pointee.pathCount))
            (raw + layout.literals).assumingMemoryBound(to: AnswerValue.self)
                .deinitialize(count: Int(header.pointee.literalCount))
            (raw + layout.calls).assumingMemoryBound(to: ExpressionCall.self)
                .deinitialize(count: Int(header.pointee.callCount))
        }
    }

    /// Calls `body` with a reader of the nodes and tables, valid only during `body`.
    func withReader<R, E: Error>(_ body: (ExpressionNodesReader) throws(E) -> R) throws(E) -> R {
        try withUnsafeMutablePointers { (header, first) throws(E) -> R in
            let layout = Layout(header.pointee)
            let raw = UnsafeRawPointer(first)
            return try body(
                ExpressionNodesReader(
                    header: header.pointee, nodes: UnsafePointer(first),
                    paths: (raw + layout.paths).assumingMemoryBound(to: PathReference.self),
                    literals: (raw + layout.literals).assumingMemoryBound(to: AnswerValue.self),
                    calls: (raw + layout.calls).assumingMemoryBound(to: ExpressionCall.self)))
        }
    }

    /// Whether both hold equal nodes and tables.
    func isEqual(to other: ExpressionNodes) -> Bool {
        withReader { a in
            other.withReader { b in
                a.header == b.header && a.nodeBuffer.elementsEqual(b.nodeBuffer)
                    && a.pathBuffer.elementsEqual(b.pathBuffer) && a.literalBuffer.elementsEqual(b.literalBuffer)
                    && a.callBuffer.elementsEqual(b.callBuffer)
            }
        }
    }

    /// The paths, in source order.
    var paths: [PathReference] { withReader { Array($0.pathBuffer) } }

    /// The calls, in source order (a call before the calls in its arguments).
    var calls: [FunctionCallSite] {
        withReader { reader in
            reader.callBuffer.map { FunctionCallSite(name: $0.name, column: Int($0.column)) }
        }
    }

    /// The public tree form, built anew.
    var tree: Expression { withReader { $0.tree(at: 0).expression } }
}

/// The counts of an `ExpressionNodes` block's nodes and tables.
struct ExpressionNodesHeader: Equatable {
    let nodeCount: UInt32
    let pathCount: UInt32
    let literalCount: UInt32
    let callCount: UInt32
}

/// One node of an `ExpressionNodes` block: a tag and a 32-bit payload, in 8 bytes.
///
/// The payload is: for `literal` and `path` the index in their table; for `integer` the
/// value (`Int32` bits); for `call` the index in the call table; for a binary operator the
/// number of nodes of its subtree; nothing for `true`, `false`, `null` and `not`.
struct ExpressionNode: Equatable {
    private let bits: UInt64

    /// What a node is.
    enum Tag: UInt8 {
        case literal, integer, `true`, `false`, null, path, not, call
        case or, and, equal, notEqual, less, lessOrEqual, greater, greaterOrEqual, `in`
    }

    init(_ tag: Tag, _ payload: UInt32 = 0) {
        bits = UInt64(payload) << 8 | UInt64(tag.rawValue)
    }

    /// The node of a binary operator over a subtree of `size` nodes.
    init(_ op: BinaryOperator, size: UInt32) {
        let tag: Tag =
            switch op {
            case .or: .or
            case .and: .and
            case .equal: .equal
            case .notEqual: .notEqual
            case .less: .less
            case .lessOrEqual: .lessOrEqual
            case .greater: .greater
            case .greaterOrEqual: .greaterOrEqual
            case .in: .in
            }
        self.init(tag, size)
    }

    var tag: Tag { Tag(rawValue: UInt8(truncatingIfNeeded: bits)) ?? .null }
    var payload: UInt32 { UInt32(truncatingIfNeeded: bits >> 8) }
    var index: Int { Int(payload) }

    /// The operator of a binary node; nil for any other node.
    var binaryOperator: BinaryOperator? {
        switch tag {
        case .or: .or
        case .and: .and
        case .equal: .equal
        case .notEqual: .notEqual
        case .less: .less
        case .lessOrEqual: .lessOrEqual
        case .greater: .greater
        case .greaterOrEqual: .greaterOrEqual
        case .in: .in
        default: nil
        }
    }
}

/// A call in an `ExpressionNodes` block's call table.
struct ExpressionCall: Equatable {
    /// The function's name as written.
    let name: String
    /// The column (from 1) of the name inside its source (clamped to 32 bits).
    let column: Int32
    /// How many arguments follow the call's node.
    var argumentCount: UInt32
}

/// Pointers into an `ExpressionNodes` block, valid only inside `withReader`.
struct ExpressionNodesReader {
    let header: ExpressionNodesHeader
    let nodes: UnsafePointer<ExpressionNode>
    let paths: UnsafePointer<PathReference>
    let literals: UnsafePointer<AnswerValue>
    let calls: UnsafePointer<ExpressionCall>

    var nodeBuffer: UnsafeBufferPointer<ExpressionNode> { UnsafeBufferPointer(start: nodes, count: Int(header.nodeCount)) }
    var pathBuffer: UnsafeBufferPointer<PathReference> { UnsafeBufferPointer(start: paths, count: Int(header.pathCount)) }
    var literalBuffer: UnsafeBufferPointer<AnswerValue> {
        UnsafeBufferPointer(start: literals, count: Int(header.literalCount))
    }
    var callBuffer: UnsafeBufferPointer<ExpressionCall> { UnsafeBufferPointer(start: calls, count: Int(header.callCount)) }

    /// The literal value of a leaf node; nil for any other node.
    func literal(_ node: ExpressionNode) -> AnswerValue? {
        switch node.tag {
        case .literal: literals[node.index]
        case .integer: .integer(Int(Int32(bitPattern: node.payload)))
        case .true: .bool(true)
        case .false: .bool(false)
        case .null: .null
        default: nil
        }
    }

    /// The tree of the subtree at `index`, and the index after it.
    func tree(at index: Int) -> (expression: Expression, end: Int) {
        let node = nodes[index]
        if let value = literal(node) { return (.literal(value), index + 1) }
        switch node.tag {
        case .path: return (.path(paths[node.index]), index + 1)
        case .not:
            let (operand, end) = tree(at: index + 1)
            return (.not(operand), end)
        case .call:
            let call = calls[node.index]
            var arguments: [Expression] = []
            arguments.reserveCapacity(Int(call.argumentCount))
            var next = index + 1
            for _ in 0..<call.argumentCount {
                let (argument, end) = tree(at: next)
                arguments.append(argument)
                next = end
            }
            return (.call(name: call.name, arguments: arguments, column: Int(call.column)), next)
        default:
            let op = node.binaryOperator ?? .or
            let (left, rightStart) = tree(at: index + 1)
            let (right, end) = tree(at: rightStart)
            return (.binary(op, left, right), end)
        }
    }
}
