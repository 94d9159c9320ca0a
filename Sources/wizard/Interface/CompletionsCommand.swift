import WizardEngine

/// `wizard completions bash|zsh|fish`.
enum CompletionsCommand {
    static func run(_ parsed: CommandArguments, messages: Messages) throws(UsageError) -> ExitStatus {
        guard let shell = parsed.positionals.first else {
            throw UsageError(.usageCompletionsNeedsShell, helpCommand: "completions")
        }
        switch shell {
        case "bash": Console.out(CompletionScripts.bash)
        case "zsh": Console.out(CompletionScripts.zsh(messages))
        case "fish": Console.out(CompletionScripts.fish(messages))
        default:
            throw UsageError(
                .usageCompletionsUnknownShell, ["shell": shell], suggestion: closestMatch(to: shell, among: ["bash", "zsh", "fish"]),
                helpCommand: "completions")
        }
        return .success
    }
}
