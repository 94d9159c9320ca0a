import WizardEngine
import WizardTools

/// `wizard template FLOW`: an answers-file skeleton (JSON) on standard output.
enum TemplateCommand {
    static func run(_ parsed: CommandArguments, messages: Messages = .english) throws(UsageError) -> ExitStatus {
        let name = try parsed.flow(for: .template)
        guard let catalog = FlowLoading.catalog(named: name, messages: parsed.messages) else { return .flowError }
        guard let skeleton = AnswersTemplate.skeleton(of: catalog) else {
            Console.error(messages.text(.templateTooLarge, ["flow": name, "limit": String(AnswersTemplate.valueLimit)]))
            return .flowError
        }
        Console.out(skeleton.jsonText() + "\n")
        return .success
    }
}
