import Testing

@testable import WizardCore
@testable import WizardEngine

/// `Entry`'s compact layout: its properties behave as plain stored properties whatever
/// form the answer changes are held in, and equality, hashing and coding see only them.
@Suite struct EntryLayoutTests {
    static let frames = [Frame(flowStep: "db", flow: "database", presentation: .sheet)]

    static func answered(old: AnswerValue? = nil) -> Entry {
        var entry = Entry(
            id: EntryID(3), frames: frames, step: "host", kind: .step, answer: nil, source: nil, arrivalChanges: [],
            answerChanges: [])
        entry.recordAnswer(.string("h"), source: .typed, path: "db.host", replacing: old)
        return entry
    }

    /// Catches: a field added to `Entry` or `Route` that makes every step of a long run
    /// cost more stack memory (the 100,000-step run keeps one route per step).
    @Test func aRouteFitsInSixtyFourBytes() {
        #expect(MemoryLayout<Entry>.size <= 63)
        #expect(MemoryLayout<Route<Entry>>.stride <= 64)
    }

    /// Catches: the implied answer change read back wrongly (path, old or new value), or
    /// an answer with an old value kept in the implied form.
    @Test func recordedAnswersReadBackAsTheirChange() {
        let fresh = Self.answered()
        #expect(Array(fresh.answerChanges) == [AnswerChange(path: "db.host", old: nil, new: .string("h"))])
        #expect(fresh.answer == .string("h"))
        #expect(fresh.source == .typed)
        let again = Self.answered(old: .string("g"))
        #expect(Array(again.answerChanges) == [AnswerChange(path: "db.host", old: .string("g"), new: .string("h"))])
    }

    /// Catches: changing what an implied change is read from (answer, step, frames)
    /// silently changing the recorded change, which `back` would then undo wrongly.
    @Test func changingTheAnswerOrPathKeepsTheRecordedChange() {
        let change = AnswerChange(path: "db.host", old: nil, new: .string("h"))
        var entry = Self.answered()
        entry.answer = .string("other")
        #expect(Array(entry.answerChanges) == [change])
        entry = Self.answered()
        entry.step = "port"
        #expect(Array(entry.answerChanges) == [change])
        entry = Self.answered()
        entry.frames = []
        #expect(Array(entry.answerChanges) == [change])
        entry = Self.answered()
        entry.answer = nil
        #expect(Array(entry.answerChanges) == [change])
        entry.clearAnswer()
        #expect(entry.answerChanges.isEmpty && entry.answer == nil && entry.source == nil)
    }

    /// Catches: equality or hashing that depends on how the changes are held, a kind or
    /// source lost in the packed byte, arrival changes lost.
    @Test func sameValuesAreEqualWhateverTheForm() {
        let arrival = [AnswerChange(path: "db#count", old: nil, new: .integer(0))]
        let change = AnswerChange(path: "db.host", old: nil, new: .string("h"))
        let kinds: [EntryKind] = [.step, .repeatQuestion(count: 0), .repeatQuestion(count: 3)]
        let sources: [AnswerSource?] = [nil, .typed, .piped, .set, .answersFile, .environment, .default, .draft]
        for kind in kinds {
            for source in sources {
                let built = Entry(
                    id: EntryID(3), frames: Self.frames, step: "host", kind: kind, answer: .string("h"), source: source,
                    arrivalChanges: arrival, answerChanges: [change])
                var recorded = Entry(
                    id: EntryID(3), frames: Self.frames, step: "host", kind: .repeatQuestion(count: 9), answer: nil, source: nil,
                    arrivalChanges: [], answerChanges: [])
                recorded.recordAnswer(.string("h"), source: .typed, path: "db.host", replacing: nil)
                recorded.kind = kind
                recorded.source = source
                recorded.arrivalChanges = arrival
                #expect(built == recorded)
                #expect(built.hashValue == recorded.hashValue)
                #expect(built.kind == kind && built.source == source && built.arrivalChanges == arrival)
                #expect(Array(built.answerChanges) == [change])
                var other = built
                other.answerChanges = [AnswerChange(path: "db.host", old: .null, new: .string("h"))]
                #expect(other != built)
                other.answerChanges = [change]
                #expect(other == built)
                other.arrivalChanges = []
                #expect(other != built && other.arrivalChanges.isEmpty)
            }
        }
    }

    /// `Entry` as it was declared before its compact layout: plain stored properties with
    /// synthesized coding, the session format's reference.
    struct PlainEntry: Codable {
        var id: EntryID
        var frames: [Frame]
        var step: StepID
        var kind: EntryKind
        var answer: AnswerValue?
        var source: AnswerSource?
        var arrivalChanges: [AnswerChange]
        var answerChanges: ChangeList

        init(_ entry: Entry) {
            id = entry.id
            frames = entry.frames
            step = entry.step
            kind = entry.kind
            answer = entry.answer
            source = entry.source
            arrivalChanges = entry.arrivalChanges
            answerChanges = entry.answerChanges
        }
    }

    /// Catches: a session file whose entries differ from what the plain stored properties
    /// encoded (keys, absent `answer`/`source`, changes), or that decodes to another value.
    @Test func codingIsThatOfThePlainProperties() throws {
        var repeatQuestion = Entry(
            id: EntryID(4), frames: [], step: "a", kind: .repeatQuestion(count: 2), answer: nil, source: nil,
            arrivalChanges: [AnswerChange(path: "a#count", old: .integer(1), new: .integer(2))], answerChanges: [])
        let asked = repeatQuestion
        repeatQuestion.answer = .bool(true)
        repeatQuestion.source = .default
        let entries = [Self.answered(), Self.answered(old: .integer(1)), asked, repeatQuestion]
        for entry in entries {
            let encoded = try AnswerEncoder().encode(entry)
            let plain = try AnswerEncoder().encode(PlainEntry(entry))
            #expect(encoded == plain)
            #expect(encoded.jsonText == plain.jsonText)
            #expect(try AnswerDecoder.unbox(plain, as: Entry.self, at: []) == entry)
        }
        guard case .object(let members) = try AnswerEncoder().encode(asked) else {
            Issue.record("an entry is not encoded as an object")
            return
        }
        #expect(members["answer"] == nil && members["source"] == nil && members.count == 6)
    }
}
