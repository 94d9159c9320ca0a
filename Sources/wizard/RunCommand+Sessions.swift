import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Saving, resuming and stopping a run's session (docs/sessions.md).
extension RunCommand {
    /// Saves the session and maps an early end to its exit status (docs/cli.md, docs/sessions.md).
    static func stop(_ end: RunEnd, engine: Engine, state: WizardState, session target: SessionTarget, messages: Messages)
        -> ExitStatus
    {
        let status: ExitStatus
        switch end {
        case .interrupted(let signal): status = .forSignal(signal)
        case .inputEnded(let path):
            if state.isReviewing {
                Console.error(messages.text(.runInputEndedAtReview))
            } else {
                Console.error(messages.text(.runInputEnded, ["path": path]))
            }
            status = .answers
        default: status = .interrupted
        }
        save(target, engine: engine, state: state, messages: messages)
        return status
    }

    /// Saves the session (secrets removed) and says how to resume it.
    static func save(_ target: SessionTarget, engine: Engine, state: WizardState, messages: Messages) {
        guard let sessionPath = target.path, !state.stack.isEmpty else { return }
        let session = Session(
            flowID: engine.catalog.rootID.rawValue, fingerprint: target.fingerprint, state: engine.removingSecrets(from: state))
        do {
            try SessionStore.save(session, to: sessionPath, createsFolder: target.createsFolder, messages: messages)
            Console.note(messages.text(.runSessionSaved, ["file": sessionPath, "command": resumeCommand(engine)]))
        } catch {
            Console.warning(messages.text(.runSessionNotSaved, ["file": sessionPath, "reason": error.description(in: messages)]))
        }
    }

    /// The command line that resumes this run: the same arguments plus `--resume`, a secret's `--set`
    /// value replaced by `<secret>`, each word quoted for the shell when needed.
    static func resumeCommand(_ engine: Engine) -> String {
        var words: [String] = []
        var afterSet = false
        for argument in CommandLine.arguments.dropFirst() where argument != "--resume" {
            var word = argument
            let isInlineSet = argument.hasPrefix("--set=")
            if afterSet || isInlineSet {
                let assignment = isInlineSet ? String(argument.dropFirst("--set=".count)) : argument
                if let eq = assignment.firstIndex(of: "="), engine.isSecretPath(String(assignment[..<eq])) {
                    word = (isInlineSet ? "--set=" : "") + assignment[..<eq] + "=<secret>"
                }
            }
            afterSet = argument == "--set"
            words.append(word == "=<secret>" ? word : OrderedAnswers.shellQuoted(word))
        }
        return ([commandName()] + words + ["--resume"]).joined(separator: " ")
    }

    /// The command line without `--resume`: what starts the run afresh.
    static func freshCommand() -> String {
        ([commandName()] + CommandLine.arguments.dropFirst().filter { $0 != "--resume" }.map { OrderedAnswers.shellQuoted($0) })
            .joined(separator: " ")
    }

    /// The program as it was started, for a command to retype (docs/sessions.md): `wizard`
    /// when the shell found it on `PATH`; else the path it was started by (`./.build/debug/wizard`;
    /// under `swift run`, the absolute path of the built program, which runs the same build).
    static func commandName() -> String {
        guard let zero = CommandLine.arguments.first, zero.contains("/") else { return "wizard" }
        return OrderedAnswers.shellQuoted(zero)
    }

