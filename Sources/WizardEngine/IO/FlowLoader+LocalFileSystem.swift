extension FlowLoader {
    /// Creates a loader that reads flow files from the local file system.
    public init(plugins: PluginRegistry = PluginRegistry(), limits: LoadLimits = LoadLimits()) {
        self.init(plugins: plugins, fileSystem: LocalFileSystem(), limits: limits)
    }
}
