import WizardEngine
/// Finding and loading the flow a command names, with diagnostics on standard error.
enum FlowLoading {
    /// The flow's catalog, or nil after printing why it cannot be used (exit 1); the
    /// diagnostics are in the language of `messages`.
    static func catalog(named name: String, messages: Messages) -> FlowCatalog? {
        guard let result = load(named: name, messages: messages) else { return nil }
        report(result.diagnostics, messages: messages)
        return result.catalog
    }

    /// Prints a load's diagnostics in the language of `messages`.
    static func report(_ diagnostics: [Diagnostic], messages: Messages) {
        if !diagnostics.isEmpty { Console.err(DiagnosticRenderer.render(diagnostics, messages: messages) + "\n") }
    }

    /// The load result of the flow named by path or id, or nil after printing why it cannot be found
    /// (in the language of `messages`); `checksEnvironmentNames` adds the `--format env` name
    /// warnings; `language` is `--language`.
    static func load(
        named name: String, messages: Messages, checksEnvironmentNames: Bool = false, language: String? = nil
    ) -> LoadResult? {
        switch FlowLocator.locate(name) {
        case .success(.file(let path)):
            return QuestionnaireLoading.load(path, messages: messages, checksEnvironmentNames: checksEnvironmentNames, language: language)
        case .success(.builtInDemo): return loadDemo(checksEnvironmentNames: checksEnvironmentNames, language: language)
        case .failure(let error):
            Console.error(error.text.rendered(messages))
            return nil
        }
    }

    /// The load result of the demo flow compiled into the binary.
    static func loadDemo(checksEnvironmentNames: Bool = false, language: String? = nil) -> LoadResult {
        loader(checksEnvironmentNames: checksEnvironmentNames, language: language)
            .load(string: DemoFlow.json, name: "<demo>")
    }

    /// The loader every command uses: the command line's expression functions, the disk, and
    /// the translations of flow texts for `--language` (`language`), else the locale variables.
    static func loader(checksEnvironmentNames: Bool, language: String? = nil) -> FlowLoader {
        var loader = FlowLoader(plugins: CLIFunctions.registry, fileSystem: LocalFileSystem())
        loader.checksEnvironmentNames = checksEnvironmentNames
        loader.language = LanguagePreference(option: language, environment: ProcessEnvironment.variables())
        return loader
    }
}
