import Foundation
import Testing
import WizardTestSupport

/// What a run says while it runs comes from the catalogues too: the refusals of `validate`
/// rules and of typed input, and a repeat's own question. A recording made in one language
/// replays the same answers in another.
@Suite struct RunTimeLanguageTests {
    /// Every fixed rule, an expression, a list's count, a JSON value and a repeat without a
    /// question of its own.
    static let flow = """
        {"id": "rules", "title": "Rules", "steps": [
          {"id": "name", "type": "text", "prompt": "Name?", "validate": {"min_length": 3}},
          {"id": "code", "type": "text", "prompt": "Code?", "validate": {"pattern": "[a-z]+", "max_length": 4}},
          {"id": "port", "type": "integer", "prompt": "Port?", "validate": {"min": 1, "max": 10}},
          {"id": "even", "type": "integer", "prompt": "Even?", "validate": {"expr": "value == 4"}},
          {"id": "tags", "type": "list", "prompt": "Tags?", "validate": {"min": 2}},
          {"id": "data", "type": "json", "prompt": "Data?"},
          {"id": "members", "type": "flow", "flow": "member", "repeat": {"max": 3}}
        ],
        "flows": {
          "member": {"title": "Member", "steps": [{"id": "who", "type": "text", "prompt": "Who?"}]}
        }}
        """

    /// Each refused line followed by one accepted.
    static let input =
        ["ab", "abc", "A1", "abcdef", "abc", "0", "11", "5", "3", "4", "x", "[1]", "x,y", "{", "{}", "yes", "bob", ""]
        .joined(separator: "\n") + "\n"

    func run(locale: String) throws -> WizardProcess.Result {
        let folder = try TemporaryFolder()
        let flow = try folder.write("rules.json", Self.flow)
        return try WizardProcess.run(["run", flow], input: Self.input, environment: ["LANG": locale])
    }

