extension OrderedAnswers {
    /// Decodes the answers into the caller's `Decodable` type, without Foundation.
    ///
    /// Keys are answer keys (step ids; use `CodingKeys` for ids such as `db-port`), a
    /// sub-flow is a nested object, a repeat an array. A step skipped by `when` or stored
    /// with `store: false` has no key: declare its property optional. `confirm` answers
    /// decode as `Bool`, `integer` as any integer type, `number` as `Double`,
    /// `multiselect` as `[String]` (or an array of a `String` raw-value enum).
    ///
    /// ```swift
    /// struct Setup: Decodable { var name: String; var port: Int; var tags: [String]? }
    /// let setup = try engine.answers(of: state).decode(Setup.self)
    /// ```
    ///
    /// - Parameter type: the type to decode.
    /// - Returns: the decoded value.
    /// - Throws: `AnswerDecodingError` (`typeMismatch`, `missingAnswer`, `numberOutOfRange`,
    ///   or `rejected` by the type's own `init(from:)`), never holding an answer's value.
    /// - Complexity: O(size of the value).
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws(AnswerDecodingError) -> T {
        try value.decode(type)
    }
}

extension AnswerValue {
    /// Decodes this value into the caller's `Decodable` type, as `OrderedAnswers.decode(_:)`.
    ///
    /// - Parameter type: the type to decode.
    /// - Returns: the decoded value.
    /// - Throws: `AnswerDecodingError`, naming the path inside this value.
    /// - Complexity: O(size of the value).
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws(AnswerDecodingError) -> T {
        do {
            return try AnswerDecoder.unbox(self, as: T.self, at: [])
        } catch let error as AnswerDecodingError {
            throw error
        } catch let error as DecodingError {
            throw Self.translate(error)
        } catch {
            throw .rejected(path: "", reason: String(describing: error))
        }
    }

    /// Maps a `DecodingError` thrown by a caller's `init(from:)` to our error, keeping its
    /// path and its message.
    private static func translate(_ error: DecodingError) -> AnswerDecodingError {
        switch error {
        case .typeMismatch(let type, let context):
            return .rejected(path: AnswerDecoder.render(context.codingPath), reason: "expected \(type): \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return .missingAnswer(path: AnswerDecoder.render(context.codingPath), expected: String(describing: type))
        case .keyNotFound(let key, let context):
            return .missingAnswer(path: AnswerDecoder.render(context.codingPath + [key]), expected: "a value")
        case .dataCorrupted(let context):
            return .rejected(path: AnswerDecoder.render(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .rejected(path: "", reason: String(describing: error))
        }
    }
}
