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

    @Test("a typed answer and a --set value are refused with the host's texts; an engine given none (check's) in English")
    func refusalTexts() throws {
        let json =
            #"{"id": "f", "steps": [{"id": "n", "type": "integer", "prompt": "N?"}, {"id": "c", "type": "select", "prompt": "C?", "choices": ["a", "b"]}]}"#
        let catalog = try #require(FlowLoader().load(string: json).catalog)
        let german = InputRefusalTexts(
            answerRequired: "eine Antwort ist erforderlich", expectedNumber: "Zahl? '{found}'",
            expectedInteger: "ganze Zahl? '{found}'", expectedChoice: "1 bis {count} oder {choices}? '{found}'")
        var engine = Engine(catalog: catalog)
        engine.refusalTexts = german
        var state = WizardState()
        _ = engine.start(&state)
        #expect(engine.check(.answer("x"), in: state) == .invalidAnswer(path: "n", reason: "ganze Zahl? 'x'"))
        _ = engine.handle(.answer("4"), in: &state)
        #expect(engine.check(.answer("z"), in: state) == .invalidAnswer(path: "c", reason: "1 bis 2 oder a, b? 'z'"))
        #expect(engine.check(.answer(""), in: state) == .invalidAnswer(path: "c", reason: "eine Antwort ist erforderlich"))
        var sourced = Engine(catalog: catalog, sources: AnswerSources(setValues: ["n": "x"], isNonInteractive: true))
        var other = WizardState()
        #expect(
            sourced.start(&other).status
                == .failed(.invalidProvidedAnswer(path: "n", source: .set, reason: "expected a whole number such as 42, found 'x'")))
        sourced.refusalTexts = german
        other = WizardState()
        #expect(sourced.start(&other).status == .failed(.invalidProvidedAnswer(path: "n", source: .set, reason: "ganze Zahl? 'x'")))
    }
}