    @Test("a rule's refusal and a repeat's question are German under LANG=de_DE.UTF-8, the answers the same")
    func germanRefusals() throws {
        let german = try run(locale: "de_DE.UTF-8")
        let english = try run(locale: "C.UTF-8")
        #expect(german.status == 0, "\(german)")
        #expect(german.stdout == english.stdout)
        #expect(german.stdout.contains(#""who": "bob""#), "\(german.stdout)")
        let refusals = german.stderr.split(separator: "\n").filter { $0.hasPrefix("✗ ") }
        #expect(
            refusals == [
                "✗ die Antwort muss mindestens 3 Zeichen haben",
                "✗ die Antwort muss zum Muster [a-z]+ passen",
                "✗ die Antwort darf höchstens 4 Zeichen haben",
                "✗ die Antwort muss mindestens 1 sein",
                "✗ die Antwort darf höchstens 10 sein",
                "✗ die Regel des Schritts nimmt die Antwort nicht an",
                "✗ erwartet: mindestens 2 Einträge, gefunden: 1",
                "✗ erwartet: durch Kommas getrennte Einträge oder ein JSON-Array von Zeichenketten",
                #"✗ erwartet: JSON-Text: erwartet: '"' als Beginn eines Objektschlüssels, gefunden: das Ende der Eingabe in Spalte 2"#,
            ], "\(german.stderr)")
        #expect(german.stderr.contains("? Member: einen Eintrag hinzufügen? [j/N] yes"), "\(german.stderr)")
        #expect(german.stderr.contains("? Member: noch einen Eintrag hinzufügen? [j/N]"))
        #expect(LanguageRunTests.englishSentences(in: german.stderr) == [], "\(german.stderr)")
    }

    @Test("English refusals and repeat questions read as they always have")
    func englishRefusals() throws {
        let english = try run(locale: "C.UTF-8")
        #expect(english.status == 0, "\(english)")
        let refusals = english.stderr.split(separator: "\n").filter { $0.hasPrefix("✗ ") }
        #expect(
            refusals == [
                "✗ the answer must have at least 3 characters",
                "✗ the answer must match the pattern [a-z]+",
                "✗ the answer must have at most 4 characters",
                "✗ the answer must be at least 1",
                "✗ the answer must be at most 10",
                "✗ the answer is not accepted by the step's rule",
                "✗ expected at least 2 items, found 1",
                "✗ expected items separated by commas or a JSON array of strings",
                #"✗ expected JSON text: expected '"' to start an object key but found end of input at column 2"#,
            ], "\(english.stderr)")
        #expect(english.stderr.contains("? Add a member? [y/N] yes"), "\(english.stderr)")
        #expect(english.stderr.contains("? Add another member? [y/N]"))
    }

    @Test("French, which lacks these messages, shows them in English; its own yes and no still work")
    func frenchFallsBackToEnglish() throws {
        let english = try run(locale: "C.UTF-8")
        let french = try run(locale: "fr_FR.UTF-8")
        #expect(french.status == 0, "\(french)")
        #expect(french.stdout == english.stdout)
        let refusals = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("✗ ") } }
        #expect(refusals(french.stderr) == refusals(english.stderr), "\(french.stderr)")
        #expect(french.stderr.contains("? Add a member? [o/N] yes"), "\(french.stderr)")
    }

    @Test("the notes and errors of list, validate and import are German too, their exit statuses the same")
    func otherCommandsInGerman() throws {
        let folder = try TemporaryFolder()
        let cases: [(arguments: [String], german: String, english: String)] = [
            (
                ["list"], "wizard: note: keine Abläufe in ./Flows oder $WIZARD_FLOWS_PATH gefunden",
                "wizard: note: no flows found in ./Flows or $WIZARD_FLOWS_PATH"
            ),
            (
                ["validate"], "wizard: error: 'wizard validate' braucht mindestens einen Ablauf",
                "wizard: error: 'wizard validate' needs at least one flow"
            ),
            (["import", "x.json"], "wizard: error: 'x.json' ist kein Fragebogen", "wizard: error: 'x.json' is not a questionnaire"),
        ]
        for test in cases {
            let german = try WizardProcess.run(test.arguments, directory: folder.url, environment: ["LANG": "de_DE.UTF-8"])
            let english = try WizardProcess.run(test.arguments, directory: folder.url, environment: ["LANG": "C.UTF-8"])
            #expect(german.status == english.status, "\(test.arguments)")
            #expect(german.stderr.hasPrefix(test.german), "\(german.stderr)")
            #expect(english.stderr.hasPrefix(test.english), "\(english.stderr)")
        }
    }

    @Test("list names a shadowed flow's winner in German, the columns the same")
    func shadowedFlowInGerman() throws {
        let folder = try TemporaryFolder()
        let flow = #"{"id": "same", "title": "Same", "steps": [{"id": "a", "type": "text", "prompt": "A?"}]}"#
        _ = try folder.write("Flows/same.json", flow)
        _ = try folder.write("more/same.json", flow)
        let environment = ["WIZARD_FLOWS_PATH": folder.path("more")]
        let german = try WizardProcess.run(
            ["list"], directory: folder.url, environment: environment.merging(["LANG": "de_DE.UTF-8"]) { $1 })
        let english = try WizardProcess.run(["list"], directory: folder.url, environment: environment.merging(["LANG": "C.UTF-8"]) { $1 })
        #expect(
            german.stdout == "same  Same  Flows/same.json\nsame  Same  \(folder.path("more/same.json"))  (verdeckt von Flows/same.json)\n")
        #expect(english.stdout == german.stdout.replacingOccurrences(of: "verdeckt von", with: "shadowed by"))
    }

    @Test("a piped run recorded in German replays the same answers under C.UTF-8 and de_DE.UTF-8")
    func recordingReplaysInEveryLanguage() throws {
        let folder = try TemporaryFolder()
        let recording = folder.path("recorded.txt")
        let recorded = try WizardProcess.run(
            ["--record", recording], input: LanguageRunTests.demoInput(yes: "ja", no: "nein"), environment: ["LANG": "de_DE.UTF-8"])
        #expect(recorded.status == 0, "\(recorded)")
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        // The language's yes and no are kept as `yes` and `no`, which every language takes.
        #expect(!lines.contains("ja") && !lines.contains("nein") && lines.contains("yes") && lines.contains("no"), "\(lines)")
        let replay = try String(contentsOfFile: recording, encoding: .utf8)
        let password = ["--set", "database.password=secret1"]
        let english = try WizardProcess.run(password, input: replay, environment: ["LANG": "C.UTF-8"])
        let german = try WizardProcess.run(password, input: replay, environment: ["LANG": "de_DE.UTF-8"])
        #expect(english.status == 0, "\(english)")
        #expect(german.status == 0, "\(german)")
        #expect(english.stdout == recorded.stdout)
        #expect(german.stdout == recorded.stdout)
    }

    @Test(
        "a run's errors (answers file, --set, files it cannot write, a missing answer, a runaway loop) are German; the exit status the same"
    )
    func germanRunTimeErrors() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write("rules.json", Self.flow)
        let loop = try folder.write(
            "loop.json", #"{"id": "loop", "steps": [{"id": "a", "type": "message", "text": "x", "next": {"*": "a"}}]}"#)
        let array = try folder.write("array.json", "[1]")
        let truncated = try folder.write("truncated.json", #"{"a": "#)
        let reference = try folder.write("reference.json", #"{"name": {"$env": "WIZARD_TEST_UNSET"}}"#)
        let mistyped = try folder.write("mistyped.json", #"{"name": 3}"#)
        let given = ["--set", "code=ab", "--set", "port=2", "--set", "even=4", "--set", "tags=a,b", "--non-interactive"]
        let cases: [(arguments: [String], status: Int32, german: String, english: String)] = [
            (
                ["run", flow, "--answers", folder.path("none.json")], 3,
                "wizard: error: die Antwortdatei \(folder.path("none.json")) kann nicht gelesen werden: ",
                "wizard: error: cannot read the answers file \(folder.path("none.json")): "
            ),
            (
                ["run", flow, "--answers", array], 3,
                "wizard: error: \(array):1:1: eine Antwortdatei muss ein JSON-Objekt sein, gefunden: ein Array",
                "wizard: error: \(array):1:1: an answers file must be a JSON object, found an array"
            ),
            (
                ["run", flow, "--answers", truncated], 3,
                "wizard: error: \(truncated):1:7: erwartet: ein JSON-Wert, gefunden: das Ende der Eingabe",
                "wizard: error: \(truncated):1:7: expected a JSON value but found end of input"
            ),
            (
                ["run", flow, "--answers", reference] + given, 3,
                #"wizard: error: name: ungültige Antwort aus \#(reference):1:10: {"$env": "WIZARD_TEST_UNSET"}: die Umgebungsvariable WIZARD_TEST_UNSET ist nicht gesetzt"#,
                #"wizard: error: name: invalid answer from \#(reference):1:10: {"$env": "WIZARD_TEST_UNSET"}: the environment variable WIZARD_TEST_UNSET is not set"#
            ),
            (
                [
                    "run", flow, "--set", "name=abc", "--set", "code=ab", "--set", "port=x", "--set", "even=4", "--set", "tags=a",
                    "--non-interactive",
                ], 3,
                "wizard: error: port: ungültige Antwort aus --set: erwartet: eine ganze Zahl wie 42, gefunden: 'x'",
                "wizard: error: port: invalid answer from --set: expected a whole number such as 42, found 'x'"
            ),
            (
                ["run", flow, "--set", "name=ab"] + given, 3,
                "wizard: error: name: ungültige Antwort aus --set: die Antwort muss mindestens 3 Zeichen haben",
                "wizard: error: name: invalid answer from --set: the answer must have at least 3 characters"
            ),
            (
                ["run", flow, "--answers", mistyped] + given, 3,
                "wizard: error: name: ungültige Antwort aus \(mistyped):1:10: erwartet: eine Zeichenkette, gefunden: ganze Zahl",
                "wizard: error: name: invalid answer from \(mistyped):1:10: expected a string, found integer"
            ),
            (
                ["run", flow, "--output", folder.path("none/answers.json")], 2,
                "wizard: error: --output \(folder.path("none/answers.json")): sein Ordner \(folder.path("none")) existiert nicht "
                    + "(er wird nicht angelegt); die Antworten konnten dort nicht geschrieben werden",
                "wizard: error: --output \(folder.path("none/answers.json")): its folder \(folder.path("none")) does not exist "
                    + "(it is not created); the answers could not be written there"
            ),
            (
                ["run", flow, "--session", folder.url.path], 2,
                "wizard: error: --session \(folder.url.path): es ist ein Ordner, keine gewöhnliche Datei; nennen Sie eine andere Datei",
                "wizard: error: --session \(folder.url.path): it is a folder, not a regular file; name another file"
            ),
            (
                ["run", flow, "--at", "nam", "--non-interactive"], 3,
                "wizard: error: --at nam: 'nam' ist kein Schritt des Ablaufs 'rules'; meinten Sie 'name'?",
                "wizard: error: --at nam: 'nam' is not a step of flow 'rules'; did you mean 'name'?"
            ),
            (
                ["run", flow, "--non-interactive"], 3,
                "wizard: error: name: Antwort fehlt (erwartet: text): kein --set, kein Eintrag in der Antwortdatei und kein Standardwert",
                "wizard: error: name: missing answer (expected text): no --set, answers-file entry or default"
            ),
            (
                ["run", loop, "--non-interactive"], 3,
                "wizard: error: der Ablauf hat mehr als 100000 Schritte durchlaufen",
                "wizard: error: the flow went through more than 100000 steps"
            ),
        ]
        for test in cases {
            let german = try WizardProcess.run(test.arguments, environment: ["LANG": "de_DE.UTF-8"])
            let english = try WizardProcess.run(test.arguments, environment: ["LANG": "C.UTF-8"])
            #expect(german.status == test.status && english.status == test.status, "\(test.arguments): \(german) \(english)")
            // After what the run showed before it failed (a message step's text).
            #expect(german.stderr.contains(test.german), "\(german.stderr)")
            #expect(english.stderr.contains(test.english), "\(english.stderr)")
            #expect(german.stdout == english.stdout)
        }
        // `wizard check` keeps its problem list in English, whatever the language.
        let check = try WizardProcess.run(["check", flow, "--set", "name=ab"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(check.stderr.hasPrefix("wizard: error: name: invalid answer from --set: the answer must have at least 3 characters\n"))
    }
}
