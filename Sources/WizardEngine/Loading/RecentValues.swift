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
        for value in values where matches(value) { return value }
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
