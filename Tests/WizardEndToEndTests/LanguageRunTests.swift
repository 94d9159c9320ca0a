import Foundation
import Testing
import WizardEngine
import WizardTestSupport

/// The program speaks the language of `--language`, else of the locale variables: the demo
/// under `LANG=de_DE.UTF-8` shows no English sentence of the program, at a terminal and
/// piped, and gives the same answers as the English run.
@Suite struct LanguageRunTests {
    /// The demo answered piped: a refused `:back` and an unknown command first, then every
    /// default, a two-line summary, a database with a password and no TLS, no team member,
    /// the licence accepted, a port refused then the default, and the review finished. `yes` and `no` are the language's words.
    static func demoInput(yes: String, no: String) -> String {
        [":back", ":bogus", "", "", "", "", "Hello", "world", ".", yes, "", "", "", "secret1", no, no, "", yes, "80x", "", ""]
            .joined(separator: "\n") + "\n"
    }

    /// The pieces of the English catalogue's texts that German words differently (cut at
    /// the placeholders, two words or more), less those the demo flow's own texts hold.
    static let englishPieces: [String] = {
        let flow = (try? String(contentsOf: WizardProcess.packageRoot.appendingPathComponent("Flows/demo.json"), encoding: .utf8)) ?? ""
        var pieces: Set<String> = []
        for (key, english) in MessageCatalogue.english.texts where MessageCatalogue.german.texts[key] != english {
            let german = MessageCatalogue.german.texts[key] ?? ""
            for piece in english.split(whereSeparator: { $0 == "{" || $0 == "}" }) {
                let text = piece.trimmingCharacters(in: .whitespaces)
                guard text.split(separator: " ").filter({ $0.contains(where: \.isLetter) }).count >= 2 else { continue }
                if !german.contains(text) && !flow.contains(text) { pieces.insert(text) }
            }
        }
        return pieces.sorted()
    }()

    static func englishSentences(in text: String) -> [String] {
        englishPieces.filter { text.contains($0) }
    }

    @Test("piped, German shows no English sentence of the program; the answers are the English run's")
    func pipedGermanRun() throws {
        #expect(Self.englishPieces.count > 100)
        let english = try WizardProcess.run([], input: Self.demoInput(yes: "y", no: "n"), environment: ["LANG": "C.UTF-8"])
        let german = try WizardProcess.run([], input: Self.demoInput(yes: "ja", no: "nein"), environment: ["LANG": "de_DE.UTF-8"])
        #expect(english.status == 0, "\(english)")
        #expect(german.status == 0, "\(german)")
        #expect(german.stdout == english.stdout)
        #expect(german.stdout.contains(#""accept": true"#))
        #expect(Self.englishSentences(in: german.stderr) == [], "\(german.stderr)")
        // The German texts are there, the English ones in the English run.
        #expect(german.stderr.contains("✗ schon beim ersten Schritt"), "\(german.stderr)")
        #expect(german.stderr.contains("unbekannter Befehl ':bogus'"))
        #expect(german.stderr.contains("✗ erwartet: eine ganze Zahl wie 42, gefunden: '80x'"), "\(german.stderr)")
        #expect(german.stderr.contains("Ihre Antworten im Überblick"))
        #expect(german.stderr.contains("[j/N]"))
        #expect(english.stderr.contains("Review your answers (a number or an answer path changes it; Enter finishes)"))
        #expect(!Self.englishSentences(in: english.stderr).isEmpty)
    }

