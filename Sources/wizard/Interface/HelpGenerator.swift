/// The text of `wizard --help`, `wizard help COMMAND` and `wizard COMMAND --help`,
/// generated from `CommandSpec.all` and `CommandLineReference`.
struct HelpGenerator {
    /// The keystroke section: the keys actually bound at a terminal, or the defaults.
    var keystrokes: String

    /// The column where option and list descriptions start.
    static let column = 24
    /// Lines are wrapped to this width.
    static let width = 80

    /// The overview of every command.
    var overview: String {
        var lines = [CommandLineReference.title, "", "Usage:"]
        for command in CommandSpec.all where !command.isHidden {
            lines += Self.twoColumns(
                "  " + [command.invocation, command.usage].filter { !$0.isEmpty }.joined(separator: " "), command.summary, column: 32)
        }
        lines.append("  wizard COMMAND --help | wizard help COMMAND | wizard --help | wizard --version")
        lines += ["", "Options of 'wizard run' (and of bare 'wizard'):"]
        lines += Self.optionLines(CommandSpec.runOptions)
        lines += [""] + promptSection
        lines += ["", "Exit status:"]
        lines += CommandLineReference.exitStatuses.flatMap { Self.twoColumns("  " + $0.term, $0.meaning, column: 8) }
        lines += ["", "Examples:"]
        lines += (CommandSpec.demo.examples + CommandSpec.run.examples).flatMap(Self.exampleLines)
        lines += ["", "'wizard help COMMAND' tells more about a command; docs/cli.md is the full reference."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What can be typed at a prompt, what an empty line does, and the keys.
    var promptSection: [String] {
        var lines = ["At a prompt (typed at a terminal, or piped one a line):"]
        lines += CommandLineReference.promptCommands.flatMap { Self.twoColumns("  " + $0.term, $0.meaning, column: 15) }
        lines += Self.wrap(CommandLineReference.emptyLineAfterBack, indent: "")
        lines += ["", keystrokes]
        return lines
    }

    /// The help of one command.
    func help(for command: CommandSpec) -> String {
        var lines = ["Usage: " + [command.invocation, command.usage].filter { !$0.isEmpty }.joined(separator: " "), ""]
        lines += Self.wrap(Self.capitalized(command.summary) + ".", indent: "")
        for paragraph in command.discussion {
            lines += [""] + Self.wrap(paragraph, indent: "")
        }
        lines += ["", "Options:"]
        lines += Self.optionLines(command.options + [Self.helpOption])
        if command.name == "run" || command.name.isEmpty {
            lines += [""] + promptSection
        }
        if !command.examples.isEmpty {
            lines += ["", "Examples:"]
            lines += command.examples.flatMap(Self.exampleLines)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `-h, --help`, accepted by every command.
    static let helpOption = OptionSpec(name: "--help", summary: "this help (also -h)")

    static func optionLines(_ options: [OptionSpec]) -> [String] {
        options.flatMap { twoColumns("  " + $0.synopsis, $0.summary, column: column) }
    }

    static func exampleLines(_ example: CommandSpec.Example) -> [String] {
        ["  " + example.command] + wrap(example.meaning, indent: "      ")
    }

    /// `term` then `text` from `column` on (on the next line when `term` is too long), `text` wrapped under itself.
    static func twoColumns(_ term: String, _ text: String, column: Int) -> [String] {
        let pad = String(repeating: " ", count: column)
        var wrapped = wrap(text, indent: pad)
        if term.count + 2 <= column, !wrapped.isEmpty {
            wrapped[0] = term + String(repeating: " ", count: column - term.count) + wrapped[0].dropFirst(column)
            return wrapped
        }
        return [term] + wrapped
    }

    /// Words of `text` filled into lines of at most `width` columns, each starting with `indent`.
    static func wrap(_ text: String, indent: String) -> [String] {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count && line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        lines.append(line)
        return lines
    }

    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
