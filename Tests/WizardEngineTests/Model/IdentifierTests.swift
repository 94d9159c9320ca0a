import Foundation
import Testing

@testable import WizardEngine

/// The identifier types share one implementation (`RawIdentifier`): each is written as its
/// bare value in sessions and answers, read back from it, ordered by it and shown as it.
@Suite struct IdentifierTests {
    struct Record: Codable, Equatable {
        var flow: FlowID
        var step: StepID
        var entry: EntryID
        var frame: FrameID
    }

    static let record = Record(flow: "setup", step: "db", entry: EntryID(3), frame: FrameID(2))
    static let recordJSON = #"{"entry":3,"flow":"setup","frame":2,"step":"db"}"#

    /// Would catch an identifier encoded as an object (`{"rawValue": …}`) instead of its value.
    @Test func encodesAsTheBareValue() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(Self.record), as: UTF8.self) == Self.recordJSON)
    }

    /// Would catch a decoder that expects the object form or the wrong value type.
    @Test func decodesTheBareValue() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Record.self, from: Data(Self.recordJSON.utf8)) == Self.record)
        #expect(try decoder.decode([StepID].self, from: Data(#"["a","b"]"#.utf8)) == ["a", "b"])
        #expect(try decoder.decode(FlowID.self, from: Data(#""setup""#.utf8)) == "setup")
        #expect(try decoder.decode([EntryID].self, from: Data("[4]".utf8)) == [EntryID(4)])
        #expect(try decoder.decode(FrameID.self, from: Data("0".utf8)) == FrameID(0))
        #expect(throws: DecodingError.self) { try decoder.decode(StepID.self, from: Data("1".utf8)) }
        #expect(throws: DecodingError.self) { try decoder.decode(EntryID.self, from: Data(#""1""#.utf8)) }
    }

    /// Would catch ordering or messages that stopped following the raw value.
    @Test func ordersAndPrintsByTheRawValue() {
        #expect([StepID("b"), "a", "c"].sorted() == ["a", "b", "c"])
        #expect([EntryID(10), EntryID(2)].sorted() == [EntryID(2), EntryID(10)])
        #expect(FrameID(1) < FrameID(3))
        #expect(FlowID("setup").description == "setup")
        #expect(StepID("db").description == "db")
        #expect(EntryID(3).description == "#3")
        #expect(FrameID(3).description == "frame 3")
    }
}
