import WizardEngine

/// The command line of SPEC §9: parses argv, dispatches to one command, returns the exit
/// status. Commands write to standard output (results) and standard error (UI, errors).
enum WizardCLI {
    static let version = "0.1.0"

    static func main(_ arguments: [String]) -> ExitStatus {
        do {
            return try dispatch(arguments)
        } catch {
            Console.error("\(error.message) (\(error.hint))")
            return .usage
        }
    }

    static func dispatch(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        guard let command = arguments.first else {
            return RunCommand.runDemo(RunOptions())
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "run":
            return RunCommand.run(try RunOptions.parse(rest))
        case "validate":
            return ValidateCommand.run(rest)
        case "check":
            return try CheckCommand.run(rest)
        case "list":
            return try ListCommand.run(rest)
        case "graph":
            return try GraphCommand.run(rest)
        case "schema":
            return try SchemaCommand.run(rest)
        case "template":
            return try TemplateCommand.run(rest)
        case "import":
            return try ImportCommand.run(rest)
        case "plugins":
            return try PluginsCommand.run(rest)
        case "--help", "-h":
            Console.out(HelpText.main)
            return .success
        case "help":
            guard let topic = rest.first else {
                Console.out(HelpText.main)
                return .success
            }
            guard let text = HelpText.forCommand(topic) else {
                var message = "no help for '\(TerminalText.escape(topic))'"
                if let s = Suggestions.closest(to: topic, in: HelpText.commands) { message += "; did you mean '\(s)'?" }
                throw UsageError(message: message)
            }
            Console.out(text)
            return .success
        case "--version":
            Console.out("wizard \(version)\n")
            return .success
        default:
            if command.hasPrefix("-") {
                // `wizard --no-color` and friends run the demo with those options.
                return RunCommand.runDemo(try RunOptions.parse(arguments))
            }
            var message = "unknown command '\(TerminalText.escape(command))'"
            if let s = Suggestions.closest(to: command, in: HelpText.commands) { message += "; did you mean '\(s)'?" }
            throw UsageError(message: message)
        }
    }
}

/// Standard output and standard error.
enum Console {
    /// Why a write to standard output failed first, if one did (`wizard` is
    /// single-threaded; `main` turns it into an error and exit status 1).
    nonisolated(unsafe) static var outputFailure: String?

    static func out(_ text: String) { out(bytes: Array(text.utf8)) }
    static func out(bytes: [UInt8]) {
        guard outputFailure == nil else { return }
        outputFailure = FileDescriptorIO.writeReportingFailure(bytes, to: 1)
    }
    static func err(_ text: String) { FileDescriptorIO.write(text, to: 2) }
    static func error(_ message: String) { err("wizard: error: \(message)\n") }
    static func warning(_ message: String) { err("wizard: warning: \(message)\n") }
}
