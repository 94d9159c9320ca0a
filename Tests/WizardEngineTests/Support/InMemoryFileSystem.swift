@testable import WizardCore
@testable import WizardEngine

/// A `FlowFileSystem` over a dictionary of absolute paths, for loader tests. Paths are
/// resolved against `/` and normalized; there are no symbolic links (tests of links use a
/// real temporary folder).
struct InMemoryFileSystem: FlowFileSystem {
    var files: [String: String]

    func readFile(_ path: String) throws -> [UInt8] {
        guard let text = files[absolute(path)] else { throw FlowFileError.notFound(path: path) }
        return Array(text.utf8)
    }

    func canonicalPath(_ path: String) -> String? {
        let resolved = absolute(path)
        if files[resolved] != nil { return resolved }
        let isFolder = files.keys.contains { $0.hasPrefix(resolved == "/" ? "/" : resolved + "/") }
        return isFolder ? resolved : nil
    }

    private func absolute(_ path: String) -> String {
        PathSyntax.normalize(path.hasPrefix("/") ? path : "/" + path)
    }
}

/// Loads `text` as `/flows/main.json` (plus `files`) and renders every diagnostic.
func diagnostics(
    _ text: String, files: [String: String] = [:], plugins: PluginRegistry = PluginRegistry(),
    limits: LoadLimits = LoadLimits()
) -> [String] {
    load(text, files: files, plugins: plugins, limits: limits).diagnostics.map(DiagnosticRenderer.render)
}

/// Loads `text` as `/flows/main.json` with the other `files` in memory.
func load(
    _ text: String, files: [String: String] = [:], plugins: PluginRegistry = PluginRegistry(),
    limits: LoadLimits = LoadLimits()
) -> LoadResult {
    var all = files
    all["/flows/main.json"] = text
    let loader = FlowLoader(plugins: plugins, fileSystem: InMemoryFileSystem(files: all), limits: limits)
    return loader.load(fileAt: "/flows/main.json")
}
