extension SessionStore {
    /// Whether the regular file at `path` is a session of the flow `flowID`, which a run may replace
    /// and remove.
    ///
    /// - Parameters:
    ///   - path: the file to look at.
    ///   - flowID: the root flow's id.
    /// - Returns: false for anything else: a missing, unreadable or non-regular file, a
    ///   file larger than a session may be (`Limits.maxBytes`), other JSON, or a session of
    ///   another flow.
    /// - Complexity: O(*n*) in the size of the file; its state is read but not kept.
    package static func isSession(at path: String, flowID: String) -> Bool {
        let maxBytes = Limits().maxBytes
        guard WriteTarget.kind(at: path) == .regularFile, let bytes = try? LocalFileSystem(readLimit: maxBytes + 1).readFile(path),
            bytes.count <= maxBytes
        else { return false }
        let reader = JSONReader(maxBytes: Int.max, maxDepth: sessionMaxDepth)
        // Only the format and the flow id matter: the state is checked as JSON, not built.
        let read = try? reader.readValue(bytes, splicing: [], skipping: "state") { _ throws(JSONSyntaxError) in }
        guard case .object(let members)? = read else { return false }
        // Any version's session of this flow: `wizard` wrote it, so an upgrade does not block runs.
        let format = members["format"]?.stringValue ?? ""
        return format.hasPrefix("wizard-session/") && members["flowID"]?.stringValue == flowID
    }

    /// Why a run may not use `path` as its session file.
    ///
    /// - Parameters:
    ///   - path: the session file.
    ///   - flowID: the root flow's id.
    ///   - createsFolder: whether a missing folder will be created (the default session
    ///     folder) or must already exist (`--session FILE`).
    ///   - messages: the language of the reason.
    /// - Returns: nil when the path is free or holds a session of this flow; else a short
    ///   reason, the path escaped.
    package static func problem(
        using path: String, flowID: String, createsFolder: Bool, messages: Messages = .english
    ) -> String? {
        if !createsFolder, let problem = WriteTarget.problem(writing: path, messages: messages) { return problem }
        switch WriteTarget.kind(at: path) {
        case .missing: return nil
        case .other(let what): return messages.text(.writeNotSession, ["what": WriteTarget.shown(what, messages)])
        case .regularFile:
            return isSession(at: path, flowID: flowID)
                ? nil : messages.text(.writeOtherSession, ["flow": TerminalText.escape(flowID)])
        }
    }

    /// Removes the session file at `path` when it is a session of `flowID`, and nothing
    /// else: a file put there since the run began is left alone.
    ///
    /// - Parameters:
    ///   - path: the session file.
    ///   - flowID: the root flow's id.
    package static func remove(at path: String, flowID: String) {
        if isSession(at: path, flowID: flowID) { AtomicFile.remove(path) }
    }
}
