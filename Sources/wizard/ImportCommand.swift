import WizardEngine
import WizardImport

/// `wizard import FILE`: a questionnaire as a flow on standard output.
enum ImportCommand {
    static func run(_ parsed: CommandArguments) throws(UsageError) -> ExitStatus {
        guard let path = parsed.positionals.first else {
            throw UsageError(
                message: "'wizard import' needs a file (cookiecutter.json, copier.yml or copier.yaml)", hint: "see 'wizard help import'")
        }
        guard let format = QuestionnaireFormat(path: path) else {
            Console.error(
                "'\(path)' is not a questionnaire: the file must be named cookiecutter.json, copier.yml or copier.yaml"
            )
            return .flowError
        }
        guard ProcessEnvironment.fileKind(path) == .file else {
            Console.error("no file at '\(path)'")
            return .flowError
        }
        guard let imported = QuestionnaireLoading.translate(path, format: format) else { return .flowError }
        Console.out(imported.text)
        return .success
    }
}
