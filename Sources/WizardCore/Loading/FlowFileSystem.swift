/// Where the loader reads flow files from: the disk (`LocalFileSystem`) or, in tests and
/// embedding programs, anything else.
public protocol FlowFileSystem: Sendable {
    /// The file's bytes; reading may stop past `JSONReader.defaultMaxBytes` bytes.
    ///
    /// - Parameter path: the path as the user or an `imports` entry gave it.
    /// - Returns: the bytes read.
    /// - Throws: `FlowFileError` (other errors are reported with their description).
    func readFile(_ path: String) throws -> [UInt8]

    /// The absolute path with every symbolic link, `.` and `..` resolved (like `realpath`),
    /// or nil when the path does not exist.
    func canonicalPath(_ path: String) -> String?

    /// The bytes of a file inside a folder, never leaving the folder, even if a folder on
    /// the way is swapped for a symbolic link meanwhile (docs/writing-flows.md#example-flows).
    ///
    /// - Parameters:
    ///   - relativePath: the file's path inside `folder`.
    ///   - folder: the folder the read must stay in.
    ///   - followsLinksInside: whether symbolic links inside `folder` are followed.
    /// - Returns: the bytes read.
    /// - Throws: `FlowFileError`; `.unreadable` when the path leads outside the folder.
    func readFile(_ relativePath: String, beneath folder: String, followsLinksInside: Bool) throws -> [UInt8]
}

extension FlowFileSystem {
    /// Reads `folder/relativePath` by its path: for file systems held in memory, where
    /// nothing can change between the check and the read.
    ///
    /// - Parameters:
    ///   - relativePath: the file's path inside `folder`.
    ///   - folder: the folder it is joined to.
    ///   - followsLinksInside: ignored: a file system held in memory has no links.
    /// - Returns: the bytes `readFile(_:)` gives for the joined path.
    /// - Throws: what `readFile(_:)` throws.
    public func readFile(_ relativePath: String, beneath folder: String, followsLinksInside: Bool) throws -> [UInt8] {
        try readFile(folder.hasSuffix("/") ? folder + relativePath : folder + "/" + relativePath)
    }
}
