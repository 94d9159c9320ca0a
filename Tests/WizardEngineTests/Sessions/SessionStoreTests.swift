import Foundation
import Testing
import WizardTestSupport

@testable import WizardCore
@testable import WizardEngine

/// Session files go through the package's own `AnswerEncoder`/`AnswerDecoder` and JSON
/// reader, not Foundation's. Foundation's `JSONEncoder` is the oracle here: both must give
/// the same JSON value for the same `Encodable`.
@Suite struct SessionStoreTests {
    /// A type zoo covering every container shape synthesized and hand-written `Codable` use.
    enum Shape: Codable, Equatable {
        case empty
        case circle(radius: Int)
        case labelled(String, [Int])
    }

    struct Zoo: Codable, Equatable {
        var text = "a \"quoted\" \\ line\nwith\ttabs, é and \u{1}"
        var flag = true
        var small: Int8 = -7
        var big: UInt64 = 9_000_000_000
        var fraction = 2.5
        var missing: String? = nil
        var present: Int? = 3
        var list: [Int] = []
        var nested: [[String]] = [["a"], [], ["b", "c"]]
        var byName: [String: Int] = ["x": 1, "y": 2]
        var byNumber: [Int: String] = [3: "three", -1: "minus one"]
        var shapes: [Shape] = [.empty, .circle(radius: 4), .labelled("l", [1, 2])]
        var answer: AnswerValue = .object(["k": .array([.null, .number(0.5), .string("s")])])
        var custom = Custom(items: ["p", "q"], note: "n")
    }

    /// Hand-written coding: nested keyed and unkeyed containers and a super encoder.
    struct Custom: Codable, Equatable {
        var items: [String]
        var note: String
        enum Keys: String, CodingKey { case outer, note }
        enum Inner: String, CodingKey { case items }

        init(items: [String], note: String) {
            self.items = items
            self.note = note
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var outer = container.nestedContainer(keyedBy: Inner.self, forKey: .outer)
            var list = outer.nestedUnkeyedContainer(forKey: .items)
            for item in items { try list.encode(item) }
            var single = container.superEncoder(forKey: .note).singleValueContainer()
            try single.encode(note)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            let outer = try container.nestedContainer(keyedBy: Inner.self, forKey: .outer)
            var list = try outer.nestedUnkeyedContainer(forKey: .items)
            var items: [String] = []
            while !list.isAtEnd { items.append(try list.decode(String.self)) }
            self.items = items
            note = try container.superDecoder(forKey: .note).singleValueContainer().decode(String.self)
        }
    }

    /// Foundation's JSON for `value`, read back as an `AnswerValue`.
    static func foundationValue(_ value: some Encodable) throws -> AnswerValue {
        try JSONReader().read(Array(JSONEncoder().encode(value))).toAnswerValue()
    }

    /// Catches: a container shape encoded differently from Foundation (enum cases, integer
    /// dictionary keys, nil optionals, nested and super encoders, escapes).
    @Test func theEncoderAgreesWithFoundationOnEveryContainerShape() throws {
        let zoo = Zoo()
        let ours = try AnswerEncoder().encode(zoo)
        #expect(ours == (try Self.foundationValue(zoo)))
        let text = ours.jsonText
        let back = try AnswerDecoder.unbox(try JSONReader().read(Array(text.utf8)).toAnswerValue(), as: Zoo.self, at: [])
        #expect(back == zoo)
    }

    /// Catches: a session state (routes, entries, drafts, answer-change logs) that does not
    /// survive our JSON, or differs from what Foundation wrote before.
    @Test(arguments: 0..<EngineSessionTests.lines.count)
    func savedSessionsLoadBackUnchanged(k: Int) throws {
        let (engine, state) = EngineSessionTests.state(after: k)
        let session = Session(flowID: "setup", fingerprint: "f#1#2", state: engine.removingSecrets(from: state))
        #expect(try AnswerEncoder().encode(session) == (try Self.foundationValue(session)))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/state/sessions/setup.json"
        try SessionStore.save(session, to: path)
        #expect(SessionStore.load(from: path, flowID: "setup") == .success(session))
        // A file Foundation wrote (slashes escaped as `\/`) still loads.
        try Data(JSONEncoder().encode(session)).write(to: URL(fileURLWithPath: path))
        #expect(SessionStore.load(from: path, flowID: "setup") == .success(session))
    }

    /// Catches: a stack entry written straight to text differently from its `Codable` form
    /// (a member out of order or missing, a nil optional written, an entry kind, frame,
    /// source or answer change spelt differently, a comma lost between entries).
    @Test(arguments: 0..<EngineSessionTests.lines.count)
    func sessionFilesAreTheEncodedSessionByteForByte(k: Int) throws {
        let (engine, state) = EngineSessionTests.state(after: k)
        var saved = engine.removingSecrets(from: state)
        let changes = [
            AnswerChange(path: "a.b", old: nil, new: .string("n\u{1}")), AnswerChange(path: "c", old: .integer(2), new: nil),
            AnswerChange(path: "d", old: .array([.number(0.5)]), new: .object(["k": .bool(true), "a": .null])),
        ]
        for entry in [
            Entry(id: EntryID(900), frame: FrameID(3), step: "s", kind: .repeatQuestion(count: 4), answer: .bool(false), source: .set),
            Entry(id: EntryID(901), frame: nil, step: "t", kind: .step, arrivalChanges: changes, answerChanges: changes.reversed()),
            Entry(id: EntryID(902), frame: FrameID(0), step: "u", kind: .step, answer: .string("\"é\u{202E}"), source: .answersFile),
        ] {
            saved.stack.append(.sheet(entry))
        }
        for current in [engine.removingSecrets(from: state), saved] {
            let session = Session(flowID: "setup", fingerprint: "f", state: current)
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try SessionStore.save(session, to: folder.path + "/s.json", createsFolder: false)
            let written = try String(contentsOfFile: folder.path + "/s.json", encoding: .utf8)
            #expect(written == (try AnswerEncoder().encode(session)).jsonText)
        }
    }

    /// Catches: a damaged or foreign file accepted, or refused for the wrong reason.
    @Test func damagedAndForeignFilesAreRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/s.json"
        let cases: [(String, SessionStore.LoadError)] = [
            ("{\"format\": \"wizard-session/1\", \"flowID\": \"setup\"", .corrupt(path: path)),
            ("[1, 2]", .corrupt(path: path)),
            ("{\"format\": \"other/9\", \"flowID\": \"setup\"}", .foreign(path: path, found: "format other/9")),
            ("{\"flowID\": \"setup\"}", .foreign(path: path, found: "format missing")),
            ("{\"format\": \"wizard-session/1\", \"flowID\": \"x\"}", .foreign(path: path, found: "flow 'x'")),
            ("{\"format\": \"wizard-session/1\", \"flowID\": \"setup\", \"fingerprint\": 3}", .corrupt(path: path)),
            (String(repeating: "[", count: 5000), .corrupt(path: path)),
        ]
        for (text, expected) in cases {
            try folder.write("s.json", text)
            #expect(SessionStore.load(from: path, flowID: "setup") == .failure(expected), "\(text.prefix(60))")
        }
    }
}
