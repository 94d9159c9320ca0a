import Testing
import WizardCore
import WizardEngine

/// The texts the engine is given (refusals, rule failures, a repeat's question, `--at`) come from the
/// catalogues: English's agree with the core's own defaults, every one has a key of its own,
/// and German's are German.
@Suite struct EngineTextsTests {
    @Test("the English catalogue gives the engine exactly its built-in English texts")
    func englishMatchesTheCoreDefaults() {
        let texts = Messages.english.inputRefusalTexts
        #expect(texts == InputRefusalTexts())
        #expect(Messages.english.repeatQuestionTexts == RepeatQuestionTexts())
        #expect(Messages.english.deepLinkTexts == DeepLinkTexts())
        for sentence in InputRefusalTexts.Sentence.allCases {
            #expect(texts.sentences[sentence] == InputRefusalTexts.Sentence.englishTemplates[sentence], "\(sentence)")
        }
        for template in RuleFailure.Template.allCases {
            #expect(texts.ruleTemplates[template] == RuleFailure.englishTemplates[template], "\(template)")
        }
    }

    @Test("German words every refusal, rule and repeat question differently, each from its own message")
    func germanHasItsOwn() {
        let english = Messages.english.inputRefusalTexts
        let german = Messages(catalogues: [.german]).inputRefusalTexts
        var seen: Set<String> = []
        for sentence in InputRefusalTexts.Sentence.allCases {
            #expect(german.sentences[sentence] != english.sentences[sentence], "\(sentence)")
            #expect(seen.insert(german.sentences[sentence] ?? "").inserted || sentence == .expectedStringItemsAn, "\(sentence)")
        }
        for template in RuleFailure.Template.allCases {
            #expect(german.ruleTemplates[template] != english.ruleTemplates[template], "\(template)")
        }
        let repeatQuestion = Messages(catalogues: [.german]).repeatQuestionTexts
        #expect(!repeatQuestion.lowercasesName)
        #expect(repeatQuestion.anotherNamed == "{name}: noch einen Eintrag hinzufügen?")
        let deepLink = Messages(catalogues: [.german]).deepLinkTexts
        #expect(deepLink.notAStep == "'{step}' ist kein Schritt des Ablaufs '{flow}'")
        #expect(deepLink != DeepLinkTexts())
    }

    @Test("a rule failure is worded by the templates given, English where they lack one")
    func ruleFailureSentences() {
        #expect(RuleFailure.minLength(1).sentence() == "the answer must have at least 1 character")
        #expect(RuleFailure.maxLength(4).sentence() == "the answer must have at most 4 characters")
        #expect(RuleFailure.minCount(2).sentence() == "choose at least 2")
        #expect(RuleFailure.maximum(2.5).sentence() == "the answer must be at most 2.5")
        let german = Messages(catalogues: [.german]).inputRefusalTexts.ruleTemplates
        #expect(RuleFailure.pattern("[a-z]+").sentence(templates: german) == "die Antwort muss zum Muster [a-z]+ passen")
        #expect(RuleFailure.minimum(1).sentence(templates: [:]) == "the answer must be at least 1")
    }
}
