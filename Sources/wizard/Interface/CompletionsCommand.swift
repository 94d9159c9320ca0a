import WizardEngine

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
            var message = "no completions for the shell '\(shell)'; bash, zsh and fish are supported"
            if let s = closestMatch(to: shell, among: ["bash", "zsh", "fish"]) { message += "; did you mean '\(s)'?" }
            throw UsageError(message: message, hint: hint)
        }
        return .success
    }
}
