/// Why a replacement failed.
public enum ReplacementError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template names a group the pattern does not have.
    case unknownGroup(String)
    /// The result would be longer than this many bytes of UTF-8.
    case tooLong(Int)

    public var description: String {
        switch self {
        case .unknownGroup(let name): "the replacement refers to the group '\(name)', which the pattern does not have"
        case .tooLong(let limit): "the result would be longer than \(limit) bytes"
        }
    }
}
