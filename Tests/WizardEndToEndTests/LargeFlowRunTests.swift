import Foundation
import Testing
import WizardTestSupport

/// A large flow (a file of more than a megabyte), run to completion with defaults: every
/// answer must come out as the flow defines it.
@Suite struct LargeFlowRunTests {
    /// Steps in turn: text, integer, confirm, select; every fifth confirm is `false`, and
    /// the select after it has a `when` that then skips it.
    static func flow(steps: Int) -> (json: String, expected: [String: Any]) {
        var items: [String] = []
        var expected: [String: Any] = [:]
        var lastConfirm = true
        for i in 0..<steps {
            let id = "s\(i)"
            switch i % 4 {
            case 0:
                items.append(
                    #"{"id": "\#(id)", "type": "text", "prompt": "Name \#(i)?", "default": "value-\#(i)", "validate": {"pattern": "[a-z0-9-]+", "max_length": 40}}"#
                )
                expected[id] = "value-\(i)"
            case 1:
                items.append(
                    #"{"id": "\#(id)", "type": "integer", "prompt": "Count for {{ s\#(i - 1) }}?", "default": \#(i), "validate": {"min": 0, "max": 1000000}}"#
                )
                expected[id] = i
            case 2:
                lastConfirm = i % 5 != 0
                items.append(#"{"id": "\#(id)", "type": "confirm", "prompt": "Enable \#(i)?", "default": \#(lastConfirm)}"#)
                expected[id] = lastConfirm
            default:
                items.append(
                    #"{"id": "\#(id)", "type": "select", "prompt": "Pick \#(i)", "choices": ["a", "b", "c"], "default": "b", "when": "s\#(i - 1) == true"}"#
                )
                if lastConfirm { expected[id] = "b" }
            }
        }
        let json = #"{"id": "large", "title": "Large", "steps": ["# + items.joined(separator: ",\n") + "]}"
        return (json, expected)
    }

    @Test(
        "8,000 steps with defaults: every answer as defined, skipped steps absent (catches: heap preparation or a large-flow path corrupting answers)"
    )
    func largeFlowRunsToTheEnd() throws {
        let (json, expected) = Self.flow(steps: 8_000)
        #expect(json.utf8.count > 800_000)
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("large.json")
        try Data(json.utf8).write(to: file)
        let result = try WizardProcess.run(["run", file.path, "--non-interactive", "--defaults"])
        #expect(result.status == 0, "\(result)")
        let output = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(output.count == expected.count)
        var mismatches = 0
        for (key, value) in expected {
            switch value {
            case let text as String: if output[key] as? String != text { mismatches += 1 }
            case let flag as Bool: if (output[key] as? NSNumber)?.boolValue != flag || output[key] == nil { mismatches += 1 }
            case let number as Int: if (output[key] as? NSNumber)?.intValue != number { mismatches += 1 }
            default: mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }
}

/// A run's record limit through the real binary (docs/writing-flows.md).
@Suite struct RecordLimitTests {
    // Bug caught: a 13-step flow whose last step loops on a 64 KiB default grew to 3.6 GB
    // before the entry limit stopped it; the record limit stops it after about 64 MiB.
    @Test func aLoopOfLargeAnswersStopsAtTheRecordLimit() throws {
        var steps = [#"{"id":"s0","type":"text","prompt":"p","default":"abcdefgh"}"#]
        for i in 1...12 {
            let next = i == 12 ? #","next":"s12""# : ""
            steps.append(#"{"id":"s\#(i)","type":"text","prompt":"p","default":"{{ s\#(i - 1) }}{{ s\#(i - 1) }}"\#(next)}"#)
        }
        let folder = try TemporaryFolder()
        let flow = try folder.write("loop.json", #"{"id":"loop","steps":["# + steps.joined(separator: ",") + "]}")
        let result = try WizardProcess.run(["run", flow, "--defaults", "--non-interactive"])
        #expect(result.status == 3, "\(result)")
        #expect(
            result.stderr
                == "wizard: error: the run recorded more than 64 MiB of answers: it looks like a loop that never ends\n",
            "\(result)")
        #expect(result.stdout.isEmpty)
    }
}
