import WizardEngine

/// `wizard plugins [FLOW]`: the process plugins on `PATH` (and those FLOW declares),
/// where each is and what it provides (docs/plugins.md). Everything printed is escaped.
enum PluginsCommand {
    static func run(_ parsed: CommandArguments, messages: Messages = .english) -> ExitStatus {
        let variables = ProcessEnvironment.variables()
        var rows: [(found: PluginDiscovery.Found, mayRun: Bool, timeout: Double)] = PluginDiscovery.allOnPath(
            searchPath: variables["PATH"] ?? ""
        ).map { ($0, true, ProcessPlugin.defaultTimeout) }
        if let name = parsed.positionals.first {
            do {
                guard let result = FlowLoading.load(named: name, messages: parsed.messages) else { return .flowError }
                guard let catalog = result.catalog else {
                    FlowLoading.report(result.diagnostics, messages: parsed.messages)
                    return .flowError
                }
                let rootFile = result.sourceFiles.first?.canonicalPath ?? catalog.root?.file ?? "."
                let allowed = PluginSetup.allowedNames(RunOptions(), variables: variables)
                for declaration in PluginSetup.declarations(in: catalog).values.sorted(by: { $0.name < $1.name })
                where declaration.path != nil {
                    switch PluginSetup.locate(declaration.name, declaration: declaration, rootFile: rootFile, variables: variables) {
                    case .failure(let problem): Console.warning(problem.text.rendered(parsed.messages))
                    case .success(nil): break
                    case .success(let located?):
                        let timeout = declaration.timeoutSeconds ?? ProcessPlugin.defaultTimeout
                        rows.append((located.found, PluginSetup.isAllowed(located.found, by: allowed), timeout))
                    }
                }
            }
        }
        guard !rows.isEmpty else {
            Console.err(messages.text(.pluginsNoneFound, ["prefix": PluginDiscovery.executablePrefix]) + "\n")
            return .success
        }
        for row in rows { Console.out(text(row.found, mayRun: row.mayRun, timeout: row.timeout)) }
        return .success
    }

    /// One plugin's lines: name, version and path, then what it provides.
    static func text(_ found: PluginDiscovery.Found, mayRun: Bool, timeout: Double) -> String {
        let place = found.declaredBy.map { "declared by \(TerminalText.escape($0))" } ?? "on PATH"
        var out = "\(found.name)  \(TerminalText.escape(found.executable))  (\(place))\n"
        guard mayRun else {
            let allowance = TerminalText.escape(OrderedAnswers.shellQuoted(found.executable))
            return out + "    not run: a plugin a flow declares runs only with consent (WIZARD_ALLOW_PLUGINS=\(allowance))\n"
        }
        let plugin = ProcessPlugin(name: found.name, executable: found.executable, timeout: timeout)
        defer { plugin.stop() }
        do {
            let description = try plugin.describe()
            if let version = description.version { out += "    version: \(TerminalText.escape(version))\n" }
            if let summary = description.summary { out += "    \(TerminalText.escape(summary))\n" }
            if !description.stepTypes.isEmpty {
                let types = description.stepTypes.map { type in
                    let extras = [type.completes ? "complete" : nil, type.hasDefault ? "default" : nil].compactMap { $0 }
                    return "\(found.name).\(type.name)" + (extras.isEmpty ? "" : " (\(extras.joined(separator: ", ")))")
                }
                out += "    step types: \(types.joined(separator: ", "))\n"
            }
            if !description.validators.isEmpty {
                out += "    validators: \(description.validators.map { "\(found.name).\($0)" }.joined(separator: ", "))\n"
            }
            if !description.choices.isEmpty {
                out += "    choices: \(description.choices.joined(separator: ", "))\n"
            }
        } catch {
            out += "    error: \(error.description)\n"
        }
        return out
    }
}
