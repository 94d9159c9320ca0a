/// Choices computed by a plugin each time a `select` or `multiselect` step needs them:
/// `"choices": {"plugin": "git", "method": "remotes"}` (docs/plugins.md).
public struct ChoicesSource: Sendable, Equatable {
    /// The provider's name: a `ChoicesPlugin` registered under it, or a process plugin.
    public var plugin: String
    /// What the provider is asked for (passed to it; a process plugin receives it as
    /// the `method` parameter of its `choices` call).
    public var method: String

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - plugin: the provider's name.
    ///   - method: what the provider is asked for.
    public init(plugin: String, method: String) {
        self.plugin = plugin
        self.method = method
    }
}
