import Testing
import WizardCore
import WizardEngine

/// The catalogues of the program's own texts: complete where they must be, with the
/// placeholders of English, and a lookup that falls back to English message by message.
@Suite struct MessageCatalogueTests {
    @Test("English and German have every message, French only known ones, all with English's placeholders")
    func cataloguesAreCompleteAndConsistent() {
        #expect(MessageCatalogue.english.problems(isComplete: true) == [])
        #expect(MessageCatalogue.german.problems(isComplete: true) == [])
        #expect(MessageCatalogue.french.problems(isComplete: false) == [])
        // Every message has an English text, and no two English keys are the same line.
        for key in MessageKey.allCases { #expect(MessageCatalogue.english.texts[key.rawValue] != nil, "\(key)") }
        #expect(MessageCatalogue.all.map(\.language) == ["en", "de", "fr"])
    }

    @Test("German names the Ctrl key Strg, as German keyboards do, in every text")
    func germanKeyNames() {
        #expect(MessageCatalogue.german.texts.filter { $0.value.contains("Ctrl") }.keys.sorted() == [])
        #expect(MessageCatalogue.german.texts["keys.name.ctrl"] == "Strg")
        #expect(MessageCatalogue.german.texts["keys.stop"]?.hasPrefix("Strg-C, oder Strg-D") == true)
    }

    @Test("the check finds a missing message, an unknown key and a changed placeholder")
    func theCheckFindsEachKindOfMistake() {
        var lines = MessageCatalogue.german.texts.filter { $0.key != MessageKey.reviewFinish.rawValue }
            .map { "\($0.key) = \($0.value.replacingNewlines())" }
        lines.append("no.such.message = Unsinn")
        lines.append("\(MessageKey.runInputEnded.rawValue) = die Eingabe endete bei {pfad}")
        lines.removeAll { $0.hasPrefix(MessageKey.runInputEnded.rawValue + " = die Eingabe endete, ") }
        let broken = MessageCatalogue(language: "de", source: lines.joined(separator: "\n"))
        let problems = broken.problems(isComplete: true)
        #expect(problems.contains("de: the message 'review.finish' is missing"), "\(problems)")
        #expect(problems.contains("de: 'no.such.message' is no message of the program"), "\(problems)")
        #expect(problems.contains("de: 'run.inputEnded' has the placeholders [{pfad}], English has [{path}]"), "\(problems)")
        #expect(problems.count == 3, "\(problems)")
        // A partial catalogue is not asked for completeness.
        #expect(MessageCatalogue(language: "fr", source: "review.finish = Terminer").problems(isComplete: false) == [])
    }

    @Test("French falls back to English message by message")
    func frenchFallsBackPerMessage() {
        let french = Messages(preference: LanguagePreference(tag: "fr_CA.UTF-8"))
        #expect(french.language == "fr")
        #expect(french.text(.reviewFinish) == "Terminer")
        #expect(french.text(.reviewHint) == MessageCatalogue.english.texts["review.hint"])
        #expect(french.text(.refusalUnknownCommand, ["line": ":x"]) == "commande inconnue ':x'")
        #expect(french.text(.refusalAtFirstStep) == "already at the first step: there is nothing to go back to")
    }

    @Test("only the catalogues a preference names are chosen, English last")
    func chosenCatalogues() {
        #expect(Messages(preference: LanguagePreference(tag: "de_AT")).catalogues.map(\.language) == ["de", "en"])
        #expect(Messages(preference: .english).catalogues.map(\.language) == ["en"])
        #expect(Messages(option: nil, environment: ["LANG": "C.UTF-8"]).catalogues.map(\.language) == ["en"])
        #expect(Messages(option: "fr", environment: ["LANG": "de_DE.UTF-8"]).language == "fr")
        #expect(Messages(option: nil, environment: ["LANG": "de_DE.UTF-8"]).preference.tags == ["de-DE", "de"])
    }

    @Test("a language's confirm words come from its catalogue; English adds none")
    func confirmWords() {
        let german = Messages(preference: LanguagePreference(tag: "de"))
        #expect(german.confirmWords.yes == ["j", "ja"])
        #expect(german.confirmWords.no == ["n", "nein"])
        #expect(Messages.english.confirmWords.yes.isEmpty && Messages.english.confirmWords.no.isEmpty)
    }

    @Test("German renders the chrome, the refusals and the review in German")
    func germanRendering() throws {
        let messages = Messages(preference: LanguagePreference(tag: "de_DE.UTF-8"))
        let renderer = PromptRenderer(usesColor: false, messages: messages)
        #expect(
            RefusalMessages.sentence(for: .atFirstStep, messages: messages)
                == "schon beim ersten Schritt: es gibt nichts, wohin es zurückgeht")
        #expect(
            RefusalMessages.sentence(for: .unknownCommand(":bakc"), messages: messages)
                == "unbekannter Befehl ':bakc'; meinten Sie ':back'; die Befehle sind :back, :back ID, :root, :dismiss, :help, :quit (::Text antwortet ':Text')"
        )
        #expect(RefusalMessages.sentence(for: .runawayLoop(limit: 10), messages: messages).hasPrefix("der Ablauf hat mehr als 10 Schritte"))
        #expect(renderer.notice(.modalOpened(.sheet, title: "DB")) == "┌ DB (Blatt, :dismiss schließt es)\n")
        let impact = AnswerImpact(changedPath: "plan", droppedPaths: ["card", "billing"], staleDefaultPaths: [])
        #expect(
            PromptRenderer.impactSentence(impact, messages: messages) == "die Änderung von plan verwirft 2 spätere Antworten: card, billing"
        )
        // English stays as it was.
        #expect(PromptRenderer.impactSentence(impact) == "changing plan drops 2 later answers: card, billing")
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
    }
}
