import WizardEngine

/// `wizard check FLOW [--answers FILE] [--set PATH=VALUE ...] [--strict]`: a dry run of a
/// `--non-interactive` run reporting every problem at once (SPEC §9). Exit 0 when such a
/// run would succeed, 3 when it would not, 1 when the flow cannot be loaded.
enum CheckCommand {
    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try CommandArguments.parse(
            arguments, command: "check", valueOptions: ["--answers", "--set", "--allow-plugin"], flags: ["--strict"],
            maxPositionals: 1)
        let name = try parsed.flow(for: "check")
        var setValues: [(path: String, value: String)] = []
        for (option, value) in parsed.values where option == "--set" {
            guard let eq = value.firstIndex(of: "=") else {
                throw UsageError(message: "--set needs PATH=VALUE, found '\(TerminalText.escape(value))'", hint: "see 'wizard help check'")
            }
            setValues.append((String(value[..<eq]), String(value[value.index(after: eq)...])))
        }
        guard let result = FlowLoading.result(named: name), let catalog = result.catalog else { return .flowError }

        let environment = ProcessEnvironment.engineEnvironment()
        // Plugins run as in a --non-interactive run: with consent given by name or remembered.
        var options = RunOptions()
        options.isNonInteractive = true
        options.allowedPlugins = parsed.values.filter { $0.0 == "--allow-plugin" }.map(\.1)
        let plugins: PluginRegistry
        switch PluginSetup.prepare(result, catalog: catalog, options: options, variables: environment.variables) {
        case .ready(let registry): plugins = registry
        case .stop(let status): return status
        }
        var check = AnswerCheck(
            catalog: catalog, plugins: plugins, environment: environment, setValues: setValues,
            isStrict: parsed.flags.contains("--strict"))
        if let file = parsed.value("--answers") {
            switch AnswersFile.read(file, variables: environment.variables) {
            case .success(let value): check.answersFile = value
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
            Console.err("wizard: \(problem.severity.rawValue): \(problem.sentence)\n")
        }
        let errors = problems.filter { $0.severity == .error }.count
        let warnings = problems.filter { $0.severity == .warning }.count
        let verdict = errors == 0 ? "a --non-interactive run would succeed" : "a --non-interactive run would fail"
        Console.err("wizard check: \(plural(errors, "error")), \(plural(warnings, "warning")): \(verdict)\n")
        return errors == 0 ? .success : .answers
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
