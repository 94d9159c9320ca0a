import WizardEngine

/// `wizard template FLOW`: an answers-file skeleton (JSON) on standard output.
enum TemplateCommand {
    static func run(_ parsed: CommandArguments) throws(UsageError) -> ExitStatus {
        let name = try parsed.flow(for: .template)
        guard let catalog = FlowLoading.catalog(named: name) else { return .flowError }
        Console.out(AnswersTemplate.skeleton(of: catalog).jsonText() + "\n")
        return .success
    }
}
