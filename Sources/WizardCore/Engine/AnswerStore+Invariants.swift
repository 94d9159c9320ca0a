extension AnswerStore {
    /// Checks the invariants documented on `AnswerStore`.
    ///
    /// - Returns: one sentence per broken invariant; empty when the store is consistent.
    /// - Complexity: O(*n* + table size), every path hashed once.
    public func checkInvariants() -> [String] {
        var problems: [String] = []
        let size = slots.count
        if !pairs.isEmpty && (pairs.count * 4 > size * 3 || pairs.count >= size) {
            problems.append("\(pairs.count) answers in a table of \(size) slots (over three quarters full)")
        }
        var seen = Set<String>()
        var slotCounts = [Int](repeating: 0, count: pairs.count)
        for (position, pair) in pairs.enumerated() {
            if pair.hash != Self.hash(pair.key) {
                problems.append("the stored hash of \(String(reflecting: pair.key)) is not its hash")
            }
            if !seen.insert(pair.key).inserted {
                problems.append("\(String(reflecting: pair.key)) is held twice (at \(position))")
            }
        }
        for (slot, occupant) in slots.enumerated() where occupant != 0 {
            let position = Int(occupant) - 1
            guard position < pairs.count else {
                problems.append("slot \(slot) holds \(occupant), past the \(pairs.count) answers")
                continue
            }
            slotCounts[position] += 1
            // Linear probing: every slot from the pair's home up to its own is occupied, or
            // a lookup would stop at the gap before reaching it.
            var probe = Self.home(pairs[position].hash, size: size)
            while probe != slot {
                if slots[probe] == 0 {
                    problems.append("\(String(reflecting: pairs[position].key)) in slot \(slot) is cut off from its probe start")
                    break
                }
                probe = probe + 1 == size ? 0 : probe + 1
            }
        }
        for (position, count) in slotCounts.enumerated() where count != 1 {
            problems.append("answer \(position) (\(String(reflecting: pairs[position].key))) is in \(count) slots")
        }
        return problems
    }
}
