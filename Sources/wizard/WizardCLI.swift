import WizardEngine
import WizardReadline

/// The command line: parses argv against `CommandSpec.all`, dispatches to one command and returns the exit status.
enum WizardCLI {
    static let version = "0.1.0"

    static func main(_ arguments: [String]) -> ExitStatus {
        // `--language TAG` counts anywhere before `--`, for every command, so that usage
        // errors and help are in the language asked for too (docs/cli.md).
        // The completion helper's arguments (a flow's name among them) are kept as they are.
        let (language, rest) = arguments.first == "__complete" ? (nil, arguments) : takeLanguage(arguments)
        let messages = Messages(option: language, environment: ProcessEnvironment.variables())
        do {
            return try dispatch(rest, messages: messages)
        } catch {
            Console.error("\(error.sentence(messages)) (\(error.hintSentence(messages)))")
            return .usage
        }
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
        case "list": return ListCommand.run()
        case "graph": return try GraphCommand.run(parsed)
        case "schema": return SchemaCommand.run()
        case "template": return try TemplateCommand.run(parsed)
        case "plugins": return PluginsCommand.run(parsed)
        case "import": return try ImportCommand.run(parsed)
        case "completions": return try CompletionsCommand.run(parsed)
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

/// Standard output and standard error; message lines are `wizard: error|warning|note: ...`.
///
/// Everything written to standard error is escaped here, once, so callers pass raw text. Standard
/// output is written as given: each command escapes its own human-readable output.
enum Console {
    /// Why a write to standard output failed first, if one did (`wizard` is
    /// single-threaded; `main` turns it into an error and exit status 1).
    nonisolated(unsafe) static var outputFailure: String?

    static func out(_ text: String) {
        guard outputFailure == nil else { return }
        outputFailure = FileDescriptorIO.writeReportingFailure(text, to: 1)
    }
    /// Writes text of several lines, each escaped on its own.
    static func err(_ text: String) { FileDescriptorIO.write(TerminalText.escape(text, keepingNewlines: true), to: 2) }
    /// Writes one line, escaped whole (a line break inside shows as `\n`), then a line break.
    static func line(_ text: String) { FileDescriptorIO.write(TerminalText.escape(text) + "\n", to: 2) }
    static func error(_ message: String) { line("wizard: error: " + message) }
    static func warning(_ message: String) { line("wizard: warning: " + message) }
    static func note(_ message: String) { line("wizard: note: " + message) }
}
