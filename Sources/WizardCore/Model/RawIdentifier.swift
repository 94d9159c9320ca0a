/// An identifier type that wraps one raw value, encoded as that bare value and ordered by
/// it, so sorted output is deterministic.
public protocol RawIdentifier: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    associatedtype RawValue: Hashable, Sendable, Codable, Comparable
    /// The wrapped value.
    var rawValue: RawValue { get set }
    /// Wraps a value; the loader checks identifiers' syntax, this does not.
    init(_ rawValue: RawValue)
}

extension RawIdentifier {
    /// Decodes from the bare raw value.
    ///
    /// - Parameter decoder: the decoder to read one single value from.
    /// - Throws: `DecodingError` when the value has the wrong type.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(RawValue.self))
    }
    /// Encodes as the bare raw value.
    ///
    /// - Parameter encoder: the encoder to write one single value to.
    /// - Throws: whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
    /// Orders by raw value.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension RawIdentifier where RawValue == String {
    /// The identifier as written, for messages.
    public var description: String { rawValue }
    /// Makes an identifier from a literal (not checked: the loader checks identifiers).
    ///
    /// - Parameter value: the literal's text.
    public init(stringLiteral value: String) { self.init(value) }
}

/// Whether `text` is a valid flow or step identifier: ASCII `[A-Za-z_][A-Za-z0-9_-]*`.
/// Reserved step ids are valid identifiers; the loader rejects them separately.
///
/// - Parameter text: the text to check.
/// - Returns: true when `text` is non-empty and matches the pattern.
/// - Complexity: O(*n*) in the length of `text`.
public func isValidIdentifier(_ text: some StringProtocol) -> Bool {
    func isStart(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" }
    guard let first = text.unicodeScalars.first, isStart(first) else { return false }
    return text.unicodeScalars.allSatisfy { isStart($0) || ("0"..."9").contains($0) || $0 == "-" }
}
