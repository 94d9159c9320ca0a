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

/// A file system that can also read a file into memory it owns and takes back part by part
/// (`LocalFileSystem` does): the loader then returns the memory of a large top `steps` array
/// as it decodes it, instead of holding the whole file until the file is decoded.
///
/// Optional: the loader reads any other `FlowFileSystem` with `readFile(_:)`, and the
/// results are the same either way.
protocol ReleasingFlowFileSystem: FlowFileSystem {
    /// The file's bytes, read as `readFile(_:)` reads them (same limit, same errors).
    func readReleasableFile(_ path: String) throws -> any ReleasableFileBytes
}

/// A file's bytes in memory owned by whoever read them, which the loader tells of the
/// ranges it will not read again.
protocol ReleasableFileBytes: AnyObject {
    /// The bytes, valid while the object lives; those of a released range may change.
    var bytes: UnsafeBufferPointer<UInt8> { get }

    /// Says that the bytes in `range` will not be read again: the owner may give the memory
    /// of whole pages inside it back to the system (they may read as anything afterwards).
    /// The loader passes ranges in increasing order, each starting where the previous one
    /// ended (see `ByteRelease`).
    func release(_ range: Range<Int>)
}
