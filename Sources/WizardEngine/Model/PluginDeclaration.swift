/// A process plugin as a flow declares it in its `plugins` object (docs/plugins.md):
/// where its executable is, which secret answers it may receive, and how long a call may
/// take.
///
/// `"plugins": {"tz": "plugins/wizard-plugin-tz"}` names an executable inside the flow's
/// folder; `"plugins": {"vault": {"secrets": ["token"], "timeout": 10}}` keeps the
/// executable found on `PATH` and sets the rest.
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

/// A reference to a member of a process plugin, spelt `PLUGIN.MEMBER`
/// (`"type": "git.branch"`, `"validate": {"plugin": "git.worktree"}`).
public struct PluginMemberName: Sendable, Equatable, Hashable {
    /// The plugin's name.
    public var plugin: String
    /// The step type or validator it provides.
    public var member: String

    /// Splits `PLUGIN.MEMBER`; nil unless both parts are identifiers
    /// (`[A-Za-z_][A-Za-z0-9_-]*`).
    ///
    /// - Parameter text: the name as written in the flow.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, Self.isIdentifier(parts[0]), Self.isIdentifier(parts[1]) else { return nil }
        plugin = String(parts[0])
        member = String(parts[1])
    }

    /// The name as written: `PLUGIN.MEMBER`.
    public var text: String { plugin + "." + member }

    /// Whether `text` is an identifier: `[A-Za-z_][A-Za-z0-9_-]*`.
    public static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII,
            first.properties.isAlphabetic || first == "_"
        else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
        }
    }
}
