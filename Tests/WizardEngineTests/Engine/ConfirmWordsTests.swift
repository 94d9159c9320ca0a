import Testing
import WizardEngine

/// A confirm step takes the language's own yes and no words as data; the answer stays a
/// boolean, and `y`/`n` keep working in every language.
@Suite struct ConfirmWordsTests {
    static let json = #"""
        {"id": "f", "steps": [
          {"id": "a", "type": "confirm", "prompt": "A?"},
          {"id": "b", "type": "confirm", "prompt": "B?"},
          {"id": "c", "type": "confirm", "prompt": "C?"}
        ]}
        """#

    func answers(_ lines: [String], words: ConfirmWords) throws -> (answers: String, refusals: [Refusal]) {
        var engine = Engine(catalog: try #require(FlowLoader().load(string: Self.json).catalog))
        engine.confirmWords = words
        var state = WizardState()
        _ = engine.start(&state)
        var refusals: [Refusal] = []
        for line in lines {
            for notice in engine.handle(.answer(line), in: &state).notices {
                if case .refused(let refusal) = notice { refusals.append(refusal) }
            }
        }
        return (engine.answers(of: state).jsonText(pretty: false), refusals)
    }

    @Test("ja and nein are booleans in German, and y/n still work")
    func germanWords() throws {
        let german = ConfirmWords(yes: ["j", "ja"], no: ["n", "nein"], refusalTemplate: "erwartet: {words}, gefunden: '{found}'")
        let run = try answers(["JA", "nein", "y"], words: german)
        #expect(run.answers == #"{"a":true,"b":false,"c":true}"#)
        #expect(run.refusals.isEmpty)
        let english = try answers(["y", "no", "yes"], words: ConfirmWords())
        #expect(english.answers == run.answers)
    }

    @Test("another word is refused, listing the language's words; English words are unknown to ja")
    func refusals() throws {
        let german = ConfirmWords(yes: ["j", "ja"], no: ["n", "nein"], refusalTemplate: "erwartet: {words}, gefunden: '{found}'")
        let run = try answers(["vielleicht"], words: german)
        #expect(run.refusals == [.invalidAnswer(path: "a", reason: "erwartet: j, ja, n, nein, y, yes, no, gefunden: 'vielleicht'")])
        let english = try answers(["ja"], words: ConfirmWords())
        #expect(english.refusals == [.invalidAnswer(path: "a", reason: "expected y, yes, n or no, found 'ja'")])
    }
}
