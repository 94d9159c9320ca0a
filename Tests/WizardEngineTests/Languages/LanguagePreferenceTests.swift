import Testing
import WizardCore
import WizardEngine

@Suite struct LanguagePreferenceTests {
    @Test func aLocaleNameFallsBackToItsLanguage() {
        #expect(LanguagePreference(tag: "de_AT.UTF-8").tags == ["de-AT", "de"])
        #expect(LanguagePreference(tag: "sr_RS.UTF-8@latin").tags == ["sr-RS", "sr"])
        #expect(LanguagePreference(tag: "PT-br").tags == ["pt-BR", "pt"])
        #expect(LanguagePreference(tag: "zh-hant-TW").tags == ["zh-Hant-TW", "zh-Hant", "zh"])
    }

    @Test func cAndPosixMeanEnglish() {
        #expect(LanguagePreference(tag: "C").tags.isEmpty)
        #expect(LanguagePreference(tag: "C.UTF-8").tags.isEmpty)
        #expect(LanguagePreference(tag: "POSIX").tags.isEmpty)
        #expect(LanguagePreference(tag: "../etc").tags.isEmpty)
    }

    @Test func theOptionWinsThenTheVariablesInPosixOrder() {
        let all = ["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "es_ES.UTF-8"]
        #expect(LanguagePreference(option: "it", environment: all).tags == ["it"])
        #expect(LanguagePreference(option: nil, environment: all).tags == ["fr-FR", "fr"])
        let emptyFirst = ["LC_ALL": "", "LC_MESSAGES": "de_DE", "LANG": "es"]
        #expect(LanguagePreference(option: nil, environment: emptyFirst).tags == ["de-DE", "de"])
        #expect(LanguagePreference(option: nil, environment: ["LANG": "es_ES.UTF-8"]).tags == ["es-ES", "es"])
        #expect(LanguagePreference(option: nil, environment: [:]) == .english)
    }

    @Test func theBestMatchFallsBackToTheFlowsLanguageThenTheFirstKey() {
        let german = LanguagePreference(tag: "de_AT")
        #expect(german.bestMatch(in: ["en", "de"], fallback: "en") == "de")
        #expect(german.bestMatch(in: ["en", "DE-at", "de"], fallback: "en") == "DE-at")
        #expect(german.bestMatch(in: ["fr", "en"], fallback: "en") == "en")
        #expect(german.bestMatch(in: ["fr", "es"], fallback: "en") == "fr")
        #expect(german.bestMatch(in: [], fallback: "en") == nil)
    }

    @Test func messagesFallBackToEnglishAndFillPlaceholdersByName() {
        #expect(Messages(preference: LanguagePreference(tag: "de_DE.UTF-8")).text(.languageName) == "Deutsch")
        #expect(Messages(preference: LanguagePreference(tag: "ja_JP")).text(.languageName) == "English")
        #expect(Messages.fill("{step} then {{ x }} and {missing}", ["step": "a"]) == "a then {{ x }} and {missing}")
        #expect(MessageCatalogue.placeholders(in: "{step} of {total}, {{ x }}") == ["step", "total"])
    }
}
