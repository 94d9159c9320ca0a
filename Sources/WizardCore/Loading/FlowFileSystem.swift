/// Where the loader reads flow files from: the disk (`LocalFileSystem`) or, in tests and
/// embedding programs, anything else.
public protocol FlowFileSystem: Sendable {
    /// The file's bytes.
    ///
    /// An implementation may stop reading after `JSONReader.defaultMaxBytes + 1` bytes: the
    /// loader refuses anything larger anyway.
    ///
    /// - Throws: `FlowFileError` (other errors are reported with their description).
    func readFile(_ path: String) throws -> [UInt8]

    /// The absolute path with every symbolic link, `.` and `..` resolved (like `realpath`),
    /// or nil when the path does not exist.
    func canonicalPath(_ path: String) -> String?
}

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
