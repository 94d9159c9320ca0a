/// Why the answers could not be decoded into the caller's `Decodable` type.
///
/// Every case names the answer path (`db.port`, `servers.0.host`; the empty string is the
/// whole answers object) and the Swift type that was expected. No case carries an answer's
/// value, so a secret is never echoed by a decoding error; `found` is a JSON type name
/// (`"string"`, `"integer"` ...).
public enum AnswerDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The value at `path` has the wrong JSON type for `expected`.
    case typeMismatch(path: String, expected: String, found: String)
    /// No answer exists at `path`, and the type requires one (declare the property
    /// optional for a step that may be skipped by `when` or left out by `store: false`).
    case missingAnswer(path: String, expected: String)
    /// The value at `path` is a number that `expected` cannot hold exactly (an `Int8`
    /// above 127, `2.5` for an `Int`).
    case numberOutOfRange(path: String, expected: String)
    /// The caller's own `init(from:)` refused the value at `path` (an enum's unknown raw
    /// value, a check of its own); `reason` is the error it threw, as text.
    case rejected(path: String, reason: String)

    /// The answer path of the problem (empty for the whole answers object).
    public var path: String {
        switch self {
        case .typeMismatch(let path, _, _), .missingAnswer(let path, _),
            .numberOutOfRange(let path, _), .rejected(let path, _):
            path
        }
    }

    /// One line: where, what was expected and what was found.
    public var description: String {
        let place = path.isEmpty ? "the answers" : "answer '\(path)'"
        switch self {
        case .typeMismatch(_, let expected, let found):
            return "\(place): expected \(expected), found \(article(found)) \(found)"
        case .missingAnswer(_, let expected):
            return "\(place): expected \(expected), found no answer (make the property optional if the step can be skipped)"
        case .numberOutOfRange(_, let expected):
            return "\(place): expected \(expected), found a number it cannot hold exactly"
        case .rejected(_, let reason):
            return "\(place): \(reason)"
        }
    }

    private func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
