import Testing
import WizardTestSupport

@testable import WizardEngine

/// Every diagnostic the loader makes is a message of the catalogues: its English text is
/// the catalogue's, and German words it differently at the same place, with the same JSON
/// path and quoted text.
@Suite struct LoadDiagnosticTextTests {
    @Test("the diagnostics of seeded broken flows are catalogue messages that German renders at the same place")
    func seededDiagnosticsAreCatalogueMessages() {
        let german = Messages(preference: LanguagePreference(tag: "de"))
        var count = 0
        var keys: Set<MessageKey> = []
        for seed in 0..<80 {
            let text = Loading.SeededFlowDiagnosticsTests.flowText(seed: UInt64(seed))
            for diagnostic in FlowLoader().load(string: text, name: "flow.json").diagnostics {
                count += 1
                guard let messageText = diagnostic.messageText else {
                    Issue.record("not a catalogue message: \(diagnostic)")
                    continue
                }
                keys.insert(messageText.key)
                #expect(messageText.english == diagnostic.message)
                #expect(diagnostic.suggestionText?.english == diagnostic.suggestion)
                let line = diagnostic.description(in: german)
                #expect(line != diagnostic.description, "\(line)")
                #expect(line.hasPrefix("\(diagnostic.location): \(diagnostic.severity.rawValue): "), "\(line)")
                if let path = diagnostic.jsonPath, !path.isEmpty { #expect(line.contains(" (bei \(path))"), "\(line)") }
                if diagnostic.suggestion != nil { #expect(line.contains("; meinten Sie '"), "\(line)") }
            }
        }
        #expect(count > 300, "\(count)")
        #expect(keys.count > 20, "\(keys)")
    }

    @Test("JSON syntax errors are catalogue messages, in German at the same line and column")
    func jsonSyntaxErrors() {
        let german = Messages(preference: LanguagePreference(tag: "de"))
        let cases: [(text: String, english: String, german: String)] = [
            (#"{"id": "a", "steps": [1,]}"#, "trailing comma before ']' is not allowed", "ein Komma vor ']' ist nicht erlaubt"),
            (#"{"id" 1}"#, "expected ':' after object key but found '1'", "erwartet: ':' nach dem Objektschlüssel, gefunden: '1'"),
            (#"{"a": tru}"#, "expected a JSON value but found 'tru'", "erwartet: ein JSON-Wert, gefunden: 'tru'"),
            (
                #"{"id": "a\q"}"#, #"invalid escape '\q' in string (valid: \" \\ \/ \b \f \n \r \t \uXXXX)"#,
                #"ungültiges Escape '\q' in einer Zeichenkette (gültig: \" \\ \/ \b \f \n \r \t \uXXXX)"#
            ),
            (
                #"{"id": "a"#, "unterminated string (missing closing '\"')",
                "nicht abgeschlossene Zeichenkette (das schließende '\"' fehlt)"
            ),
            (#"{"id": 01}"#, "leading zeros are not allowed in numbers", "führende Nullen sind in Zahlen nicht erlaubt"),
            (
                #"[1 2]"#, "expected ',' or ']' after array element but found '2'",
                "erwartet: ',' oder ']' nach einem Array-Element, gefunden: '2'"
            ),
            (
                #"{"id": "a", "id": 2}"#, "duplicate key 'id' (first at line 1, column 2)",
                "doppelter Schlüssel 'id' (zuerst in Zeile 1, Spalte 2)"
            ),
            ("", "expected a JSON value but found end of input", "erwartet: ein JSON-Wert, gefunden: das Ende der Eingabe"),
        ]
        for (text, english, germanText) in cases {
            let diagnostics = FlowLoader().load(string: text, name: "f.json").diagnostics
            #expect(diagnostics.count == 1, "\(diagnostics)")
            guard let diagnostic = diagnostics.first else { continue }
            #expect(diagnostic.message == english)
            #expect(diagnostic.messageText?.key.rawValue.hasPrefix("load.") == true, "\(diagnostic)")
            #expect(diagnostic.description(in: german) == "\(diagnostic.location): error: \(germanText)")
        }
    }

    @Test("a diagnostic made from text alone prints that text in every language")
    func plainDiagnostic() {
        let diagnostic = Diagnostic(
            severity: .error, location: SourceLocation(file: "f.json", line: 2, column: 3), jsonPath: "steps[0]",
            message: "the plugin says no", suggestion: "try again")
        let german = Messages(preference: LanguagePreference(tag: "de"))
        #expect(diagnostic.description == "f.json:2:3: error: the plugin says no (at steps[0]); try again")
        #expect(diagnostic.description(in: german) == "f.json:2:3: error: the plugin says no (bei steps[0]); try again")
    }

    @Test("French, a partial catalogue, falls back to English message by message")
    func frenchFallsBack() {
        let result = FlowLoader().load(string: #"{"id": "f", "steps": [{"id": "a", "type": "text", "promt": "A?"}]}"#, name: "f.json")
        let french = Messages(preference: LanguagePreference(tag: "fr"))
        let lines = result.diagnostics.map { $0.description(in: french) }
        #expect(lines == result.diagnostics.map(\.description), "\(lines)")
    }
}
