/// The last few values of one kind a load decoded, so that an equal value decoded later can
/// share their storage: a flow that repeats a `validate` object or a `choices` list on many
/// steps keeps one copy of it.
///
/// A ring of at most four, compared linearly: repeated values in a flow file usually stand
/// near each other, and a miss costs at most four comparisons.
struct RecentValues<Value> {
    /// How many values are kept.
    static var capacity: Int { 4 }
    private var values: [Value] = []
    /// Where the next value goes once the ring is full (the oldest).
    private var next = 0

    /// The first kept value `matches` accepts, newest or oldest first as kept.
    ///
    /// - Complexity: O(`capacity`) calls of `matches`.
    func first(where matches: (Value) -> Bool) -> Value? {
        // By index: each value is lent to `matches`, not copied out of the array (a retain
        // and a release per value looked at).
        for i in values.indices where matches(values[i]) { return values[i] }
        return nil
    }

    /// Keeps `value`, in place of the oldest once four are kept.
    mutating func keep(_ value: Value) {
        if values.count < Self.capacity {
            values.append(value)
        } else {
            values[next] = value
        }
        next = (next + 1) % Self.capacity
    }
}

/// A `choices` list of plain values kept in `FlowDecoder.recentChoices`, with whether its
/// values are distinct (as `String`s compare, as the choices check compares them).
struct RecentChoices {
    let choices: [Choice]
    let hasDistinctValues: Bool
    /// The values' UTF-8, one after another, and where each ends in it: a list in a file
    /// is compared with these bytes, with no string per item.
    let spelling: [UInt8]
    let ends: [Int]

    init(_ choices: [Choice]) {
        self.choices = choices
        hasDistinctValues = Self.distinct(choices)
        var spelling: [UInt8] = []
        var ends: [Int] = []
        ends.reserveCapacity(choices.count)
        for choice in choices {
            spelling.append(contentsOf: choice.text.utf8)
            ends.append(spelling.count)
        }
        self.spelling = spelling
        self.ends = ends
    }

    /// Whether `items` are strings that spell the values, in order (compared as `String`s
    /// compare: the bytes settle it, unless an escape or differing non-ASCII text needs the
    /// strings themselves).
    func areSpelled(by items: JSONElements) -> Bool {
        guard items.count == choices.count else { return false }
        return spelling.withUnsafeBufferPointer { all in
            var position = 0
            var start = 0
            for item in items {
                // `ends` has one entry per choice, and `items.count` is their count; each end
                // is within `spelling` and at least the one before it (built so above).
                let end = ends[position]
                let settled = item.withUnescapedStringBytes { bytesHoldSameText($0, UnsafeBufferPointer(rebasing: all[start..<end])) }
                if case .some(.some(let same)) = settled {
                    guard same else { return false }
                } else if !item.isString(choices[position].text) {
                    return false
                }
                start = end
                position += 1
            }
            return true
        }
    }

    /// Whether no two choices have equal values.
    private static func distinct(_ choices: [Choice]) -> Bool {
        if choices.count > 16 { return Set(choices.map(\.text)).count == choices.count }
        for i in choices.indices {
            for j in 0..<i where choices[j].text == choices[i].text { return false }
        }
        return true
    }
}
