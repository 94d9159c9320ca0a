extension StepTable {
    /// Checks the invariants documented on `StepTable` against the steps it was built over.
    ///
    /// - Parameter steps: the steps inserted, by position.
    /// - Returns: one sentence per broken invariant; empty when the table is consistent.
    /// - Complexity: O(slots + steps + total length of the ids) expected, plus the probes.
    func checkInvariants(steps: [Step]) -> [String] {
        var problems: [String] = []
        let mask = UInt32(truncatingIfNeeded: (1 << positionBits) - 1)
        let used = slots.filter { $0 != 0 }.count
        if used != count { problems.append("count \(count) but \(used) slots are used") }
        if !slots.isEmpty && count >= slots.count { problems.append("no empty slot among \(slots.count)") }
        if slots.isEmpty && count != 0 { problems.append("count \(count) without slots") }
        // Positions seen, by id, to find two slots for one id.
        var seen: [StepID: Int] = [:]
        var firsts: [StepID: Int] = [:]
        for (position, step) in steps.enumerated() where firsts[step.id] == nil { firsts[step.id] = position }
        for (i, slot) in slots.enumerated() where slot != 0 {
            let position = Int(slot & mask) - 1
            guard position >= 0, position < steps.count else {
                problems.append("slot \(i) holds position \(position), beyond the \(steps.count) steps")
                continue
            }
            let id = steps[position].id
            let hash = Self.hash(id)
            if slot & ~mask != UInt32(truncatingIfNeeded: hash) & ~mask {
                problems.append("slot \(i) has the wrong tag for step \(position)")
            }
            if let other = seen.updateValue(position, forKey: id) {
                problems.append("id \(id) is in two slots (positions \(other) and \(position))")
            }
            if let first = firsts[id], first != position {
                problems.append("id \(id) maps to \(position), not its first step \(first)")
            }
            // The probe from the id's bucket reaches slot `i` over used slots only.
            var j = Self.bucket(of: hash, slotCount: slots.count)
            while j != i {
                if slots[j] == 0 {
                    problems.append("slot \(i) (step \(position)) is cut off from its bucket by empty slot \(j)")
                    break
                }
                j = j + 1 == slots.count ? 0 : j + 1
            }
        }
        return problems
    }

    /// How many slots a lookup of each id visits, in slot order (tests use it to check
    /// that ids chosen to collide do not make lookups linear).
    ///
    /// - Parameter steps: the steps inserted, by position.
    func probeLengths(steps: [Step]) -> [Int] {
        let mask = UInt32(truncatingIfNeeded: (1 << positionBits) - 1)
        return slots.indices.compactMap { i in
            guard slots[i] != 0 else { return nil }
            let bucket = Self.bucket(of: Self.hash(steps[Int(slots[i] & mask) - 1].id), slotCount: slots.count)
            return (i - bucket + slots.count) % slots.count + 1
        }
    }
}
