/// What loading a flow file gives: the flows (when there is no error), every diagnostic,
/// and the files read.
public struct LoadResult: Sendable {
    /// The root flow and every flow it can reach; nil when any diagnostic is an error.
    public var catalog: FlowCatalog?
    /// Errors and warnings, sorted by file (in the order files were read), line and column.
    public var diagnostics: [Diagnostic]
    /// The root file and the imported files, in the order they were read (depth first, in
    /// `imports` order), so a session can fingerprint them.
    public var sourceFiles: [SourceFile]

    /// Whether any diagnostic is an error (then `catalog` is nil).
    ///
    /// - Complexity: O(*n*) in the number of diagnostics.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

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

/// The limits a load applies; tests lower them to stay small.
public struct LoadLimits: Sendable, Equatable {
    /// Largest flow file, in bytes (16 MiB).
    public var maxFileSize: Int
    /// Deepest JSON nesting (256).
    public var maxDepth: Int
    /// Most steps in one flow (100,000).
    public var maxStepsPerFlow: Int
    /// Most JSON values in one flow file, nested ones included (2,000,000): this bounds the
    /// memory a load takes, since the tree keeps every value with its position.
    public var maxValues: Int

    /// The limits of flow files unless given, unchecked (a limit of 0 or below makes every
    /// file fail its check).
    ///
    /// - Parameters:
    ///   - maxFileSize: largest flow file, in bytes (16 MiB by default).
    ///   - maxDepth: deepest JSON nesting (256 by default).
    ///   - maxStepsPerFlow: most steps in one flow (100,000 by default).
    ///   - maxValues: most JSON values in one flow file (2,000,000 by default).
    public init(
        maxFileSize: Int = 16 * 1024 * 1024, maxDepth: Int = 256,
        maxStepsPerFlow: Int = 100_000, maxValues: Int = 2_000_000
    ) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxStepsPerFlow = maxStepsPerFlow
        self.maxValues = maxValues
    }
}
