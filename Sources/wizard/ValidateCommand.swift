import WizardEngine

/// `wizard validate FLOW...`: every diagnostic of every flow, in the language of `messages`,
/// exit 1 on any error.
enum ValidateCommand {
    static func run(_ names: [String], messages: Messages) -> ExitStatus {
        guard !names.isEmpty else {
            Console.error(messages.text(.validateNeedsFlow))
            return .usage
        }
        var status = ExitStatus.success
        for name in names {
            if let result = FlowLoading.load(named: name, messages: messages, checksEnvironmentNames: true) {
                if !result.diagnostics.isEmpty { Console.err(DiagnosticRenderer.render(result.diagnostics, messages: messages) + "\n") }
                if result.hasErrors { status = .flowError }
                if let catalog = result.catalog {
                    let found = pluginDiagnostics(result, catalog: catalog)
                    if !found.isEmpty { Console.err(DiagnosticRenderer.render(found, messages: messages) + "\n") }
                    if found.contains(where: { $0.severity == .error }) { status = .flowError }
                }
            } else {
                status = .flowError
            }
        }
        return status
    }
}
