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

/// An answers object seen through the caller's `CodingKeys`.
struct KeyedAnswers<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: AnswerValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.sorted().compactMap { Key(stringValue: $0) } }
    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { (members[key.stringValue] ?? .null) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let path = codingPath + [key]
        guard let value = members[key.stringValue] else {
            throw AnswerDecodingError.missingAnswer(path: AnswerDecoder.render(path), expected: String(describing: T.self))
        }
        return try AnswerDecoder.unbox(value, as: T.self, at: path)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type, key) }

    private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try decode(type as T.Type, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try AnswerDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try AnswerDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        AnswerDecoder(value: .object(members), codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        AnswerDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

/// The position inside an array while decoding it.
struct AnswerIndex: CodingKey {
    let intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

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

/// One answer decoded as a single value (a `RawRepresentable` enum, a wrapper type).
struct SingleAnswer: SingleValueDecodingContainer {
    let value: AnswerValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try AnswerDecoder.unbox(value, as: T.self, at: codingPath)
    }
}
