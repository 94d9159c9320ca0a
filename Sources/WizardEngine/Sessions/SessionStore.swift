/// Reads and writes session files (docs/sessions.md): JSON, written atomically with mode 0600.
package enum SessionStore {
    /// The deepest nesting of a session file's JSON accepted on reading.
    static let sessionMaxDepth = 1024
    /// Where a session file holds the stack's entries, which are written and read one at a time.
    static let routesPath = ["state", "stack", "routes"]

    /// Why a session file cannot be used.
    package enum LoadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// No session file at the path.
        case missing(path: String)
        /// The file exists but cannot be read.
        case unreadable(path: String, reason: MessageText)
        /// The file is not a valid session (truncated, corrupt).
        case corrupt(path: String)
        /// The file is a session of another flow, or not a wizard session at all.
        case foreign(path: String, found: String)
        /// The file holds more than a run can (`Limits`): `limit` says what, as `more than …`.
        case beyondLimit(path: String, limit: String)

        /// One line saying what is wrong and what to do; paths are escaped.
        package var description: String {
            switch self {
            case .missing(let path):
                "there is no saved session at \(TerminalText.escape(path)) (run without --resume to start)"
            case .unreadable(let path, let reason):
                "cannot read the session \(TerminalText.escape(path)): \(reason.english)"
            case .corrupt(let path):
                "the session \(TerminalText.escape(path)) is damaged and cannot be resumed (delete it, or run without --resume to start over)"
            case .beyondLimit(let path, let limit):
                "the session \(TerminalText.escape(path)) cannot be resumed: it holds \(limit) (delete it, or run without --resume to start over)"
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
    ///   - limits: what `load` reads; a larger session is not written.
    ///   - messages: the language of a file in the way (another flow's session, a folder).
    /// - Throws: `AtomicFile.WriteError` naming the path and the reason (also a session larger
    ///   than `Limits.maxBytes`, which `load` would refuse); an existing session file is then
    ///   unchanged.
    package static func save(
        _ session: Session, to path: String, createsFolder: Bool = true, limits: Limits = Limits(), messages: Messages = .english
    ) throws(AtomicFile.WriteError) {
        if createsFolder, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try AtomicFile.makeDirectories(String(path[..<slash]))
        }
        if let problem = problem(using: path, flowID: session.flowID, createsFolder: createsFolder, messages: messages) {
            throw AtomicFile.WriteError(path: path, text: .verbatim(problem))
        }
        // The stack's entries are written straight to text, one at a time: a run stopped at
        // the entry limit holds 100,000 of them, and encoding each through `Encoder` took
        // most of such a run's time.
        var shell = session
        shell.state = session.state.withoutRoutes
        guard let value = try? AnswerEncoder().encode(shell) else {
            throw AtomicFile.WriteError(path: path, text: MessageText(.sessionCannotEncode))
        }
        let text = value.jsonText(splicing: routesPath, routes: session.state.stack.routes)
        // What `load` would refuse is not written: the earlier file stays.
        if text.utf8.count > limits.maxBytes {
            throw AtomicFile.WriteError(
                path: path, text: MessageText(.sessionTooLarge, ["size": Limits.describe(bytes: limits.maxBytes)]))
        }
        try AtomicFile.write(text, to: path)
    }

    /// Loads a session for `flowID`, upgrading a file of the first format; the state is not checked
    /// against the flow (see `Engine.restore(_:)`).
    ///
    /// The stack's entries are decoded one at a time as they are read, never held as one
    /// tree of values, and a file beyond the limits of a run (`Limits`) is refused before
    /// its state is built.
    ///
    /// - Parameters:
    ///   - path: the session file.
    ///   - flowID: the root flow's id the session must belong to.
    ///   - limits: what a session may hold.
    /// - Returns: the session, or why it cannot be used: `.missing`, `.unreadable`,
    ///   `.corrupt`, `.beyondLimit`, or `.foreign` for an unknown format or another flow.
    /// - Complexity: O(*n*) in the size of the file.
    package static func load(from path: String, flowID: String, limits: Limits = Limits()) -> Result<Session, LoadError> {
        let bytes: [UInt8]
        do {
            // Opened relative to its folder, never through a symbolic link in its place.
            let name = String(path.split(separator: "/").last ?? "")
            bytes = try LocalFileSystem(readLimit: limits.maxBytes + 1).readFile(
                name, beneath: PathSyntax.folder(of: path), followsLinksInside: false)
        } catch FlowFileError.notFound {
            return .failure(.missing(path: path))
        } catch {
            return .failure(.unreadable(path: path, reason: FlowFileError.reason(of: error)))
        }
        if bytes.count > limits.maxBytes { return .failure(.beyondLimit(path: path, limit: limits.describeBytes)) }
        let read: ([String: AnswerValue], [Route<Entry>], LoadError?)
        switch readMembers(bytes, path: path, limits: limits) {
        case .failure(let problem): return .failure(problem)
        case .success(let value): read = value
        }
        var (members, routes) = (read.0, read.1)
        let entryProblem = read.2
        let format = members["format"]?.stringValue
        guard format == Session.currentFormat || format == Session.formatOne else {
            return .failure(.foreign(path: path, found: "format \(format ?? "missing")"))
        }
        let foundFlowID = members["flowID"]?.stringValue
        guard foundFlowID == flowID else {
            return .failure(.foreign(path: path, found: "flow '\(foundFlowID ?? "")'"))
        }
        if case .beyondLimit? = entryProblem, let entryProblem { return .failure(entryProblem) }
        if format == Session.formatOne {
            // Saved by an earlier wizard: read in the current shape (docs/sessions.md).
            let reader = JSONReader(maxBytes: Int.max, maxDepth: sessionMaxDepth)
            guard case .object(let file)? = try? reader.readValue(bytes, splicing: [], item: { _ throws(JSONSyntaxError) in }),
                let upgraded = Session.upgradingFormatOne(file),
                let (shell, items) = Self.splitRoutes(upgraded),
                case let decoded = items.compactMap(Route<Entry>.init(sessionValue:)), decoded.count == items.count
            else { return .failure(.corrupt(path: path)) }
            members = shell
            routes = decoded
        } else if let entryProblem {
            return .failure(entryProblem)
        }
        if case .object(let state)? = members["state"], let problem = limits.problem(withFrames: state["frames"]) {
            return .failure(.beyondLimit(path: path, limit: problem))
        }
        guard var session = try? AnswerValue.object(members).decode(Session.self),
            let state = session.state.withoutRoutes.withRoutes(routes)
        else { return .failure(.corrupt(path: path)) }
        session.state = state
        return .success(session)
    }

    /// The file's top-level members, the stack's entries left out, and the entries, decoded
    /// one at a time as they are read; the entries' problem is told apart, for a file
    /// that turns out to be foreign is foreign whatever its entries.
    private static func readMembers(_ bytes: [UInt8], path: String, limits: Limits) -> Result<
        ([String: AnswerValue], [Route<Entry>], LoadError?), LoadError
    > {
        // The flow-file limits do not apply; the depth bound keeps a hostile file from exhausting the stack.
        let reader = JSONReader(maxBytes: Int.max, maxDepth: sessionMaxDepth, maxValues: limits.values)
        var routes: [Route<Entry>] = []
        var problem: LoadError?
        let read: AnswerValue
        do {
            read = try reader.readValue(bytes, splicing: routesPath) { item throws(JSONSyntaxError) in
                guard problem == nil else { return }
                if routes.count == limits.entries {
                    problem = .beyondLimit(path: path, limit: limits.describeEntries)
                } else if let route = Route<Entry>(sessionValue: item) {
                    routes.append(route)
                } else {
                    problem = .corrupt(path: path)
                }
            }
        } catch {
            guard error.isTooManyValues(limit: limits.values) else { return .failure(.corrupt(path: path)) }
            return .failure(.beyondLimit(path: path, limit: limits.describeValues))
        }
        guard case .object(let members) = read else { return .failure(.corrupt(path: path)) }
        return .success((members, routes, problem))
    }

    /// A session's members with an empty stack, and the stack's routes as they were.
    private static func splitRoutes(_ members: [String: AnswerValue]) -> ([String: AnswerValue], [AnswerValue])? {
        guard case .object(var state)? = members["state"], case .object(var stack)? = state["stack"],
            case .array(let routes)? = stack["routes"]
        else { return nil }
        stack["routes"] = .array([])
        state["stack"] = .object(stack)
        var shell = members
        shell["state"] = .object(state)
        return (shell, routes)
    }
}
