/// An array of answers (a multiselect, a repeat's items), read in order.
struct UnkeyedAnswers: UnkeyedDecodingContainer {
    let items: [AnswerValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(items: [AnswerValue], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let path = codingPath + [AnswerIndex(currentIndex)]
        guard !isAtEnd else {
            throw AnswerDecodingError.missingAnswer(path: AnswerDecoder.render(path), expected: String(describing: T.self))
        }
        let result = try AnswerDecoder.unbox(items[currentIndex], as: T.self, at: path)
        currentIndex += 1
        return result
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let decoder = try nextDecoder()
        return try decoder.container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try nextDecoder() }

    private mutating func nextDecoder() throws -> AnswerDecoder {
        let path = codingPath + [AnswerIndex(currentIndex)]
        guard !isAtEnd else {
            throw AnswerDecodingError.missingAnswer(path: AnswerDecoder.render(path), expected: "a value")
        }
        defer { currentIndex += 1 }
        return AnswerDecoder(value: items[currentIndex], codingPath: path)
    }
}
