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
    /// Put before every `--format env` name (`--env-prefix`).
    var envPrefix = ""
    var redacts = false
    var noColor = false
    var sessionFile: String?
    var resumes = false
    var deepLink: String?
    var explains = false
    var recordFile: String?
    var allowedPlugins: [String] = []

    enum OutputFormat: String { case json, env }

    init() {}

    /// The options of parsed arguments (the parser has checked names and values).
    init(_ parsed: CommandArguments) {
        flow = parsed.positionals.first
        answersFile = parsed.value("--answers")
        setValues = parsed.assignments("--set")
        useDefaults = parsed.flags.contains("--defaults")
        isNonInteractive = parsed.flags.contains("--non-interactive")
        isStrict = parsed.flags.contains("--strict")
        outputFile = parsed.value("--output")
        format = parsed.value("--format").flatMap(OutputFormat.init(rawValue:)) ?? .json
        envPrefix = parsed.value("--env-prefix") ?? ""
        redacts = parsed.flags.contains("--redact")
        noColor = parsed.flags.contains("--no-color")
        sessionFile = parsed.value("--session")
        resumes = parsed.flags.contains("--resume")
        deepLink = parsed.value("--at")
        explains = parsed.flags.contains("--explain")
        recordFile = parsed.value("--record")
        allowedPlugins = parsed.allValues("--allow-plugin")
    }

    /// Whether `text` is a shell variable name (`[A-Za-z_][A-Za-z0-9_]*`).
    static func isShellName(_ text: String) -> Bool {
        func isStart(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" }
        guard let first = text.unicodeScalars.first, isStart(first) else { return false }
        return text.unicodeScalars.allSatisfy { isStart($0) || ("0"..."9").contains($0) }
    }
}
