import WizardEngine

/// A command's arguments parsed against its `CommandSpec`, which lists the only options accepted, so
/// help and the parser cannot disagree.
struct CommandArguments {
    var positionals: [String] = []
    var values: [(name: String, value: String)] = []
    var flags: Set<String> = []
    /// The language the command speaks in (`--language`, else the locale), for what it prints.
    var messages = Messages.english

    /// Whether `--help` or `-h` was given.
    var wantsHelp: Bool { flags.contains("--help") }

    /// The last value given for an option.
    func value(_ name: String) -> String? { values.last { $0.name == name }?.value }

    /// Every value given for an option, in order.
    func allValues(_ name: String) -> [String] { values.filter { $0.name == name }.map(\.value) }

    /// `--set` pairs split at their first `=` (the parser checked there is one).
    func assignments(_ name: String) -> [(path: String, value: String)] {
        allValues(name).compactMap { value in
            value.firstIndex(of: "=").map { (String(value[..<$0]), String(value[value.index(after: $0)...])) }
        }
    }

    /// Parses `arguments` for `command`; `--name=value` and `--name value` both work, and `--` ends the
    /// options.
    ///
    /// - Throws: `UsageError` for an unknown option (with "did you mean"), a missing or unexpected
    ///   value, a value outside an option's choices, or too many positional arguments.
    static func parse(_ arguments: [String], for command: CommandSpec, messages: Messages = .english) throws(UsageError)
        -> CommandArguments
    {
        let helpCommand = command.name.isEmpty ? nil : command.name
        var parsed = CommandArguments()
        parsed.messages = messages
        var rest = arguments[...]
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if argument == "--" && !optionsEnded {
                optionsEnded = true
                continue
            }
            if argument == "-h" && !optionsEnded {
                parsed.flags.insert("--help")
                continue
            }
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                if let maximum = command.operands.maximum, parsed.positionals.count >= maximum {
                    throw UsageError(
                        .usageUnexpectedArgument,
                        ["argument": argument, "command": command.invocation, "takes": takes(command.operands, messages: messages)],
                        helpCommand: helpCommand)
                }
                parsed.positionals.append(argument)
                continue
            }
            var name = argument
            var inline: String?
            if let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            let option = name == "--help" ? HelpGenerator.helpOption : command.option(named: name)
            guard let option else {
                throw UsageError(
                    .usageUnknownOption, ["name": name, "command": command.invocation],
                    suggestion: closestMatch(to: name, among: command.options.map(\.name) + ["--help"]), helpCommand: helpCommand)
            }
            guard let kind = option.value else {
                if inline != nil { throw UsageError(.usageTakesNoValue, ["name": name], helpCommand: helpCommand) }
                parsed.flags.insert(name)
                continue
            }
            guard let value = inline ?? rest.popFirst() else {
                throw UsageError(.usageNeedsValue, ["name": name, "placeholder": kind.placeholder], helpCommand: helpCommand)
            }
            switch kind {
            case .choice(let words) where !words.contains(value):
                let listed = messages.text(.usageOr, ["first": words.dropLast().joined(separator: ", "), "last": words.last ?? ""])
                throw UsageError(.usageMustBe, ["name": name, "choices": listed, "value": value], helpCommand: helpCommand)
            case .assignment where !value.contains("="):
                throw UsageError(.usageNeedsAssignment, ["name": name, "value": value], helpCommand: helpCommand)
            default:
                parsed.values.append((name, value))
            }
        }
        return parsed
    }

    static func takes(_ operands: CommandSpec.Operands, messages: Messages) -> String {
        switch operands {
        case .none: messages.text(.usageTakesNone)
        case .flow: messages.text(.usageTakesFlow)
        case .command: messages.text(.usageTakesCommand)
        case .shell: messages.text(.usageTakesShell)
        case .flows, .words: messages.text(.usageTakesAny)
        }
    }

    /// The one flow argument, or a usage error naming the command.
    func flow(for command: CommandSpec) throws(UsageError) -> String {
        guard let flow = positionals.first else {
            throw UsageError(.usageNeedsFlow, ["command": command.invocation], helpCommand: command.name.isEmpty ? nil : command.name)
        }
        return flow
    }
}
