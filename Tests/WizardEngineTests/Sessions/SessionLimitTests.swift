import Foundation
import Testing
import WizardTestSupport

@testable import WizardCore
@testable import WizardEngine

/// A session file is read within the limits of a run (docs/sessions.md): what a run can
/// write is read back whole, and a hand-made file beyond them is refused naming the limit
/// before its state is built.
@Suite struct SessionLimitTests {
    /// The text of a session of the one-step loop flow `loop` with `count` entries on the
    /// stack (answers consistent, the top one asked) and `state` members replaced by `extra`.
    static func loopSession(entries count: Int, answer: String = "a", extra: [String: String] = [:]) -> String {
        var routes: [String] = []
        routes.reserveCapacity(count)
        for id in 1...count {
            let old = id == 1 ? "" : #","old":"\#(answer)""#
            let answered = #""answer":"\#(answer)","answerChanges":[{"new":"\#(answer)"\#(old),"path":"q"}],"#
            let body = id < count ? answered + #""arrivalChanges":[],"# : #""answerChanges":[],"arrivalChanges":[],"#
            let source = id < count ? #","source":"piped""# : ""
            routes.append(#"{"screen":{\#(body)"id":\#(id),"kind":{"step":{}}\#(source),"step":"q"},"style":"push"}"#)
        }
        var members = [
            "answers": count > 1 ? #"{"q":"\#(answer)"}"# : "{}", "drafts": "{}", "frames": "[]", "isCompleted": "false",
            "nextEntryID": String(count + 1), "pending": "[]", "pushCount": String(count), "recordedBytes": "0",
            "typedPaths": "[]", "stack": #"{"routes":[\#(routes.joined(separator: ","))]}"#,
        ]
        for (key, value) in extra { members[key] = value }
        let state = members.sorted { $0.key < $1.key }.map { #""\#($0.key)":\#($0.value)"# }.joined(separator: ",")
        return #"{"fingerprint":"f","flowID":"loop","format":"wizard-session/2","state":{\#(state)}}"#
    }

    struct Case: CustomTestStringConvertible {
        var testDescription: String
        var limits: SessionStore.Limits
        var text: String
        /// What `.beyondLimit` names; nil when the file loads.
        var limit: String?
    }

    static func limits(_ change: (inout SessionStore.Limits) -> Void) -> SessionStore.Limits {
        var limits = SessionStore.Limits()
        change(&limits)
        return limits
    }

    /// Frames nested `depth` deep, each opened by the step `r` of the flow before it.
    static func nestedFrames(_ depth: Int, step: String = "r") -> String {
        let records = (0..<depth).map { index in
            let parent = index == 0 ? "" : #","parent":\#(index - 1)"#
            return #"{"flow":"item","flowStep":"\#(step)","openedAt":1\#(parent),"presentation":"push"}"#
        }
        return "[" + records.joined(separator: ",") + "]"
    }

    static let cases: [Case] = [
        Case(testDescription: "at the entry limit", limits: limits { $0.entries = 5 }, text: loopSession(entries: 5), limit: nil),
        Case(
            testDescription: "one entry over", limits: limits { $0.entries = 5 }, text: loopSession(entries: 6),
            limit: "more than 5 entries, the most one run pushes"),
        Case(
            testDescription: "the default entry limit", limits: SessionStore.Limits(), text: loopSession(entries: 100_001),
            limit: "more than 100,000 entries, the most one run pushes"),
        Case(
            testDescription: "a larger file", limits: limits { $0.maxBytes = 1000 }, text: loopSession(entries: 20),
            limit: "more than 1000 bytes"),
        Case(
            testDescription: "many typed paths", limits: limits { $0.values = 1000 },
            text: loopSession(entries: 2, extra: ["typedPaths": "[" + (0..<1000).map { #""p\#($0)""# }.joined(separator: ",") + "]"]),
            limit: "more than 1,000 values besides its entries"),
        Case(
            testDescription: "entries do not count as values", limits: limits { $0.values = 1000 },
            text: loopSession(entries: 500), limit: nil),
        Case(
            testDescription: "sub-flows nested too deep", limits: SessionStore.Limits(),
            text: loopSession(entries: 2, extra: ["frames": nestedFrames(101)]), limit: "sub-flows nested more than 100 deep"),
        Case(
            testDescription: "long answer-path prefixes", limits: limits { $0.prefixBytes = 1000 },
            text: loopSession(entries: 2, extra: ["frames": nestedFrames(20, step: String(repeating: "r", count: 10))]),
            limit: "answer paths of more than 1000 bytes in its sub-flows"),
    ]

    /// Catches: a session beyond a run's limits read whole (a hand-made file of 150,000
    /// entries or 200,000 typed paths ran `--resume` out of memory), or a session within
    /// them refused.
    @Test(arguments: cases)
    func sessionsBeyondTheLimitsAreRefused(_ test: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("s.json", test.text)
        let loaded = SessionStore.load(from: path, flowID: "loop", limits: test.limits)
        if let limit = test.limit {
            #expect(loaded == .failure(.beyondLimit(path: path, limit: limit)))
        } else {
            #expect(throws: Never.self) { try loaded.get() }
        }
    }

    /// Catches: a run writing a session that `--resume` would refuse as too large, or
    /// replacing the earlier session with it.
    @Test func aSessionLargerThanTheLimitIsNotWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("s.json", Self.loopSession(entries: 2))
        let session = try SessionStore.load(from: path, flowID: "loop").get()
        var limits = SessionStore.Limits()
        limits.maxBytes = 100
        #expect(throws: AtomicFile.WriteError.self) { try SessionStore.save(session, to: path, createsFolder: false, limits: limits) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.loopSession(entries: 2))
        try SessionStore.save(session, to: path, createsFolder: false)
        #expect(try SessionStore.load(from: path, flowID: "loop").get() == session)
    }

    /// Catches: the ownership check, which reads only the format and the flow id now, taking
    /// a file that is not whole JSON, or another flow's session, as this flow's session.
    @Test func theOwnershipCheckReadsTheHeaderAndChecksTheRest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = Self.loopSession(entries: 3)
        let cases: [(String, Bool)] = [
            (session, true),
            (session.replacingOccurrences(of: #""pending":[]"#, with: #""pending":[1,]"#), false),
            (String(session.dropLast(2)), false),
            (session.replacingOccurrences(of: #""flowID":"loop""#, with: #""flowID":"other""#), false),
            (#"{"flowID":"loop","format":"wizard-session/9","state":7}"#, true),
        ]
        for (text, isSession) in cases {
            let path = try folder.write("s.json", text)
            #expect(SessionStore.isSession(at: path, flowID: "loop") == isSession, "\(text.suffix(80))")
        }
    }

    /// Catches: the refusal not naming the file and the limit in one line, with the way out.
    @Test func theRefusalNamesTheLimit() {
        let error = SessionStore.LoadError.beyondLimit(path: "/tmp/s.json", limit: SessionStore.Limits().describeEntries)
        #expect(
            error.description
                == "the session /tmp/s.json cannot be resumed: it holds more than 100,000 entries, the most one run pushes "
                + "(delete it, or run without --resume to start over)")
    }

    /// Catches: a session larger than 16 MiB (the flow-file read limit) cut short and
    /// refused as damaged, and not recognised as a session of its flow, so a run resumed
    /// at the entry limit could neither read nor replace its own file.
    @Test func aSessionLargerThanAFlowFileIsReadWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = Self.loopSession(entries: 5_000, answer: String(repeating: "a", count: 1_200))
        #expect(text.utf8.count > 17 * 1024 * 1024)
        let path = try folder.write("s.json", text)
        let session = try SessionStore.load(from: path, flowID: "loop").get()
        #expect(session.state.stack.count == 5_000)
        #expect(session.state.checkInvariants().isEmpty)
        #expect(SessionStore.isSession(at: path, flowID: "loop"))
    }

    /// Catches: the reader and the writer disagreeing on an entry's shape (answers of every
    /// JSON type, frames, repeat questions, sources, removed answers), now that entries are
    /// read without `Decoder`.
    @Test func entriesReadBackAsWritten() throws {
        let entries = [
            Entry(id: EntryID(1), frame: nil, step: "a", kind: .step, answer: .integer(3), source: .set),
            Entry(
                id: EntryID(2), frame: FrameID(0), step: "b", kind: .repeatQuestion(count: 2), answer: .bool(false),
                source: .default, arrivalChanges: [AnswerChange(path: "r#count", old: nil, new: .integer(2))],
                answerChanges: [AnswerChange(path: "r.b", old: .array([.null, .number(0.5)]), new: nil)]),
            Entry(id: EntryID(3), frame: FrameID(0), step: "c", kind: .step, answer: .object(["k": .string("v\n")])),
        ]
        for entry in entries {
            for style in [RouteStyle.push, .sheet] {
                let route = Route(screen: entry, style: style)
                let written = try AnswerEncoder().encode(route)
                #expect(Route<Entry>(sessionValue: written) == route)
                #expect(Route<Entry>(sessionValue: written) == (try written.decode(Route<Entry>.self)))
            }
        }
        let refused: [AnswerValue] = [
            .object(["screen": .object(["id": .integer(1), "step": .string("a")]), "style": .string("push")]),
            .object(["style": .string("push")]),
            .array([]),
        ]
        for value in refused { #expect(Route<Entry>(sessionValue: value) == nil) }
    }
}
