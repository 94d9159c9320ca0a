/// A `Decoder` over an `AnswerValue`, so answers decode into the caller's `Decodable`
/// types without Foundation.
///
/// Integers decode into any fixed-width integer type that holds them exactly, and into
/// `Double`/`Float`; a number with no fraction decodes into an integer type. `AnswerValue`
/// itself decodes as is (a property of type `AnswerValue` keeps a sub-tree untyped).
/// A missing key and `null` both decode as `nil` for an optional property.
struct AnswerDecoder: Decoder {
    let value: AnswerValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw AnswerDecoder.mismatch(codingPath, expected: "an object (a flow's answers)", found: value)
        }
        return KeyedDecodingContainer(KeyedAnswers<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else {
            throw AnswerDecoder.mismatch(codingPath, expected: "an array", found: value)
        }
        return UnkeyedAnswers(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleAnswer(value: value, codingPath: codingPath)
    }

    /// Decodes `value` at `path` as `T`: the one place that maps JSON types to Swift ones.
    static func unbox<T: Decodable>(_ value: AnswerValue, as type: T.Type, at path: [any CodingKey]) throws -> T {
        if let same = value as? T { return same }
        // Named only in an error: decoding a session's 100,000 entries would spend a third of
        // its time describing types.
        var expected: String { String(describing: T.self) }
        if T.self == String.self {
            guard case .string(let text) = value, let result = text as? T else {
                throw mismatch(path, expected: expected, found: value)
            }
            return result
        }
        if T.self == Bool.self {
            guard case .bool(let flag) = value, let result = flag as? T else {
                throw mismatch(path, expected: expected, found: value)
            }
            return result
        }
        if T.self == Double.self || T.self == Float.self {
            guard let number = value.numericValue else { throw mismatch(path, expected: expected, found: value) }
            let result: T? = T.self == Float.self ? Float(number) as? T : number as? T
            guard let result else { throw mismatch(path, expected: expected, found: value) }
            return result
        }
        if let integerType = T.self as? any FixedWidthInteger.Type {
            return try integer(value, as: integerType, expected: expected, at: path)
        }
        return try T(from: AnswerDecoder(value: value, codingPath: path))
    }

    private static func integer<I: FixedWidthInteger, T>(
        _ value: AnswerValue, as type: I.Type, expected: @autoclosure () -> String, at path: [any CodingKey]
    ) throws -> T {
        let converted: I?
        switch value {
        case .integer(let i): converted = I(exactly: i)
        case .number(let d): converted = d.isFinite ? I(exactly: d) : nil
        default: throw mismatch(path, expected: expected(), found: value)
        }
        guard let converted, let result = converted as? T else {
            throw AnswerDecodingError.numberOutOfRange(path: render(path), expected: expected())
        }
        return result
    }

    static func mismatch(_ path: [any CodingKey], expected: String, found: AnswerValue) -> AnswerDecodingError {
        .typeMismatch(path: render(path), expected: expected, found: found.typeName)
    }

    /// A coding path as an answer path: `servers.0.host`.
    static func render(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}
