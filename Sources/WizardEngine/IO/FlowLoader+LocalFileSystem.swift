extension FlowLoader {
    /// Creates a loader that reads flow files from the local file system.
    ///
    /// - Parameters:
    ///   - plugins: plugin step types, validators and functions the flows may use (none by
    ///     default: a plugin type or validator is then an error).
    ///   - limits: size, nesting, step and value limits (those of `LoadLimits()` by default).
    public init(plugins: PluginRegistry = PluginRegistry(), limits: LoadLimits = LoadLimits()) {
        self.init(plugins: plugins, fileSystem: LocalFileSystem(), limits: limits)
    }
}
