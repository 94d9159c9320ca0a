/// Runs a `PatternProgram` by stepping all of its threads at once, as bit sets over its
/// positions: the matcher's way through inputs whose DFA states are too many to cache.
///
/// Chained positions move by a shift; the others' follow sets come from per-group tables
/// of the union for every subset of 8 positions, so a step costs a few word operations
/// whatever the number of live threads.
struct PositionSimulation {
    /// Positions sharing a follow set are tested together when they lie in more groups.
    static let minSharedGroups = 2
    private let program: PatternProgram
    private let positions: PatternProgram.Positions
    private let wordCount: Int
    /// `wordCount` words per scalar class: the positions whose set holds the class, built
    /// the first time the class is read.
    private var classMasks: [UInt64]
    private var hasClassMask: [Bool]
    /// Positions that are not chained and share their follow set with others (the ends of
    /// the alternatives of a repeated group): `wordCount` words per follow set, the
    /// positions that share it, then the set itself.
    private var sharedMembers: [UInt64] = []
    private var sharedFollow: [UInt64] = []
    /// The other positions that are not chained and lead somewhere: those looked up in
    /// tables.
    private var looked: [UInt64]
    /// For each group of 8 positions (the group of position `p` is `p / 8`), the index of
    /// its table, or -1 when no position of the group is looked up.
    private var tableOfGroup: [Int]
    /// For each table, the words that its rows may set, as a range of `touchedWords`.
    private var touchedStarts: [Int] = [0]
    private var touchedWords: [Int] = []
    /// 256 rows per table, each with one word per touched word: row `b` holds the union of
    /// the follow sets of the group's positions whose bits are set in `b`.
    private var tables: [UInt64] = []
    private var tableStarts: [Int] = []

    init(_ program: PatternProgram) {
        self.program = program
        positions = PatternProgram.Positions(program.instructions)
        wordCount = positions.wordCount
        classMasks = Array(repeating: 0, count: program.classCount * wordCount)
        hasClassMask = Array(repeating: false, count: program.classCount)
        looked = Array(repeating: 0, count: wordCount)
        tableOfGroup = Array(repeating: -1, count: wordCount * 8)
        for position in 0..<positions.count where !isChained(position) && !followRow(position).allSatisfy({ $0 == 0 }) {
            looked[position / 64] |= UInt64(1) << (position % 64)
        }
        shareFollowSets()
        for group in 0..<(positions.count + 7) / 8 { addTable(for: group) }
    }

    /// Whether the program matches `first` and the rest of `rest`, starting from the
    /// threads `threads` (instruction indexes, as in a DFA state of `PatternMatcher`).
    mutating func matches(
        from threads: [Int], first: Unicode.Scalar, rest: inout String.UnicodeScalarView.Iterator
    ) -> Bool {
        let words = wordCount
        var ready = Array(repeating: UInt64(0), count: words)
        for pc in threads where positions.ofInstruction[pc] >= 0 {
            let position = positions.ofInstruction[pc]
            ready[position / 64] |= UInt64(1) << (position % 64)
        }
        // The positions that read the last scalar.
        var read = ready
        var scalar: Unicode.Scalar? = first
        while let value = scalar?.value {
            let mask = classMaskStart(program.classOf(value))
            var live: UInt64 = 0
            for word in 0..<words {
                read[word] = ready[word] & classMasks[mask + word]
                live |= read[word]
            }
            if live == 0 { return false }
            // Chained positions are followed by the next one.
            var carry: UInt64 = 0
            for word in 0..<words {
                let moving = read[word] & positions.chained[word]
                ready[word] = moving << 1 | carry
                carry = moving >> 63
            }
            // Follow sets shared by positions in many groups: one test each.
            var shared = 0
            while shared < sharedMembers.count {
                var isLive = false
                for word in 0..<words where read[word] & sharedMembers[shared + word] != 0 { isLive = true }
                if isLive { for word in 0..<words { ready[word] |= sharedFollow[shared + word] } }
                shared += words
            }
            // The other positions: one table row per group holding a live one.
            for word in 0..<words {
                var pending = read[word] & looked[word]
                while pending != 0 {
                    let shift = pending.trailingZeroBitCount & ~7
                    pending &= ~(0xFF << shift)
                    let table = tableOfGroup[word &* 8 &+ shift >> 3]
                    let touched = touchedStarts[table]..<touchedStarts[table &+ 1]
                    let row = tableStarts[table] &+ (Int(truncatingIfNeeded: read[word] >> shift) & 0xFF) &* touched.count
                    for index in touched { ready[touchedWords[index]] |= tables[row &+ index &- touched.lowerBound] }
                }
            }
            scalar = rest.next()
        }
        for word in 0..<words where read[word] & positions.acceptingAtEnd[word] != 0 { return true }
        return false
    }

    private func isChained(_ position: Int) -> Bool {
        positions.chained[position / 64] & (UInt64(1) << (position % 64)) != 0
    }

    private func followRow(_ position: Int) -> ArraySlice<UInt64> {
        positions.follow[(position * wordCount)..<((position + 1) * wordCount)]
    }

    /// Moves the looked-up positions whose follow set is shared across more than
    /// `minSharedGroups` other groups to `sharedMembers`, to be tested once per step.
    private mutating func shareFollowSets() {
        var owners: [ArraySlice<UInt64>: [Int]] = [:]
        var order: [ArraySlice<UInt64>] = []
        for position in 0..<positions.count where looked[position / 64] & (UInt64(1) << (position % 64)) != 0 {
            let row = followRow(position)
            if owners[row] == nil { order.append(row) }
            owners[row, default: []].append(position)
        }
        for row in order {
            guard let members = owners[row], Set(members.map { $0 / 8 }).count > Self.minSharedGroups else { continue }
            var mask = Array(repeating: UInt64(0), count: wordCount)
            for position in members {
                mask[position / 64] |= UInt64(1) << (position % 64)
                looked[position / 64] &= ~(UInt64(1) << (position % 64))
            }
            sharedMembers += mask
            sharedFollow += row
        }
    }

    /// Builds the table of `group` when it holds a looked-up position.
    private mutating func addTable(for group: Int) {
        let words = wordCount
        let loose = Int(truncatingIfNeeded: looked[group / 8] >> (group % 8 * 8)) & 0xFF
        guard loose != 0 else { return }
        var full = Array(repeating: UInt64(0), count: 256 * words)
        for byte in 1..<256 {
            let bit = byte.trailingZeroBitCount
            let position = group * 8 + bit
            let smaller = (byte & (byte - 1)) * words
            for word in 0..<words {
                let own = loose & (1 << bit) != 0 ? positions.follow[position * words + word] : 0
                full[byte * words + word] = full[smaller + word] | own
            }
        }
        let touched = (0..<words).filter { full[loose * words + $0] != 0 }
        tableOfGroup[group] = tableStarts.count
        tableStarts.append(tables.count)
        touchedWords += touched
        touchedStarts.append(touchedWords.count)
        for byte in 0..<256 {
            for word in touched { tables.append(full[byte * words + word]) }
        }
    }

    /// Where the mask of `scalarClass` starts in `classMasks`, building it if needed.
    private mutating func classMaskStart(_ scalarClass: Int) -> Int {
        let start = scalarClass * wordCount
        guard !hasClassMask[scalarClass] else { return start }
        let representative = program.classStarts[scalarClass]
        let accepted = program.sets.map { $0.contains(representative) }
        for (position, set) in positions.sets.enumerated() where accepted[set] {
            classMasks[start + position / 64] |= UInt64(1) << (position % 64)
        }
        hasClassMask[scalarClass] = true
        return start
    }
}
