import Testing

@testable import WizardEngine

/// The errors of expressions, templates and regular expressions are catalogue messages: each
/// reads in English exactly as it always did, and German words it in German, quoted text
/// and columns unchanged.
@Suite struct ExpressionErrorTextTests {
    static let german = Messages(preference: LanguagePreference(tag: "de"))

    /// What is parsed or evaluated, and the error in both languages.
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var english: String
        var german: String
        var testDescription: String { source }
    }

    @Test(arguments: [
        Case(
            source: "a > ", english: "expected an expression but found end of expression",
            german: "erwartet: ein Ausdruck, gefunden: das Ende des Ausdrucks"),
        Case(source: "(a", english: "expected ')' but found end of expression", german: "erwartet: ')', gefunden: das Ende des Ausdrucks"),
        Case(
            source: "a b", english: "expected an operator or end of expression but found 'b'",
            german: "erwartet: ein Operator oder das Ende des Ausdrucks, gefunden: 'b'"),
        Case(
            source: "a ? b", english: "expected ':' of the conditional but found end of expression",
            german: "erwartet: das ':' des Bedingungsausdrucks, gefunden: das Ende des Ausdrucks"),
        Case(source: "f(a b)", english: "expected ',' or ')' but found 'b'", german: "erwartet: ',' oder ')', gefunden: 'b'"),
        Case(source: "a = 1", english: "expected '==' but found '='", german: "erwartet: '==', gefunden: '='"),
        Case(source: "a & b", english: "expected '&&' but found '&'", german: "erwartet: '&&', gefunden: '&'"),
        Case(source: "a # b", english: "unexpected character '#'", german: "unerwartetes Zeichen '#'"),
        Case(source: #""ab"#, english: "unterminated string", german: "nicht abgeschlossene Zeichenkette"),
        Case(
            source: #""a\q""#, english: #"unknown escape '\q' in string (expected \", \\, \n or \t)"#,
            german: #"unbekanntes Escape '\q' in einer Zeichenkette (erwartet: \", \\, \n oder \t)"#),
        Case(
            source: "1.x", english: "expected a digit after '.' in number but found 'x'",
            german: "erwartet: eine Ziffer nach '.' in einer Zahl, gefunden: 'x'"),
        Case(
            source: "a.", english: "expected a name or an index after '.' but found end of expression",
            german: "erwartet: ein Name oder ein Index nach '.', gefunden: das Ende des Ausdrucks"),
        Case(source: "a.01", english: "index '01' has a leading zero", german: "der Index '01' hat eine führende Null"),
        Case(source: "true.x", english: "unexpected '.' after 'true'", german: "unerwartetes '.' nach 'true'"),
        Case(source: "in", english: "expected an expression but found 'in'", german: "erwartet: ein Ausdruck, gefunden: 'in'"),
        Case(source: "in.x", english: "expected an expression but found 'in'", german: "erwartet: ein Ausdruck, gefunden: 'in'"),
        Case(
            source: "env", english: "expected '.' and a variable name after 'env' but found end of expression",
            german: "erwartet: '.' und ein Variablenname nach 'env', gefunden: das Ende des Ausdrucks"),
        Case(
            source: "env.A.b", english: "expected end of environment variable name but found '.'",
            german: "erwartet: das Ende des Namens der Umgebungsvariablen, gefunden: '.'"),
        Case(
            source: #"matches(a, "x{2,1}")"#, english: "invalid regular expression: column 2: repetition {2,1} has its bounds reversed",
            german: "ungültiger regulärer Ausdruck: Spalte 2: die Wiederholung {2,1} hat vertauschte Grenzen"),
        Case(
            source: String(repeating: "(", count: 70) + "1" + String(repeating: ")", count: 70),
            english: "expression nested too deeply (limit 64)", german: "der Ausdruck ist zu tief verschachtelt (Grenze 64)"),
    ])
    func expressionSyntaxErrors(_ c: Case) throws {
        let error = try #require(throws: ExpressionSyntaxError.self) { try Expression.parse(c.source) }
        #expect(error.message == c.english)
        #expect(error.text.rendered(Self.german) == c.german)
    }

    @Test("a template's unclosed hole and its length limit in both languages")
    func templateSyntaxErrors() throws {
        let unclosed = try #require(throws: ExpressionSyntaxError.self) { try Template.parse("Hi {{ name") }
        #expect(unclosed.message == "expected '}}' to close '{{' but found end of template")
        #expect(unclosed.text.rendered(Self.german) == "erwartet: '}}' zum Schließen von '{{', gefunden: das Ende der Vorlage")
        #expect(unclosed.column == 4)
        let long = try #require(throws: ExpressionSyntaxError.self) { try Template.parse(String(repeating: "x", count: 70_000)) }
        #expect(long.message == "template longer than 64 KiB")
        #expect(long.text.rendered(Self.german) == "die Vorlage ist länger als 64 KiB")
    }

    @Test(arguments: [
        Case(
            source: "a(b", english: "column 2: missing ')' for the group opened here",
            german: "Spalte 2: die hier geöffnete Gruppe wird nicht mit ')' geschlossen"),
        Case(source: "a)", english: "column 2: unmatched ')'", german: "Spalte 2: ')' ohne öffnende Klammer"),
        Case(
            source: "*a", english: "column 1: nothing to repeat before '*'",
            german: "Spalte 1: vor '*' steht nichts, was sich wiederholen ließe"),
        Case(
            source: "[z-a]", english: "column 2: range 'z-a' is out of order", german: "Spalte 2: der Bereich 'z-a' hat vertauschte Grenzen"
        ),
        Case(
            source: #"\bx"#, english: #"column 1: word boundaries (\b) are not supported"#,
            german: #"Spalte 1: Wortgrenzen (\b) werden nicht unterstützt"#),
        Case(
            source: #"a\Z"#, english: #"column 2: \Z is not supported (use \z)"#,
            german: #"Spalte 2: \Z wird nicht unterstützt (verwenden Sie \z)"#),
        Case(source: #"\x{41"#, english: #"column 1: missing '}' in \x{...}"#, german: #"Spalte 1: in \x{...} fehlt die '}'"#),
        Case(source: "[[:word2:]]", english: "column 2: unknown class [:word2:]", german: "Spalte 2: unbekannte Klasse [:word2:]"),
        Case(
            source: "(?m)a", english: "column 3: multi-line mode (?m) is not supported: the whole input is matched",
            german: "Spalte 3: der Mehrzeilenmodus (?m) wird nicht unterstützt: verglichen wird immer die ganze Eingabe"),
        Case(
            source: "(?<n>a)(?<n>b)", english: "column 8: the group name 'n' is used twice",
            german: "Spalte 8: der Gruppenname 'n' kommt zweimal vor"),
        Case(source: "a{1001}", english: "column 2: repetition count above 1000", german: "Spalte 2: eine Wiederholungszahl über 1000"),
        Case(
            source: "(a{30}){30}",
            english: "column 8: the pattern is too large: it needs more than 500 automaton states once its repetitions are expanded",
            german: "Spalte 8: das Muster ist zu groß: mit ausgeschriebenen Wiederholungen braucht es mehr als 500 Automatenzustände"),
    ])
    func patternSyntaxErrors(_ c: Case) throws {
        let error = try #require(throws: PatternSyntaxError.self) { try RegexPattern(c.source) }
        #expect(error.description == c.english)
        #expect(error.locatedText.rendered(Self.german) == c.german)
    }

    @Test(arguments: [
        Case(source: "nope(1)", english: "unknown function 'nope'", german: "unbekannte Funktion 'nope'"),
        Case(
            source: "len()", english: "function 'len' takes 1 argument but was given 0",
            german: "die Funktion 'len' erwartet 1 Argument, erhielt aber 0"),
        Case(
            source: "matches(a)", english: "function 'matches' takes 2 arguments but was given 1",
            german: "die Funktion 'matches' erwartet 2 Argumente, erhielt aber 1"),
        Case(
            source: "regex_replace(a)", english: "function 'regex_replace' takes 3 to 4 arguments but was given 1",
            german: "die Funktion 'regex_replace' erwartet 3 bis 4 Argumente, erhielt aber 1"),
        Case(
            source: "int(a)", english: #"function 'int' failed: cannot convert "abc" to an integer"#,
            german: #"die Funktion 'int' ist gescheitert: "abc" lässt sich nicht in eine ganze Zahl umwandeln"#),
        Case(
            source: "bool(a)", english: #"function 'bool' failed: cannot convert "abc" to a boolean"#,
            german: #"die Funktion 'bool' ist gescheitert: "abc" lässt sich nicht in einen Wahrheitswert umwandeln"#),
        Case(
            source: "len(n)", english: "function 'len' failed: expected a string, an array, an object or null but found integer",
            german: "die Funktion 'len' ist gescheitert: erwartet: eine Zeichenkette, ein Array, ein Objekt oder null, gefunden: integer"),
        Case(
            source: "split(a, n)", english: "function 'split' failed: expected the separator to be a string but found integer",
            german: "die Funktion 'split' ist gescheitert: erwartet: eine Zeichenkette als Trennzeichen, gefunden: integer"),
        Case(
            source: #"split(a, "")"#, english: "function 'split' failed: the separator is empty",
            german: "die Funktion 'split' ist gescheitert: das Trennzeichen ist leer"),
        Case(
            source: "join(n)", english: "function 'join' failed: expected the list to be an array but found integer",
            german: "die Funktion 'join' ist gescheitert: erwartet: ein Array als Liste, gefunden: integer"),
        Case(
            source: "now()", english: "function 'now' failed: no clock was given to the engine",
            german: "die Funktion 'now' ist gescheitert: der Engine wurde keine Uhr übergeben"),
        Case(
            source: #"regex_replace(a, "b", "\\2")"#,
            english: "function 'regex_replace' failed: the replacement refers to the group '2', which the pattern does not have",
            german: "die Funktion 'regex_replace' ist gescheitert: die Ersetzung verweist auf die Gruppe '2', die das Muster nicht hat"),
        Case(
            source: #"matches(a, lower("("))"#, english: #"invalid regular expression "(""#, german: #"ungültiger regulärer Ausdruck "(""#),
        Case(
            source: "a < n",
            english: "cannot compare a string with an integer using '<'; convert one side with int(), float() or str()",
            german:
                "eine Zeichenkette und eine ganze Zahl lassen sich nicht mit '<' vergleichen; wandeln Sie eine Seite mit int(), float() oder str() um"
        ),
        Case(
            source: "n[0]", english: "cannot index or slice an integer; expected a string or an array",
            german: "eine ganze Zahl lässt sich weder indizieren noch in Abschnitte teilen; erwartet: eine Zeichenkette oder ein Array"),
        Case(
            source: "a[null]", english: "expected a whole number as index but found a null",
            german: "erwartet: eine ganze Zahl als Index, gefunden: null"),
        Case(
            source: "int(pin)", english: "function 'int' failed on a value of the secret answer of step 'pin' (not shown)",
            german: "die Funktion 'int' ist an einem Wert der geheimen Antwort des Schritts 'pin' gescheitert (nicht gezeigt)"),
    ])
    func evaluationErrors(_ c: Case) throws {
        let resolver = DictionaryResolver(local: ["a": .string("abc"), "n": .integer(3), "pin": .string("x")], secrets: ["pin"])
        let expression = try Expression.parse(c.source)
        let error = try #require(throws: EvaluationError.self) { try Evaluator().evaluate(expression, resolver: resolver) }
        #expect(error.description == c.english)
        #expect(error.text.rendered(Self.german) == c.german)
    }

    @Test("a template too long to render and one that would show a secret, in both languages")
    func templateEvaluationErrors() {
        let tooLong = EvaluationError.tooLong(function: nil, limit: 1024 * 1024)
        #expect(
            tooLong.description == "the template's text would be longer than 1024 KiB, the limit of any value computed by an expression")
        #expect(
            tooLong.text.rendered(Self.german)
                == "der Text der Vorlage wäre länger als 1024 KiB, die Grenze für jeden Wert, den ein Ausdruck berechnet")
        let shows = EvaluationError.showsSecret(step: "pw")
        #expect(shows.description == "the text would show a value of the secret answer of step 'pw', which is never shown")
        #expect(
            shows.text.rendered(Self.german)
                == "der Text würde einen Wert der geheimen Antwort des Schritts 'pw' zeigen, die nie gezeigt wird")
    }

    /// A run given German texts words the errors of its conditions and defaults in German.
    @Test("a run's condition and default that fail to evaluate are refused in the run's language")
    func runInGerman() {
        var engine = Engine(catalog: Build.catalog(Flow(id: "main", steps: [Build.text("v"), Build.text("w", when: "int(v) > 1")])))
        engine.refusalTexts = Self.german.inputRefusalTexts
        let failed = EngineScript(engine, ["abc"]).outcome.status
        #expect(
            failed
                == .failed(
                    .evaluationFailed(
                        path: "w",
                        reason: #"die Funktion 'int' ist gescheitert: "abc" lässt sich nicht in eine ganze Zahl umwandeln"#)))
        let computed = Build.text("n").with(\.defaultValue, .template(Build.template("{{ int(v) }}")))
        engine = Engine(catalog: Build.catalog(Flow(id: "main", steps: [Build.text("v"), computed])))
        engine.refusalTexts = Self.german.inputRefusalTexts
        let refused = EngineScript(engine, ["abc", ""]).outcome.notices
        #expect(
            refused == [
                .refused(
                    .invalidAnswer(
                        path: "n",
                        reason:
                            #"der Standardwert '{{ int(v) }}' konnte nicht berechnet werden: die Funktion 'int' ist gescheitert: "abc" lässt sich nicht in eine ganze Zahl umwandeln"#
                    ))
            ])
    }
}
