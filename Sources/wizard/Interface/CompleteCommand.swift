import WizardEngine

/// `wizard __complete flows` and `wizard __complete paths|steps FLOW`: candidates for the
/// completion scripts, one a line on standard output. It never fails loudly: a flow that
/// cannot be loaded gives no candidates (and exit 1), so Tab stays quiet.
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
            case .file(let path): result = FlowLoader().load(fileAt: path)
            case .builtInDemo: result = FlowLoader().load(string: DemoFlow.json, name: "<demo>")
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

/// The answer paths a flow can take, for completing `--set PATH=` and `--at STEP-PATH`.
struct AnswerPathCandidates {
    var catalog: FlowCatalog

    /// Every input step's path in flow order: sub-flows nested (`db.port`), repeat items
    /// as index 0 (`servers.0.host`). For a deep link, only steps `--at` can start at:
    /// nothing inside a sheet, cover or repeat.
    func paths(forDeepLink: Bool) -> [String] {
        guard let root = catalog.root else { return [] }
        var out: [String] = []
        collect(root, prefix: "", forDeepLink: forDeepLink, depth: 0, into: &out)
        return out
    }

    private func collect(_ flow: Flow, prefix: String, forDeepLink: Bool, depth: Int, into out: inout [String]) {
        for step in flow.steps {
            let path = prefix + step.id.rawValue
            switch step.kind {
            case .message:
                continue
            case .flow(let reference):
                guard depth < 16, let sub = catalog.flow(reference.flow) else { continue }
                if forDeepLink && (reference.presentation != .push || reference.repetition != nil) { continue }
                let itemPrefix = reference.repetition == nil ? path + "." : path + ".0."
                collect(sub, prefix: itemPrefix, forDeepLink: forDeepLink, depth: depth + 1, into: &out)
            default:
                out.append(path)
            }
        }
    }
}

/// `wizard completions bash|zsh|fish`.
enum CompletionsCommand {
    static func run(_ parsed: CommandArguments) throws(UsageError) -> ExitStatus {
        let hint = CommandArguments.hint(for: .completions)
        guard let shell = parsed.positionals.first else {
            throw UsageError(message: "'wizard completions' needs a shell: bash, zsh or fish", hint: hint)
        }
        switch shell {
        case "bash": Console.out(CompletionScripts.bash)
        case "zsh": Console.out(CompletionScripts.zsh)
        case "fish": Console.out(CompletionScripts.fish)
        default:
            var message = "no completions for the shell '\(TerminalText.escape(shell))'; bash, zsh and fish are supported"
            if let s = Suggestions.closest(to: shell, in: ["bash", "zsh", "fish"]) { message += "; did you mean '\(s)'?" }
            throw UsageError(message: message, hint: hint)
        }
        return .success
    }
}
