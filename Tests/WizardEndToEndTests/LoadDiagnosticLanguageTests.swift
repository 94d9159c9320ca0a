import Foundation
import Testing
import WizardEngine
import WizardTestSupport

/// A flow file's load-time diagnostics speak the language of `--language`, else of the
/// locale: under German, `wizard validate` prints the same lines as in English (file, line,
/// column, severity, JSON path and quoted text), with German sentences and none of the
/// English load messages.
@Suite struct LoadDiagnosticLanguageTests {
    /// A flow with one mistake of each common kind: a misspelt key, no choices, a default
    /// that is no choice, a string compared with a number, a `next` key no answer gives, an
    /// unknown target, a default of the wrong type.
    static let brokenFlow = """
        {
          "id": "demo",
          "steps": [
            {"id": "name", "type": "text", "promt": "Name?"},
            {"id": "kind", "type": "select", "prompt": "Kind?", "choices": [], "default": 3},
            {"id": "n", "type": "integer", "prompt": "N?", "when": "name > 3", "next": {"x": "nowhere"}},
            {"id": "c", "type": "confirm", "prompt": "C?", "default": "yes", "next": {"yes": "$end"}},
            {"id": "t", "type": "txet", "prompt": "T?"}
          ]
        }
        """

    /// The pieces of the English load messages, and of the reasons they quote (syntax errors,
    /// a regular expression's, a default's refusal), that German words differently: each
    /// text cut at its placeholders, two words or more.
    static let englishPieces: [String] = {
        var pieces: Set<String> = []
        let prefixes = ["load.", "diagnostic.", "expr.syntax.", "pattern.", "default.rule."]
        for key in MessageKey.allCases where prefixes.contains(where: key.rawValue.hasPrefix) {
            let english = MessageCatalogue.english.texts[key.rawValue] ?? ""
            let german = MessageCatalogue.german.texts[key.rawValue] ?? ""
            for piece in english.split(whereSeparator: { $0 == "{" || $0 == "}" }) {
                let text = piece.trimmingCharacters(in: .whitespaces)
                guard text.split(separator: " ").filter({ $0.contains(where: \.isLetter) }).count >= 2 else { continue }
                if !german.contains(text) { pieces.insert(text) }
            }
        }
        return pieces.sorted()
    }()

    /// `FILE:LINE:COL: SEVERITY:` and the JSON path of a diagnostic line, whatever its language.
    static func frame(_ line: Substring) -> (location: String, path: String?) {
        let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        let location = parts.prefix(4).joined(separator: ":")
        let path =
            line.firstRange(of: " (at ").map { line[$0.upperBound...].prefix { $0 != ")" } }
            ?? line.firstRange(of: " (bei ").map { line[$0.upperBound...].prefix { $0 != ")" } }
        return (location, path.map(String.init))
    }

