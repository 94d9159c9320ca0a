import Foundation
import Testing
import WizardTestSupport

@testable import WizardCore
@testable import WizardEngine

/// Session files of format 2 (docs/sessions.md): the frame table written once, entries
/// naming their frame, and files of format 1 read and converted.
@Suite struct SessionFrameTableTests {
    /// The state after answering `x` at `depth` levels of the recursing sub-flow.
    static func deepRun(depth: Int) -> (Engine, WizardState) {
        let engine = Engine(catalog: FrameTableTests.recursion)
        var state = WizardState()
        _ = engine.start(&state)
        for _ in 0..<depth { _ = engine.handle(.answer("x"), origin: .piped, in: &state) }
        return (engine, state)
    }

    /// The session file's text for a state.
    static func fileText(_ state: WizardState) throws -> String {
        try AnswerEncoder().encode(Session(flowID: "deeprec", fingerprint: "f", state: state)).jsonText
    }

    static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// Catches: a frame written once per entry inside it (a file growing with entries ×
    /// depth), or entries carrying their chain again.
    @Test func aRunFiftySubFlowsDeepWritesEachFrameOnce() throws {
        let (_, state) = Self.deepRun(depth: 50)
        #expect(state.stack.count == 51)
        let text = try Self.fileText(state)
        #expect(Self.occurrences(of: #""flowStep":"r""#, in: text) == 1)
        #expect(Self.occurrences(of: #""flowStep":"h""#, in: text) == 50)
        #expect(Self.occurrences(of: #""frame":"#, in: text) == 51, "one frame id per entry")
        #expect(Self.occurrences(of: #""frames":"#, in: text) == 1, "the table, once")
    }

    /// Catches: a session that does not read back to the same state, or that depends on
    /// anything but the state (two encodings of one state differ).
    @Test func aDeepSessionReadsBackTheSameAndIsDeterministic() throws {
        let (engine, state) = Self.deepRun(depth: 30)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/s.json"
        let session = Session(flowID: "deeprec", fingerprint: "f", state: state)
        try SessionStore.save(session, to: path, createsFolder: false)
        let first = try Self.fileText(state)
        #expect(first == (try Self.fileText(state)))
        let loaded = try SessionStore.load(from: path, flowID: "deeprec").get()
        #expect(loaded == session)
        let restored = engine.restore(loaded.state)
        #expect(restored.firstMismatch == nil)
        #expect(restored.state == state)
    }

    /// A session file written by the first format (three levels deep, the fourth asked):
    /// every entry held its whole chain.
    static let formatOneFile = #"""
        {"fingerprint":"f","flowID":"deeprec","format":"wizard-session/1","state":{"answers":{"r.h.h.v":"x","r.h.v":"x","r.v":"x"},\#
        "drafts":{},"isCompleted":false,"nextEntryID":5,"pending":[],"pushCount":4,"stack":{"routes":[\#
        {"screen":{"answer":"x","answerChanges":[{"new":"x","path":"r.v"}],"arrivalChanges":[],\#
        "frames":[{"flow":"item","flowStep":"r","presentation":"push"}],"id":1,"kind":{"step":{}},"source":"piped","step":"v"},"style":"push"},\#
        {"screen":{"answer":"x","answerChanges":[{"new":"x","path":"r.h.v"}],"arrivalChanges":[],\#
        "frames":[{"flow":"item","flowStep":"r","presentation":"push"},{"flow":"item","flowStep":"h","presentation":"push"}],\#
        "id":2,"kind":{"step":{}},"source":"piped","step":"v"},"style":"push"},\#
        {"screen":{"answer":"x","answerChanges":[{"new":"x","path":"r.h.h.v"}],"arrivalChanges":[],\#
        "frames":[{"flow":"item","flowStep":"r","presentation":"push"},{"flow":"item","flowStep":"h","presentation":"push"},\#
        {"flow":"item","flowStep":"h","presentation":"push"}],"id":3,"kind":{"step":{}},"source":"piped","step":"v"},"style":"push"},\#
        {"screen":{"answerChanges":[],"arrivalChanges":[],"frames":[{"flow":"item","flowStep":"r","presentation":"push"},\#
        {"flow":"item","flowStep":"h","presentation":"push"},{"flow":"item","flowStep":"h","presentation":"push"},\#
        {"flow":"item","flowStep":"h","presentation":"push"}],"id":4,"kind":{"step":{}},"step":"v"},"style":"push"}]},\#
        "typedPaths":["r.h.h.v","r.h.v","r.v"]}}
        """#

    /// Catches: a session saved by an earlier wizard refused, or converted into a state
    /// other than the one the same run has now (frames split or merged, ids shifted).
    @Test func aFormatOneSessionIsConvertedToTheSameState() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.json", Self.formatOneFile)
        let loaded = try SessionStore.load(from: folder.path + "/s.json", flowID: "deeprec").get()
        #expect(loaded.format == Session.currentFormat)
        let (engine, expected) = Self.deepRun(depth: 3)
        #expect(loaded.state == expected.withRecordedBytes(of: loaded.state))
        #expect(engine.restore(loaded.state).state == expected.withRecordedBytes(of: loaded.state))
    }

    /// Catches: a format-1 file without the first format's shape read as a session, or a
    /// format-2 file whose entry names a missing frame accepted.
    @Test func malformedFilesOfEitherFormatAreDamaged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/s.json"
        let noFrames = Self.formatOneFile.replacingOccurrences(
            of: #""frames":[{"flow":"item","flowStep":"r","presentation":"push"}],"id":1"#, with: #""id":1"#)
        let (_, state) = Self.deepRun(depth: 2)
        let dangling = try Self.fileText(state).replacingOccurrences(of: #""frame":1,"#, with: #""frame":7,"#)
        let badParent = try Self.fileText(state).replacingOccurrences(of: #""parent":0"#, with: #""parent":1"#)
        for text in [noFrames, dangling, badParent] {
            try folder.write("s.json", text)
            #expect(SessionStore.load(from: path, flowID: "deeprec") == .failure(.corrupt(path: path)), "\(text)")
        }
    }
}
