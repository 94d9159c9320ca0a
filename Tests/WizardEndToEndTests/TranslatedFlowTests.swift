import Foundation
import Testing
import WizardTestSupport

/// A flow's texts in several languages (docs/writing-flows.md): the run shows the best match
/// for `--language`, else LC_ALL, LC_MESSAGES, LANG, piped and at a terminal, and the answers
/// are the same in every language.
@Suite(.serialized)
struct TranslatedFlowTests {
    static let flow = #"""
        {"id": "t", "title": {"en": "Setup", "de": "Einrichtung"},
         "steps": [
          {"id": "name", "type": "text", "prompt": {"en": "Your name?", "de": "Ihr Name?"},
           "placeholder": {"en": "Ada Lovelace", "de": "Erika Mustermann"}},
          {"id": "color", "type": "select", "prompt": {"en": "Colour, {{ name }}?", "de": "Farbe, {{ name }}?", "de-AT": "Farb', {{ name }}?"},
           "choices": [{"value": "red", "label": {"en": "Red", "de": "Rot"}}, {"value": "blue", "label": {"en": "Blue", "de": "Blau"}}]}
         ]}
        """#

    /// No locale variable of the test's own environment leaks in unless a case sets it.
    static func locale(_ variables: [String: String]) -> [String: String] {
        var environment = ["LC_ALL": "", "LC_MESSAGES": "", "LANG": ""]
        for (key, value) in variables { environment[key] = value }
        return environment
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var arguments: [String] = []
        var environment: [String: String]
        /// Texts of the flow the run must show, and texts it must not.
        var shown: [String]
        var hidden: [String]
    }

    static let german = ["Einrichtung", "Ihr Name?", "Rot", "Blau"]
    static let english = ["Setup", "Your name?", "Red", "Blue", "Colour, Ann?"]

    static let cases: [Case] = [
        Case(
            testDescription: "LANG=de_DE.UTF-8 picks the German texts (catches: the locale ignored for flow texts)",
            environment: ["LANG": "de_DE.UTF-8"], shown: german + ["Farbe, Ann?"], hidden: english),
        Case(
            testDescription: "--language de picks them under LANG=C.UTF-8 (catches: the option not passed to the loader)",
            arguments: ["--language", "de"], environment: ["LANG": "C.UTF-8"], shown: german + ["Farbe, Ann?"],
            hidden: english),
        Case(
            testDescription: "de_AT takes the de-AT text, then de for the rest (catches: no fallback from region to language)",
            environment: ["LANG": "de_AT.UTF-8"], shown: german + ["Farb', Ann?"], hidden: english + ["Farbe, Ann?"]),
        Case(
            testDescription: "LC_ALL comes before LANG (catches: the variables read in the wrong order)",
            environment: ["LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"], shown: english, hidden: german),
        Case(
            testDescription: "LANG=C.UTF-8 keeps the flow's own language (catches: C taken for a language)",
            environment: ["LANG": "C.UTF-8"], shown: english, hidden: german),
        Case(
            testDescription: "a language the flow lacks falls back to the flow's language (catches: the first entry taken instead)",
            arguments: ["--language", "ja"], environment: ["LANG": "C.UTF-8"], shown: english, hidden: german),
    ]

    @Test(arguments: cases)
    func pipedRunShowsTheBestMatch(_ c: Case) throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("t.json", Self.flow)
        let result = try WizardProcess.run(
            ["run", "t.json"] + c.arguments, input: "Ann\n2\n", directory: folder.url,
            environment: Self.locale(c.environment))
        #expect(result.status == 0, "\(result)")
        for text in c.shown { #expect(result.stderr.contains(text), "\(text) missing:\n\(result.stderr)") }
        for text in c.hidden { #expect(!result.stderr.contains(text), "\(text) shown:\n\(result.stderr)") }
        // The answers are the choice's value, whatever the label read.
        #expect(result.stdout == "{\n  \"name\": \"Ann\",\n  \"color\": \"blue\"\n}\n", "\(result)")
    }

    @Test(arguments: [([], ["LANG": "de_DE.UTF-8"]), (["--language", "de"], ["LANG": "C.UTF-8"])])
    func terminalRunShowsTheGermanTexts(arguments: [String], variables: [String: String]) throws {
        let box = try ReadlineEndToEndTests.Sandbox(flow: Self.flow)
        var environment = Self.locale(variables)
        environment["NO_COLOR"] = "1"
        let pty = try box.start(arguments, environment: environment)
        try pty.waitForInput("Ihr Name?")
        try pty.expect("Mustermann")
        var lines = pty.screen.lines
        #expect(lines.contains { $0.hasPrefix("Einrichtung › Name") }, "\(pty.screen.text)")
        #expect(lines.contains("? Ihr Name? Erika Mustermann"), "the German placeholder:\n\(pty.screen.text)")
        pty.send("Ann\r")
        try pty.waitForInput("Farbe, Ann?")
        // The picker's rows are drawn after its question.
        try pty.waitForScreen("Blau")
        lines = pty.screen.lines
        #expect(lines.contains { $0.contains("Rot") } && lines.contains { $0.contains("Blau") }, "\(pty.screen.text)")
        #expect(!pty.screen.text.contains("Your name?") && !pty.screen.text.contains("Red"), "\(pty.screen.text)")
        pty.send("2\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers() == "{\n  \"name\": \"Ann\",\n  \"color\": \"blue\"\n}\n")
    }

    /// The demo recorded in English replays in German and in English with the same answers.
    @Test func aRecordingReplaysInEveryLanguageWithTheSameAnswers() throws {
        let folder = try TemporaryFolder()
        let recording = folder.url.appendingPathComponent("demo.rec").path
        let lines = "shop\n2\n1,3\nA shop\n.\ny\n\n\n\nn\ny\nAnn\nann@example.com\n2\nn\n2\ny\n9000\n\n"
        let secret = ["--set", "database.password=pw"]
        let recorded = try WizardProcess.run(
            secret + ["--language", "en", "--record", recording], input: lines, environment: Self.locale(["LANG": "C.UTF-8"]))
        #expect(recorded.status == 0, "\(recorded)")
        #expect(recorded.stdout.contains(#""role": "maintainer""#) && recorded.stdout.contains(#""port": 9000"#))
        let replay = try String(contentsOfFile: recording, encoding: .utf8)
        for language in ["de", "en"] {
            let result = try WizardProcess.run(
                secret + ["--language", language], input: replay, environment: Self.locale(["LANG": "C.UTF-8"]))
            #expect(result.status == 0, "\(language): \(result)")
            #expect(result.stdout == recorded.stdout, "\(language): \(result)")
        }
        let german = try WizardProcess.run(secret, input: replay, environment: Self.locale(["LANG": "de_DE.UTF-8"]))
        #expect(german.stdout == recorded.stdout, "\(german)")
        #expect(german.stderr.contains("? Wie heißt Ihr Projekt?") && german.stderr.contains("Teammitglied"), "\(german)")
        #expect(!german.stderr.contains("What is your project called?"), "\(german)")
    }

    /// LANG=C.UTF-8 runs the demo exactly as no locale at all does: in the flow's English.
    @Test func theCLocaleRunsTheDemoUnchanged() throws {
        let arguments = ["--defaults", "--non-interactive", "--set", "licence.accept=yes"]
        let plain = try WizardProcess.run(arguments, environment: Self.locale([:]))
        let c = try WizardProcess.run(arguments, environment: Self.locale(["LANG": "C.UTF-8"]))
        #expect(plain.status == 0 && c.status == 0, "\(plain)\n\(c)")
        #expect(c.stdout == plain.stdout && c.stderr == plain.stderr)
        let run = try WizardProcess.run(
            ["--set", "licence.accept=yes"], input: "\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n", environment: Self.locale(["LANG": "C.UTF-8"]))
        #expect(run.stderr.contains("? What is your project called?") && run.stderr.contains("Setup › Name"), "\(run)")
        #expect(!run.stderr.contains("Einrichtung"), "\(run)")
    }

    /// `wizard schema` takes a string or an object of translations for every text key, and the `language` key.
    @Test func theSchemaDescribesTranslations() throws {
        let result = try WizardProcess.run(["schema"])
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func reference(_ path: [String]) -> String? {
            var node: Any? = definitions
            for key in path { node = (node as? [String: Any])?[key] }
            return (node as? [String: Any])?["$ref"] as? String
        }
        for kind in ["template", "text"] {
            let forms = try #require((definitions[kind] as? [String: Any])?["oneOf"] as? [[String: Any]], "\(kind)")
            #expect(forms.first?["type"] as? String == "string")
            #expect((forms.last?["propertyNames"] as? [String: Any])?["$ref"] as? String == "#/$defs/languageTag")
            #expect(forms.last?["minProperties"] as? Int == 1)
        }
        #expect(reference(["flow", "properties", "language"]) == "#/$defs/languageTag")
        #expect(reference(["flow", "properties", "title"]) == "#/$defs/text")
        #expect(reference(["commonStepKeys", "properties", "prompt"]) == "#/$defs/template")
        #expect(reference(["validate", "properties", "message"]) == "#/$defs/text")
        let choice = try #require((definitions["choice"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        #expect(((choice.last?["properties"] as? [String: Any])?["label"] as? [String: Any])?["$ref"] as? String == "#/$defs/text")
    }

    /// `wizard list` shows a translated title and description in the locale's language.
    @Test func listShowsTheTranslatedTitle() throws {
        let folder = try TemporaryFolder()
        let flow = Self.flow.replacingOccurrences(
            of: #""title": {"en": "Setup", "de": "Einrichtung"}"#,
            with: #""title": {"en": "Setup", "de": "Einrichtung"}, "description": {"en": "Sets up", "de": "Richtet ein"}"#)
        _ = try folder.write("Flows/t.json", flow)
        let german = try WizardProcess.run(["list"], directory: folder.url, environment: Self.locale(["LANG": "de_DE.UTF-8"]))
        #expect(german.stdout.contains("Einrichtung") && german.stdout.contains("Richtet ein"), "\(german)")
        let english = try WizardProcess.run(["list"], directory: folder.url, environment: Self.locale(["LANG": "C.UTF-8"]))
        #expect(english.stdout.contains("Setup") && english.stdout.contains("Sets up"), "\(english)")
        #expect(!english.stdout.contains("Einrichtung"), "\(english)")
    }
}
