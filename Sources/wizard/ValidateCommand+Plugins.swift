import WizardEngine

extension ValidateCommand {
    /// The diagnostics about a flow's process plugins, found without running any (validating
    /// a downloaded flow never runs its code): a declared executable that is missing or
    /// outside the flow's folder is an error; a plugin on neither the flow's folder nor
    /// `PATH` is a warning.
    static func pluginDiagnostics(_ result: LoadResult, catalog: FlowCatalog) -> [Diagnostic] {
        let uses = ProcessPluginUse.all(in: catalog)
        guard !uses.isEmpty else { return [] }
        let variables = ProcessEnvironment.variables()
        let rootFile = result.sourceFiles.first?.canonicalPath ?? catalog.root?.file ?? "."
        let declared = PluginSetup.declarations(in: catalog)
        var out: [Diagnostic] = []
        for name in ProcessPluginUse.pluginNames(uses) {
            let first = uses.first { $0.plugin == name }?.location ?? declared[name]?.location
            guard let first else { continue }
            switch PluginSetup.locate(name, declaration: declared[name], rootFile: rootFile, variables: variables) {
            case .failure(let problem):
                out.append(Diagnostic(severity: .error, location: declared[name]?.location ?? first, message: problem.text))
            case .success(nil):
                out.append(
                    Diagnostic(
                        severity: .warning, location: first,
                        message: MessageText(
                            .loadPluginNotInstalled,
                            ["name": "'\(name)'", "executable": PluginDiscovery.executablePrefix + name])))
            case .success:
                break
            }
        }
        return out
    }
}
