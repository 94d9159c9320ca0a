extension AnswerStore: Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// Iterates the answers as `(key, value)` pairs, the element type of a
    /// `[String: AnswerValue]`, so `for (path, value) in state.answers` reads as it would
    /// over a dictionary.
    public struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[Pair]>

        /// The next answer, or nil after the last.
        public mutating func next() -> (key: String, value: AnswerValue)? {
            base.next().map { ($0.key, $0.value) }
        }
    }

    /// The answer paths, in the store's order.
    public struct Keys: RandomAccessCollection, Sendable {
        let pairs: [Pair]
        /// The first position: 0.
        public var startIndex: Int { 0 }
        /// One past the last position: the number of answers.
        public var endIndex: Int { pairs.count }
        /// The path at `position`.
        public subscript(position: Int) -> String { pairs[position].key }
    }

    /// The answer values, in the store's order.
    public struct Values: RandomAccessCollection, Sendable {
        let pairs: [Pair]
        /// The first position: 0.
        public var startIndex: Int { 0 }
        /// One past the last position: the number of answers.
        public var endIndex: Int { pairs.count }
        /// The value at `position`.
        public subscript(position: Int) -> AnswerValue { pairs[position].value }
    }

    /// Iterates the answers in the store's order (insertion order, except that a removal
    /// moves the last answer into the removed one's place).
    public func makeIterator() -> Iterator {
        Iterator(base: pairs.makeIterator())
    }

    /// The number of answers (iteration gives exactly that many).
    public var underestimatedCount: Int { pairs.count }

    /// The answer paths, in the store's order.
    public var keys: Keys { Keys(pairs: pairs) }

    /// The answer values, in the store's order.
    public var values: Values { Values(pairs: pairs) }

    /// The answers as a plain dictionary, for code written against `[String: AnswerValue]`.
    ///
    /// - Complexity: O(*n*): a copy that hashes every path again.
    public var dictionary: [String: AnswerValue] {
        var out: [String: AnswerValue] = [:]
        out.reserveCapacity(pairs.count)
        for pair in pairs { out[pair.key] = pair.value }
        return out
    }

    /// A store of these answers; a later pair for a path replaces an earlier one.
    ///
    /// - Parameter answers: `(path, value)` pairs, such as a `[String: AnswerValue]`.
    /// - Complexity: O(*n*) expected.
    public init(_ answers: some Sequence<(key: String, value: AnswerValue)>) {
        self.init()
        reserveCapacity(answers.underestimatedCount)
        for (key, value) in answers { updateValue(value, forKey: key) }
    }

    /// A store of the literal's answers; a later pair for a path replaces an earlier one.
    ///
    /// - Parameter elements: the literal's `(path, value)` pairs.
    public init(dictionaryLiteral elements: (String, AnswerValue)...) {
        self.init()
        reserveCapacity(elements.count)
        for (key, value) in elements { updateValue(value, forKey: key) }
    }

    /// The answers as a dictionary literal sorted by path: `["a": .string("x")]`, `[:]`
    /// when empty (the same text in every process, for test failures).
    public var description: String {
        guard !pairs.isEmpty else { return "[:]" }
        let members = pairs.sorted { $0.key < $1.key }.map { "\(String(reflecting: $0.key)): \($0.value)" }
        return "[" + members.joined(separator: ", ") + "]"
    }
}
