import WizardEngine

/// The arguments of one of the smaller commands (`check`, `graph`, `template`...): its
/// positional arguments, options with values (in order) and flags.
struct CommandArguments {
    var positionals: [String] = []
    var values: [(name: String, value: String)] = []
    var flags: Set<String> = []

    /// The last value given for an option.
    func value(_ name: String) -> String? { values.last { $0.name == name }?.value }

    /// Parses `arguments` for `command`; `--name=value` and `--name value` both work.
    ///
    /// - Throws: `UsageError` for an unknown option (with "did you mean"), a missing value,
    ///   a value given to a flag, or more positional arguments than `maxPositionals`.
    static func parse(
        _ arguments: [String], command: String, valueOptions: [String] = [], flags: [String] = [],
        maxPositionals: Int
    ) throws(UsageError) -> CommandArguments {
        let hint = "see 'wizard help \(command)'"
        var parsed = CommandArguments()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-"), argument != "-" else {
                guard parsed.positionals.count < maxPositionals else {
                    let takes = maxPositionals == 0 ? "takes no arguments" : "takes one flow"
                    throw UsageError(
                        message: "unexpected argument '\(TerminalText.escape(argument))': 'wizard \(command)' \(takes)",
                        hint: hint)
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
            if flags.contains(name) {
                if inline != nil { throw UsageError(message: "option \(name) takes no value", hint: hint) }
                parsed.flags.insert(name)
                continue
            }
            guard valueOptions.contains(name) else {
                var message = "unknown option '\(TerminalText.escape(name))' for 'wizard \(command)'"
                if let s = Suggestions.closest(to: name, in: valueOptions + flags) { message += "; did you mean '\(s)'?" }
                throw UsageError(message: message, hint: hint)
            }
            guard let value = inline ?? rest.popFirst() else {
                throw UsageError(message: "option \(name) needs a value", hint: hint)
            }
            parsed.values.append((name, value))
        }
        return parsed
    }

    /// The one flow argument, or a usage error naming the command.
    func flow(for command: String) throws(UsageError) -> String {
        guard let flow = positionals.first else {
            throw UsageError(message: "'wizard \(command)' needs a flow (a path or an id)", hint: "see 'wizard help \(command)'")
        }
        return flow
    }
}

/// Finding and loading the flow a command names, with diagnostics on standard error.
enum FlowLoading {
    /// The flow's catalog, or nil after printing why it cannot be used (exit 1).
    static func catalog(named name: String) -> FlowCatalog? {
        result(named: name)?.catalog
    }

    /// The flow's load result (diagnostics printed), or nil when it cannot be found.
    static func result(named name: String) -> LoadResult? {
        let path: String
        switch FlowLocator.locate(name) {
        case .success(let found): path = found
        case .failure(let message):
            Console.error(message.description)
            return nil
        }
        guard let result = QuestionnaireLoading.load(path) else { return nil }
        if !result.diagnostics.isEmpty { Console.err(DiagnosticRenderer.render(result.diagnostics) + "\n") }
        return result
    }
}
