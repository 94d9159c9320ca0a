import Foundation
import Testing
import WizardEngine
import WizardTestSupport

/// The command-line help speaks the language of `--language`, else of the locale: under
/// German, `wizard --help` and `wizard help run` hold none of the English catalogue's help
/// sentences, while what is typed (command and option names, their placeholders, the
/// examples' commands) is the same as in English. The reference documents stay English; the
/// completion scripts describe commands and options in the chosen language.
@Suite struct HelpLanguageTests {
    /// The pieces of the English help texts (and the keystroke lines help shows) that German
    /// words differently: each text cut at braces, parentheses, colons, semicolons and the
    /// end of a sentence, three words or more, with its spaces made single.
    static let englishPieces: [String] = {
        var pieces: Set<String> = []
        for key in MessageKey.allCases where key.rawValue.hasPrefix("help.") || key.rawValue.hasPrefix("keys.") {
            let english = MessageCatalogue.english.texts[key.rawValue] ?? ""
            let german = singleSpaced(MessageCatalogue.german.texts[key.rawValue] ?? "")
            let cut = english.replacing(". ", with: "|").split(whereSeparator: { "{}();:|".contains($0) })
            for piece in cut {
                let text = singleSpaced(String(piece))
                guard text.split(separator: " ").filter({ $0.contains(where: \.isLetter) }).count >= 3 else { continue }
                if !german.contains(text) { pieces.insert(text) }
            }
        }
        return pieces.sorted()
    }()

    /// `text` with every run of spaces and line breaks made one space, so a sentence wrapped
    /// over lines is found whole.
    static func singleSpaced(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    static func englishSentences(in help: String) -> [String] {
        let flat = singleSpaced(help)
        return englishPieces.filter { flat.contains($0) }
    }

    /// What is typed, in the order help lists it: the term of each line that starts with a
    /// command (`wizard ...`), an option (`--...`) or a prompt command (`:...`), up to the
    /// column its description starts at; an example's command is its whole line.
    static func typedTerms(in help: String) -> [String] {
        help.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            let rest = line.dropFirst(2)
            guard rest.hasPrefix("wizard") || rest.hasPrefix("--") || rest.hasPrefix(":") else { return nil }
            return String(rest.firstRange(of: "  ").map { rest[..<$0.lowerBound] } ?? rest)
        }
    }

    @Test(
        "LANG=de_DE.UTF-8 wizard --help and wizard help run --language de hold no English help sentence, German ones, and the same commands, options and examples"
    )
    func germanHelp() throws {
        #expect(Self.englishPieces.count > 150, "\(Self.englishPieces.count)")
        let cases: [(arguments: [String], environment: [String: String])] = [
            (["--help"], ["LANG": "de_DE.UTF-8"]), (["help", "run", "--language", "de"], ["LANG": "C.UTF-8"]),
        ]
        for (arguments, environment) in cases {
            let english = try WizardProcess.run(arguments.filter { $0 != "--language" && $0 != "de" }, environment: ["LANG": "C.UTF-8"])
            let german = try WizardProcess.run(arguments, environment: environment)
            #expect(english.status == 0 && german.status == 0, "\(english)\n\(german)")
            // The English help holds the pieces (so their absence below means something).
            #expect(Self.englishSentences(in: english.stdout).count > 60, "\(arguments)")
            #expect(Self.englishSentences(in: german.stdout) == [], "\(arguments): \(german.stdout)")
            // Commands, options, usage lines, prompt commands and the examples' commands are
            // unchanged, in the same order.
            let terms = Self.typedTerms(in: english.stdout)
            #expect(terms.count > 30, "\(terms)")
            #expect(Self.typedTerms(in: german.stdout) == terms)
            #expect(terms.contains("--set PATH=VALUE") && terms.contains("wizard run demo --resume"), "\(terms)")
            #expect(german.stdout.contains("\nBeispiele:\n  wizard"), "\(german.stdout)")
            #expect(german.stdout.contains("\nAn einer Eingabeaufforderung (im Terminal getippt"))
            #expect(german.stdout.contains("einen mit Strg-C oder :quit angehaltenen Lauf fortsetzen"))
        }
        let overview = try WizardProcess.run(["--help"], environment: ["LANG": "de_DE.UTF-8"]).stdout
        #expect(overview.hasPrefix("wizard: mehrstufige Einrichtungsabläufe im Terminal\n\nAufruf:\n  wizard [options]"), "\(overview)")
        #expect(overview.contains("\nExit-Status:\n  0     der Ablauf wurde abgeschlossen"))
        let run = try WizardProcess.run(["help", "run", "--language", "de"]).stdout
        #expect(run.hasPrefix("Aufruf: wizard run FLOW [options]\n\nEinen Ablauf ausführen: "), "\(run)")
        #expect(run.contains("\nOptionen:\n  --answers FILE        Antworten in der Form der Ausgabe"))
    }

