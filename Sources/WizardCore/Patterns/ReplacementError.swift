/// Why a replacement failed.
public enum ReplacementError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template names a group the pattern does not have.
    case unknownGroup(String)
    /// The result would be longer than this many bytes of UTF-8.
    case tooLong(Int)

    public var description: String { text.english }

    /// The error as a message of the catalogues, for the user's language.
    public var text: MessageText {
        switch self {
        case .unknownGroup(let name): MessageText(.exprFunctionUnknownGroup, ["name": name])
        case .tooLong(let limit): MessageText(.exprFunctionResultTooLong, ["limit": String(limit)])
        }
    }
}