    /// What a run started without `--resume` does about a saved session of its flow
    /// (docs/sessions.md): at a terminal it asks whether to resume it; otherwise it warns,
    /// naming the session, and starts afresh.
    ///
    /// - Returns: whether the run resumes the saved session.
    static func offersSavedSession(at path: String, engine: Engine, atTerminal: Bool, messages: Messages) -> Bool {
        guard SessionStore.isSession(at: path, flowID: engine.catalog.rootID.rawValue) else { return false }
        guard atTerminal else {
            Console.warning(messages.text(.runSavedSessionFound, ["file": path, "command": resumeCommand(engine)]))
            return false
        }
        Console.err(messages.text(.runResumeQuestion, ["file": path, "choices": messages.text(.promptConfirmDefaultYes)]) + " ")
        var line: [UInt8] = []
        while line.count <= 64 {
            let byte = FileDescriptorIO.read(from: 0, count: 1)
            guard let first = byte.first, first != UInt8(ascii: "\n") else { break }
            line.append(first)
        }
        let answer = String(decoding: line, as: UTF8.self).trimmingCharacters(in: " \t\r").lowercased()
        let resumes = answer.isEmpty || answer == "y" || answer == "yes" || messages.confirmWords.yes.contains(answer)
        if !resumes { Console.note(messages.text(.runStartingAfresh)) }
        return resumes
    }

    /// Says at the start of a run when the default session folder cannot take a session (a
    /// path through a regular file, a read-only folder), rather than only when the run stops.
    static func warnIfSessionFolderIsUnwritable(_ target: SessionTarget, messages: Messages) {
        guard target.createsFolder, let path = target.path, let slash = path.lastIndex(of: "/"), slash != path.startIndex else {
            return
        }
        let folder = String(path[..<slash])
        var problem: String?
        do {
            try AtomicFile.makeDirectories(folder)
            if access(folder, W_OK | X_OK) != 0 {
                problem = messages.text(
                    .runCannotWriteFolder, ["folder": folder, "reason": FileDescriptorIO.reasonText(errno: errno).rendered(messages)])
            }
        } catch {
            problem = error.description
        }
        guard let problem else { return }
        Console.warning(messages.text(.runFolderUnwritable, ["folder": folder, "problem": problem]))
    }

    /// The resolved absolute path of the file a flow was loaded from (a questionnaire's
    /// own file for an imported one), which names its session; nil for the built-in demo.
    static func flowFileIdentity(_ result: LoadResult) -> String? {
        guard let first = result.sourceFiles.first else { return nil }
        if let canonical = first.canonicalPath { return canonical }
        let imported = " (imported)"
        guard first.path.hasSuffix(imported) else { return nil }
        let path = String(first.path.dropLast(imported.count))
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Why a saved session cannot be resumed, in the language of `messages`.
    static func sessionProblem(_ error: SessionStore.LoadError, messages: Messages) -> String {
        switch error {
        case .missing: return error.description
        case .unreadable(let path, let reason):
            return messages.text(.runSessionUnreadable, ["file": TerminalText.escape(path), "reason": reason.rendered(messages)])
        case .corrupt(let path):
            return messages.text(.runSessionCorrupt, ["file": TerminalText.escape(path)])
        case .foreign(let path, let found):
            return messages.text(.runSessionForeign, ["file": TerminalText.escape(path), "found": TerminalText.escape(found)])
        case .beyondLimit(let path, let limit):
            return messages.text(.runSessionBeyondLimit, ["file": TerminalText.escape(path), "limit": limit])
        }
    }

    /// Loads, checks and restores a saved session.
    static func resume(engine: Engine, path: String, fingerprint: String, messages: Messages) -> Result<
        WizardState, SessionStore.LoadError
    > {
        switch SessionStore.load(from: path, flowID: engine.catalog.rootID.rawValue) {
        case .failure(let error): return .failure(error)
        case .success(let session):
            let restored = engine.restore(session.state, flowChanged: session.fingerprint != fingerprint)
            if session.fingerprint != fingerprint {
                Console.warning(
                    restored.firstMismatch.map { messages.text(.runFlowChangedAt, ["step": $0]) } ?? messages.text(.runFlowChanged))
            } else if let mismatch = restored.firstMismatch {
                Console.warning(messages.text(.runRestoredUpTo, ["step": mismatch]))
            }
            return .success(restored.state)
        }
    }
}
