/// A file read while loading, with a fingerprint of its bytes.
public struct SourceFile: Sendable, Equatable {
    /// The path as diagnostics name it (imports relative to the root file's path).
    public var path: String
    /// The resolved absolute path, when known.
    public var canonicalPath: String?
    /// The number of bytes read.
    public var byteCount: Int
    /// 64-bit FNV-1a hash of the bytes: equal bytes give equal fingerprints.
    public var fingerprint: UInt64

    /// Describes `bytes` read from `path`, keeping only their count and fingerprint.
    ///
    /// - Parameters:
    ///   - path: the path as diagnostics name it.
    ///   - canonicalPath: the resolved absolute path, or nil when it is not known.
    ///   - bytes: the bytes read.
    /// - Complexity: O(number of bytes).
    public init(path: String, canonicalPath: String?, bytes: [UInt8]) {
        self.path = path
        self.canonicalPath = canonicalPath
        self.byteCount = bytes.count
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        self.fingerprint = hash
    }
}
