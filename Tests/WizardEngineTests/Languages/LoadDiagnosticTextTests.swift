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

    /// A step with one mistake whose reason the loader quotes from elsewhere (a syntax error,
    /// a regular expression's error, a fixed rule refusing the default), and that
    /// diagnostic's message in English and German, at the same place.
    struct QuotedReason: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var step: String
        var path: String
        var english: String
        var german: String
    }

    static let quotedReasons: [QuotedReason] = [
        QuotedReason(
            testDescription: "an expression's syntax error", step: #"{"id": "a", "type": "text", "prompt": "P?", "when": "len(a) > "}"#,
            path: "steps[0].when",
            english: "invalid expression: expected an expression but found end of expression (column 10 of the expression)",
            german: "ungültiger Ausdruck: erwartet: ein Ausdruck, gefunden: das Ende des Ausdrucks (Spalte 10 des Ausdrucks)"),
        QuotedReason(
            testDescription: "a template's syntax error", step: #"{"id": "b", "type": "text", "prompt": "Hi {{ a"}"#,
            path: "steps[0].prompt",
            english: "invalid template: expected '}}' to close '{{' but found end of template (column 4 of the template)",
            german: "ungültige Vorlage: erwartet: '}}' zum Schließen von '{{', gefunden: das Ende der Vorlage (Spalte 4 der Vorlage)"),
        QuotedReason(
            testDescription: "a regular expression's error",
            step: #"{"id": "c", "type": "text", "prompt": "P?", "validate": {"pattern": "a(b"}}"#,
            path: "steps[0].validate.pattern",
            english: "invalid regular expression 'a(b': column 2: missing ')' for the group opened here",
            german: "ungültiger regulärer Ausdruck 'a(b': Spalte 2: die hier geöffnete Gruppe wird nicht mit ')' geschlossen"),
        QuotedReason(
            testDescription: "a literal pattern of matches()",
            step: #"{"id": "d", "type": "text", "prompt": "P?", "validate": {"expr": "matches(value, \"[z-a]\")"}}"#,
            path: "steps[0].validate.expr",
            english: "invalid expression: invalid regular expression: column 2: range 'z-a' is out of order (column 16 of the expression)",
            german:
                "ungültiger Ausdruck: ungültiger regulärer Ausdruck: Spalte 2: der Bereich 'z-a' hat vertauschte Grenzen (Spalte 16 des Ausdrucks)"
        ),
        QuotedReason(
            testDescription: "a default refused by a length rule",
            step: #"{"id": "e", "type": "text", "prompt": "P?", "default": "ab", "validate": {"min_length": 3}}"#, path: "steps[0].default",
            english: "the default string 'ab' breaks the step's own rule: it must have at least 3 characters",
            german: "die Vorgabe die Zeichenkette 'ab' verletzt die eigene Regel des Schritts: sie muss mindestens 3 Zeichen haben"),
        QuotedReason(
            testDescription: "a default refused by a bound",
            step: #"{"id": "f", "type": "integer", "prompt": "P?", "default": 12, "validate": {"max": 10}}"#, path: "steps[0].default",
            english: "the default integer 12 breaks the step's own rule: it must be at most 10",
            german: "die Vorgabe die ganze Zahl 12 verletzt die eigene Regel des Schritts: sie darf höchstens 10 sein"),
        QuotedReason(
            testDescription: "a secret's default refused by a pattern, never quoted",
            step: #"{"id": "g", "type": "secret", "prompt": "P?", "default": "abc", "validate": {"pattern": "[0-9]+"}}"#,
            path: "steps[0].default",
            english: "the default breaks the step's own rule: it must match the pattern [0-9]+",
            german: "die Vorgabe verletzt die eigene Regel des Schritts: sie muss zum Muster [0-9]+ passen"),
        QuotedReason(
            testDescription: "a multiselect default with too few items",
            step: #"{"id": "h", "type": "multiselect", "prompt": "P?", "choices": ["x", "y"], "default": ["x"], "validate": {"min": 2}}"#,
            path: "steps[0].default", english: "the default breaks the step's own rule: choose at least 2",
            german: "die Vorgabe verletzt die eigene Regel des Schritts: sie muss mindestens 2 Werte enthalten"),
    ]

    @Test(arguments: quotedReasons)
    func quotedReasonInGerman(_ row: QuotedReason) {
        let german = Messages(preference: LanguagePreference(tag: "de"))
        let diagnostics = FlowLoader().load(string: "{\"id\": \"q\", \"steps\": [\n  \(row.step)\n]}", name: "q.json").diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics)")
        guard let diagnostic = diagnostics.first else { return }
        #expect(diagnostic.location.line == 2 && diagnostic.jsonPath == row.path, "\(diagnostic)")
        #expect(diagnostic.description == "\(diagnostic.location): error: \(row.english) (at \(row.path))")
        #expect(diagnostic.description(in: german) == "\(diagnostic.location): error: \(row.german) (bei \(row.path))")
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
