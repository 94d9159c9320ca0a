import WizardEngine
import WizardTools

/// `wizard check`: a dry run of a `--non-interactive` run reporting every problem at once; exit 0 when
/// it would succeed, 3 when not, 1 when the flow cannot be loaded.
enum CheckCommand {
    static func run(_ parsed: CommandArguments) throws(UsageError) -> ExitStatus {
        let name = try parsed.flow(for: .check)
        let setValues = parsed.assignments("--set")
        guard let result = FlowLoading.load(named: name, messages: parsed.messages) else { return .flowError }
        FlowLoading.report(result.diagnostics, messages: parsed.messages)
        guard let catalog = result.catalog else { return .flowError }

        let environment = ProcessEnvironment.engineEnvironment()
        // Plugins run as in a --non-interactive run: with consent given by name or remembered.
        var options = RunOptions()
        options.isNonInteractive = true
        options.allowedPlugins = parsed.allValues("--allow-plugin")
        // So that a variable the answers file gives a secret through is withheld from plugins.
        options.answersFile = parsed.value("--answers")
        let plugins: PluginRegistry
        switch PluginSetup.prepare(result, catalog: catalog, options: options, variables: environment.variables) {
        case .ready(let registry): plugins = registry
        case .stop(let status): return status
        }
        var check = AnswerCheck(
            catalog: catalog, plugins: plugins, environment: environment, setValues: setValues,
            isStrict: parsed.flags.contains("--strict"))
        if let file = parsed.value("--answers") {
            switch AnswersFile.read(contentsOf: file, variables: environment.variables) {
            case .success(let contents):
                check.answersFile = contents.value
                check.unresolvedReferences = contents.unresolvedReferences
            case .failure(let error):
                Console.error(error.description)
                return .answers
            }
            // Read again with positions; the first read proved it is valid JSON.
            check.answersNode = (try? LocalFileSystem().readFile(file)).flatMap { try? JSONReader().read($0) }
            check.answersFileName = file
        }
        let problems = check.problems()
        for problem in problems {
            Console.err(problem.line + "\n")
        }
        let errors = problems.filter { $0.severity == .error }.count
        let warnings = problems.filter { $0.severity == .warning }.count
        let verdict = errors == 0 ? "a --non-interactive run would succeed" : "a --non-interactive run would fail"
        Console.note("\(plural(errors, "error")), \(plural(warnings, "warning")): \(verdict)")
        return errors == 0 ? .success : .answers
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
