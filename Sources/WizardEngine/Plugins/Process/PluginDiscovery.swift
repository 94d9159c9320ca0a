#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// Where process plugins are found: `wizard-plugin-NAME` on `PATH`, or an executable a
/// flow declares inside its own folder tree (docs/plugins.md).
public enum PluginDiscovery {
    /// The prefix of a plugin executable's file name.
    public static let executablePrefix = "wizard-plugin-"

    /// A plugin found.
    public struct Found: Sendable, Equatable {
        /// The plugin's name.
        public var name: String
        /// The executable's absolute path, symbolic links resolved.
        public var executable: String
        /// The flow file that declares it, or nil when it was found on `PATH`.
        public var declaredBy: String?

        /// Creates a found plugin.
        ///
        /// - Parameters:
        ///   - name: the plugin's name.
        ///   - executable: the executable's absolute path.
        ///   - declaredBy: the flow file that declares it, or nil for one on `PATH`.
        public init(name: String, executable: String, declaredBy: String?) {
            self.name = name
            self.executable = executable
            self.declaredBy = declaredBy
        }
    }

    /// Why a declared plugin cannot be used.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// Nothing executable is at the declared path.
        case notExecutable(plugin: String, path: String)
        /// The declared path leads outside the root flow's folder tree.
        case outsideFlowFolder(plugin: String, path: String)

        /// One line naming the plugin and the path, for any language.
        public var text: MessageText {
            switch self {
            case .notExecutable(let plugin, let path):
                MessageText(.pluginDiscoveryNotExecutable, ["name": plugin, "path": TerminalText.escape(path)])
            case .outsideFlowFolder(let plugin, let path):
                MessageText(.pluginDiscoveryOutside, ["name": plugin, "path": TerminalText.escape(path)])
            }
        }

        /// The same line in English.
        public var description: String { text.english }
    }

    /// `wizard-plugin-NAME` in the first folder of `searchPath` that has it as an executable regular
    /// file.
    ///
    /// - Parameters:
    ///   - name: the plugin's name.
    ///   - searchPath: the value of `PATH` (colon-separated folders).
    /// - Returns: the plugin, or nil when no folder has it.
    public static func onPath(_ name: String, searchPath: String) -> Found? {
        for folder in searchPath.split(separator: ":") where folder.hasPrefix("/") {
            let candidate = folder + "/" + executablePrefix + name
            if isExecutableFile(candidate) {
                return Found(name: name, executable: LocalFileSystem().canonicalPath(candidate) ?? candidate, declaredBy: nil)
            }
        }
        return nil
    }

    /// Every `wizard-plugin-NAME` on `searchPath`.
    ///
    /// - Parameter searchPath: the value of `PATH`.
    /// - Returns: the plugins sorted by name; of two with one name, the first on `PATH` wins.
    public static func allOnPath(searchPath: String) -> [Found] {
        var found: [String: Found] = [:]
        for folder in searchPath.split(separator: ":") where folder.hasPrefix("/") {
            for fileName in DirectoryListing.names(in: String(folder)) {
                guard fileName.hasPrefix(executablePrefix) else { continue }
                let name = String(fileName.dropFirst(executablePrefix.count))
                guard PluginMemberName.isIdentifier(name[...]), found[name] == nil else { continue }
                let path = folder + "/" + fileName
                if isExecutableFile(path) {
                    found[name] = Found(name: name, executable: LocalFileSystem().canonicalPath(path) ?? path, declaredBy: nil)
                }
            }
        }
        return found.keys.sorted().compactMap { found[$0] }
    }

    /// The executable a flow declares, checked: relative to the declaring file's folder,
    /// inside `rootFolder` once symbolic links are resolved, an executable regular file.
    ///
    /// - Parameters:
    ///   - declaration: the declaration (its `path` set).
    ///   - rootFolder: the root flow file's folder: no declared plugin may be outside it.
    /// - Returns: the plugin, or the problem.
    public static func declared(_ declaration: PluginDeclaration, rootFolder: String) -> Result<Found, Problem> {
        let file = declaration.location.file
        let relative = declaration.path ?? ""
        let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
        let joined = (folder.isEmpty ? "/" : folder) + "/" + relative
        guard let resolved = LocalFileSystem().canonicalPath(joined) else {
            return .failure(.notExecutable(plugin: declaration.name, path: joined))
        }
        guard let root = LocalFileSystem().canonicalPath(rootFolder), resolved.hasPrefix(root == "/" ? "/" : root + "/") else {
            return .failure(.outsideFlowFolder(plugin: declaration.name, path: relative))
        }
        guard isExecutableFile(resolved) else { return .failure(.notExecutable(plugin: declaration.name, path: joined)) }
        return .success(Found(name: declaration.name, executable: resolved, declaredBy: file))
    }

    /// Whether `path` is a regular file this process may execute (`stat(2)`, `access(2)`).
    static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        return access(path, X_OK) == 0
    }
}