    @Test("French, a partial catalogue, falls back to English message by message")
    func frenchFallsBack() throws {
        let french = try WizardProcess.run([], input: Self.demoInput(yes: "oui", no: "non"), environment: ["LC_ALL": "fr_FR.UTF-8"])
        let english = try WizardProcess.run([], input: Self.demoInput(yes: "y", no: "n"), environment: ["LANG": "C.UTF-8"])
        #expect(french.status == 0, "\(french)")
        #expect(french.stdout == english.stdout)
        #expect(
            french.stderr.contains("? Vérifiez vos réponses (a number or an answer path changes it; Enter finishes)"), "\(french.stderr)")
        #expect(french.stderr.contains("Terminer"))
        #expect(french.stderr.contains("[o/N]"))
        #expect(french.stderr.contains("✗ already at the first step: there is nothing to go back to"))
        #expect(french.stderr.contains("commande inconnue ':bogus'"))
    }

    @Test("--language wins over the locale, anywhere on the command line, usage errors too")
    func languageOption() throws {
        let run = try WizardProcess.run(["--language", "de", "run", "--bogus"], environment: ["LANG": "C.UTF-8"])
        #expect(run.status == 2)
        #expect(run.stderr == "wizard: error: unbekannte Option '--bogus' für 'wizard run' (siehe 'wizard help run')\n")
        let last = try WizardProcess.run(["run", "--bogus", "--language=de"], environment: ["LANG": "C.UTF-8"])
        #expect(last.stderr == run.stderr)
        let english = try WizardProcess.run(["run", "--bogus", "--language", "en"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(english.stderr == "wizard: error: unknown option '--bogus' for 'wizard run' (see 'wizard help run')\n")
        let locale = try WizardProcess.run(["bogus"], environment: ["LANG": "de_AT.UTF-8"])
        #expect(locale.stderr == "wizard: error: unbekannter Befehl 'bogus' (siehe 'wizard --help')\n")
        let c = try WizardProcess.run(["bogus"], environment: ["LANG": "C.UTF-8", "LC_ALL": "C"])
        #expect(c.stderr == "wizard: error: unknown command 'bogus' (see 'wizard --help')\n")
    }

    @Test("a plugin not allowed is refused in German; the flags it names stay as they are")
    func pluginConsentInGerman() throws {
        let run = try WizardProcess.run(
            ["run", ProcessPluginEndToEndTests.gitFlow, "--non-interactive"],
            environment: ["PATH": ProcessPluginEndToEndTests.searchPath, "LANG": "de_DE.UTF-8"])
        #expect(run.status == 3)
        let plugin = ProcessPluginEndToEndTests.pluginsFolder + "/wizard-plugin-git"
        #expect(
            run.stderr
                == "wizard: error: der Ablauf führt das Plugin 'git' (\(plugin)) aus, das nicht erlaubt ist; erlauben mit --allow-plugin git oder WIZARD_ALLOW_PLUGINS=git\n"
        )
    }

    @Test("at a terminal, German shows no English sentence of the program; the answers are the English run's")
    func terminalGermanRun() throws {
        let english = try terminalRun(locale: "C.UTF-8", yes: "y", no: "n", review: "Finish")
        let german = try terminalRun(locale: "de_DE.UTF-8", yes: "ja", no: "nein", review: "Abschließen")
        #expect(german.answers == english.answers)
        #expect(german.answers.contains(#""summary": "Hello\nworld""#), "\(german.answers)")
        #expect(Self.englishSentences(in: german.screens) == [], "\(german.screens)")
        #expect(german.screens.contains("Tasten: "), "\(german.screens)")
        #expect(german.screens.contains("Ihre Antworten im Überblick"))
        #expect(german.screens.contains("Abschließen"))
        // A confirm answer reads in German on its summary line and at the review.
        let germanLines = german.screens.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(germanLines.contains { $0.hasSuffix("· nein") } && germanLines.contains { $0.hasSuffix(": ja") }, "\(german.screens)")
        #expect(!germanLines.contains { $0.hasSuffix("· no") || $0.hasSuffix("· yes") || $0.hasSuffix(": no") || $0.hasSuffix(": yes") })
        // The review counts the lines of a long text in German too.
        #expect(german.screens.contains("Hello … (2 Zeilen)") && !german.screens.contains("(2 lines)"), "\(german.screens)")
        #expect(english.screens.contains("Keys: "))
        #expect(!Self.englishSentences(in: english.screens).isEmpty)
    }

    /// Runs the demo at a 100×60 terminal, answering each prompt in turn as `demoInput`
    /// does (lists take their highlighted default with Enter), and keeps every screen seen
    /// (the last once the review's last row, `review`, is drawn).
    func terminalRun(locale: String, yes: String, no: String, review: String) throws -> (answers: String, screens: String) {
        let folder = try TemporaryFolder()
        let output = folder.path("answers.json")
        let environment = [
            "HOME": folder.url.path, "XDG_STATE_HOME": folder.path("state"), "INPUTRC": folder.path("inputrc"),
            "NO_COLOR": "1", "LANG": locale, "TERM": "xterm",
        ]
        let pty = try PseudoTerminal(["--output", output], environment: environment, rows: 60)
        var screens: [String] = []
        let lines = [":back", ":bogus", "", "", "", "", "Hello", "world", ".", yes, "", "", "", "secret1", no, no, "", yes, "", ""]
        for (index, line) in lines.enumerated() {
            try pty.expect(PseudoTerminal.pasteOn)
            if index == lines.count - 1 { try pty.waitForScreen(review) }
            screens.append(pty.screen.text)
            pty.send(line + "\r")
        }
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        screens.append(pty.screen.text)
        return (try String(contentsOfFile: output, encoding: .utf8), screens.joined(separator: "\n"))
    }
}
