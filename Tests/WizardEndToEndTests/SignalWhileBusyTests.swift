import Foundation
import Testing
import WizardTestSupport

/// SIGINT, SIGTERM and SIGHUP end the program with 128 + the signal number even while it
/// is busy inside one long operation (a load, or an engine call answering every step),
/// rather than being recorded and dropped, and leave a whole session file behind (the one
/// saved before, or a newer one). The prompt itself: `SignalAtPromptTests`.
@Suite(.serialized)
struct SignalWhileBusyTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var signal: Int32
        var name: String
        var busyWith: String
        var testDescription: String { "\(name) during \(busyWith)" }
    }

    static let cases: [Case] = [SIGINT, SIGTERM, SIGHUP].flatMap { signal in
        let name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "SIGHUP"
        return [Case(signal: signal, name: name, busyWith: "a long load"), Case(signal: signal, name: name, busyWith: "a long evaluation")]
    }

    /// A flow of 100,000 steps (slow to load) or one step repeating a sub-flow 90,000 times
    /// (quick to load, slow to answer).
    static func flow(for busyWith: String) -> String {
        if busyWith == "a long load" {
            let steps = (0..<100_000).map { #"{"id":"s\#($0)","type":"text","prompt":"p","default":"x","when":"true"}"# }
            return #"{"id":"big","steps":["# + steps.joined(separator: ",") + "]}"
        }
        return #"""
            {"id":"rep","flows":{"item":{"steps":[{"id":"v","type":"text","prompt":"v","default":"x"}]}},
             "steps":[{"id":"r","type":"flow","flow":"item","repeat":{"min":90000,"max":90000}}]}
            """#
    }

    #if os(Linux)
        @Test(arguments: cases)
        func endsWithTheSignalStatus(_ entry: Case) throws {
            let folder = try TemporaryFolder()
            let path = try folder.write("busy.json", Self.flow(for: entry.busyWith))
            // A session saved earlier by a small flow of the same id: the busy run must leave
            // a valid session file behind, this one or one it saved itself.
            let flowID = entry.busyWith == "a long load" ? "big" : "rep"
            let small = try folder.write("small.json", #"{"id": "\#(flowID)", "steps": [{"id": "q", "type": "text", "prompt": "q"}]}"#)
            let earlier = try WizardProcess.run(["run", small, "--session", folder.path("s.json")], directory: folder.url)
            #expect(earlier.status == 3 && FileManager.default.fileExists(atPath: folder.path("s.json")), "\(earlier)")
            let child = try ChildProcess(
                WizardProcess.binary.path, ["run", path, "--defaults", "--non-interactive", "--session", folder.path("s.json")],
                standardInput: .file("/dev/null"), standardOutput: .file("/dev/null"))
            // Once the handlers are installed (the caught-signals mask in /proc), the program is loading.
            let deadline = Date().addingTimeInterval(30)
            while child.isRunning && Date() < deadline && !Self.catches(SIGTERM, pid: child.pid) {
                usleep(1_000)
            }
            child.signal(entry.signal)
            let signalled = Date()
            let end = child.finish()
            let text = String(decoding: child.standardError, as: UTF8.self)
            // The promise is 200 ms (1 s while saving); the work left would take far longer.
            // A loose bound, so a loaded machine cannot fail it, that still fails when the
            // deadline never fires (a timer whose signal the parent left blocked did that).
            #expect(Date().timeIntervalSince(signalled) < 8, "the run went on after the signal")
            #expect(!end.isSignalled)
            #expect(end.status == 128 + entry.signal)
            #expect(text.contains("wizard: stopped by \(entry.name) while") || text.contains("session saved"), "\(text)")
            #expect(Self.isSession(of: flowID, at: folder.path("s.json")), "the session file was lost or torn")
        }

        /// Whether the file at `path` is a whole session file of the flow `flowID`.
        static func isSession(of flowID: String, at path: String) -> Bool {
            guard let data = FileManager.default.contents(atPath: path),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { return false }
            return object["format"] as? String == "wizard-session/2" && object["flowID"] as? String == flowID
                && object["state"] is [String: Any]
        }

        /// Whether `pid` has a handler for `signal` (the `SigCgt` mask of /proc/PID/status).
        static func catches(_ signal: Int32, pid: Int32) -> Bool {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
                let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
            else { return false }
            return mask & (1 << UInt64(signal - 1)) != 0
        }
    #endif
}
