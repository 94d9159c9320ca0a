/// What the engine may know of the world, passed in so the engine stays pure.
public struct EngineEnvironment: Sendable {
    /// Environment variables (`env.NAME`, a step's `env`).
    public var variables: [String: String]
    /// Where `~/` in a path answer expands to.
    public var homeDirectory: String?
    /// What is at a path: used by `path` steps with `must_exist` or `kind`.
    public var fileKind: @Sendable (String) -> PathKind?
    /// The current time, read by `now()` in expressions; nil when the host gives none
    /// (`now()` then fails with a message).
    public var now: WallClockTime?

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - variables: the environment variables, by name.
    ///   - homeDirectory: where `~/` expands to; nil falls back to `variables["HOME"]`.
    ///   - fileKind: what is at a path, or nil when nothing is (the default for every path).
    ///   - now: the current time for `now()`, or nil for none.
    public init(
        variables: [String: String] = [:], homeDirectory: String? = nil,
        fileKind: @escaping @Sendable (String) -> PathKind? = { _ in nil }, now: WallClockTime? = nil
    ) {
        self.now = now
        self.variables = variables
        self.homeDirectory = homeDirectory ?? variables["HOME"]
        self.fileKind = fileKind
    }
}
