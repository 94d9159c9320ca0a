/// The open-addressing table behind `StepIndex`: one 32-bit slot per bucket, holding the
/// position of a step (plus one) and a few bits of its id's hash, and no id of its own.
///
/// Ids are read from the steps a caller passes in, so the table costs 4 bytes a bucket
/// (6 bytes a step at most two thirds full) where a `[StepID: Int]` cost
/// 63: the loader builds one while the steps array grows, then `StepIndex` keeps it with
/// the finished array.
///
/// A slot is 0 when empty; otherwise its low `positionBits` bits hold the position plus
/// one and the bits above them hold the same bits of the id's hash (the tag), so most
/// probes that meet another id are settled without reading its step. Buckets are found
/// by multiplying the hash into the bucket count (any count, not only powers of two) and
/// collisions probe the following buckets (linear probing, wrapping around).
///
/// The hash is Swift's seeded `Hasher` over the id's `String` (`StepID`'s own hash): ids
/// come from flow files, which are untrusted, and could otherwise be picked to fall on one
/// probe sequence. It hashes canonically equivalent strings alike, as `==` compares them.
///
/// Invariants (`checkInvariants(steps:)`): `count` is the number of non-empty slots and is
/// below the number of slots whenever there are slots (so a probe always ends on an empty
/// one); each slot's position is a position of the steps, with that step's tag; the steps
/// at the slots' positions have distinct ids; each slot is reached from its id's bucket
/// without crossing an empty slot; and the position stored for an id is the first among
/// the steps inserted with it.
struct StepTable: Sendable {
    /// The buckets (0: empty).
    private(set) var slots: [UInt32]
    /// The number of ids (non-empty slots).
    private(set) var count: Int
    /// How many low bits of a slot hold the position plus one.
    private(set) var positionBits: Int

    /// An empty table with room for `capacity` ids at positions below `capacity` without
    /// growing.
    ///
    /// - Parameter capacity: the number of steps to be inserted.
    init(capacity: Int = 0) {
        count = 0
        positionBits = 0
        slots = []
        if capacity > 0 { resize(slotCount: Self.slotCount(for: capacity), positions: capacity, steps: []) }
    }

    /// The mask of the position bits of a slot.
    @inline(__always) private var positionMask: UInt32 { UInt32(truncatingIfNeeded: (1 << positionBits) - 1) }

    /// The number of slots for `count` ids: the table is at most two thirds full (a
    /// lookup then visits about 2 slots, an insertion or a missing id about 5).
    static func slotCount(for count: Int) -> Int { count + count / 2 + 1 }

