/// The answers of a run by answer path (`s12`, `db.port`, `servers.0.host`): what
/// `WizardState.answers` and `WizardState.drafts` hold, read like a `[String: AnswerValue]`.
///
/// A subscript by path reads and writes (`nil` removes), `count`, `isEmpty`, `keys`,
/// `values` and iteration over `(key, value)` pairs work as on a dictionary, and two stores
/// are equal when they hold the same paths with equal values, in any order. Paths compare
/// as `String`s do, so canonically equivalent paths (`é` precomposed or not) are one path.
/// Iteration follows insertion order, except that removing a path moves the last pair into
/// its place; unlike a `Dictionary`'s, the order is the same in every process.
///
/// Layout (about 45 bytes an answer, where a `Dictionary` takes 80–105): a dense array of
/// pairs, each with 32 bits of its path's hash, and an open-addressing table of 32-bit pair
/// numbers at most three quarters full, probed linearly from a slot picked by multiplying
/// the hash by the table size (any size, not only powers of two). Hashes come from Swift's
/// seeded `Hasher`, as a `Dictionary`'s do: paths come from flow files and answers, and a
/// fixed hash would let a flow pick paths that all probe the same slots. A removal empties
/// its slot by backward shift (no tombstones, so a long `back`/`root` churn never degrades
/// lookups nor needs a cleanup pass) and moves the last pair into the hole.
///
/// Invariants (checked by `checkInvariants()`): every pair's stored hash is that of its
/// path; no two paths are equal; each pair's number is in exactly one slot, reachable from
/// the slot its hash picks through occupied slots only; the other slots are empty; the
/// table is at most three quarters full and has a free slot.
public struct AnswerStore: Sendable, Equatable {
    /// One answer: its path, its value and 32 bits of the path's hash (which fit in the
    /// padding after the value, so a pair takes 40 bytes with or without them).
    struct Pair: Sendable {
        var key: String
        var value: AnswerValue
        var hash: UInt32
    }

    /// The answers, in insertion order (a removal moves the last pair into its place).
    var pairs: [Pair]
    /// The open-addressing table: 0 for an empty slot, else a pair's position plus one.
    var slots: [UInt32]

    /// An empty store (it allocates nothing).
    public init() {
        pairs = []
        slots = []
    }

    /// The number of answers.
    public var count: Int { pairs.count }

    /// Whether the store holds no answer.
    public var isEmpty: Bool { pairs.isEmpty }

    /// The value at an answer path; setting `nil` removes the path.
    ///
    /// - Parameter key: an answer path.
    /// - Complexity: O(length of `key`) expected; a write that grows the table is O(*n*),
    ///   amortized O(1).
    public subscript(key: String) -> AnswerValue? {
        get {
            guard !pairs.isEmpty else { return nil }
            guard let pair = find(key, hash: Self.hash(key)).pair else { return nil }
            return value(at: pair)
        }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Sets the value at a path, adding the path when it is new.
    ///
    /// - Parameters:
    ///   - value: the new value.
    ///   - key: an answer path.
    /// - Returns: the value the path had, or nil when it was added.
    /// - Complexity: O(length of `key`) expected, amortized.
    @discardableResult
    public mutating func updateValue(_ value: AnswerValue, forKey key: String) -> AnswerValue? {
        let hash = Self.hash(key)
        var place = find(key, hash: hash)
        if let pair = place.pair {
            let old = self.value(at: pair)
            pairs[pair].value = value
            return old
        }
        if (pairs.count + 1) * 4 > slots.count * 3 {
            rebuild(slotCount: Self.slotCount(for: Swift.max(pairs.count + 1, pairs.count * 2)))
            place = find(key, hash: hash)
        }
        pairs.append(Pair(key: key, value: value, hash: hash))
        slots[place.slot] = UInt32(truncatingIfNeeded: pairs.count)
        return nil
    }

    /// Removes a path and its value.
    ///
    /// - Parameter key: an answer path.
    /// - Returns: the value the path had, or nil when it was not there (nothing changes).
    /// - Complexity: O(length of `key`) expected.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> AnswerValue? {
        guard !pairs.isEmpty else { return nil }
        let place = find(key, hash: Self.hash(key))
        guard let pair = place.pair else { return nil }
        let old = value(at: pair)
        remove(pair, at: place.slot)
        return old
    }

    /// Makes room for `capacity` answers, so that adding up to that many reallocates
    /// neither the pairs nor the table.
    ///
    /// - Parameter capacity: the number of answers to make room for.
    /// - Complexity: O(*n*) when the table grows.
    public mutating func reserveCapacity(_ capacity: Int) {
        pairs.reserveCapacity(capacity)
        let needed = Self.slotCount(for: capacity)
        if needed > slots.count { rebuild(slotCount: needed) }
    }

    /// Removes every answer for which `shouldBeRemoved` holds; the others keep their order.
    ///
    /// - Parameter shouldBeRemoved: whether to remove an answer.
    /// - Complexity: O(*n*); no path is hashed again.
    public mutating func removeAll(where shouldBeRemoved: ((key: String, value: AnswerValue)) throws -> Bool) rethrows {
        let before = pairs.count
        try pairs.removeAll { try shouldBeRemoved(($0.key, $0.value)) }
        if pairs.count != before { rebuild(slotCount: slots.count) }
    }

