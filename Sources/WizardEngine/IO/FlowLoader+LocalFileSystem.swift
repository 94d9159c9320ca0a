extension FlowLoader {
    /// Creates a loader that reads flow files from the local file system.
    ///
    /// - Parameters:
    ///   - plugins: plugin step types, validators and functions the flows may use (none by
    ///     default: a plugin type or validator is then an error).
    ///   - limits: size, nesting and step limits (16 MiB, 256 levels and 100,000 steps by default).
    public init(plugins: PluginRegistry = PluginRegistry(), limits: LoadLimits = LoadLimits()) {
        self.init(plugins: plugins, fileSystem: LocalFileSystem(), limits: limits)
    }
}
