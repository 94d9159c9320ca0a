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
        for row in rows { Console.out(text(row.found, mayRun: row.mayRun, timeout: row.timeout, messages: messages)) }
        return .success
    }

    /// One plugin's lines: name, version and path, then what it provides.
    static func text(_ found: PluginDiscovery.Found, mayRun: Bool, timeout: Double, messages: Messages) -> String {
        let place = found.declaredBy.map { messages.text(.pluginsDeclaredBy, ["file": TerminalText.escape($0)]) }
        var out = "\(found.name)  \(TerminalText.escape(found.executable))  (\(place ?? messages.text(.pluginsOnPath)))\n"
        func line(_ key: MessageKey, _ name: String, _ value: String) { out += "    " + messages.text(key, [name: value]) + "\n" }
        guard mayRun else {
            line(.pluginsNotRun, "allowance", TerminalText.escape(OrderedAnswers.shellQuoted(found.executable)))
            return out
        }
        let plugin = ProcessPlugin(name: found.name, executable: found.executable, timeout: timeout)
        defer { plugin.stop() }
        do {
            let description = try plugin.describe()
            if let version = description.version { line(.pluginsVersion, "version", TerminalText.escape(version)) }
            if let summary = description.summary { out += "    \(TerminalText.escape(summary))\n" }
            if !description.stepTypes.isEmpty {
                let types = description.stepTypes.map { type in
                    let extras = [type.completes ? MessageKey.pluginsCompletes : nil, type.hasDefault ? .pluginsHasDefault : nil]
                        .compactMap { $0.map { messages.text($0) } }
                    return "\(found.name).\(type.name)" + (extras.isEmpty ? "" : " (\(extras.joined(separator: ", ")))")
                }
                line(.pluginsStepTypes, "types", types.joined(separator: ", "))
            }
            if !description.validators.isEmpty {
                line(.pluginsValidators, "validators", description.validators.map { "\(found.name).\($0)" }.joined(separator: ", "))
            }
            if !description.choices.isEmpty {
                line(.pluginsChoices, "choices", description.choices.joined(separator: ", "))
            }
        } catch {
            line(.pluginsError, "reason", error.description(in: messages))
        }
        return out
    }
}
