import Foundation
import Testing
import WizardTestSupport

/// Session file formats through the real binary (docs/sessions.md): format 2 written, a
/// format-1 file saved by an earlier wizard resumed.
@Suite struct SessionFormatTests {
    static let flow = #"""
        {"id":"deeprec","flows":{"item":{"steps":[{"id":"v","type":"text","prompt":"v?","default":"x"},
         {"id":"h","type":"flow","flow":"item","when":"v != \"stop\""}]}},"steps":[{"id":"r","type":"flow","flow":"item"}]}
        """#

    /// The chain of frames every entry of a format-1 file held, `depth` levels deep.
    static func chain(_ depth: Int) -> String {
        let frames = ["r"] + Array(repeating: "h", count: depth - 1)
        return frames.map { #"{"flow":"item","flowStep":"\#($0)","presentation":"push"}"# }.joined(separator: ",")
    }

    /// A format-1 session three levels deep, the fourth level asked.
    static func formatOne(fingerprint: String) -> String {
        let paths = ["r.v", "r.h.v", "r.h.h.v"]
        var routes: [String] = []
        for (index, path) in paths.enumerated() {
            routes.append(
                #"{"screen":{"answer":"x","answerChanges":[{"new":"x","path":"\#(path)"}],"arrivalChanges":[],"#
                    + #""frames":[\#(chain(index + 1))],"id":\#(index + 1),"kind":{"step":{}},"source":"piped","step":"v"},"style":"push"}"#
            )
        }
        routes.append(
            #"{"screen":{"answerChanges":[],"arrivalChanges":[],"frames":[\#(chain(4))],"id":4,"kind":{"step":{}},"step":"v"},"#
                + #""style":"push"}"#)
        return #"{"fingerprint":"\#(fingerprint)","flowID":"deeprec","format":"wizard-session/1","state":{"#
            + #""answers":{"r.h.h.v":"x","r.h.v":"x","r.v":"x"},"drafts":{},"isCompleted":false,"nextEntryID":5,"pending":[],"#
            + #""pushCount":4,"stack":{"routes":[\#(routes.joined(separator: ","))]},"typedPaths":["r.h.h.v","r.h.v","r.v"]}}"#
    }

    /// Catches: a session saved by an earlier wizard refused on `--resume` (or resumed at
    /// the wrong step), and a run that stops writing any format but 2.
    @Test func aFormatOneSessionResumesWhereItStopped() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write("deeprec.json", Self.flow)
        let home = try StateHome()
        let stopped = try home.run(["run", flow], input: "x\nx\nx\n")
        #expect(stopped.status == 3, "\(stopped)")
        let saved = try #require(home.sessionBytes("deeprec", file: flow))
        let object = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        #expect(object["format"] as? String == "wizard-session/2")
        let fingerprint = try #require(object["fingerprint"] as? String)

        try Data(Self.formatOne(fingerprint: fingerprint).utf8).write(to: URL(fileURLWithPath: home.sessionPath("deeprec", file: flow)))
        let resumed = try home.run(["run", flow, "--resume"], input: "stop\n")
        #expect(resumed.status == 0, "\(resumed)")
        #expect(!resumed.stderr.contains("warning"), "\(resumed.stderr)")
        #expect(resumed.stderr.contains("R › H › H › H › V"), "asked at the fourth level: \(resumed.stderr)")
        let output = try #require(try JSONSerialization.jsonObject(with: Data(resumed.stdout.utf8)) as? [String: Any])
        let r = try #require(output["r"] as? [String: Any])
        let h1 = try #require(r["h"] as? [String: Any])
        let h2 = try #require(h1["h"] as? [String: Any])
        let h3 = try #require(h2["h"] as? [String: Any])
        #expect(h3["v"] as? String == "stop")
        #expect(h2["v"] as? String == "x")
    }
}
