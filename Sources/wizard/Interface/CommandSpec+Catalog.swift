/// The one description of the command line: the parser, help, completions, the manual page and docs/cli.md follow it.
extension CommandSpec {
    /// Every command, in the order help lists them; hidden ones last.
    static let all: [CommandSpec] = [
        demo, run, check, validate, list, graph, schema, template, importQuestionnaire, plugins, completions, help, complete,
        docs,
    ]

    /// The visible command names, for "did you mean" and completion.
    static var visibleNames: [String] { all.filter { !$0.isHidden && !$0.name.isEmpty }.map(\.name) }

    /// The command with this name.
    static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// The options of a run, shared by `wizard run` and bare `wizard` (the demo).
    static let runOptions: [OptionSpec] = [
        OptionSpec(
            name: "--answers", value: .file,
            summary: #"answers shaped like the output; {"$env": NAME} and {"$file": PATH} allowed"#),
        OptionSpec(
            name: "--set", value: .assignment, summary: "answer the step at PATH, read like typed input (repeatable)",
            isRepeatable: true),
        OptionSpec(name: "--defaults", summary: "take each step's default when no other source answers it"),
        OptionSpec(name: "--non-interactive", summary: "never prompt: a step left without an answer is an error (exit 3)"),
        OptionSpec(name: "--strict", summary: "answer keys that match no step are errors, not warnings"),
        OptionSpec(name: "--output", value: .file, summary: "write the answers to FILE (atomically, mode 0600)"),
        OptionSpec(
            name: "--format", value: .choice(["json", "env", "cookiecutter"]),
            summary: "JSON (default), NAME=value lines safe for eval, or a cookiecutter config file"),
        OptionSpec(
            name: "--env-prefix", value: .word("PREFIX"),
            summary: "put PREFIX before every --format env name instead of WIZARD_ANSWER_ (see docs/cli.md)"),
        OptionSpec(
            name: "--env-name", value: .word("NAME"),
            summary: "print the answer whose --format env name is NAME without a prefix: you accept that variable (repeatable)",
            isRepeatable: true),
        OptionSpec(name: "--redact", summary: #"print secrets as "***""#),
        OptionSpec(name: "--no-color", summary: "no colour (NO_COLOR and TERM=dumb do the same)"),
        OptionSpec(
            name: "--accessible",
            summary: "line mode at a terminal: numbered lists, nothing redrawn (WIZARD_ACCESSIBLE=1 and TERM=dumb too)"),
        OptionSpec(name: "--session", value: .file, summary: "save and resume the session in FILE instead of the state folder"),
        OptionSpec(name: "--resume", summary: "continue the saved session at the step where it stopped"),
        OptionSpec(
            name: "--at", value: .stepPath,
            summary: "start at this step, the steps before it answered from the sources (deep link)"),
        OptionSpec(
            name: "--explain", summary: "after the run, tell for every step whether it was shown and where its answer came from"),
        OptionSpec(name: "--record", value: .file, summary: "write the input lines the run used (no secrets), to replay with < FILE"),
        OptionSpec(name: "--review", summary: "end with a review of every answer, to change any before finishing"),
        OptionSpec(name: "--no-review", summary: "no review at the end, even when the flow asks for one"),
        OptionSpec(
            name: "--language", value: .word("TAG"),
            summary: "the language of the program's texts and of a flow's translated texts (else LC_ALL, LC_MESSAGES, LANG)"),
        allowPlugin,
    ]

    /// Consent to run a process plugin without asking (shared by `run` and `check`).
    static let allowPlugin = OptionSpec(
        name: "--allow-plugin", value: .word("NAME"),
        summary:
            "let wizard-plugin-NAME on PATH, or a flow's own plugin given by its path, run without asking (repeatable; WIZARD_ALLOW_PLUGINS=a,b does the same)",
        isRepeatable: true)

    static let importQuestionnaire = CommandSpec(
        name: "import", usage: "FILE", operands: .flow,
        summary: "a cookiecutter.json or copier.yml / copier.yaml translated into a flow, on standard output",
        discussion: [
            "Prints FILE, a cookiecutter.json or a copier.yml / copier.yaml, translated into a flow. What cannot be translated is a warning on standard error naming the question, the expression and why; that question is then asked without a default. run, validate, check and graph also read these files directly (recognised by name). docs/migrating.md lists what is translated."
        ],
        examples: [
            Example(command: "wizard import cookiecutter.json > flow.json", meaning: "translate a cookiecutter template's questions"),
            Example(command: "wizard run copier.yml --defaults --non-interactive", meaning: "run a Copier questionnaire directly"),
        ])

    static let plugins = CommandSpec(
        name: "plugins", usage: "[FLOW]", operands: .flow,
        summary: "process plugins found on PATH (and those FLOW declares), and what each provides",
        discussion: [
            "Lists every executable named wizard-plugin-NAME on PATH, with where it is and what its 'describe' answer says it provides (step types, validators, choices, defaults). With FLOW, the plugins the flow declares inside its own folder are listed too; those run only when allowed (--allow-plugin, WIZARD_ALLOW_PLUGINS or consent remembered at a terminal)."
        ],
        examples: [
            Example(command: "wizard plugins", meaning: "what is installed"),
            Example(command: "PATH=\"$PWD/plugins:$PATH\" wizard plugins Flows/git-branch.json", meaning: "the example plugins"),
        ])

    static let demo = CommandSpec(
        name: "", usage: "[options]", operands: .none,
        summary: "run the built-in demo flow (the options of 'wizard run')",
        discussion: [
            "Runs the demo flow built into the binary, which shows validation, a branch, a sub-flow, a sheet, a repeat and a cover. 'demo' also names it wherever a flow is named, unless ./Flows or $WIZARD_FLOWS_PATH holds a file demo.json or a flow with the id demo."
        ],
        options: runOptions,
        examples: [
            Example(command: "wizard", meaning: "take the tour"),
            Example(command: "wizard --defaults --non-interactive", meaning: "print the demo's default answers"),
        ])

    static let run = CommandSpec(
        name: "run", usage: "FLOW [options]", operands: .flow,
        summary: "run a flow: a path, or the id of a flow in ./Flows or $WIZARD_FLOWS_PATH",
        discussion: [
            "Asks each step of FLOW in turn and prints the answers as one JSON object on standard output; prompts and messages go to standard error, so 'wizard run FLOW > answers.json' works. At a terminal, input is read with GNU readline; otherwise one line of standard input answers one step.",
            "A step's answer comes from the first of: --set, --answers, the step's env variable, its default (with --defaults or --non-interactive), and only then the prompt.",
            "An empty line takes the step's default (or \"\" for an optional step). After :back the old answer is the draft: at a terminal it is pre-filled in the line, so Enter keeps it; a piped empty line is still empty input and takes the default.",
            "The program's own texts (hints, refusals, errors, the review) are in the language of --language TAG, else of LC_ALL, LC_MESSAGES or LANG (de_AT.UTF-8 means de-AT, then de; C and POSIX mean English), English where a catalogue lacks a message. --language counts anywhere before --, for every command. Answers, --format env names, --explain's step paths and exit statuses are the same in every language; a confirm step also takes the language's own yes and no (ja, nein).",
        ],
        options: runOptions,
        examples: [
            Example(command: "wizard run project-setup", meaning: "ask the steps of the flow with id project-setup"),
            Example(
                command: "wizard run Flows/database.json --answers a.json --non-interactive > out.json",
                meaning: "answer every step from a file, never prompt"),
            Example(command: "wizard run demo --set name=shop --at language", meaning: "start at a later step"),
            Example(command: "wizard run demo --resume", meaning: "continue a run stopped with Ctrl-C or :quit"),
            Example(command: "wizard run demo --language de", meaning: "the run in German, whatever the locale"),
        ])

    static let check = CommandSpec(
        name: "check", usage: "FLOW [--answers FILE] [--set PATH=VALUE ...] [--strict]", operands: .flow,
        summary: "dry run of a --non-interactive run: every answer problem at once",
        discussion: [
            "Reports, one line each on standard error, every missing answer, every invalid answer (with its source: --set, FILE:LINE:COL of the answers file, or env NAME), every answer key that matches no step (a warning; an error with --strict) and every answer for a step the run would not reach (a warning). A missing or invalid answer is replaced by a placeholder so the steps after it are checked too.",
            "Exit status 0 when 'wizard run FLOW --non-interactive' with the same answers would succeed, 3 when it would not (or the answers file cannot be read), 1 when the flow cannot be loaded.",
        ],
        options: [
            OptionSpec(name: "--answers", value: .file, summary: "the answers file to check"),
            OptionSpec(
                name: "--set", value: .assignment, summary: "an answer to check, as 'wizard run' takes it (repeatable)", isRepeatable: true),
            OptionSpec(name: "--strict", summary: "answer keys that match no step are errors"),
            allowPlugin,
        ],
        examples: [Example(command: "wizard check project-setup --answers a.json", meaning: "would this answers file do?")])

    static let validate = CommandSpec(
        name: "validate", usage: "FLOW...", operands: .flows,
        summary: "load and check flows; diagnostics on standard error",
        discussion: [
            "Loads each flow and its imports and runs every check: unknown keys, ids, next targets, expressions and templates, regular expressions, and every literal default against its own step's rules (type, pattern, lengths, bounds, choices). Diagnostics go to standard error as FILE:LINE:COL: error: MESSAGE (lines and columns from 1) with the JSON path. Exit status 1 when any flow has an error."
        ],
        examples: [Example(command: "wizard validate Flows/*.json", meaning: "check every flow of a folder")])

    static let list = CommandSpec(
        name: "list", usage: "", operands: .none,
        summary: "flows found in ./Flows and $WIZARD_FLOWS_PATH",
        discussion: [
            "Lists the flow files found in ./Flows, then in the folders of $WIZARD_FLOWS_PATH (colon-separated), in that order and by file name within a folder: id, title and path, then the description. Sub-folders are not searched. When two files declare the same id the first wins ('wizard run ID' runs it) and the others are marked as shadowed."
        ],
        examples: [Example(command: "WIZARD_FLOWS_PATH=~/flows wizard list", meaning: "include a folder of your own")])

    static let graph = CommandSpec(
        name: "graph", usage: "FLOW [--format dot|mermaid]", operands: .flow,
        summary: "the flow as a diagram (Mermaid by default)",
        discussion: [
            "Prints the flow as a diagram: one cluster per flow, a node per step (id and type), edges for the default order, 'next' branches labelled with the answer ('otherwise' for \"*\"), dashed edges into steps with a 'when' condition, and bold edges opening sub-flows labelled push, sheet or cover (and repeat MIN..MAX)."
        ],
        options: [OptionSpec(name: "--format", value: .choice(["mermaid", "dot"]), summary: "Mermaid (default) or Graphviz DOT")],
        examples: [Example(command: "wizard graph demo --format dot | dot -Tsvg > demo.svg", meaning: "draw the demo with Graphviz")])

    static let schema = CommandSpec(
        name: "schema", usage: "", operands: .none,
        summary: "the JSON Schema of flow files (for editors)",
        discussion: [
            "Prints the JSON Schema (draft 2020-12) of flow files. Point an editor at it, or check files with any JSON Schema validator; 'wizard validate' checks more (ids, expressions, defaults)."
        ],
        examples: [Example(command: "wizard schema > flow.schema.json", meaning: "save it for an editor")])

    static let template = CommandSpec(
        name: "template", usage: "FLOW", operands: .flow,
        summary: "an answers-file skeleton of the flow",
        discussion: [
            "Prints every answer the flow can store, in flow order: steps with 'when' included, sub-flows nested under their step id and a repeat as an array of one item. Each value is the step's default, or null when it has none or the default is a template. Fill it in and use it with --answers FILE."
        ],
        examples: [Example(command: "wizard template demo > answers.json", meaning: "start an answers file")])

    static let completions = CommandSpec(
        name: "completions", usage: "bash|zsh|fish", operands: .shell,
        summary: "a shell completion script",
        discussion: [
            "Prints a completion script for the shell: commands, options, option values, flow ids (./Flows and $WIZARD_FLOWS_PATH) and, for --at and --set, the answer paths of the flow named on the line. 'make install' puts the three scripts where the shells look for them."
        ],
        examples: [
            Example(command: "source <(wizard completions bash)", meaning: "completion in this bash"),
            Example(command: "wizard completions fish > ~/.config/fish/completions/wizard.fish", meaning: "for every fish"),
        ])

    static let help = CommandSpec(
        name: "help", usage: "[COMMAND]", operands: .command,
        summary: "help for one command ('wizard COMMAND --help' too)",
        discussion: ["Prints the help of a command, or the overview without one."],
        examples: [Example(command: "wizard help run", meaning: "every option of 'wizard run'")])

    /// Prints candidates for the completion scripts: `flows`, or `paths FLOW`.
    static let complete = CommandSpec(
        name: "__complete", usage: "flows | paths FLOW", operands: .words,
        summary: "completion candidates, one a line (used by the completion scripts)",
        isHidden: true)

    /// Prints the manual page or docs/cli.md: `man` or `markdown`.
    static let docs = CommandSpec(
        name: "__docs", usage: "man|markdown", operands: .shell,
        summary: "the manual page or the Markdown reference, generated from this description",
        isHidden: true)
}