    @Test("LANG=de_DE.UTF-8 wizard validate prints German diagnostics at the same places as English")
    func germanValidate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("broken.json", Self.brokenFlow)
        let english = try WizardProcess.run(["validate", file], environment: ["LANG": "C.UTF-8"])
        let german = try WizardProcess.run(["validate", file], environment: ["LANG": "de_DE.UTF-8"])
        #expect(english.status == 1 && german.status == 1, "\(english)\n\(german)")
        let englishLines = english.stderr.split(separator: "\n")
        let germanLines = german.stderr.split(separator: "\n")
        #expect(englishLines.count == 9, "\(english.stderr)")
        #expect(germanLines.count == englishLines.count, "\(german.stderr)")
        for (e, g) in zip(englishLines, germanLines) {
            #expect(Self.frame(g).location == Self.frame(e).location, "\(e)\n\(g)")
            #expect(Self.frame(g).path == Self.frame(e).path && Self.frame(e).path != nil, "\(e)\n\(g)")
        }
        #expect(english.stderr.contains(": error: unknown key 'promt' in 'text' step (at steps[0].promt); did you mean 'prompt'?"))
        #expect(
            german.stderr.contains(
                "\(file):4:36: error: unbekannter Schlüssel 'promt' im Schritt vom Typ 'text' (bei steps[0].promt); meinten Sie 'prompt'?"),
            "\(german.stderr)")
        #expect(german.stderr.contains(": error: unbekannter Schritt-Typ 'txet' (bei steps[4].type); meinten Sie 'text'?"))
        #expect(
            german.stderr.contains(
                "erwartet: ein Wahrheitswert als Vorgabe bei einem Schritt vom Typ 'confirm', gefunden: die Zeichenkette 'yes'"))
        // The English messages are there in English and gone in German.
        #expect(Self.englishPieces.count > 40, "\(Self.englishPieces.count)")
        #expect(Self.englishPieces.filter { english.stderr.contains($0) }.count > 10)
        #expect(Self.englishPieces.filter { german.stderr.contains($0) } == [], "\(german.stderr)")
        // --language wins over the locale.
        let chosen = try WizardProcess.run(["validate", file, "--language", "en"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(chosen.stderr == english.stderr)
    }

    /// A flow whose diagnostics quote a reason from elsewhere: an expression's and a
    /// template's syntax error, a regular expression's error, a default a fixed rule refuses.
    static let quotingFlow = """
        {
          "id": "quotes",
          "steps": [
            {"id": "a", "type": "text", "prompt": "A?", "when": "len(a) > "},
            {"id": "b", "type": "text", "prompt": "Hi {{ a"},
            {"id": "c", "type": "text", "prompt": "C?", "validate": {"pattern": "x{2,1}"}},
            {"id": "d", "type": "text", "prompt": "D?", "default": "ab", "validate": {"min_length": 3}}
          ]
        }
        """

    @Test("wizard validate --language de words the quoted reasons in German, at the same places as English")
    func quotedReasonsInGerman() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("quotes.json", Self.quotingFlow)
        let english = try WizardProcess.run(["validate", file], environment: ["LANG": "C.UTF-8"])
        let german = try WizardProcess.run(["validate", file, "--language", "de"], environment: ["LANG": "C.UTF-8"])
        #expect(english.status == 1 && german.status == 1, "\(english)\n\(german)")
        #expect(
            german.stderr == """
                \(file):4:67: error: ungültiger Ausdruck: erwartet: ein Ausdruck, gefunden: das Ende des Ausdrucks (Spalte 10 des Ausdrucks) (bei steps[0].when)
                \(file):5:47: error: ungültige Vorlage: erwartet: '}}' zum Schließen von '{{', gefunden: das Ende der Vorlage (Spalte 4 der Vorlage) (bei steps[1].prompt)
                \(file):6:73: error: ungültiger regulärer Ausdruck 'x{2,1}': Spalte 2: die Wiederholung {2,1} hat vertauschte Grenzen (bei steps[2].validate.pattern)
                \(file):7:60: error: die Vorgabe die Zeichenkette 'ab' verletzt die eigene Regel des Schritts: sie muss mindestens 3 Zeichen haben (bei steps[3].default)

                """, "\(german.stderr)")
        let englishLines = english.stderr.split(separator: "\n")
        let germanLines = german.stderr.split(separator: "\n")
        #expect(englishLines.count == 4 && germanLines.count == 4, "\(english.stderr)")
        for (e, g) in zip(englishLines, germanLines) {
            #expect(Self.frame(g).location == Self.frame(e).location, "\(e)\n\(g)")
            #expect(Self.frame(g).path == Self.frame(e).path && Self.frame(e).path != nil, "\(e)\n\(g)")
        }
        #expect(english.stderr.contains("column 2: repetition {2,1} has its bounds reversed (at steps[2].validate.pattern)"))
        #expect(english.stderr.contains("breaks the step's own rule: it must have at least 3 characters (at steps[3].default)"))
        // The English of every quoted reason is gone in German.
        #expect(Self.englishPieces.filter { english.stderr.contains($0) }.count >= 8, "\(english.stderr)")
        #expect(Self.englishPieces.filter { german.stderr.contains($0) } == [], "\(german.stderr)")
    }

    @Test("validate's warning about a plugin that is not installed is in German too")
    func pluginWarningInGerman() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let flow = try folder.write(
            "flow.json",
            #"{"id": "v", "steps": [{"id": "r", "type": "select", "prompt": "R", "choices": {"plugin": "git", "method": "remotes"}}]}"#
        )
        let result = try WizardProcess.run(["validate", flow], environment: ["PATH": "/usr/bin:/bin", "LANG": "de_DE.UTF-8"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stderr
                == "\(flow):1:23: warning: das Plugin 'git' ist nicht installiert (kein wizard-plugin-git im PATH), also hält ein Lauf dieses Ablaufs vor seiner ersten Frage an\n"
        )
    }
}
