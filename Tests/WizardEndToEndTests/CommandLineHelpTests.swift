import Foundation
import Testing
import WizardTestSupport

/// Help, generated reference documents, `demo` as a flow name and the install target:
/// everything a user learns the command line from.
@Suite struct CommandLineHelpTests {
    /// Every option each command accepts. A new option must be added here, to the
    /// command-line description, and is then checked to be in the help and accepted.
    static let optionsByCommand: [(command: String, options: [String])] = [
        (
            "run",
            [
                "--answers", "--set", "--defaults", "--non-interactive", "--strict", "--output", "--format", "--env-prefix", "--env-name",
                "--redact",
                "--no-color", "--accessible",
                "--session", "--resume", "--at", "--explain", "--record", "--review", "--no-review", "--language",
                "--allow-plugin",
            ]
        ),
        ("check", ["--answers", "--set", "--strict", "--allow-plugin"]),
        ("graph", ["--format"]),
        ("validate", []), ("list", []), ("schema", []), ("template", []), ("import", []), ("plugins", []), ("completions", []),
        ("help", []),
    ]

    @Test(
        "'wizard COMMAND --help', '-h' and 'wizard help COMMAND' print the same usage, exit 0 (catches: run --help as a usage error)",
        arguments: optionsByCommand.map(\.command))
    func commandHelp(_ command: String) throws {
        let viaHelp = try WizardProcess.run(["help", command])
        let viaFlag = try WizardProcess.run([command, "--help"])
        let viaShort = try WizardProcess.run([command, "-h"])
        #expect(viaHelp.status == 0 && viaFlag.status == 0 && viaShort.status == 0, "\(viaFlag)")
        #expect(viaHelp.stdout.hasPrefix("Usage: wizard \(command)"), "\(viaHelp)")
        #expect(viaFlag.stdout == viaHelp.stdout)
        #expect(viaShort.stdout == viaHelp.stdout)
        #expect(viaHelp.stdout.contains("\nExamples:\n  "), "every command has an example")
    }

    @Test(
        "every option a command accepts is in its help with a description, and run's in 'wizard --help' (catches: --at, --explain, --record, --session or --resume missing from help)",
        arguments: optionsByCommand)
    func everyOptionInHelp(_ entry: (command: String, options: [String])) throws {
        let help = try WizardProcess.run([entry.command, "--help"]).stdout
        let overview = try WizardProcess.run(["--help"]).stdout
        for option in entry.options {
            let line = help.split(separator: "\n").first { $0.hasPrefix("  \(option) ") || $0 == "  \(option)" }
            #expect(line.map { $0.count > 24 } == true, "\(entry.command) help lacks a described \(option)")
            if entry.command == "run" { #expect(overview.contains("\n  \(option) "), "--help lacks \(option)") }
            // The parser accepts it: whatever else goes wrong, it is not an unknown option.
            let parsed = try WizardProcess.run([entry.command, option, "x", "--help"])
            #expect(!parsed.stderr.contains("unknown option"), "\(entry.command) \(option): \(parsed)")
        }
        // And nothing else: an option help does not list is refused.
        let unknown = try WizardProcess.run([entry.command, "--no-such-option"])
        #expect(unknown.status == 2)
        let listed = help.split(separator: "\n").filter { $0.hasPrefix("  --") }.map { String($0.dropFirst(2).prefix { $0 != " " }) }
        #expect(listed == entry.options + ["--help"], "help lists exactly the options the parser takes")
    }

    @Test("the overview names every command and the empty-line rule after :back in each mode (catches: 'typed, interactive or piped')")
    func overview() throws {
        let result = try WizardProcess.run(["--help"])
        #expect(result.status == 0)
        for command in Self.optionsByCommand.map(\.command) { #expect(result.stdout.contains("\n  wizard \(command)"), "\(command)") }
        #expect(
            result.stdout.contains(
                "After :back at a terminal, the draft is pre-filled in the line, so Enter keeps\nit. Piped, nothing is pre-filled: an empty line takes the step's default, not\nthe draft; send the old answer again to keep it."
            ))
    }

    @Test(":help in a piped run says what an empty line does after :back there (catches: help promising a pre-filled draft)")
    func pipedHelpOnEmptyLine() throws {
        let result = try WizardProcess.run(["run", "demo"], input: ":help\n:quit\n", directory: try TemporaryFolder().url)
        #expect(result.status == 130)
        #expect(
            result.stderr.contains(
                "An empty line takes the default, also after :back (nothing is pre-filled here): type the old answer again to keep it."),
            "\(result)")
    }

    @Test(
        "docs/cli.md and man/wizard.1 are the text generated from the command-line description (catches: a hand edit, or an option added without regenerating: run 'make docs')",
        arguments: [("markdown", "docs/cli.md"), ("man", "man/wizard.1")])
    func generatedDocuments(_ kind: String, _ file: String) throws {
        let generated = try WizardProcess.run(["__docs", kind])
        let checkedIn = try String(contentsOf: WizardProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)
        #expect(generated.status == 0)
        #expect(generated.stdout == checkedIn, "\(file) is out of date: run 'make docs'")
        for option in Self.optionsByCommand.flatMap(\.options) {
            let shown = kind == "man" ? option.replacingOccurrences(of: "-", with: "\\-") : option
            #expect(generated.stdout.contains(shown), "\(file) lacks \(option)")
        }
    }

    @Test(
        "`demo` names the built-in flow for every command outside the repository (catches: no flow `demo` from another folder)",
        arguments: [
            ["graph", "demo"], ["template", "demo"], ["validate", "demo"],
            ["run", "demo", "--defaults", "--no-review", "--set", "licence.accept=yes"],
        ])
    func demoEverywhere(_ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let result = try WizardProcess.run(arguments, directory: folder.url)
        #expect(result.status == 0, "\(result)")
    }

    @Test("a demo.json in ./Flows takes precedence over the built-in demo (catches: the built-in demo shadowing the user's)")
    func demoFileWins() throws {
        let folder = try TemporaryFolder()
        try folder.write("Flows/demo.json", #"{"id": "mine", "steps": [{"id": "only", "type": "text", "prompt": "Only?"}]}"#)
        let result = try WizardProcess.run(["template", "demo"], directory: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "{\n  \"only\": null\n}\n")
    }

    @Test(
        "'make install-files PREFIX=…' puts the binary, the manual page and the three completions in place (catches: a broken install target)"
    )
    func installTarget() throws {
        let prefix = try TemporaryFolder()
        let make = try ChildProcess(
            "/usr/bin/env", ["make", "-s", "install-files", "PREFIX=\(prefix.url.path)", "BINARY=\(WizardProcess.binary.path)"],
            directory: WizardProcess.packageRoot.path)
        let end = make.finish()
        #expect(end.status == 0, "\(String(decoding: make.standardError, as: UTF8.self))")
        for file in [
            "bin/wizard", "share/man/man1/wizard.1", "share/bash-completion/completions/wizard", "share/zsh/site-functions/_wizard",
            "share/fish/vendor_completions.d/wizard.fish",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.path(file)), "\(file) not installed")
        }
        let installed = try WizardProcess.run(["--version"], environment: [:], product: "wizard")
        #expect(installed.stdout.hasPrefix("wizard "))
    }
}
