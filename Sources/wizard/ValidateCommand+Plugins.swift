import WizardEngine

extension ValidateCommand {
    /// The diagnostics about a flow's process plugins: one not installed is a warning; a use one found
    /// does not provide is an error.
    static func pluginDiagnostics(_ result: LoadResult, catalog: FlowCatalog) -> [Diagnostic] {
        let uses = ProcessPluginUse.all(in: catalog)
        guard !uses.isEmpty else { return [] }
        let variables = ProcessEnvironment.variables()
        let rootFile = result.sourceFiles.first?.canonicalPath ?? catalog.root?.file ?? "."
        let declared = PluginSetup.declarations(in: catalog)
        let allowed = PluginSetup.allowedNames(RunOptions(), variables: variables)
        var out: [Diagnostic] = []
        for name in ProcessPluginUse.pluginNames(uses) {
            let mine = uses.filter { $0.plugin == name }
            let first = mine[0].location
            switch PluginSetup.locate(name, declaration: declared[name], rootFile: rootFile, variables: variables) {
            case .failure(let problem):
                out.append(Diagnostic(severity: .error, location: declared[name]?.location ?? first, message: problem.description))
            case .success(nil):
                out.append(
                    Diagnostic(
                        severity: .warning, location: first,
                        message:
                            "plugin '\(name)' is not installed (no \(PluginDiscovery.executablePrefix)\(name) on PATH), so what the flow uses of it is not checked"
                    ))
            case .success(let located?):
                if located.found.declaredBy != nil && !allowed.contains(name) {
                    out.append(
                        Diagnostic(
                            severity: .warning, location: first,
                            message:
                                "plugin '\(name)' is declared in the flow's folder and is not run without consent, so what the flow uses of it is not checked",
                            suggestion: "WIZARD_ALLOW_PLUGINS=\(name)"))
                    continue
                }
                let plugin = ProcessPlugin(
                    name: name, executable: located.found.executable,
                    timeout: declared[name]?.timeoutSeconds ?? ProcessPlugin.defaultTimeout)
                defer { plugin.stop() }
                do {
                    let description = try plugin.describe()
                    for use in mine {
                        if let problem = use.problem(with: description) {
                            out.append(Diagnostic(severity: .error, location: use.location, message: problem.description))
                        }
                    }
                } catch {
                    out.append(Diagnostic(severity: .error, location: first, message: error.description))
                }
            }
        }
        return out
    }
}
