import WizardEngine

/// The options of `wizard run` and of bare `wizard` (the demo), read from arguments
/// parsed against `CommandSpec.runOptions`.
struct RunOptions {
    var flow: String?
    var answersFile: String?
    var setValues: [(path: String, value: String)] = []
    var useDefaults = false
    var isNonInteractive = false
    var isStrict = false
    var outputFile: String?
    var format = OutputFormat.json
    /// Put before every `--format env` name (`--env-prefix`, else `WIZARD_ANSWER_`).
    var envPrefix = ShellVariableNames.defaultPrefix
    /// The `--format env` names the user accepts without a prefix (`--env-name`).
    var acceptedEnvNames: [String] = []
    var redacts = false
    var noColor = false
    /// The line mode at a terminal (`--accessible`): numbered lists, nothing redrawn.
    var isAccessible = false
    var sessionFile: String?
    var resumes = false
    var deepLink: String?
    var explains = false
    var recordFile: String?
    var allowedPlugins: [String] = []
    /// `--review` (true) or `--no-review` (false); nil keeps the flow's `review` key.
    var review: Bool?
    /// The language asked for: `--language TAG` (taken out of the arguments before they are
    /// parsed, see `WizardCLI.takeLanguage`), else the locale's most preferred tag; nil for
    /// English by default. The same choice as `messages.preference`.
    var language: String?
    /// The program's texts in the language chosen (`--language`, else the locale).
    var messages = Messages.english

    enum OutputFormat: String { case json, env, cookiecutter }

    init() {}

    /// The options of parsed arguments (the parser has checked names and values).
    init(_ parsed: CommandArguments, messages: Messages = .english) {
        self.messages = messages
        flow = parsed.positionals.first
        answersFile = parsed.value("--answers")
        setValues = parsed.assignments("--set")
        useDefaults = parsed.flags.contains("--defaults")
        isNonInteractive = parsed.flags.contains("--non-interactive")
        isStrict = parsed.flags.contains("--strict")
        outputFile = parsed.value("--output")
        format = parsed.value("--format").flatMap(OutputFormat.init(rawValue:)) ?? .json
        envPrefix = parsed.value("--env-prefix") ?? ShellVariableNames.defaultPrefix
        acceptedEnvNames = parsed.allValues("--env-name")
        redacts = parsed.flags.contains("--redact")
        noColor = parsed.flags.contains("--no-color")
        isAccessible = parsed.flags.contains("--accessible")
        sessionFile = parsed.value("--session")
        resumes = parsed.flags.contains("--resume")
        deepLink = parsed.value("--at")
        explains = parsed.flags.contains("--explain")
        recordFile = parsed.value("--record")
        allowedPlugins = parsed.allValues("--allow-plugin")
        language = parsed.value("--language") ?? messages.preference.tags.first
        // Given both, --no-review wins: nothing is asked that the user turned off.
        if parsed.flags.contains("--no-review") {
            review = false
        } else if parsed.flags.contains("--review") {
            review = true
        }
    }

    /// Whether `text` is a shell variable name (`[A-Za-z_][A-Za-z0-9_]*`).
    static func isShellName(_ text: String) -> Bool {
        func isStart(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" }
        guard let first = text.unicodeScalars.first, isStart(first) else { return false }
        return text.unicodeScalars.allSatisfy { isStart($0) || ("0"..."9").contains($0) }
    }
}
