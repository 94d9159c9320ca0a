/// Runs a `PatternProgram` over an input by stepping all of its threads at once, as bit
/// sets over its positions (`PatternProgram.Positions`): the matcher's way through inputs
/// whose DFA states are too many to cache, such as `[ab]*a[ab]{495}` on random `a`s and
/// `b`s (about 500 live threads after every scalar).
///
/// A step costs a few word operations per 64 positions, whatever the number of live
/// threads: chained positions move by a shift, and the follow sets of the others come from
/// tables that hold, for each group of 8 positions, the union of the follow sets of every
/// subset of the group. Stepping the threads one by one took about 100 ms for 64 KiB on
/// the largest accepted programs; this takes a few (Benchmarks/README.md).
struct PositionSimulation {
    private let program: PatternProgram
    private let positions: PatternProgram.Positions
    private let wordCount: Int
    /// `wordCount` words per scalar class: the positions whose set holds the class, built
    /// the first time the class is read.
    private var classMasks: [UInt64]
    private var hasClassMask: [Bool]
    /// The positions that are not chained and lead somewhere: those looked up in tables.
    private var looked: [UInt64]
    /// For each group of 8 positions (the group of position `p` is `p / 8`), the index of
    /// its table, or -1 when no position of the group is looked up.
    private var tableOfGroup: [Int]
    /// 256 rows of `wordCount` words per table: row `b` holds the union of the follow sets
    /// of the group's positions whose bits are set in `b`.
    private var tables: [UInt64] = []
    /// For each table, the range of words that its rows may have set.
    private var firstWords: [Int] = []
    private var lastWords: [Int] = []

    init(_ program: PatternProgram) {
        self.program = program
        positions = PatternProgram.Positions(program.instructions)
        wordCount = positions.wordCount
        classMasks = Array(repeating: 0, count: program.classCount * wordCount)
        hasClassMask = Array(repeating: false, count: program.classCount)
        looked = Array(repeating: 0, count: wordCount)
        tableOfGroup = Array(repeating: -1, count: wordCount * 8)
        for group in 0..<(positions.count + 7) / 8 { addTable(for: group) }
    }

    /// Whether the program matches `first` and the rest of `rest`, starting from the
    /// threads `threads` (instruction indexes, as in a DFA state of `PatternMatcher`).
    ///
    /// - Complexity: O(*n* · *w* · *g*) for *n* scalars, *w* words per set and *g* groups
    ///   of 8 positions holding one that is not chained (at most *p* / 8).
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
            var carry: UInt64 = 0
            for word in 0..<words {
                let moving = read[word] & positions.chained[word]
                ready[word] = moving << 1 | carry
                carry = moving >> 63
            }
            for word in 0..<words {
                var pending = read[word] & looked[word]
                while pending != 0 {
                    let shift = pending.trailingZeroBitCount & ~7
                    pending &= ~(0xFF << shift)
                    let table = tableOfGroup[word &* 8 &+ shift >> 3]
                    let row = (table &* 256 &+ Int(truncatingIfNeeded: read[word] >> shift) & 0xFF) &* words
                    for target in firstWords[table]...lastWords[table] { ready[target] |= tables[row &+ target] }
                }
            }
            scalar = rest.next()
        }
        for word in 0..<words where read[word] & positions.acceptingAtEnd[word] != 0 { return true }
        return false
    }

    /// Builds the table of `group` when it holds a position that is not chained and leads
    /// somewhere.
    private mutating func addTable(for group: Int) {
        let words = wordCount
        var loose = 0
        for bit in 0..<8 {
            let position = group * 8 + bit
            if position < positions.count && positions.chained[position / 64] & (UInt64(1) << (position % 64)) == 0 {
                loose |= 1 << bit
            }
        }
        guard loose != 0 else { return }
        let base = tables.count
        tables.append(contentsOf: repeatElement(0, count: 256 * words))
        for byte in 1..<256 {
            let position = group * 8 + byte.trailingZeroBitCount
            let smaller = base + (byte & (byte - 1)) * words
            for word in 0..<words {
                let own = position < positions.count ? positions.follow[position * words + word] : 0
                tables[base + byte * words + word] = tables[smaller + word] | own
            }
        }
        let union = base + loose * words
        guard let first = (0..<words).first(where: { tables[union + $0] != 0 }),
            let last = (0..<words).last(where: { tables[union + $0] != 0 })
        else {
            tables.removeLast(256 * words)
            return
        }
        tableOfGroup[group] = firstWords.count
        firstWords.append(first)
        lastWords.append(last)
        looked[group / 8] |= UInt64(loose) << (group % 8 * 8)
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
