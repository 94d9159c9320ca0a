import WizardEngine

/// The files a run will write, checked before the first question (docs/cli.md, "Files a run writes").
enum RunTargets {
    /// Why the run cannot start, as one line naming the option and the path, or nil.
    static func problem(_ options: RunOptions, sessionPath: String?, flowID: String) -> String? {
        if let file = options.outputFile, let problem = WriteTarget.problem(writing: file) {
            return "--output \(file): \(problem); the answers could not be written there"
        }
        if let file = options.recordFile, let problem = WriteTarget.problem(writing: file) {
            return "--record \(file): \(problem)"
        }
        // A resumed run reads its session first, which says whether it is one.
        guard !options.resumes, let sessionPath else { return nil }
        let named = options.sessionFile != nil
        guard let problem = SessionStore.problem(using: sessionPath, flowID: flowID, createsFolder: !named) else { return nil }
        return named
            ? "--session \(sessionPath): \(problem); name another file"
            : "the session file \(sessionPath): \(problem); move it away or give --session FILE"
    }
}
