/// The answer changes an entry made when it was answered: a collection like
/// `[AnswerChange]` that holds the usual single change inline, so recording an answer
/// allocates no array.
///
/// It compares, hashes and codes as the array of its changes (a JSON array, as
/// `[AnswerChange]` is coded).
package struct ChangeList: Hashable, Sendable, Codable, RandomAccessCollection, ExpressibleByArrayLiteral {
    private enum Storage: Hashable, Sendable {
        case none
        case one(AnswerChange)
        case many([AnswerChange])
    }

    private var storage: Storage

    /// No change.
    package init() { storage = .none }

    /// One change, held inline.
    package init(_ change: AnswerChange) { storage = .one(change) }

    /// These changes, in order.
    package init(_ changes: some Sequence<AnswerChange>) {
        let all = Array(changes)
        switch all.count {
        case 0: storage = .none
        case 1: storage = .one(all[0])
        default: storage = .many(all)
        }
    }

    /// These changes, in order.
    package init(arrayLiteral elements: AnswerChange...) {
        self.init(elements)
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let changes): changes.count
        }
    }

    /// The change at `position`, one of `indices`. Like `Array`'s subscript, an index
    /// outside them is a programming error and traps; positions come only from iterating
    /// the list (a session file decodes into `init(_:)`, never into an index).
    package subscript(position: Int) -> AnswerChange {
        switch storage {
        case .none: preconditionFailure("index out of range")
        case .one(let change):
            precondition(position == 0, "index out of range")
            return change
        case .many(let changes): return changes[position]
        }
    }

    /// The changes, each transformed, in order.
    package func map(_ transform: (AnswerChange) throws -> AnswerChange) rethrows -> ChangeList {
        switch storage {
        case .none: return ChangeList()
        case .one(let change): return ChangeList(try transform(change))
        case .many(let changes): return ChangeList(try changes.map(transform))
        }
    }

    /// Whether both hold equal changes in the same order.
    package static func == (lhs: ChangeList, rhs: ChangeList) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Hashes the changes as `[AnswerChange]` would.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for change in self { hasher.combine(change) }
    }

    /// Decodes a JSON array of changes.
    package init(from decoder: any Decoder) throws {
        self.init(try [AnswerChange](from: decoder))
    }

    /// Encodes the changes as an array.
    package func encode(to encoder: any Encoder) throws {
        try Array(self).encode(to: encoder)
    }
}
