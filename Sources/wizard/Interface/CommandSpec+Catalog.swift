import WizardEngine

/// The one description of the command line: the parser, help, completions, the manual page and docs/cli.md follow it.
/// Its sentences are keys of the message catalogues (`help.COMMAND.summary`, `help.option.NAME`…):
/// their English is in `Catalogue+English.swift`, their translations beside it.
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
        OptionSpec(name: "--answers", value: .file, summary: .helpOptionAnswers),
        OptionSpec(name: "--set", value: .assignment, summary: .helpOptionSet, isRepeatable: true),
        OptionSpec(name: "--defaults", summary: .helpOptionDefaults),
        OptionSpec(name: "--non-interactive", summary: .helpOptionNonInteractive),
        OptionSpec(name: "--strict", summary: .helpOptionStrict),
        OptionSpec(name: "--output", value: .file, summary: .helpOptionOutput),
        OptionSpec(name: "--format", value: .choice(["json", "env", "cookiecutter"]), summary: .helpOptionFormat),
        OptionSpec(name: "--env-prefix", value: .word("PREFIX"), summary: .helpOptionEnvPrefix),
        OptionSpec(name: "--env-name", value: .word("NAME"), summary: .helpOptionEnvName, isRepeatable: true),
        OptionSpec(name: "--redact", summary: .helpOptionRedact),
        OptionSpec(name: "--no-color", summary: .helpOptionNoColor),
        OptionSpec(name: "--accessible", summary: .helpOptionAccessible),
        OptionSpec(name: "--session", value: .file, summary: .helpOptionSession),
        OptionSpec(name: "--resume", summary: .helpOptionResume),
        OptionSpec(name: "--at", value: .stepPath, summary: .helpOptionAt),
        OptionSpec(name: "--explain", summary: .helpOptionExplain),
        OptionSpec(name: "--record", value: .file, summary: .helpOptionRecord),
        OptionSpec(name: "--review", summary: .helpOptionReview),
        OptionSpec(name: "--no-review", summary: .helpOptionNoReview),
        OptionSpec(name: "--language", value: .word("TAG"), summary: .helpOptionLanguage),
        allowPlugin,
    ]

    /// Consent to run a process plugin without asking (shared by `run` and `check`).
    static let allowPlugin = OptionSpec(name: "--allow-plugin", value: .word("NAME"), summary: .helpOptionAllowPlugin, isRepeatable: true)

    static let importQuestionnaire = CommandSpec(
        name: "import", usage: "FILE", operands: .flow,
        summary: .helpImportSummary,
        discussion: [.helpImportDiscussion1],
        examples: [
            Example(command: "wizard import cookiecutter.json > flow.json", meaning: .helpImportExample1),
            Example(command: "wizard run copier.yml --defaults --non-interactive", meaning: .helpImportExample2),
        ])

    static let plugins = CommandSpec(
        name: "plugins", usage: "[FLOW]", operands: .flow,
        summary: .helpPluginsSummary,
        discussion: [.helpPluginsDiscussion1],
        examples: [
            Example(command: "wizard plugins", meaning: .helpPluginsExample1),
            Example(command: "PATH=\"$PWD/plugins:$PATH\" wizard plugins Flows/git-branch.json", meaning: .helpPluginsExample2),
        ])

    static let demo = CommandSpec(
        name: "", usage: "[options]", operands: .none,
        summary: .helpDemoSummary,
        discussion: [.helpDemoDiscussion1],
        options: runOptions,
        examples: [
            Example(command: "wizard", meaning: .helpDemoExample1),
            Example(command: "wizard --defaults --non-interactive", meaning: .helpDemoExample2),
        ])

    static let run = CommandSpec(
        name: "run", usage: "FLOW [options]", operands: .flow,
        summary: .helpRunSummary,
        discussion: [.helpRunDiscussion1, .helpRunDiscussion2, .helpRunDiscussion3, .helpRunDiscussion4],
        options: runOptions,
        examples: [
            Example(command: "wizard run project-setup", meaning: .helpRunExample1),
            Example(command: "wizard run Flows/database.json --answers a.json --non-interactive > out.json", meaning: .helpRunExample2),
            Example(command: "wizard run demo --set name=shop --at language", meaning: .helpRunExample3),
            Example(command: "wizard run demo --resume", meaning: .helpRunExample4),
            Example(command: "wizard run demo --language de", meaning: .helpRunExample5),
        ])

    static let check = CommandSpec(
        name: "check", usage: "FLOW [--answers FILE] [--set PATH=VALUE ...] [--strict]", operands: .flow,
        summary: .helpCheckSummary,
        discussion: [.helpCheckDiscussion1, .helpCheckDiscussion2],
        options: [
            OptionSpec(name: "--answers", value: .file, summary: .helpCheckOptionAnswers),
            OptionSpec(name: "--set", value: .assignment, summary: .helpCheckOptionSet, isRepeatable: true),
            OptionSpec(name: "--strict", summary: .helpCheckOptionStrict),
            allowPlugin,
        ],
        examples: [Example(command: "wizard check project-setup --answers a.json", meaning: .helpCheckExample1)])

    static let validate = CommandSpec(
        name: "validate", usage: "FLOW...", operands: .flows,
        summary: .helpValidateSummary,
        discussion: [.helpValidateDiscussion1],
        examples: [Example(command: "wizard validate Flows/*.json", meaning: .helpValidateExample1)])

    static let list = CommandSpec(
        name: "list", usage: "", operands: .none,
        summary: .helpListSummary,
        discussion: [.helpListDiscussion1],
        examples: [Example(command: "WIZARD_FLOWS_PATH=~/flows wizard list", meaning: .helpListExample1)])

    static let graph = CommandSpec(
        name: "graph", usage: "FLOW [--format dot|mermaid]", operands: .flow,
        summary: .helpGraphSummary,
        discussion: [.helpGraphDiscussion1],
        options: [OptionSpec(name: "--format", value: .choice(["mermaid", "dot"]), summary: .helpGraphOptionFormat)],
        examples: [Example(command: "wizard graph demo --format dot | dot -Tsvg > demo.svg", meaning: .helpGraphExample1)])

    static let schema = CommandSpec(
        name: "schema", usage: "", operands: .none,
        summary: .helpSchemaSummary,
        discussion: [.helpSchemaDiscussion1],
        examples: [Example(command: "wizard schema > flow.schema.json", meaning: .helpSchemaExample1)])

    static let template = CommandSpec(
        name: "template", usage: "FLOW", operands: .flow,
        summary: .helpTemplateSummary,
        discussion: [.helpTemplateDiscussion1],
        examples: [Example(command: "wizard template demo > answers.json", meaning: .helpTemplateExample1)])

    static let completions = CommandSpec(
        name: "completions", usage: "bash|zsh|fish", operands: .shell,
        summary: .helpCompletionsSummary,
        discussion: [.helpCompletionsDiscussion1],
        examples: [
            Example(command: "source <(wizard completions bash)", meaning: .helpCompletionsExample1),
            Example(command: "wizard completions fish > ~/.config/fish/completions/wizard.fish", meaning: .helpCompletionsExample2),
        ])

    static let help = CommandSpec(
        name: "help", usage: "[COMMAND]", operands: .command,
        summary: .helpHelpSummary,
        discussion: [.helpHelpDiscussion1],
        examples: [Example(command: "wizard help run", meaning: .helpHelpExample1)])

    /// Prints candidates for the completion scripts: `flows`, or `paths FLOW`.
    static let complete = CommandSpec(
        name: "__complete", usage: "flows | paths FLOW", operands: .words,
        summary: .helpCompleteSummary,
        isHidden: true)

    /// Prints the manual page or docs/cli.md: `man` or `markdown`.
    static let docs = CommandSpec(
        name: "__docs", usage: "man|markdown", operands: .shell,
        summary: .helpDocsSummary,
        isHidden: true)
}
