/// Loads flow files and checks them, reporting every problem at once: it never throws,
/// and malformed input gives diagnostics. `imports` must stay inside the root file's
/// folder, symbolic links resolved.
public struct FlowLoader: Sendable {
    /// Plugin step types, validators and expression functions the flows may use.
    public var plugins: PluginRegistry
    /// Where files are read from.
    public var fileSystem: any FlowFileSystem
    /// Size, nesting, step and value limits.
    public var limits: LoadLimits
    /// Whether to warn about answers whose `--format env` names clash or change how the
    /// shell behaves; only `--format env` output needs it.
    public var checksEnvironmentNames = true
    /// The reader's languages: a text given as an object of translations is loaded as the
    /// best match (each preferred tag, then the flow's `language`, then the first given).
    /// Every translation is checked whatever the choice.
    public var language = LanguagePreference.english

    /// Creates a loader.
    ///
    /// - Parameters:
    ///   - plugins: plugin step types, validators and functions the flows may use (none by
    ///     default: a plugin type or validator is then an error).
    ///   - fileSystem: where flow files are read from (`LocalFileSystem()` for the disk).
    ///   - limits: size, nesting, step and value limits (16 MiB, 256 levels, 100,000 steps and
    ///     2,000,000 values by default).
    public init(
        plugins: PluginRegistry = PluginRegistry(), fileSystem: some FlowFileSystem,
        limits: LoadLimits = LoadLimits()
    ) {
        self.plugins = plugins
        self.fileSystem = fileSystem
        self.limits = limits
    }

    /// Loads the flow file at `path` and the files it imports; an unreadable file gives one
    /// error at line 1, column 1.
    ///
    /// - Parameter path: the file's path; diagnostics name it (and its imports) as given.
    /// - Returns: the catalog when there is no error, and every diagnostic.
    /// - Complexity: linear in the total size of the files, plus sorting diagnostics.
    public func load(fileAt path: String) -> LoadResult {
        var run = LoadRun(loader: self)
        let canonical = fileSystem.canonicalPath(path)
        run.rootFolder = canonical.map(PathSyntax.folder)
        do {
            let bytes = try fileSystem.readFile(path)
            run.loadFile(bytes: bytes, display: path, canonical: canonical)
        } catch {
            run.diagnostics.append(
                .error(
                    MessageText(.loadCannotRead, ["path": quoted(path)], parts: ["reason": Self.describe(error)]),
                    at: SourceLocation(file: path, line: 1, column: 1)))
        }
        return run.finish()
    }

    /// Loads a flow from bytes with the checks of `load(fileAt:)`.
    ///
    /// - Parameters:
    ///   - data: the root flow file's bytes (UTF-8 JSON).
    ///   - name: the label diagnostics use, and the path imports are resolved against
    ///     (the current directory for a bare label such as `<string>`).
    /// - Returns: the catalog when there is no error, and every diagnostic.
    /// - Complexity: linear in the total size of the files, plus sorting diagnostics.
    public func load(data: [UInt8], name: String) -> LoadResult {
        var run = LoadRun(loader: self)
        let canonical = canonicalRootPath(name)
        run.rootFolder = canonical.map(PathSyntax.folder)
        run.loadFile(bytes: data, display: name, canonical: canonical)
        return run.finish()
    }

    /// The canonical path of a root file given as bytes labelled `name`: `name`'s own, or
    /// its folder's joined with its last component.
    private func canonicalRootPath(_ name: String) -> String? {
        fileSystem.canonicalPath(name)
            ?? fileSystem.canonicalPath(PathSyntax.folder(of: name)).map {
                PathSyntax.join($0, String(name.split(separator: "/").last ?? ""))
            }
    }

    /// Loads a flow from a string (see `load(data:name:)`).
    ///
    /// - Parameters:
    ///   - string: the root flow file's text.
    ///   - name: the label diagnostics use, and the path imports are resolved against
    ///     (`<string>` by default: imports resolve against the current directory).
    /// - Returns: the catalog when there is no error, and every diagnostic.
    /// - Complexity: linear in the total size of the files, plus sorting diagnostics.
    public func load(string: String, name: String = "<string>") -> LoadResult {
        var run = LoadRun(loader: self)
        let canonical = canonicalRootPath(name)
        run.rootFolder = canonical.map(PathSyntax.folder)
        run.loadFile(bytes: Array(string.utf8), display: name, canonical: canonical)
        return run.finish()
    }

    /// The phrase for a read error: the file system's own explanation is shown as it is.
    static func describe(_ error: any Error) -> MessageText { FlowFileError.reason(of: error) }
}
