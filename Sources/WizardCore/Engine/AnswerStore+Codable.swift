extension AnswerStore: Codable {
    /// A path as a coding key, as `[String: AnswerValue]` codes its keys (an integer value
    /// too when the path reads as one).
    struct PathKey: CodingKey {
        let stringValue: String
        let intValue: Int?

        init(stringValue: String) {
            self.stringValue = stringValue
            intValue = Int(stringValue)
        }

        init(intValue: Int) {
            stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    /// Decodes an object of answers by path, as a `[String: AnswerValue]` is decoded (so
    /// sessions saved before this type existed load unchanged).
    ///
    /// - Parameter decoder: the decoder to read one keyed container from.
    /// - Throws: whatever the decoder throws for a value that is not an object.
    public init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: PathKey.self)
        let keys = container.allKeys
        reserveCapacity(keys.count)
        for key in keys {
            updateValue(try container.decode(AnswerValue.self, forKey: key), forKey: key.stringValue)
        }
    }

    /// Encodes an object of answers by path, in the store's order, as a
    /// `[String: AnswerValue]` is encoded (session files sort their keys, so they are
    /// byte for byte what they were).
    ///
    /// - Parameter encoder: the encoder to write one keyed container to.
    /// - Throws: whatever the encoder throws (a non-finite `.number` may be refused).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: PathKey.self)
        for pair in pairs {
            try container.encode(pair.value, forKey: PathKey(stringValue: pair.key))
        }
    }
}
