/// A set of Unicode scalar values held as sorted, disjoint, non-adjacent ranges: what a
/// character class, `.` or a literal of a pattern matches.
struct ScalarSet: Sendable, Hashable {
    /// The ranges, sorted, disjoint and never touching.
    private(set) var ranges: [ClosedRange<UInt32>]

    /// The largest Unicode scalar value.
    static let maxScalar: UInt32 = 0x10_FFFF

    /// The empty set.
    init() { ranges = [] }

    /// The set of the given ranges (in any order, overlapping or not).
    init(_ ranges: [ClosedRange<UInt32>]) {
        self.ranges = []
        for range in ranges { insert(range) }
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

    /// Adds `range`, merging it with the ranges it overlaps or touches.
    mutating func insert(_ range: ClosedRange<UInt32>) {
        var low = range.lowerBound
        var high = range.upperBound
        var kept: [ClosedRange<UInt32>] = []
        kept.reserveCapacity(ranges.count + 1)
        var placed = false
        for existing in ranges {
            if existing.upperBound &+ 1 < low {
                kept.append(existing)
            } else if high &+ 1 < existing.lowerBound {
                if !placed {
                    kept.append(low...high)
                    placed = true
                }
                kept.append(existing)
            } else {
                low = min(low, existing.lowerBound)
                high = max(high, existing.upperBound)
            }
        }
        if !placed { kept.append(low...high) }
        ranges = kept
    }

    /// Adds every scalar of `other`.
    mutating func formUnion(_ other: ScalarSet) {
        for range in other.ranges { insert(range) }
    }

    /// The scalars not in this set.
    var inverted: ScalarSet {
        var result = ScalarSet()
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.ranges.append(next...(range.lowerBound - 1)) }
            next = range.upperBound &+ 1
        }
        if !ranges.isEmpty && ranges[ranges.count - 1].upperBound == ScalarSet.maxScalar { return result }
        result.ranges.append(next...ScalarSet.maxScalar)
        return result
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
        var result = self
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
                        result.insert(other.value...other.value)
                    }
                }
            }
        }
        return result
    }
}
