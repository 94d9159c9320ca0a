/// Why a flow file could not be read.
public enum FlowFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path.
    case notFound(path: String)
    /// The file exists but reading failed (`reason` is the system's explanation, as a message).
    case unreadable(path: String, reason: MessageText)

    /// The reason as a phrase for a diagnostic, for any language.
    public var text: MessageText {
        switch self {
        case .notFound: MessageText(.loadNoSuchFile)
        case .unreadable(_, let reason): reason
        }
    }

    /// The reason in English.
    public var description: String { text.english }

    /// The reason `error` gives, thrown by a file system: a `FlowFileError`'s message, any
    /// other error's description as it is.
    public static func reason(of error: any Error) -> MessageText {
        (error as? FlowFileError)?.text ?? .verbatim(String(describing: error))
    }
}