    /// The answers for which `isIncluded` holds, in the same order.
    ///
    /// - Parameter isIncluded: whether to keep an answer.
    /// - Returns: a store of the answers kept.
    /// - Complexity: O(*n*); no path is hashed again.
    public func filter(_ isIncluded: ((key: String, value: AnswerValue)) throws -> Bool) rethrows -> AnswerStore {
        var out = AnswerStore()
        out.pairs = try pairs.filter { try isIncluded(($0.key, $0.value)) }
        if !out.pairs.isEmpty { out.rebuild(slotCount: Self.slotCount(for: out.pairs.count)) }
        return out
    }

    /// Whether both hold the same paths with equal values, in any order.
    ///
    /// - Complexity: O(*n*) expected; no path is hashed (the stored hashes serve both
    ///   stores, which share the process's `Hasher` seed).
    public static func == (lhs: AnswerStore, rhs: AnswerStore) -> Bool {
        guard lhs.pairs.count == rhs.pairs.count else { return false }
        for pair in lhs.pairs {
            guard let other = rhs.find(pair.key, hash: pair.hash).pair, rhs.pairs[other].value == pair.value else {
                return false
            }
        }
        return true
    }

    /// Where `key` is: its slot and pair, or the empty slot where it would go.
    ///
    /// Precondition: the table has a free slot (it is never full), so the probe ends.
    func find(_ key: String, hash: UInt32) -> (slot: Int, pair: Int?) {
        // Through buffer pointers: no bounds check or retain per probe (a slot holds a
        // pair's position plus one, always below `pairs.count` by the invariants).
        slots.withUnsafeBufferPointer { table in
            pairs.withUnsafeBufferPointer { pairs in
                let size = table.count
                guard size > 0 else { return (0, nil) }
                var slot = Self.home(hash, size: size)
                while true {
                    let occupant = table[slot]
                    if occupant == 0 { return (slot, nil) }
                    let pair = Int(truncatingIfNeeded: occupant) &- 1
                    if pairs[pair].hash == hash && pairs[pair].key == key { return (slot, pair) }
                    slot &+= 1
                    if slot == size { slot = 0 }
                }
            }
        }
    }

    /// The value of the pair at `position`, read in place (`pairs[position].value` copies
    /// the whole pair, path included, then destroys it).
    @inline(__always)
    func value(at position: Int) -> AnswerValue {
        pairs.withUnsafeBufferPointer { $0[position].value }
    }

    /// The slot of the pair at `position`, found by its stored hash (no string compared).
    func slotHolding(pair position: Int) -> Int {
        let size = slots.count
        let wanted = UInt32(truncatingIfNeeded: position + 1)
        var slot = Self.home(pairs[position].hash, size: size)
        while slots[slot] != wanted {
            slot += 1
            if slot == size { slot = 0 }
        }
        return slot
    }

    /// Removes the pair at `position`, held in `slot`: later slots of its cluster shift back
    /// into the hole where their probe allows it, then the last pair moves into the pair's
    /// place.
    private mutating func remove(_ position: Int, at slot: Int) {
        let size = slots.count
        var hole = slot
        var next = slot
        while true {
            next += 1
            if next == size { next = 0 }
            let occupant = slots[next]
            if occupant == 0 { break }
            let home = Self.home(pairs[Int(occupant) - 1].hash, size: size)
            // The occupant may move back to the hole unless its home lies after the hole,
            // up to its slot (cyclically): moving it then would put it before its home.
            let staysPut = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if staysPut { continue }
            slots[hole] = occupant
            hole = next
        }
        slots[hole] = 0
        let last = pairs.count - 1
        if position != last {
            slots[slotHolding(pair: last)] = UInt32(truncatingIfNeeded: position + 1)
            pairs.swapAt(position, last)
        }
        pairs.removeLast()
    }

    /// Rebuilds the table with `slotCount` slots from the pairs' stored hashes.
    private mutating func rebuild(slotCount: Int) {
        var table = [UInt32](repeating: 0, count: slotCount)
        for (position, pair) in pairs.enumerated() {
            var slot = Self.home(pair.hash, size: slotCount)
            while table[slot] != 0 {
                slot += 1
                if slot == slotCount { slot = 0 }
            }
            table[slot] = UInt32(truncatingIfNeeded: position + 1)
        }
        slots = table
    }

    /// The table size for `count` pairs: at most three quarters full, at least 8 slots.
    ///
    /// Precondition: `count` is below `UInt32.max / 2` (a pair number must fit a slot; at
    /// 40 bytes a pair that is 80 GB of answers).
    static func slotCount(for count: Int) -> Int {
        precondition(count < Int(UInt32.max / 2), "an AnswerStore holds fewer than 2^31 answers")
        return Swift.max(8, (count * 4 + 2) / 3 + 1)
    }

    /// The slot a hash probes first: the hash scaled to the table size (`size` ≤ 2^32).
    @inline(__always)
    static func home(_ hash: UInt32, size: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(hash) &* UInt64(truncatingIfNeeded: size)) >> 32)
    }

    /// 32 bits of a path's hash: Swift's seeded `Hasher` over the `String`, which hashes
    /// canonically equivalent strings alike (as `==` compares them).
    @inline(__always)
    static func hash(_ key: String) -> UInt32 {
        var hasher = Hasher()
        hasher.combine(key)
        return UInt32(truncatingIfNeeded: hasher.finalize())
    }
}
