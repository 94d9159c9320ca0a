/// One answer decoded as a single value (a `RawRepresentable` enum, a wrapper type).
struct SingleAnswer: SingleValueDecodingContainer {
    let value: AnswerValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try AnswerDecoder.unbox(value, as: T.self, at: codingPath)
    }
}
