import WizardEngine

/// The files a run will write, checked before the first question (docs/cli.md, "Files a run writes").
enum RunTargets {
    /// Why the run cannot start, as one line naming the option and the path, or nil.
    static func problem(_ options: RunOptions, sessionPath: String?, flowID: String) -> String? {
        let messages = options.messages
        if let file = options.outputFile, let problem = WriteTarget.problem(writing: file, messages: messages) {
            return messages.text(.runTargetOutput, ["file": file, "problem": problem])
        }
        if let file = options.recordFile, let problem = WriteTarget.problem(writing: file, messages: messages) {
            return messages.text(.runTargetRecord, ["file": file, "problem": problem])
        }
        // A resumed run reads its session first, which says whether it is one.
        guard !options.resumes, let sessionPath else { return nil }
        let named = options.sessionFile != nil
        guard let problem = SessionStore.problem(using: sessionPath, flowID: flowID, createsFolder: !named, messages: messages) else {
            return nil
        }
        return messages.text(named ? .runTargetSession : .runTargetSessionFile, ["file": sessionPath, "problem": problem])
    }
}
