import WizardEngine

/// One command of the command line, as data: the parser, `--help`, the completions, the
/// manual page and docs/cli.md are all generated from these values (`CommandSpec.all`).
struct CommandSpec: Equatable {
    /// The word after `wizard` (`run`); empty for bare `wizard`, which runs the demo.
    var name: String
    /// What follows the name in the usage line (`FLOW [options]`).
    var usage: String
    /// What the positional arguments are, for the parser and the completions.
    var operands: Operands
    /// One line for the overview (a key of the message catalogues, as every sentence here).
    var summary: MessageKey
    /// The paragraphs of `wizard help COMMAND`, each one text (wrapped when printed).
    var discussion: [MessageKey] = []
    /// The options the command accepts, in the order help lists them.
    var options: [OptionSpec] = []
    /// Example command lines with what each does.
    var examples: [Example] = []
    /// Left out of help and completions (`__complete`, used by the completion scripts).
    var isHidden = false

    /// What a command takes besides options.
    enum Operands: Equatable {
        case none
        /// One flow (a path or an id).
        case flow
        /// One or more flows.
        case flows
        /// Zero or one command name (`help`).
        case command
        /// A shell name (`completions`).
        case shell
        /// Words the hidden completion helper reads.
        case words

        /// The most positional arguments accepted (nil: any number).
        var maximum: Int? {
            switch self {
            case .none: 0
            case .flow, .command, .shell: 1
            case .flows, .words: nil
            }
        }
    }

    /// One example: a command line and what it does.
    struct Example: Equatable {
        /// Never translated.
        var command: String
        var meaning: MessageKey
    }

    /// The option with this name (`--set`), if the command accepts it.
    func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }

    /// `wizard run`, `wizard` for the demo.
    var invocation: String { name.isEmpty ? "wizard" : "wizard \(name)" }
}
