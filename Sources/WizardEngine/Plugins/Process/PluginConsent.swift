/// The user's consent to run a flow's process plugins, remembered per flow file in
/// `$XDG_STATE_HOME/wizard/plugin-consent/` with the fingerprint consented to.
///
/// The fingerprint covers the flow file, its imports, and the name, path and content of every plugin,
/// so a change to any of them asks again.
package struct PluginConsent {
    /// The folder of the consent files.
    package var directory: String

    /// The store in a state folder.
    ///
    /// - Parameter stateDirectory: `$XDG_STATE_HOME/wizard` or its fallback.
    package init(stateDirectory: String) {
        directory = stateDirectory + "/plugin-consent"
    }

    /// The fingerprint of a flow's files and plugins.
    ///
    /// - Parameters:
    ///   - files: the flow file and its imports (absolute paths), read here; an unreadable
    ///     one counts as empty.
    ///   - plugins: the plugins the flow runs.
    /// - Returns: the SHA-256 of the files' paths and contents and the plugins' names, paths and
    ///   (for declared plugins) contents, as hex.
    package static func fingerprint(files: [String], plugins: [PluginDiscovery.Found]) -> String {
        var bytes: [UInt8] = []
        let reader = LocalFileSystem()
        for file in files {
            bytes += Array("file \(file)\n".utf8)
            bytes += (try? reader.readFile(file)) ?? []
            bytes.append(0)
        }
        for plugin in plugins.sorted(by: { $0.name < $1.name }) {
            bytes += Array("plugin \(plugin.name) \(plugin.executable)\n".utf8)
            if plugin.declaredBy != nil { bytes += (try? reader.readFile(plugin.executable)) ?? [] }
            bytes.append(0)
        }
        return SHA256.hex(of: bytes)
    }

    /// Whether consent was given for `flow` with this fingerprint.
    ///
    /// - Parameters:
    ///   - flow: the root flow file's absolute path.
    ///   - fingerprint: `fingerprint(files:plugins:)` of the flow as it is now.
    /// - Returns: false when nothing is remembered or another fingerprint is.
    package func isRemembered(flow: String, fingerprint: String) -> Bool {
        guard let bytes = try? LocalFileSystem().readFile(file(for: flow)) else { return false }
        return String(decoding: bytes, as: UTF8.self) == fingerprint + "\n"
    }

    /// Remembers consent for `flow` with this fingerprint (mode 0600, replacing an older one).
    ///
    /// - Parameters:
    ///   - flow: the root flow file's absolute path.
    ///   - fingerprint: `fingerprint(files:plugins:)` of the flow consented to.
    /// - Throws: `AtomicFile.WriteError` when the folder or file cannot be written.
    package func remember(flow: String, fingerprint: String) throws(AtomicFile.WriteError) {
        try AtomicFile.makeDirectories(directory)
        try AtomicFile.write(fingerprint + "\n", to: file(for: flow))
    }

    private func file(for flow: String) -> String {
        directory + "/" + SHA256.hex(of: Array(flow.utf8))
    }
}
