extension FlowLoader {
    /// Creates a loader that reads flow files from the local file system.
    ///
    /// - Parameters:
    ///   - limits: size, nesting and step limits (16 MiB, 256 levels and 100,000 steps by default).
    public init(plugins: PluginRegistry = PluginRegistry(), limits: LoadLimits = LoadLimits()) {
        self.init(plugins: plugins, fileSystem: LocalFileSystem(), limits: limits)
    }
}
