/// Reads and writes session files (docs/sessions.md): JSON, written atomically with mode 0600.
package enum SessionStore {
    /// The deepest nesting of a session file's JSON accepted on reading.
    static let sessionMaxDepth = 1024

    /// Why a session file cannot be used.
    package enum LoadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// No session file at the path.
        case missing(path: String)
        /// The file exists but cannot be read.
        case unreadable(path: String, reason: String)
        /// The file is not a valid session (truncated, corrupt).
        case corrupt(path: String)
        /// The file is a session of another flow, or not a wizard session at all.
        case foreign(path: String, found: String)

        /// One line saying what is wrong and what to do; paths are escaped.
        package var description: String {
            switch self {
            case .missing(let path):
                "there is no saved session at \(TerminalText.escape(path)) (run without --resume to start)"
            case .unreadable(let path, let reason):
                "cannot read the session \(TerminalText.escape(path)): \(reason)"
            case .corrupt(let path):
                "the session \(TerminalText.escape(path)) is damaged and cannot be resumed (delete it, or run without --resume to start over)"
            case .foreign(let path, let found):
                "\(TerminalText.escape(path)) is not a session of this flow (\(TerminalText.escape(found))); run without --resume, or name the right --session FILE"
            }
        }
    }

    /// The default session path, `<state folder>/sessions/<flow id>-<file key>.json`: two
    /// flow files never share a session, even with the same id.
    ///
    /// - Parameters:
    ///   - flowID: the root flow's id, the start of the file name.
    ///   - flowFile: the flow file's resolved absolute path, or nil for a flow with no file
    ///     (the built-in demo: `<flow id>.json`).
    ///   - variables: the environment variables to read `XDG_STATE_HOME` and `HOME` from.
    /// - Returns: the path, or nil when `stateDirectory(_:)` finds no folder.
    package static func defaultPath(flowID: String, flowFile: String?, variables: [String: String]) -> String? {
        stateDirectory(variables).map { $0 + "/sessions/" + fileName(flowID: flowID, flowFile: flowFile) }
    }

    /// `<flow id>-<file key>.json`, the file key being the first 16 hex digits of the SHA-256
    /// of the flow file's path; `<flow id>.json` without a file.
    ///
    /// - Parameters:
    ///   - flowID: the root flow's id.
    ///   - flowFile: the flow file's resolved absolute path, or nil.
    /// - Returns: a file name.
    package static func fileName(flowID: String, flowFile: String?) -> String {
        guard let flowFile else { return flowID + ".json" }
        return flowID + "-" + SHA256.hex(of: Array(flowFile.utf8)).prefix(16) + ".json"
    }

    /// `$XDG_STATE_HOME/wizard`, else `$HOME/.local/state/wizard`; a relative path in either is
    /// ignored.
    ///
    /// - Parameter variables: the environment variables to read.
    /// - Returns: the folder, or nil when neither variable holds an absolute path.
    package static func stateDirectory(_ variables: [String: String]) -> String? {
        if let state = variables["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/wizard" }
        if let home = variables["HOME"], home.hasPrefix("/") { return home + "/.local/state/wizard" }
        return nil
    }

    /// Saves a session atomically (mode 0600) with sorted keys, so equal sessions give equal files.
    ///
    /// Anything at `path` other than a session of the same flow is left alone and the save fails.
    ///
    /// - Parameters:
    ///   - session: the session to save; remove its secrets first
    ///     (`Engine.removingSecrets(from:)`), as nothing is removed here.
    ///   - path: the session file.
    ///   - createsFolder: create the file's folder (mode 0700) when missing (the default
    ///     session folder); false for a folder the user named, which must exist.
    /// - Throws: `AtomicFile.WriteError` naming the path and the reason; an existing session file is
    ///   then unchanged.
    package static func save(_ session: Session, to path: String, createsFolder: Bool = true) throws(AtomicFile.WriteError) {
        if createsFolder, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try AtomicFile.makeDirectories(String(path[..<slash]))
        }
        if let problem = problem(using: path, flowID: session.flowID, createsFolder: createsFolder) {
            throw AtomicFile.WriteError(path: path, reason: problem)
        }
        // The stack's entries are written straight to text, one at a time: a run stopped at
        // the entry limit holds 100,000 of them, and encoding each through `Encoder` took
        // most of such a run's time.
        var shell = session
        shell.state = session.state.withoutRoutes
        guard let value = try? AnswerEncoder().encode(shell) else {
            throw AtomicFile.WriteError(path: path, reason: "the session could not be encoded")
        }
        let text = value.jsonText(splicing: ["state", "stack", "routes"], routes: session.state.stack.routes)
        try AtomicFile.write(text, to: path)
    }

    /// Loads a session for `flowID`, upgrading a file of the first format; the state is not checked
    /// against the flow (see `Engine.restore(_:)`).
    ///
    /// - Parameters:
    ///   - path: the session file.
    ///   - flowID: the root flow's id the session must belong to.
    /// - Returns: the session, or why it cannot be used: `.missing`, `.unreadable`,
    ///   `.corrupt`, or `.foreign` for an unknown format or another flow.
    package static func load(from path: String, flowID: String) -> Result<Session, LoadError> {
        let bytes: [UInt8]
        do {
            // Opened relative to its folder, never through a symbolic link in its place.
            let name = String(path.split(separator: "/").last ?? "")
            bytes = try LocalFileSystem().readFile(name, beneath: PathSyntax.folder(of: path), followsLinksInside: false)
        } catch FlowFileError.notFound {
            return .failure(.missing(path: path))
        } catch {
            return .failure(.unreadable(path: path, reason: "\(error)"))
        }
        // The flow-file limits do not apply; the depth bound keeps a hostile file from exhausting the stack.
        let reader = JSONReader(maxBytes: Int.max, maxDepth: sessionMaxDepth)
        guard let node = try? reader.read(bytes), case .object(var members) = node.toAnswerValue() else {
            return .failure(.corrupt(path: path))
        }
        let format = members["format"]?.stringValue
        guard format == Session.currentFormat || format == Session.formatOne else {
            return .failure(.foreign(path: path, found: "format \(format ?? "missing")"))
        }
        let foundFlowID = members["flowID"]?.stringValue
        guard foundFlowID == flowID else {
            return .failure(.foreign(path: path, found: "flow '\(foundFlowID ?? "")'"))
        }
        if format == Session.formatOne {
            // Saved by an earlier wizard: read in the current shape (docs/sessions.md).
            guard let upgraded = Session.upgradingFormatOne(members) else { return .failure(.corrupt(path: path)) }
            members = upgraded
        }
        guard let session = try? AnswerValue.object(members).decode(Session.self) else {
            return .failure(.corrupt(path: path))
        }
        return .success(session)
    }
}
