import WizardEngine
import WizardImport

/// `wizard import FILE`: a questionnaire as a flow on standard output.
enum ImportCommand {
    static func run(_ parsed: CommandArguments, messages: Messages = .english) throws(UsageError) -> ExitStatus {
        guard let path = parsed.positionals.first else {
            throw UsageError(.importNeedsFile, helpCommand: "import")
        }
        guard let format = QuestionnaireFormat(path: path) else {
            Console.error(messages.text(.importNotQuestionnaire, ["path": path]))
            return .flowError
        }
        guard ProcessEnvironment.fileKind(path) == .file else {
            Console.error(messages.text(.importNoFile, ["path": path]))
            return .flowError
        }
        guard let imported = QuestionnaireLoading.translate(path, format: format, messages: messages) else { return .flowError }
        Console.out(imported.text)
        return .success
    }
}
