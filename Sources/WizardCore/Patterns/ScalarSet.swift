/// A set of Unicode scalar values held as sorted, disjoint, non-adjacent ranges: what a
/// character class, `.` or a literal of a pattern matches.
struct ScalarSet: Sendable, Hashable {
    /// The ranges, sorted, disjoint and never touching.
    private(set) var ranges: [ClosedRange<UInt32>]

    /// The largest Unicode scalar value.
    static let maxScalar: UInt32 = 0x10_FFFF

    /// The set of the given ranges (in any order, overlapping or not).
    init(_ ranges: [ClosedRange<UInt32>]) {
        self.ranges = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = self.ranges.last, range.lowerBound <= last.upperBound &+ 1 {
                self.ranges[self.ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                self.ranges.append(range)
            }
        }
    }

    /// Every scalar but the newline (what `.` matches outside `(?s)`).
    static let anyButNewline = ScalarSet([0...9, 11...maxScalar])
    /// Every scalar.
    static let any = ScalarSet([0...maxScalar])
    /// `\d`: the ASCII digits.
    static let digits = ScalarSet([0x30...0x39])
    /// `\w`: ASCII letters, digits and `_`.
    static let word = ScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    /// `\s`: tab, newline, vertical tab, form feed, carriage return and space.
    static let space = ScalarSet([0x09...0x0D, 0x20...0x20])

    /// The scalars not in this set.
    var inverted: ScalarSet {
        var gaps: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { gaps.append(next...(range.lowerBound - 1)) }
            next = range.upperBound + 1
        }
        if next <= ScalarSet.maxScalar { gaps.append(next...ScalarSet.maxScalar) }
        return ScalarSet(gaps)
    }

    /// Whether `value` is in the set.
    func contains(_ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else if ranges[middle].lowerBound > value {
                high = middle
            } else {
                return true
            }
        }
        return false
    }

    /// The set with the other case of every letter added (simple one-scalar case mappings).
    ///
    /// Ranges longer than `foldLimit` fold only their ASCII part; they already hold most
    /// letters of both cases.
    var caseFolded: ScalarSet {
        let foldLimit: UInt32 = 0x3000
        var folded = ranges
        for range in ranges {
            let scanned: ClosedRange<UInt32>
            if range.upperBound - range.lowerBound < foldLimit {
                scanned = range
            } else if range.lowerBound <= 0x7F {
                scanned = range.lowerBound...0x7F
            } else {
                continue
            }
            for value in scanned {
                guard let scalar = Unicode.Scalar(value) else { continue }
                for mapped in [scalar.properties.lowercaseMapping, scalar.properties.uppercaseMapping] {
                    let scalars = mapped.unicodeScalars
                    if scalars.count == 1, let other = scalars.first, other.value != value {
                        folded.append(other.value...other.value)
                    }
                }
            }
        }
        return ScalarSet(folded)
    }
}
