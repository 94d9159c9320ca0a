/// Why a flow file could not be read.
public enum FlowFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path.
    case notFound(path: String)
    /// The file exists but reading failed (`reason` is the system's explanation).
    case unreadable(path: String, reason: String)

    /// The reason as a phrase for a diagnostic.
    public var description: String {
        switch self {
        case .notFound: "no such file"
        case .unreadable(_, let reason): reason
        }
    }
}
