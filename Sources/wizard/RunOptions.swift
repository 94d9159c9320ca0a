import WizardEngine

/// The options of `wizard run` (SPEC §9).
struct RunOptions {
    var flow: String?
    var answersFile: String?
    var setValues: [(path: String, value: String)] = []
    var useDefaults = false
    var isNonInteractive = false
    var isStrict = false
    var outputFile: String?
    var format = OutputFormat.json
    /// Put before every `--format env` name (`--env-prefix`).
    var envPrefix = ""
    var redacts = false
    var noColor = false
    var sessionFile: String?
    var resumes = false
    var deepLink: String?
    var explains = false
    var recordFile: String?

    enum OutputFormat: String { case json, env }

    /// Options that take a value, and flags: the names `wizard run` accepts.
    static let valueOptions = ["--answers", "--set", "--output", "--format", "--env-prefix", "--session", "--at", "--record"]
    static let flags = ["--defaults", "--non-interactive", "--strict", "--redact", "--no-color", "--resume", "--explain"]

    /// Parses the arguments after `run`.
    static func parse(_ arguments: [String]) throws(UsageError) -> RunOptions {
        var options = RunOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else {
                if options.flow == nil {
                    options.flow = argument
                    continue
                }
                throw UsageError(message: "unexpected argument '\(TerminalText.escape(argument))': 'wizard run' takes one flow")
            }
            var name = argument
            var inlineValue: String?
            if let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            }
            if flags.contains(name) {
                if inlineValue != nil { throw UsageError(message: "option \(name) takes no value") }
                switch name {
                case "--defaults": options.useDefaults = true
                case "--non-interactive": options.isNonInteractive = true
                case "--strict": options.isStrict = true
                case "--redact": options.redacts = true
                case "--no-color": options.noColor = true
                case "--resume": options.resumes = true
                default: options.explains = true
                }
                continue
            }
            guard valueOptions.contains(name) else {
                var message = "unknown option '\(TerminalText.escape(name))' for 'wizard run'"
                if let s = Suggestions.closest(to: name, in: valueOptions + flags) { message += "; did you mean '\(s)'?" }
                throw UsageError(message: message, hint: "see 'wizard help run'")
            }
            guard let value = inlineValue ?? rest.popFirst() else {
                throw UsageError(message: "option \(name) needs a value")
            }
            switch name {
            case "--answers": options.answersFile = value
            case "--set":
                guard let eq = value.firstIndex(of: "=") else {
                    throw UsageError(message: "--set needs PATH=VALUE, found '\(TerminalText.escape(value))'")
                }
                options.setValues.append((String(value[..<eq]), String(value[value.index(after: eq)...])))
            case "--output": options.outputFile = value
            case "--format":
                guard let format = OutputFormat(rawValue: value) else {
                    throw UsageError(message: "--format must be json or env, found '\(TerminalText.escape(value))'")
                }
                options.format = format
            case "--env-prefix":
                guard isShellName(value) else {
                    throw UsageError(
                        message: "--env-prefix must be a shell name ([A-Za-z_][A-Za-z0-9_]*), found '\(TerminalText.escape(value))'")
                }
                options.envPrefix = value
            case "--session": options.sessionFile = value
            case "--at": options.deepLink = value
            default: options.recordFile = value
            }
        }
        return options
    }

    /// Whether `text` is a shell variable name (`[A-Za-z_][A-Za-z0-9_]*`).
    static func isShellName(_ text: String) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "_") || (first | 0x20 >= 97 && first | 0x20 <= 122) else {
            return false
        }
        return text.utf8.allSatisfy { c in
            c == UInt8(ascii: "_") || (c >= 48 && c <= 57) || (c | 0x20 >= 97 && c | 0x20 <= 122)
        }
    }
}
