/// An expression as the model keeps it and the evaluator and the analyses read it: one
/// heap block for the whole expression, rather than one box per node of `Expression`.
///
/// A large flow holds an expression in most `when`s and template holes, and the tree took
/// a box for every node (and an array for every call's arguments): `s2 == true || len(s0)
/// > 0` was seven blocks. Here such an expression is one `ExpressionNodes` buffer: its nodes
/// in pre-order, eight bytes each, then side tables of its paths, literals and calls. A
/// lone path or literal (`when: "enabled"`, `{{ name }}`) is a box of its value alone, and
/// `true`, `false`, `null`, `0` and `1` alone are shared boxes.
///
/// The form is canonical: equal trees give equal forms (the same shape, nodes and tables),
/// so `==` compares the forms without building trees. `tree` builds the public
/// `Expression` on demand (for `Step.when`'s getter, the printer, the graph).
///
/// The value is one reference (8 bytes, and its optional too). It is `@unchecked Sendable`
/// because `ManagedBuffer`, behind `ExpressionNodes`, is never `Sendable`; every block is
/// immutable once made, so sharing it between threads is safe.
struct CompactExpression: @unchecked Sendable, Equatable {
    /// The storage; never mutated after it is made.
    let form: Form

    /// How an expression is held.
    enum Form {
        /// A lone path.
        case path(PathBox)
        /// A lone literal.
        case literal(LiteralBox)
        /// Any other expression: its nodes in pre-order and side tables.
        case nodes(ExpressionNodes)
    }

    /// The box of a lone path.
    final class PathBox: Sendable {
        let reference: PathReference
        init(_ reference: PathReference) { self.reference = reference }
    }

    /// The box of a lone literal.
    final class LiteralBox: Sendable {
        let value: AnswerValue
        init(_ value: AnswerValue) { self.value = value }

        static let `true` = LiteralBox(.bool(true))
        static let `false` = LiteralBox(.bool(false))
        static let null = LiteralBox(.null)
        static let zero = LiteralBox(.integer(0))
        static let one = LiteralBox(.integer(1))

        /// A shared box for the commonest lone literals, else a new one.
        static func box(_ value: AnswerValue) -> LiteralBox {
            switch value {
            case .bool(true): .true
            case .bool(false): .false
            case .null: .null
            case .integer(0): .zero
            case .integer(1): .one
            default: LiteralBox(value)
            }
        }
    }

    init(form: Form) { self.form = form }

    /// The compact form of a tree.
    ///
    /// - Complexity: O(size of the tree).
    init(_ tree: Expression) {
        switch tree {
        case .path(let reference): form = .path(PathBox(reference))
        case .literal(let value): form = .literal(LiteralBox.box(value))
        default:
            let builder = ExpressionBuilder()
            builder.append(tree)
            form = builder.take()
        }
    }

    /// The public tree form, built anew.
    ///
    /// - Complexity: O(size of the expression).
    var tree: Expression {
        switch form {
        case .path(let box): .path(box.reference)
        case .literal(let box): .literal(box.value)
        case .nodes(let nodes): nodes.tree
        }
    }

    /// Whether both are the same expression (the forms are canonical).
    static func == (lhs: CompactExpression, rhs: CompactExpression) -> Bool {
        switch (lhs.form, rhs.form) {
        case (.path(let a), .path(let b)): a === b || a.reference == b.reference
        case (.literal(let a), .literal(let b)): a === b || a.value == b.value
        case (.nodes(let a), .nodes(let b)): a === b || a.isEqual(to: b)
        default: false
        }
    }
}

extension Optional where Wrapped == CompactExpression {
    /// The compact form of an optional tree.
    init(_ tree: Expression?) {
        self = tree.map(CompactExpression.init)
    }
}
