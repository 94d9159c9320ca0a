import WizardEngine

/// `wizard template FLOW`: an answers-file skeleton (JSON) on standard output.
enum TemplateCommand {
    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try CommandArguments.parse(arguments, command: "template", maxPositionals: 1)
        let name = try parsed.flow(for: "template")
        guard let catalog = FlowLoading.catalog(named: name) else { return .flowError }
        Console.out(AnswersTemplate.skeleton(of: catalog).jsonText() + "\n")
        return .success
    }
}