    /// The hash of an id: Swift's seeded `Hasher` over its text, as `StepID` hashes.
    @inline(__always)
    static func hash(_ id: StepID) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(id.rawValue)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }

    /// The bucket of a hash among `slotCount` buckets (its high bits decide).
    @inline(__always)
    static func bucket(of hash: UInt64, slotCount: Int) -> Int {
        Int(truncatingIfNeeded: hash.multipliedFullWidth(by: UInt64(slotCount)).high)
    }

    /// The position of the first step inserted with this id, if any.
    ///
    /// - Parameters:
    ///   - id: the id to find.
    ///   - steps: the steps the table was built over (a slot whose position is beyond
    ///     them, or whose step has another id, does not match).
    /// - Returns: the position, or nil when no inserted step has the id.
    /// - Complexity: O(length of `id`) expected.
    @inline(__always)
    func position(of id: StepID, in steps: [Step]) -> Int? {
        guard count > 0 else { return nil }
        let hash = Self.hash(id)
        let mask = positionMask
        let tag = UInt32(truncatingIfNeeded: hash) & ~mask
        return slots.withUnsafeBufferPointer { slots in
            var i = Self.bucket(of: hash, slotCount: slots.count)
            while true {
                let slot = slots[i]
                if slot == 0 { return nil }
                if slot & ~mask == tag {
                    let position = Int(slot & mask) &- 1
                    if position < steps.count, steps[position].id.rawValue == id.rawValue { return position }
                }
                i &+= 1
                if i == slots.count { i = 0 }
            }
        }
    }

    /// Records that the step at `position` has `id`, unless an earlier step has it: the
    /// first step of a duplicated id stays, and its position is returned (one probe
    /// sequence either way).
    ///
    /// The table grows (rehashing the ids of `steps`) when it is two thirds full or
    /// `position` does not fit its slots.
    ///
    /// - Precondition: every position already inserted is a position of `steps`, and
    ///   `position` is below 2³² − 1 (a flow that large cannot be held in memory).
    /// - Parameters:
    ///   - id: the step's id.
    ///   - position: the step's position; its step need not be in `steps` yet.
    ///   - steps: the steps inserted so far, by position.
    /// - Returns: the position already recorded for `id`, or nil when `position` was
    ///   recorded.
    /// - Complexity: amortized O(length of `id`) expected.
    @discardableResult
    mutating func insert(_ id: StepID, at position: Int, in steps: [Step]) -> Int? {
        insert(id, hash: Self.hash(id), at: position, in: steps, hashes: nil)
    }

    /// `insert(_:at:in:)` for a loader that keeps the hash of every step's id as it goes:
    /// the id's hash is appended to `hashes`, and growing the table reads the hashes of
    /// the ids already inserted there instead of hashing their text again.
    ///
    /// - Precondition: `hashes[p]` is `hash(steps[p].id)` for every position `p` below
    ///   `position`, and `hashes.count == position` (the hashes of all steps so far).
    /// - Parameters:
    ///   - id: the step's id.
    ///   - position: the step's position; its step need not be in `steps` yet.
    ///   - steps: the steps inserted so far, by position.
    ///   - hashes: the hashes of their ids, by position; the hash of `id` is appended.
    /// - Returns: the position already recorded for `id`, or nil when `position` was
    ///   recorded.
    /// - Complexity: amortized O(length of `id`) expected.
    @discardableResult
    mutating func insert(_ id: StepID, at position: Int, in steps: [Step], hashes: inout [UInt64]) -> Int? {
        precondition(hashes.count == position, "a hash for each step before the one inserted")
        let hash = Self.hash(id)
        let earlier = hashes.withUnsafeBufferPointer { known in
            insert(id, hash: hash, at: position, in: steps, hashes: known)
        }
        hashes.append(hash)
        return earlier
    }

    /// `insert(_:at:in:)` with the id's hash given; `hashes`, when given, holds the hashes
    /// of the ids of `steps` by position (a resize reads them there).
    @inline(__always)
    private mutating func insert(
        _ id: StepID, hash: UInt64, at position: Int, in steps: [Step], hashes: UnsafeBufferPointer<UInt64>?
    ) -> Int? {
        precondition(position >= 0 && position < Int(UInt32.max), "step position out of range")
        if slots.isEmpty || Self.slotCount(for: count + 1) > slots.count || position + 1 > Int(positionMask) {
            resize(
                slotCount: Self.slotCount(for: Swift.max(count + 1, count * 2)),
                positions: Swift.max(position + 1, 1 << positionBits), steps: steps, hashes: hashes)
        }
        let mask = positionMask
        let tag = UInt32(truncatingIfNeeded: hash) & ~mask
        var i = Self.bucket(of: hash, slotCount: slots.count)
        while true {
            let slot = slots[i]
            if slot == 0 {
                slots[i] = tag | UInt32(truncatingIfNeeded: position + 1)
                count += 1
                return nil
            }
            if slot & ~mask == tag {
                let existing = Int(slot & mask) &- 1
                if existing < steps.count, steps[existing].id.rawValue == id.rawValue { return existing }
            }
            i += 1
            if i == slots.count { i = 0 }
        }
    }

    /// Rebuilds the table with `slotCount` slots and room for positions below `positions`,
    /// rehashing the id of each recorded step (read from `steps`), or reading its hash in
    /// `hashes` when given.
    private mutating func resize(slotCount: Int, positions: Int, steps: [Step], hashes: UnsafeBufferPointer<UInt64>? = nil) {
        let bits = Int.bitWidth - positions.leadingZeroBitCount
        precondition(bits <= 32, "step position out of range")
        let old = slots
        let oldMask = positionMask
        positionBits = bits
        let mask = positionMask
        var table = [UInt32](repeating: 0, count: slotCount)
        for slot in old where slot != 0 {
            let position = Int(slot & oldMask) - 1
            let hash = hashes.map { $0[position] } ?? Self.hash(steps[position].id)
            var i = Self.bucket(of: hash, slotCount: slotCount)
            while table[i] != 0 {
                i += 1
                if i == slotCount { i = 0 }
            }
            table[i] = (UInt32(truncatingIfNeeded: hash) & ~mask) | UInt32(truncatingIfNeeded: position + 1)
        }
        slots = table
    }
}
