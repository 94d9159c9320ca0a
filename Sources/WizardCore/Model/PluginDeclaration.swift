/// A process plugin as a flow declares it in its `plugins` object (docs/plugins.md):
/// where its executable is, which secret answers it may receive, and its call timeout.
public struct PluginDeclaration: Sendable, Equatable {
    /// The plugin's name, as flows use it (`git` in `git.worktree`).
    public var name: String
    /// The executable, relative to the declaring file's folder; nil to look for
    /// `wizard-plugin-NAME` on `PATH`.
    public var path: String?
    /// Paths of secret answers the plugin may receive with its calls.
    public var secrets: [String]
    /// The longest a call may take, in seconds; nil for the default (5 s).
    public var timeoutSeconds: Double?
    /// Where the declaration is.
    public var location: SourceLocation

    /// Creates a declaration.
    ///
    /// - Parameters:
    ///   - name: the plugin's name.
    ///   - path: the executable relative to the declaring file's folder, or nil.
    ///   - secrets: secret answer paths the plugin may receive.
    ///   - timeoutSeconds: the call timeout in seconds, or nil for the default.
    ///   - location: where the declaration is.
    public init(
        name: String, path: String? = nil, secrets: [String] = [], timeoutSeconds: Double? = nil,
        location: SourceLocation = SourceLocation(file: "<memory>", line: 1, column: 1)
    ) {
        self.name = name
        self.path = path
        self.secrets = secrets
        self.timeoutSeconds = timeoutSeconds
        self.location = location
    }
}
