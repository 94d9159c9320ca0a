import WizardEngine

/// The text of `wizard --help`, `wizard help COMMAND` and `wizard COMMAND --help`,
/// generated from `CommandSpec.all` and `CommandLineReference`, its sentences from the
/// message catalogues of `messages` (names of commands and options, placeholders such as
/// `FILE` and the examples' commands are the same in every language).
struct HelpGenerator {
    /// The keystroke section: the keys actually bound at a terminal, or the defaults.
    var keystrokes: String
    /// The language of the sentences.
    var messages: Messages = .english

    /// The column where option and list descriptions start.
    static let column = 24
    /// Lines are wrapped to this width.
    static let width = 80

    /// The overview of every command.
    var overview: String {
        var lines = [messages.text(CommandLineReference.title), "", messages.text(.helpHeadingUsage)]
        for command in CommandSpec.all where !command.isHidden {
            lines += Self.twoColumns(
                "  " + [command.invocation, command.usage].filter { !$0.isEmpty }.joined(separator: " "),
                messages.text(command.summary), column: 32)
        }
        lines.append("  " + messages.text(.helpUsageHelp))
        lines += ["", messages.text(.helpHeadingRunOptions)]
        lines += optionLines(CommandSpec.runOptions)
        lines += [""] + promptSection
        lines += ["", messages.text(.helpHeadingExitStatus)]
        lines += CommandLineReference.exitStatuses.flatMap {
            Self.twoColumns("  " + $0.term(messages), messages.text($0.meaning), column: 8)
        }
        lines += ["", messages.text(.helpHeadingExamples)]
        lines += (CommandSpec.demo.examples + CommandSpec.run.examples).flatMap(exampleLines)
        lines += ["", messages.text(.helpMoreHelp)]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What can be typed at a prompt, what an empty line does, and the keys.
    var promptSection: [String] {
        var lines = [messages.text(.helpHeadingPrompt)]
        lines += CommandLineReference.promptCommands.flatMap {
            Self.twoColumns("  " + $0.term(messages), messages.text($0.meaning), column: 15)
        }
        lines += Self.wrap(messages.text(CommandLineReference.emptyLineAfterBack), indent: "")
        lines += ["", keystrokes]
        return lines
    }

    /// The help of one command.
    func help(for command: CommandSpec) -> String {
        var lines = [
            messages.text(.helpHeadingUsage) + " " + [command.invocation, command.usage].filter { !$0.isEmpty }.joined(separator: " "), "",
        ]
        lines += Self.wrap(Self.capitalized(messages.text(command.summary)) + ".", indent: "")
        for paragraph in command.discussion {
            lines += [""] + Self.wrap(messages.text(paragraph), indent: "")
        }
        lines += ["", messages.text(.helpHeadingOptions)]
        lines += optionLines(command.options + [Self.helpOption])
        if command.name == "run" || command.name.isEmpty {
            lines += [""] + promptSection
        }
        if !command.examples.isEmpty {
            lines += ["", messages.text(.helpHeadingExamples)]
            lines += command.examples.flatMap(exampleLines)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `-h, --help`, accepted by every command.
    static let helpOption = OptionSpec(name: "--help", summary: .helpOptionHelp)

    func optionLines(_ options: [OptionSpec]) -> [String] {
        options.flatMap { Self.twoColumns("  " + $0.synopsis, messages.text($0.summary), column: Self.column) }
    }

    func exampleLines(_ example: CommandSpec.Example) -> [String] {
        ["  " + example.command] + Self.wrap(messages.text(example.meaning), indent: "      ")
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
