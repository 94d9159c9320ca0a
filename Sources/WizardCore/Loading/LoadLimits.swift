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
