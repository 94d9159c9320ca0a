import WizardEngine
import WizardReadline

/// The command line: parses argv against `CommandSpec.all`, dispatches to one command and returns the exit status.
enum WizardCLI {
    static let version = "0.1.0"

    static func main(_ arguments: [String]) -> ExitStatus {
        // `--language TAG` counts anywhere before `--`, for every command, so that usage
        // errors and help are in the language asked for too (docs/cli.md).
        // The completion helper's arguments (a flow's name among them) are kept as they are.
        let rest = arguments.first == "__complete" ? arguments : takeLanguage(arguments).rest
        let messages = messages(for: arguments)
        do {
            return try dispatch(rest, messages: messages)
        } catch {
            Console.error("\(error.sentence(messages)) (\(error.hintSentence(messages)))")
            return .usage
        }
    }

    /// The messages a command line asks for: its `--language`, else the locale.
    static func messages(for arguments: [String]) -> Messages {
        let language = arguments.first == "__complete" ? nil : takeLanguage(arguments).language
        return Messages(option: language, environment: ProcessEnvironment.variables())
    }

    /// The last `--language TAG` (or `--language=TAG`) before `--`, and the arguments
    /// without it. A `--language` with no value is left for the parser to refuse.
    static func takeLanguage(_ arguments: [String]) -> (language: String?, rest: [String]) {
        var language: String?
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                rest += arguments[index...]
                break
            }
            if argument.hasPrefix("--language=") {
                language = String(argument.dropFirst("--language=".count))
            } else if argument == "--language", index + 1 < arguments.count {
                language = arguments[index + 1]
                index += 1
            } else {
                rest.append(argument)
            }
            index += 1
        }
        return (language, rest)
    }

    /// Help in the language of `messages`, with the keys bound at this terminal (after ~/.inputrc).
    static func helpGenerator(_ messages: Messages) -> HelpGenerator {
        HelpGenerator(keystrokes: ReadlineDriver.keystrokeHelp(ReadlineDriver.boundKeys(), messages: messages), messages: messages)
    }

    static func dispatch(_ arguments: [String], messages: Messages) throws(UsageError) -> ExitStatus {
        var arguments = arguments
        switch arguments.first {
        case "--help", "-h":
            Console.out(helpGenerator(messages).overview)
            return .success
        case "--version":
            Console.out("wizard \(version)\n")
            return .success
        case nil:
            break
        case let first?:
            if !first.hasPrefix("-") {
                arguments.removeFirst()
                return try dispatch(command: first, arguments, messages: messages)
            }
        }
        // Bare `wizard`, or `wizard --no-color` and friends: the demo with run options.
        let parsed = try CommandArguments.parse(arguments, for: .demo, messages: messages)
        if parsed.wantsHelp {
            Console.out(helpGenerator(messages).help(for: .demo))
            return .success
        }
        return RunCommand.runDemo(RunOptions(parsed, messages: messages))
    }

    static func dispatch(command name: String, _ arguments: [String], messages: Messages) throws(UsageError) -> ExitStatus {
        guard let command = CommandSpec.named(name), !name.isEmpty else {
            throw UsageError(
                .usageUnknownCommand, ["name": name], suggestion: closestMatch(to: name, among: CommandSpec.visibleNames))
        }
        let parsed = try CommandArguments.parse(arguments, for: command, messages: messages)
        if parsed.wantsHelp {
            Console.out(helpGenerator(messages).help(for: command))
            return .success
        }
        switch command.name {
        case "run": return RunCommand.run(RunOptions(parsed, messages: messages))
        case "validate": return ValidateCommand.run(parsed.positionals, messages: messages)
        case "check": return try CheckCommand.run(parsed)
        case "list": return ListCommand.run(messages: messages)
        case "graph": return try GraphCommand.run(parsed)
        case "schema": return SchemaCommand.run()
        case "template": return try TemplateCommand.run(parsed, messages: messages)
        case "plugins": return PluginsCommand.run(parsed, messages: messages)
        case "import": return try ImportCommand.run(parsed, messages: messages)
        case "completions": return try CompletionsCommand.run(parsed, messages: messages)
        case "__complete": return CompleteCommand.run(parsed.positionals)
        case "__docs":
            Console.out(parsed.positionals.first == "man" ? ReferenceDocuments.manPage : ReferenceDocuments.markdown)
            return .success
        default: return try help(parsed.positionals.first, messages: messages)
        }
    }

    /// `wizard help [COMMAND]`.
    static func help(_ topic: String?, messages: Messages) throws(UsageError) -> ExitStatus {
        guard let topic else {
            Console.out(helpGenerator(messages).overview)
            return .success
        }
        guard let command = CommandSpec.named(topic), !command.isHidden, !topic.isEmpty else {
            throw UsageError(.usageNoHelp, ["topic": topic], suggestion: closestMatch(to: topic, among: CommandSpec.visibleNames))
        }
        Console.out(helpGenerator(messages).help(for: command))
        return .success
    }
}
