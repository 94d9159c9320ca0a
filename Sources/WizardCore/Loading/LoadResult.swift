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
