import Testing
import WizardEngine

@testable import WizardCore

/// A text a person reads is a string in the flow's `language` or an object of translations
/// by language tag: the loader keeps the best match for the reader's languages, checks every
/// translation, and reports translations whose `{{ }}` holes differ, bad tags, empty objects
/// and languages some texts lack.
struct TranslatedTextTests {
    /// Every text key of the format, each in English and German.
    static let everyKey = #"""
        {"id": "t", "title": {"en": "Setup", "de": "Einrichtung"},
         "description": {"en": "Sets up", "de": "Richtet ein"},
         "steps": [
          {"id": "name", "type": "text", "prompt": {"en": "Name?", "de": "Name?"},
           "title": {"en": "Your name", "de": "Ihr Name"}, "help": {"en": "Who you are", "de": "Wer Sie sind"},
           "placeholder": {"en": "e.g. Ann", "de": "z. B. Anna"},
           "validate": {"min_length": 2, "message": {"en": "Too short", "de": "Zu kurz"}}},
          {"id": "size", "type": "select", "prompt": {"en": "Size, {{ name }}?", "de": "Größe, {{name}}?"},
           "choices": [{"value": "s", "label": {"en": "Small", "de": "Klein"}, "help": {"en": "Tiny", "de": "Winzig"}},
                       {"value": "l", "label": {"en": "Large", "de": "Groß"}}]},
          {"id": "hosts", "type": "flow", "flow": "host", "repeat": {"prompt": {"en": "Another?", "de": "Noch einer?"}}},
          {"id": "bye", "type": "message", "text": {"en": "Bye {{ name }}", "de": "Tschüss {{ name }}"}}
         ],
         "flows": {"host": {"steps": [{"id": "h", "type": "text", "prompt": {"en": "Host?", "de": "Rechner?"}}]}}}
        """#

    /// The loader of `/flows/main.json` holding `text`, for a reader of `language`.
    static func load(_ text: String, language: LanguagePreference) -> LoadResult {
        var loader = FlowLoader(fileSystem: InMemoryFileSystem(files: ["/flows/main.json": text]))
        loader.language = language
        return loader.load(fileAt: "/flows/main.json")
    }

    /// Every text of the `everyKey` flow as loaded, in a fixed order.
    static func texts(_ catalog: FlowCatalog) -> [String?] {
        let flow = catalog.flows[FlowID("t")]
        let steps = flow?.steps ?? []
        guard steps.count == 4 else { return [] }
        var placeholder: String?
        if case .text(let template?, _) = steps[0].kind { placeholder = template.source }
        var message: String?
        if case .message(let template) = steps[3].kind { message = template.source }
        let choices = steps[1].kind.choices ?? []
        return [
            flow?.title, flow?.description, steps[0].prompt?.source, steps[0].title?.source, steps[0].help?.source,
            placeholder, steps[0].validation.message, steps[1].prompt?.source, choices.first?.label,
            choices.first?.help, choices.last?.label, steps[2].flowReference?.repetition?.prompt?.source, message,
            catalog.flows[FlowID("host")]?.steps.first?.prompt?.source,
        ]
    }

    @Test func everyTextKeyTakesTranslationsAndTheReadersLanguageIsKept() throws {
        let german = Self.load(Self.everyKey, language: LanguagePreference(tag: "de_DE.UTF-8"))
        #expect(german.diagnostics.isEmpty)
        #expect(
            Self.texts(try #require(german.catalog)) == [
                "Einrichtung", "Richtet ein", "Name?", "Ihr Name", "Wer Sie sind", "z. B. Anna", "Zu kurz",
                "Größe, {{name}}?", "Klein", "Winzig", "Groß", "Noch einer?", "Tschüss {{ name }}", "Rechner?",
            ])
        let english = Self.load(Self.everyKey, language: .english)
        #expect(
            Self.texts(try #require(english.catalog)) == [
                "Setup", "Sets up", "Name?", "Your name", "Who you are", "e.g. Ann", "Too short", "Size, {{ name }}?",
                "Small", "Tiny", "Large", "Another?", "Bye {{ name }}", "Host?",
            ])
    }

    @Test func choiceValuesAreTheSameInEveryLanguage() throws {
        let german = try #require(Self.load(Self.everyKey, language: LanguagePreference(tag: "de")).catalog)
        let english = try #require(Self.load(Self.everyKey, language: .english).catalog)
        let values = { (catalog: FlowCatalog) in catalog.flows[FlowID("t")]?.steps[1].kind.choices?.map(\.value) }
        #expect(values(german) == [.string("s"), .string("l")])
        #expect(values(german) == values(english))
    }

    /// The region's tag, then its language, then the flow's `language`, then the first given.
    @Test(arguments: [
        ("de-AT", "Servus"), ("de_AT.UTF-8", "Servus"), ("de-CH", "Hallo"), ("DE", "Hallo"), ("ja", "Bonjour"),
        ("C", "Bonjour"),
    ])
    func theBestMatchIsPicked(language: String, expected: String) throws {
        let flow = #"""
            {"id": "t", "language": "fr", "steps": [{"id": "m", "type": "message",
             "text": {"it": "Ciao", "de": "Hallo", "de-AT": "Servus", "fr": "Bonjour"}}]}
            """#
        let result = Self.load(flow, language: LanguagePreference(tag: language))
        let step = try #require(result.catalog?.flows[FlowID("t")]?.steps.first)
        guard case .message(let text) = step.kind else { throw PickError.notAMessage }
        #expect(text.source == expected)
    }

    @Test func withoutTheFlowsLanguageTheFirstTranslationIsPicked() throws {
        let flow = #"{"id": "t", "steps": [{"id": "a", "type": "text", "prompt": {"it": "Nome?", "es": "¿Nombre?"}}]}"#
        let result = Self.load(flow, language: LanguagePreference(tag: "ja"))
        #expect(result.catalog?.flows[FlowID("t")]?.steps.first?.prompt?.source == "Nome?")
    }

    @Test func anInlineFlowSpeaksItsEnclosingFlowsLanguage() throws {
        let flow = #"""
            {"id": "t", "language": "de", "steps": [{"id": "s", "type": "flow", "flow": "sub"}],
             "flows": {"sub": {"steps": [{"id": "a", "type": "text", "prompt": {"en": "Name?", "de": "Name, bitte?"}}]}}}
            """#
        let result = Self.load(flow, language: LanguagePreference(tag: "ja"))
        #expect(result.catalog?.flows[FlowID("sub")]?.steps.first?.prompt?.source == "Name, bitte?")
    }

    enum PickError: Error { case notAMessage }

    @Test func translationsWithOtherHolesBadTagsAndEmptyObjectsAreErrorsWithTheirPaths() {
        let flow = #"""
            {"id": "t", "language": "en_US", "steps": [
             {"id": "name", "type": "text", "prompt": {"en": "Name?", "de": "Name, {{ name }}?"}, "help": {}},
             {"id": "b", "type": "text", "prompt": {"en": "Hi {{ name }}", "de": "Hallo {{ nme }}", "fr": "Salut",
              "de_AT": "Servus {{ name }}", "DE": "Moin {{ name }}", "it": 3}},
             {"id": "c", "type": "select", "prompt": "C?", "choices": [{"value": 1, "label": 1}]}]}
            """#
        #expect(
            diagnostics(flow).filter { !$0.contains(": warning: ") } == [
                "/flows/main.json:1:25: error: 'en_US' is not a language tag; write a tag such as 'en', 'de' or 'pt-BR' (at language); did you mean 'en-US'?",
                "/flows/main.json:2:65: error: the 'de' translation has other {{ }} holes than the 'en' one (holes reading 'name' instead of no holes); every translation of a text needs the same holes (at steps[0].prompt.de)",
                "/flows/main.json:2:95: error: an object of translations needs at least one language, such as {\"en\": \"...\"} (at steps[0].help)",
                "/flows/main.json:3:70: error: the 'de' translation has other {{ }} holes than the 'en' one (holes reading 'nme' instead of holes reading 'name'); every translation of a text needs the same holes (at steps[1].prompt.de)",
                "/flows/main.json:3:80: error: unknown answer path 'nme': flow 't' has no step 'nme' (column 10 of the template) (at steps[1].prompt.de); did you mean 'name'?",
                "/flows/main.json:3:95: error: the 'fr' translation has other {{ }} holes than the 'en' one (no holes instead of holes reading 'name'); every translation of a text needs the same holes (at steps[1].prompt.fr)",
                "/flows/main.json:4:3: error: 'de_AT' is not a language tag; write a tag such as 'de', 'pt-BR' or 'sr-Latn' (at steps[1].prompt.de_AT); did you mean 'de-AT'?",
                "/flows/main.json:4:33: error: the language 'DE' has two translations (at steps[1].prompt.DE)",
                "/flows/main.json:4:64: error: expected a string but found integer 3 (at steps[1].prompt.it)",
                "/flows/main.json:5:82: error: expected a string or an object of translations by language tag but found integer 1 (at steps[2].choices[0].label)",
            ])
    }

    @Test func theSameHolesSpelledOtherwiseAreNoError() {
        let flow = #"""
            {"id": "t", "steps": [{"id": "a", "type": "text", "prompt": "A?"},
             {"id": "b", "type": "text", "prompt": {"en": "{{ a }} and {{ upper(a) }}", "de": "{{upper( a )}} und {{a}} und {{ a }}"}}]}
            """#
        #expect(diagnostics(flow).filter { !$0.contains("warning") }.isEmpty)
    }

    @Test func aLanguageSomeTextsLackIsAWarningNamingItAndTheTexts() {
        let flow = #"""
            {"id": "t", "steps": [
             {"id": "a", "type": "text", "prompt": {"en": "A?", "de": "A?", "fr": "A ?"}},
             {"id": "b", "type": "text", "prompt": {"en": "B?", "de": "B?"}, "help": "Plain"},
             {"id": "c", "type": "text", "prompt": "C?"}, {"id": "d", "type": "text", "prompt": "D?"},
             {"id": "e", "type": "text", "prompt": "E?"}]}
            """#
        #expect(
            diagnostics(flow) == [
                "/flows/main.json:3:40: warning: the language 'fr', which other texts of the flow have, is missing from 5 of its 6 texts: steps[1].prompt, steps[1].help, steps[2].prompt and 2 more",
                "/flows/main.json:3:74: warning: the language 'de', which other texts of the flow have, is missing from 4 of its 6 texts: steps[1].help, steps[2].prompt, steps[3].prompt and 1 more",
            ])
    }

    @Test func aRegionalTextNeedsNoRegionalTextsElsewhere() {
        let flow = #"""
            {"id": "t", "steps": [
             {"id": "a", "type": "text", "prompt": {"en": "Name?", "de": "Name?", "de-AT": "Wie heißt du?"}},
             {"id": "b", "type": "text", "prompt": {"en": "Town?", "de": "Ort?"}}]}
            """#
        #expect(diagnostics(flow).isEmpty)
    }

    @Test func aFlowOfPlainStringsHasNoLanguageWarning() {
        let flow = #"{"id": "t", "language": "de", "steps": [{"id": "a", "type": "text", "prompt": "Name?", "help": "Hilfe"}]}"#
        #expect(diagnostics(flow).isEmpty)
    }

    @Test func aTranslationReadingASecretIsAnError() {
        let flow = #"""
            {"id": "t", "steps": [{"id": "pw", "type": "secret", "prompt": "Password?"},
             {"id": "m", "type": "message", "text": {"en": "Done", "de": "Fertig {{ pw }}"}}]}
            """#
        let found = diagnostics(flow)
        #expect(
            found.contains(
                "/flows/main.json:2:73: error: the message reads the secret answer 'pw' of step 'pw' (column 11 of the template): a secret is never shown nor copied into another answer; remove it (at steps[1].text.de)"
            ))
        // Whichever language is read, the flow does not load.
        #expect(Self.load(flow, language: .english).catalog == nil)
    }

    @Test(arguments: [
        ("de", true), ("de-AT", true), ("sr-Latn-RS", true), ("es-419", true), ("en", true), ("de_AT", false),
        ("d", false), ("", false), ("de-", false), ("1de", false), ("deutsch-de-x", true), ("de-toolongsubtag", false),
        ("dé", false),
    ])
    func languageTags(tag: String, isTag: Bool) {
        #expect(FlowDecoder.isLanguageTag(tag) == isTag)
    }
}
