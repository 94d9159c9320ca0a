import WizardEngine

/// `wizard __complete flows|paths|steps`: candidates for the completion scripts, one a line; a flow
/// that cannot be loaded gives none (exit 1), so Tab stays quiet.
enum CompleteCommand {
    static func run(_ words: [String]) -> ExitStatus {
        switch words.first {
        case "flows":
            var ids: [String] = []
            for entry in FlowDirectory.scan(ProcessEnvironment.variables()) where !ids.contains(entry.id) {
                ids.append(entry.id)
            }
            if !ids.contains("demo") { ids.append("demo") }
            Console.out(ids.map { TerminalText.escape($0) + "\n" }.joined())
            return .success
        case "paths", "steps":
            guard words.count > 1, case .success(let found) = FlowLocator.locate(words[1]) else { return .flowError }
            let result: LoadResult
            switch found {
            case .file(let path): result = FlowLoading.loader(checksEnvironmentNames: false).load(fileAt: path)
            case .builtInDemo: result = FlowLoading.loadDemo()
            }
            guard let catalog = result.catalog else { return .flowError }
            let paths = AnswerPathCandidates(catalog: catalog).paths(forDeepLink: words[0] == "steps")
            Console.out(paths.map { TerminalText.escape($0) + "\n" }.joined())
            return .success
        default:
            return .usage
        }
    }
}
