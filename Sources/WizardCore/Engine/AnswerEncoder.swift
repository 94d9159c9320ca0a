/// An `Encoder` that turns any `Encodable` value into an `AnswerValue`, the mirror of
/// `AnswerDecoder`, so session files are written without Foundation. Integers that fit in
/// `Int` become `.integer`, an `AnswerValue` is stored as is, an empty container becomes
/// `{}` or `[]`, and a value that encodes nothing becomes `.null`.
package struct AnswerEncoder {
    /// Creates an encoder.
    package init() {}

    /// Encodes `value` into an `AnswerValue`.
    ///
    /// - Parameter value: the value to encode.
    /// - Returns: its JSON-shaped form.
    /// - Throws: what `value.encode(to:)` throws, or `EncodingError.invalidValue` for an
    ///   unsigned integer too large for `Int`.
    package func encode(_ value: some Encodable) throws -> AnswerValue {
        try AnswerEncoding.box(value, at: [])
    }

    /// One value under construction. A class, because a nested container and its parent
    /// container must see the same storage.
    private final class EncodingSlot {
        enum Content {
            case empty
            case value(AnswerValue)
            case object([String: EncodingSlot])
            case array([EncodingSlot])
        }

        var content: Content = .empty

        /// The finished value.
        var answerValue: AnswerValue {
            switch content {
            case .empty: .null
            case .value(let value): value
            case .object(let members): .object(members.mapValues(\.answerValue))
            case .array(let items): .array(items.map(\.answerValue))
            }
        }

        /// Makes the slot an object (keeping members already written) and returns a new
        /// member slot for `key`.
        func member(_ key: String) -> EncodingSlot {
            let slot = EncodingSlot()
            var members: [String: EncodingSlot] = [:]
            if case .object(let existing) = content { members = existing }
            content = .empty  // so `members` holds the only reference and grows in place
            members[key] = slot
            content = .object(members)
            return slot
        }

        /// Makes the slot an object if it is not one yet.
        func becomeObject() {
            if case .object = content { return }
            content = .object([:])
        }

        /// Makes the slot an array if it is not one yet.
        func becomeArray() {
            if case .array = content { return }
            content = .array([])
        }

        /// Appends a new item slot to the array and returns it.
        func appendItem() -> EncodingSlot {
            let slot = EncodingSlot()
            var items: [EncodingSlot] = []
            if case .array(let existing) = content { items = existing }
            content = .empty  // so `items` holds the only reference and grows in place
            items.append(slot)
            content = .array(items)
            return slot
        }

        /// The number of items, when the slot is an array.
        var itemCount: Int {
            if case .array(let items) = content { items.count } else { 0 }
        }
    }

    /// The conversions shared by the containers.
    private enum AnswerEncoding {
        /// Encodes `value`, the JSON scalar types and `AnswerValue` directly.
        static func box<T: Encodable>(_ value: T, at path: [any CodingKey]) throws -> AnswerValue {
            if let answer = value as? AnswerValue { return answer }
            if let text = value as? String { return .string(text) }
            if let flag = value as? Bool { return .bool(flag) }
            if let number = value as? Double { return .number(number) }
            if let number = value as? Float { return .number(Double(number)) }
            if let integer = value as? any FixedWidthInteger { return try boxInteger(integer, at: path) }
            let slot = EncodingSlot()
            try value.encode(to: SlotEncoder(slot: slot, codingPath: path))
            return slot.answerValue
        }

        static func boxInteger(_ integer: some FixedWidthInteger, at path: [any CodingKey]) throws -> AnswerValue {
            guard let exact = Int(exactly: integer) else {
                throw EncodingError.invalidValue(
                    integer, EncodingError.Context(codingPath: path, debugDescription: "\(integer) does not fit in Int"))
            }
            return .integer(exact)
        }
    }

    /// The `Encoder` handed to `encode(to:)`, writing into one slot.
    private struct SlotEncoder: Encoder {
        let slot: EncodingSlot
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            slot.becomeObject()
            return KeyedEncodingContainer(KeyedSlotContainer<Key>(slot: slot, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            slot.becomeArray()
            return UnkeyedSlotContainer(slot: slot, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            SingleSlotContainer(slot: slot, codingPath: codingPath)
        }
    }

    /// Writes an object's members.
    private struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: EncodingSlot
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws {
            slot.member(key.stringValue).content = .value(.null)
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            let boxed = try AnswerEncoding.box(value, at: codingPath + [key])
            slot.member(key.stringValue).content = .value(boxed)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            let member = slot.member(key.stringValue)
            member.becomeObject()
            return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(slot: member, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let member = slot.member(key.stringValue)
            member.becomeArray()
            return UnkeyedSlotContainer(slot: member, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder {
            SlotEncoder(slot: slot.member("super"), codingPath: codingPath)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
        }
    }

    /// Appends an array's items.
    private struct UnkeyedSlotContainer: UnkeyedEncodingContainer {
        let slot: EncodingSlot
        let codingPath: [any CodingKey]
        var count: Int { slot.itemCount }

        mutating func encodeNil() throws {
            slot.appendItem().content = .value(.null)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            let boxed = try AnswerEncoding.box(value, at: codingPath + [AnswerIndex(count)])
            slot.appendItem().content = .value(boxed)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            let path = codingPath + [AnswerIndex(count)]
            let item = slot.appendItem()
            item.becomeObject()
            return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(slot: item, codingPath: path))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let path = codingPath + [AnswerIndex(count)]
            let item = slot.appendItem()
            item.becomeArray()
            return UnkeyedSlotContainer(slot: item, codingPath: path)
        }

        mutating func superEncoder() -> any Encoder {
            let path = codingPath + [AnswerIndex(count)]
            return SlotEncoder(slot: slot.appendItem(), codingPath: path)
        }
    }

    /// Writes one value.
    private struct SingleSlotContainer: SingleValueEncodingContainer {
        let slot: EncodingSlot
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws {
            slot.content = .value(.null)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            slot.content = .value(try AnswerEncoding.box(value, at: codingPath))
        }
    }
}