    @Test("'wizard COMMAND --help' is in German for every command, with the same option names as in English")
    func everyCommandInGerman() throws {
        for command in ["check", "validate", "list", "graph", "schema", "template", "import", "plugins", "completions", "help"] {
            let english = try WizardProcess.run([command, "--help"], environment: ["LANG": "C.UTF-8"])
            let german = try WizardProcess.run([command, "--help"], environment: ["LANG": "de_DE.UTF-8"])
            #expect(german.stdout.hasPrefix("Aufruf: wizard \(command)"), "\(german)")
            #expect(german.stdout.contains("\nOptionen:\n") && german.stdout.contains("  --help                diese Hilfe (auch -h)"))
            #expect(Self.englishSentences(in: german.stdout) == [], "\(command): \(german.stdout)")
            #expect(!Self.englishSentences(in: english.stdout).isEmpty, "\(command)")
            #expect(
                german.stdout.split(separator: "\n").filter { $0.hasPrefix("  --") }.map { $0.prefix { $0 != " " } }
                    == english.stdout.split(separator: "\n").filter { $0.hasPrefix("  --") }.map { $0.prefix { $0 != " " } })
        }
    }

    @Test("French help, a partial catalogue, falls back to English message by message")
    func frenchHelpFallsBack() throws {
        let french = try WizardProcess.run(["help", "run", "--language", "fr"])
        #expect(french.status == 0)
        #expect(french.stdout.hasPrefix("Utilisation : wizard run FLOW [options]\n\nExécuter un parcours : "), "\(french.stdout)")
        #expect(french.stdout.contains("\nOptions :\n") && french.stdout.contains("  --help                cette aide (aussi -h)"))
        // What French lacks is in English.
        #expect(Self.singleSpaced(french.stdout).contains(MessageCatalogue.english.texts["help.run.discussion.2"] ?? "-"))
        #expect(french.stdout.contains("\nExemples :\n  wizard run project-setup\n      ask the steps of the flow with id project-setup"))
    }

    @Test("the reference documents are English under any locale")
    func documentsStayEnglish() throws {
        for arguments in [["__docs", "markdown"], ["__docs", "man"]] {
            let english = try WizardProcess.run(arguments, environment: ["LANG": "C.UTF-8"])
            let german = try WizardProcess.run(arguments, environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"])
            #expect(english.status == 0 && german.stdout == english.stdout, "\(arguments)")
            #expect(!Self.englishSentences(in: german.stdout).isEmpty, "\(arguments)")
        }
    }

    @Test("the zsh and fish scripts describe commands and options in the chosen language; --language en gives English")
    func completionScriptsFollowTheLanguage() throws {
        for shell in ["zsh", "fish"] {
            let english = try WizardProcess.run(["completions", shell], environment: ["LANG": "C.UTF-8"])
            let german = try WizardProcess.run(["completions", shell], environment: ["LANG": "de_DE.UTF-8"])
            let installed = try WizardProcess.run(["--language", "en", "completions", shell], environment: ["LANG": "de_DE.UTF-8"])
            #expect(english.status == 0 && german.status == 0, "\(shell)")
            #expect(installed.stdout == english.stdout, "\(shell)")
            #expect(Self.englishSentences(in: german.stdout) == [], "\(shell): \(Self.englishSentences(in: german.stdout))")
            #expect(!Self.englishSentences(in: english.stdout).isEmpty, "\(shell)")
            // The words a shell completes are the same in every language.
            #expect(german.stdout.contains("--non-interactive") && german.stdout.contains("__complete"), "\(shell)")
        }
        let zsh = try WizardProcess.run(["completions", "zsh"], environment: ["LANG": "de_DE.UTF-8"])
        let summary = MessageCatalogue.german.texts["help.check.summary"] ?? "-"
        #expect(zsh.stdout.contains("'check:\(summary.replacing("'", with: "'\\''").replacing(":", with: "\\:"))'"), "\(zsh.stdout)")
        #expect(zsh.stdout.contains("[diese Hilfe]"))
        let fish = try WizardProcess.run(["completions", "fish"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(
            fish.stdout.contains("-l non-interactive -d '\(MessageCatalogue.german.texts["help.option.nonInteractive"] ?? "-")'"),
            "\(fish.stdout)")
    }
}
