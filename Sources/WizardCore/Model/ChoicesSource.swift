/// Choices computed when a `select` or `multiselect` step is reached, from a plugin:
/// `"choices": {"plugin": "git", "method": "remotes"}` (docs/plugins.md).
///
/// The step's kind then holds no fixed choices; the engine asks the registry's choices
/// provider named `plugin` each time it needs the list, with the answers so far.
public struct ChoicesSource: Sendable, Equatable {
    /// The provider's name: a `ChoicesPlugin` registered under it, or a process plugin.
    public var plugin: String
    /// What the provider is asked for (passed to it; a process plugin receives it as
    /// the `method` parameter of its `choices` call).
    public var method: String

    /// Creates a source.
    public init(plugin: String, method: String) {
        self.plugin = plugin
        self.method = method
    }
}
