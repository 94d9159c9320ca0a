import Foundation
import Testing
import WizardTestSupport

/// What is said before a flow runs speaks the user's language too: the importer's errors
/// and notes on a cookiecutter.json or copier.yml, a flow that cannot be found, a plugin a
/// flow declares that is not there, and the system's reason a file cannot be read. Under
/// German the lines keep their `FILE:LINE:COL`, their `error:`/`warning:`/`note:` and the
/// exit status of English; only the sentences change.
@Suite struct ImportAndLocateLanguageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        /// The files of the folder the command runs in, by relative path (`/` at the end: a folder).
        var files: [String: String]
        var arguments: [String]
        var status: Int32
        var english: String
        var german: String
    }

    static let cases: [Case] = [
        Case(
            testDescription: "import of a copier.yml the YAML reader refuses", files: ["copier.yml": "a: 1\n  b: 2\n"],
            arguments: ["import", "copier.yml"], status: 1,
            english: "copier.yml:2:3: error: a mapping key inside a multi-line plain scalar (check the indentation)\n",
            german: "copier.yml:2:3: error: ein Mapping-Schlüssel in einem mehrzeiligen einfachen Skalar (prüfen Sie die Einrückung)\n"),
        Case(
            testDescription: "import of a cookiecutter.json that is not closed", files: ["cookiecutter.json": #"{"a": "x","#],
            arguments: ["import", "cookiecutter.json"], status: 1,
            english: "cookiecutter.json:1:1: error: unterminated flow collection (missing '}')\n",
            german: "cookiecutter.json:1:1: error: nicht abgeschlossene Flow-Sammlung ('}' fehlt)\n"),
        Case(
            testDescription: "validate and check of that cookiecutter.json say the same", files: ["cookiecutter.json": #"{"a": "x","#],
            arguments: ["check", "cookiecutter.json"], status: 1,
            english: "cookiecutter.json:1:1: error: unterminated flow collection (missing '}')\n",
            german: "cookiecutter.json:1:1: error: nicht abgeschlossene Flow-Sammlung ('}' fehlt)\n"),
        Case(
            testDescription: "import's notes, with the reason a Jinja default is not translated",
            files: ["copier.yml": "name:\n  type: weird\n  default: \"{{ name | tojson }}\"\n_x: 1\n"],
            arguments: ["import", "copier.yml"], status: 0,
            english: """
                copier.yml:1:1: note: Copier settings are ignored: _x
                copier.yml:2:9: warning: question 'name': unknown type 'weird'; asked as text
                copier.yml:3:12: warning: question 'name': default "{{ name | tojson }}" not translated: the filter 'tojson' with 0 argument(s) has no counterpart; it is asked without a default

                """,
            german: """
                copier.yml:1:1: note: Copier-Einstellungen werden ignoriert: _x
                copier.yml:2:9: warning: Frage 'name': unbekannter Typ 'weird'; als Text gefragt
                copier.yml:3:12: warning: Frage 'name': Vorgabe "{{ name | tojson }}" nicht übersetzt: der Filter 'tojson' mit 0 Argument(en) hat keine Entsprechung; gefragt wird ohne Vorgabe

                """),
        Case(
            testDescription: "a cookiecutter variable whose default is not translated",
            files: ["cookiecutter.json": #"{"a": "{{ cookiecutter.b ~ }}", "1x": 2}"#], arguments: ["import", "cookiecutter.json"],
            status: 0,
            english: """
                cookiecutter.json:1:7: warning: variable 'a': default "{{ cookiecutter.b ~ }}" not translated: an expression ends too early; it is asked without a default
                cookiecutter.json:1:33: warning: variable '1x' is not usable as a step id; it is left out

                """,
            german: """
                cookiecutter.json:1:7: warning: Variable 'a': Vorgabe "{{ cookiecutter.b ~ }}" nicht übersetzt: ein Ausdruck endet zu früh; gefragt wird ohne Vorgabe
                cookiecutter.json:1:33: warning: Variable '1x' taugt nicht als Schritt-id; sie wird weggelassen

                """),
        Case(
            testDescription: "an !include through a regular file: the system's reason",
            files: ["copier.yml": "!include f/x\n", "f": "x\n"],
            arguments: ["import", "copier.yml"], status: 1,
            english: "copier.yml:1:10: error: '!include f/x': Not a directory\n",
            german: "copier.yml:1:10: error: '!include f/x': Ist kein Ordner\n"),
        Case(
            testDescription: "an !include of a folder", files: ["copier.yml": "!include d\n", "d/": ""],
            arguments: ["validate", "copier.yml"], status: 1,
            english: "copier.yml:1:10: error: '!include d': it is a directory, not a regular file\n",
            german: "copier.yml:1:10: error: '!include d': es ist ein Ordner, keine gewöhnliche Datei\n"),
        Case(
            testDescription: "wizard run no-such-flow", files: [:], arguments: ["run", "no-such-flow"], status: 1,
            english: "wizard: error: no flow file or flow id 'no-such-flow' (searched ./Flows and $WIZARD_FLOWS_PATH)\n",
            german: "wizard: error: keine Ablaufdatei und keine Ablauf-id 'no-such-flow' (gesucht in ./Flows und $WIZARD_FLOWS_PATH)\n"),
        Case(
            testDescription: "a flow id with a close match", files: [:], arguments: ["run", "dem"], status: 1,
            english: "wizard: error: no flow file or flow id 'dem' (searched ./Flows and $WIZARD_FLOWS_PATH); did you mean 'demo'?\n",
            german:
                "wizard: error: keine Ablaufdatei und keine Ablauf-id 'dem' (gesucht in ./Flows und $WIZARD_FLOWS_PATH); meinten Sie 'demo'?\n"
        ),
        Case(
            testDescription: "a flow path that is a folder", files: ["flows.json/": ""], arguments: ["run", "flows.json"], status: 1,
            english: "wizard: error: no flow file at 'flows.json'\n", german: "wizard: error: keine Ablaufdatei unter 'flows.json'\n"),
        Case(
            testDescription: "a flow path that is a FIFO", files: ["pipe.json": "|fifo"], arguments: ["validate", "pipe.json"], status: 1,
            english: "wizard: error: 'pipe.json' is a FIFO, not a regular file: a flow is read from a regular file\n",
            german:
                "wizard: error: 'pipe.json' ist eine FIFO, keine gewöhnliche Datei: ein Ablauf wird aus einer gewöhnlichen Datei gelesen\n"),
        Case(
            testDescription: "an imported flow file that cannot be read",
            files: ["flow.json": #"{"id": "m", "imports": ["d"], "steps": [{"id": "x", "type": "text", "prompt": "X"}]}"#, "d/": ""],
            arguments: ["validate", "flow.json"], status: 1,
            english: "flow.json:1:25: error: cannot read imported file 'd': it is a directory, not a regular file (at imports[0])\n",
            german:
                "flow.json:1:25: error: die importierte Datei 'd' lässt sich nicht lesen: es ist ein Ordner, keine gewöhnliche Datei (bei imports[0])\n"
        ),
        Case(
            testDescription: "a declared plugin that is not there",
            files: [
                "flow.json": #"{"id": "c", "plugins": {"esc": "bin/tool"}, "steps": [{"id": "x", "type": "esc.word", "prompt": "X"}]}"#
            ],
            arguments: ["run", "flow.json", "--non-interactive"], status: 1,
            english: "wizard: error: plugin 'esc': no executable file at ./bin/tool\n",
            german: "wizard: error: Plugin 'esc': keine ausführbare Datei unter ./bin/tool\n"),
    ]

    /// A questionnaire nobody may read: only meaningful when the tests do not run as root,
    /// whom no permission stops.
    static let unreadable = Case(
        testDescription: "an unreadable cookiecutter.json", files: ["cookiecutter.json": "|unreadable"],
        arguments: ["import", "cookiecutter.json"], status: 1,
        english: "wizard: error: cannot read cookiecutter.json: Permission denied\n",
        german: "wizard: error: cookiecutter.json lässt sich nicht lesen: Keine Berechtigung\n")

    static func run(_ c: Case, environment: [String: String]) throws -> WizardProcess.Result {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, text) in c.files {
            if name.hasSuffix("/") {
                folder.makeFolder(name)
            } else if text == "|fifo" {
                #expect(mkfifo(folder.path(name), 0o600) == 0)
            } else {
                let path = try folder.write(name, text)
                if text == "|unreadable" { #expect(chmod(path, 0) == 0) }
            }
        }
        return try WizardProcess.run(c.arguments, directory: folder.url, environment: environment)
    }

    @Test("English, German by LANG and German by --language: the same places, prefixes and exit status", arguments: cases)
    func germanSentences(_ c: Case) throws {
        let english = try Self.run(c, environment: ["LANG": "C.UTF-8"])
        let german = try Self.run(c, environment: ["LANG": "de_DE.UTF-8"])
        let chosen = try Self.run(Case(c, arguments: c.arguments + ["--language", "de"]), environment: ["LANG": "C.UTF-8"])
        #expect(english.stderr == c.english, "\(english)")
        #expect(german.stderr == c.german, "\(german)")
        #expect(chosen.stderr == c.german, "\(chosen)")
        #expect([english.status, german.status, chosen.status] == [c.status, c.status, c.status])
        #expect(german.stdout == english.stdout)
    }

    @Test("a file the user may not read: the system's reason in German", .enabled(if: geteuid() != 0))
    func permissionDenied() throws {
        let english = try Self.run(Self.unreadable, environment: ["LANG": "C.UTF-8"])
        let german = try Self.run(Self.unreadable, environment: ["LANG": "de_DE.UTF-8"])
        #expect(english.stderr == Self.unreadable.english && german.stderr == Self.unreadable.german, "\(english)\n\(german)")
        #expect(english.status == 1 && german.status == 1)
    }

    @Test("German key names say Strg, as German keyboards do, everywhere the help names keys")
    func germanKeyNames() throws {
        let german = try WizardProcess.run(["--help", "--language", "de"])
        let english = try WizardProcess.run(["--help"], environment: ["LANG": "C.UTF-8"])
        #expect(german.status == 0 && english.status == 0)
        #expect(!german.stdout.contains("Ctrl"), "\(german.stdout)")
        #expect(german.stdout.contains("\n  Strg-p, ↑         wizard-choice-up "), "\(german.stdout)")
        #expect(german.stdout.contains("\n  Leertaste         wizard-choice-toggle "))
        #expect(german.stdout.contains("\n  ↑, ↓, Strg-R "))
        #expect(german.stdout.contains("\n  Strg-C, oder Strg-D in einer leeren Zeile"))
        #expect(english.stdout.contains("\n  Ctrl-p, Up        wizard-choice-up "), "\(english.stdout)")
        #expect(english.stdout.contains("\n  Up, Down, Ctrl-R "))
    }
}

extension ImportAndLocateLanguageTests.Case {
    fileprivate init(_ c: Self, arguments: [String]) {
        self = c
        self.arguments = arguments
    }
}
