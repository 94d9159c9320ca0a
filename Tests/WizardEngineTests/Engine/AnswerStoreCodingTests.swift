import Foundation
import Testing

@testable import WizardCore
@testable import WizardEngine

/// `AnswerStore` codes as the `[String: AnswerValue]` it replaced, so session files are
/// byte for byte what they were and old ones load.
@Suite struct AnswerStoreCodingTests {
    /// `WizardState` as it was declared before `AnswerStore`: dictionaries with synthesized
    /// coding, the session format's reference.
    struct PlainState: Codable {
        var stack: Routes<Entry>
        var answers: [String: AnswerValue]
        var drafts: [String: AnswerValue]
        var pending: [AnswerChange]
        var nextEntryID: Int
        var pushCount: Int
        var typedPaths: PathSet
        var isCompleted: Bool

        init(_ state: WizardState) {
            stack = state.stack
            answers = state.answers.dictionary
            drafts = state.drafts.dictionary
            pending = state.pending
            nextEntryID = state.nextEntryID
            pushCount = state.pushCount
            typedPaths = state.typedPaths
            isCompleted = state.isCompleted
        }
    }

    static let answers: [String: AnswerValue] = [
        "name": .string("Ada"), "db.port": .integer(5432), "servers.0.host": .string("h\u{E9}"),
        "servers#count": .integer(1), "tags": .array([.string("a"), .null]), "ratio": .number(0.5),
        "extra": .object(["on": .bool(true)]), "12": .bool(false),
    ]

    /// Catches: a store that encodes other keys, other values or another shape than the
    /// dictionary (through the package's encoder, as sessions are written, and Foundation's).
    @Test func encodesAsTheDictionary() throws {
        let store = AnswerStore(Self.answers)
        let encoded = try AnswerEncoder().encode(store)
        let plain = try AnswerEncoder().encode(Self.answers)
        #expect(encoded == plain)
        #expect(encoded.jsonText == plain.jsonText)
        let json = JSONEncoder()
        json.outputFormatting = .sortedKeys
        #expect(try json.encode(store) == json.encode(Self.answers))
    }

    /// Catches: a file written from a dictionary (an old session) that decodes to other
    /// answers, through either decoder.
    @Test func decodesWhatTheDictionaryWrote() throws {
        let plain = try AnswerEncoder().encode(Self.answers)
        #expect(try AnswerDecoder.unbox(plain, as: AnswerStore.self, at: []) == AnswerStore(Self.answers))
        let data = try JSONEncoder().encode(Self.answers)
        #expect(try JSONDecoder().decode(AnswerStore.self, from: data) == AnswerStore(Self.answers))
        #expect(try JSONDecoder().decode(AnswerStore.self, from: Data("{}".utf8)) == AnswerStore())
        #expect(throws: (any Error).self) { try JSONDecoder().decode(AnswerStore.self, from: Data("[]".utf8)) }
    }

    /// Catches: a session whose state encodes differently from the dictionaries' state (so a
    /// saved file changes), or an old session that no longer restores the same state.
    @Test(arguments: 0..<EngineSessionTests.lines.count)
    func stateCodesAsWithDictionaries(k: Int) throws {
        let (engine, state) = EngineSessionTests.state(after: k)
        let saved = engine.removingSecrets(from: state)
        let encoded = try AnswerEncoder().encode(saved)
        let plain = try AnswerEncoder().encode(PlainState(saved))
        #expect(encoded == plain)
        #expect(encoded.jsonText == plain.jsonText)
        #expect(try AnswerDecoder.unbox(plain, as: WizardState.self, at: []) == saved)
        #expect(!saved.answers.isEmpty || k == 0)
    }
}
