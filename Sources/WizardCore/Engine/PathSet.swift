/// A set of answer-path keys (`db.port`, `servers#more`) for the typed-path bookkeeping an
/// answer updates, hashed with Swift's seeded `Hasher` over the UTF-8 bytes (cheaper
/// than `String.hash(into:)`; the keys come from the flow file's
/// step ids and repeat item numbers, which are untrusted, so the hash must be seeded).
/// Members are kept in insertion order, which is also the
/// order they are encoded in (a JSON array of strings, as `Set<String>` encodes).
///
/// Invariant: `slots` has a power-of-two count of at least twice `keys.count`; every key's
/// index is in exactly one slot, on its probe sequence from `PathSet.hash(key)`; the
/// other slots hold -1; `keys` has no duplicates.
package struct PathSet: Sendable, Equatable, Codable, ExpressibleByArrayLiteral, Sequence {
    /// The members, in insertion order.
    private var keys: [String]
    /// Open-addressing table of indexes into `keys` (-1: empty).
    private var slots: [Int32]

    /// An empty set.
    package init() {
        keys = []
        slots = [Int32](repeating: -1, count: 8)
    }

    /// A set of these keys (duplicates count once).
    package init(arrayLiteral elements: String...) {
        self.init()
        for key in elements { insert(key) }
    }

    /// The number of members.
    package var count: Int { keys.count }

    /// Whether the set has no member.
    package var isEmpty: Bool { keys.isEmpty }

    /// Iterates the members in insertion order.
    package func makeIterator() -> IndexingIterator<[String]> {
        keys.makeIterator()
    }

    /// Whether `key` is a member.
    ///
    /// - Complexity: O(length of `key`) expected.
    package func contains(_ key: String) -> Bool {
        slot(of: key).found
    }

    /// Adds `key` unless it is a member.
    ///
    /// - Returns: whether it was added.
    /// - Complexity: amortized O(length of `key`) expected.
    @discardableResult
    package mutating func insert(_ key: String) -> Bool {
        let (slot, found) = self.slot(of: key)
        if found { return false }
        if (keys.count + 1) * 2 > slots.count {
            keys.append(key)
            rebuild(capacity: keys.count)
        } else {
            slots[slot] = Int32(keys.count)
            keys.append(key)
        }
        return true
    }

    /// Makes room for `capacity` members without growing the table.
    package mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        if capacity * 2 > slots.count { rebuild(capacity: capacity) }
    }

    /// The members for which `isIncluded` holds, in the same order.
    package func filter(_ isIncluded: (String) throws -> Bool) rethrows -> PathSet {
        var out = PathSet()
        for key in keys where try isIncluded(key) { out.insert(key) }
        return out
    }

    /// Whether both hold the same members, in any order.
    ///
    /// - Complexity: O(total length of the members) expected.
    package static func == (lhs: PathSet, rhs: PathSet) -> Bool {
        lhs.count == rhs.count && lhs.keys.allSatisfy { rhs.contains($0) }
    }

    /// Decodes a JSON array of strings (as `Set<String>` is encoded).
    package init(from decoder: any Decoder) throws {
        self.init()
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd { insert(try container.decode(String.self)) }
    }

    /// Encodes the members as an array of strings, in insertion order.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for key in keys { try container.encode(key) }
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(of key: String) -> (slot: Int, found: Bool) {
        let mask = slots.count - 1
        var slot = PathSet.hash(key) & mask
        while true {
            let index = slots[slot]
            if index < 0 { return (slot, false) }
            if keys[Int(index)] == key { return (slot, true) }
            slot = (slot + 1) & mask
        }
    }

    /// The longest probe sequence of the table: how many slots a lookup may visit (tests
    /// use it to check that keys chosen to collide do not make lookups linear).
    var longestProbe: Int {
        let mask = slots.count - 1
        var longest = 0
        for slot in slots.indices where slots[slot] >= 0 {
            longest = Swift.max(longest, ((slot - (PathSet.hash(keys[Int(slots[slot])]) & mask)) & mask) + 1)
        }
        return longest
    }

    /// Rebuilds the table for at least `capacity` members (at most half full).
    private mutating func rebuild(capacity: Int) {
        var size = 8
        while size < capacity * 2 + 2 { size *= 2 }
        var table = [Int32](repeating: -1, count: size)
        let mask = size - 1
        for (index, key) in keys.enumerated() {
            var slot = PathSet.hash(key) & mask
            while table[slot] >= 0 { slot = (slot + 1) & mask }
            table[slot] = Int32(index)
        }
        slots = table
    }

    /// The slot hash of a path: Swift's seeded `Hasher` (SipHash) over the UTF-8 bytes.
    /// With an unseeded hash (FNV was used at first) a flow could pick ids that all probe
    /// the same slots and make every lookup linear in the flow's size. Sets stay
    /// deterministic in what they answer; only the slot layout differs between processes,
    /// as with `Dictionary`.
    @inline(__always)
    static func hash(_ text: String) -> Int {
        var hasher = Hasher()
        // Over contiguous bytes: no per-byte decoding of a small string. The rare other
        // string is copied, so both feed `combine(bytes:)` the same way.
        if text.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
        }
        return hasher.finalize()
    }
}
