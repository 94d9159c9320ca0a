import Foundation
import Testing

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
