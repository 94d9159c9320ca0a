import Foundation
import Testing
import WizardTestSupport

/// Flows that pass `wizard validate` and are built to make a run (or a check) do work out
/// of all proportion to their size: each must end quickly, or stop with an error that
/// names the limit it hit.
@Suite struct HostileWorkBoundsTests {
    /// A flow file in a fresh folder.
    static func flow(_ json: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: json)
        return try TemporaryFolder().write("flow.json", String(decoding: data, as: UTF8.self))
    }

    /// A text step `x` defaulting to 1,000 `a`s, and a step whose default grows it.
    static func growing(_ expression: String) throws -> String {
        try flow([
            "id": "grow",
            "steps": [
                ["id": "x", "type": "text", "prompt": "X", "default": String(repeating: "a", count: 1_000)],
                ["id": "y", "type": "text", "prompt": "Y", "default": "{{ \(expression) }}"],
            ],
        ])
    }

    @Test(arguments: [
        #"replace(replace(replace(x, "a", x), "a", x), "a", x)"#,
        #"join(split(join(split(x, "a"), x), "a"), x)"#,
        #"replace(x, "", x)"#,
    ])
    func aGrowingChainStopsAtTheValueLimit(_ expression: String) throws {
        let path = try Self.growing(expression)
        #expect(try WizardProcess.run(["validate", path]).status == 0)
        let result = try WizardProcess.run(["run", path, "--defaults", "--non-interactive"])
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("would be longer than 64 KiB"), "\(result)")
        #expect(!result.isSignalled)
    }

    @Test func aTemplateOfManyHolesIsCutOffWhileItIsBuilt() throws {
        // 2,000 holes of a 1,000-byte answer: 2 MB if the text were built in full.
        let path = try Self.flow([
            "id": "holes",
            "steps": [
                ["id": "x", "type": "text", "prompt": "X"],
                ["id": "m", "type": "message", "text": String(repeating: "{{x}}", count: 2_000)],
            ],
        ])
        let answer = String(repeating: "z", count: 1_000)
        let result = try WizardProcess.run(["run", path], input: answer + "\n")
        #expect(result.status == 0, "\(result)")
        // The message is shown as its source (10 KB), never as 2 MB of answers.
        #expect(result.stderrBytes.count < 100_000, "\(result.stderrBytes.count) bytes")
        #expect(result.stderr.contains("{{x}}{{x}}"))
    }

    @Test func manyUnknownNextTargetsAreReportedWithSuggestions() throws {
        // Long ids of equal length: the edit distance of every pair is as costly as it gets.
        let count = 150
        let tail = String(repeating: "x", count: 250)
        var steps: [[String: Any]] = (0..<count).map { i in
            ["id": "s\(i)_" + tail, "type": "text", "prompt": "P", "next": "t\(i)_" + String(repeating: "y", count: 250)]
        }
        steps.append(["id": "last", "type": "text", "prompt": "P", "next": "s1_" + tail + "z"])
        let path = try Self.flow(["id": "many", "steps": steps])
        let result = try WizardProcess.run(["validate", path])
        #expect(result.status == 1)
        #expect(result.stderr.components(separatedBy: "unknown 'next' target").count - 1 == count + 1)
        // The near miss of the last step, after all the others, still gets its suggestion.
        let last = result.stderr.split(separator: "\n").last { $0.contains("at steps[\(count)].next") }
        #expect(last?.contains("did you mean 's1_xxx") == true, "\(last ?? "")")
    }

    @Test func manyUnknownAnswerKeysAreCheckedQuickly() throws {
        let tail = String(repeating: "x", count: 200)
        let steps: [[String: Any]] = (0..<300).map { ["id": "s\($0)_" + tail, "type": "text", "prompt": "P", "default": "v"] }
        let folder = try TemporaryFolder()
        let flow = try folder.write(
            "flow.json", String(decoding: try JSONSerialization.data(withJSONObject: ["id": "keys", "steps": steps]), as: UTF8.self))
        // The near miss first: the suggestions of one check are bounded in work, so the
        // first unknown keys get theirs and the thousandth may not.
        let keys = ["s7_" + tail + "q"] + (0..<1_000).map { "u\($0)_" + tail }
        let answersFile = try folder.write("answers.json", "{" + keys.map { "\"\($0)\": \"v\"" }.joined(separator: ", ") + "}")
        let result = try WizardProcess.run(["check", flow, "--answers", answersFile])
        #expect(result.stderr.split(separator: "\n").filter { $0.contains("u9_xxx") }.count == 1, "\(result.stderr.suffix(800))")
        let nearMiss = result.stderr.split(separator: "\n").first { $0.contains("s7_") }
        #expect(nearMiss?.contains("did you mean 's7_xxx") == true, "\(nearMiss ?? "")")
    }

    @Test func aLoopThroughALongMessageStopsAtThePrintedLimit() throws {
        let path = try Self.flow([
            "id": "loud", "steps": [["id": "m", "type": "message", "text": String(repeating: "m", count: 60_000), "next": "m"]],
        ])
        let result = try WizardProcess.run(["run", path, "--non-interactive"])
        #expect(result.status == 3)
        #expect(result.stderr.contains("the run printed more than 16 MiB of prompts and messages"), "\(result.stderr.suffix(300))")
        #expect(result.stderrBytes.count <= 16 * 1024 * 1024 + 4_096)
    }

    @Test func aLoopSkippingAStepWhoseConditionScansALargeAnswerStopsAtTheEvaluationLimit() throws {
        let path = try Self.flow([
            "id": "scan",
            "steps": [
                ["id": "a", "type": "text", "prompt": "A", "default": String(repeating: "b", count: 60_000)],
                ["id": "m", "type": "message", "text": ".", "next": "c"],
                ["id": "c", "type": "text", "prompt": "C", "when": #"matches(a, "x")"#],
                ["id": "z", "type": "message", "text": ",", "next": "m"],
            ],
        ])
        #expect(try WizardProcess.run(["validate", path]).status == 0)
        let result = try WizardProcess.run(["run", path, "--defaults", "--non-interactive"])
        #expect(result.status == 3)
        #expect(
            result.stderr.contains("the conditions evaluated between two questions scanned more than 16 MiB"),
            "\(result.stderr.suffix(300))")
        // Stopped after a few hundred passes, not at the 100,000-entry limit.
        #expect(result.stderr.split(separator: "\n").filter { $0 == "." }.count < 1_000)
    }

    @Test func aConditionMatchingALargePatternCountsThePatternInItsWork() throws {
        // 5,000 bytes scanned per pass is little, but each byte steps through a pattern of
        // some 500 instructions: counted by its bytes alone, the loop ran for minutes.
        let path = try Self.flow([
            "id": "pattern",
            "steps": [
                ["id": "a", "type": "text", "prompt": "A", "default": String(repeating: "a", count: 5_000)],
                ["id": "b", "type": "text", "prompt": "B", "default": "x", "when": #"matches(a, "[ab]*a[ab]{495}")"#, "next": "a"],
            ],
        ])
        #expect(try WizardProcess.run(["validate", path]).status == 0)
        let result = try WizardProcess.run(["run", path, "--defaults", "--non-interactive"])
        #expect(result.status == 3, "\(result.stderr.suffix(300))")
        #expect(
            result.stderr.contains("the conditions evaluated between two questions scanned more than 16 MiB"),
            "\(result.stderr.suffix(300))")
    }

    @Test func aCookiecutterTemplateOfManyHolesIsReadOnce() throws {
        // Each hole searched the rest of the text for `{%` and `{#` again: 15,000 holes
        // took minutes to import.
        let holes = String(repeating: "{{ cookiecutter.x }}", count: 3_000)
        let folder = try TemporaryFolder()
        let path = try folder.write("cookiecutter.json", #"{"x": "h", "y": "\#(holes)"}"#)
        let result = try WizardProcess.run(["import", path])
        #expect(result.status == 0, "\(result.stderr.suffix(300))")
        #expect(result.stdout.contains(String(repeating: "{{ x }}", count: 3_000)))
    }

    @Test func aLoopOfPipedAnswersCountsItsStepsOnTheWay() throws {
        let path = try Self.flow(["id": "again", "steps": [["id": "q", "type": "text", "prompt": "Q", "next": "q"]]])
        let result = try WizardProcess.run(["run", path], input: String(repeating: "y\n", count: 3_000))
        // Input ends while the loop asks again: the step counter kept up with every answer.
        #expect(result.stderr.contains("(3001/3001+)"), "\(result.stderr.suffix(300))")
        #expect(result.stderr.contains("input ended while q was waiting"))
    }
}

/// A plugin that ends after every answer, called in a loop, is not started at every pass.
@Suite struct PluginStartBoundTests {
    @Test func aPluginThatKeepsEndingStopsTheRunAtItsStartLimit() throws {
        let folder = try TemporaryFolder()
        // Answers one request (after `describe`, if that comes first), then ends.
        let script = try folder.writeExecutable(
            "tools/once.sh",
            """
            #!/bin/sh
            read line
            id=$(echo "$line" | sed 's/.*"id":\\([0-9]*\\).*/\\1/')
            case "$line" in
              *describe*)
                echo "{\\"id\\": $id, \\"result\\": {\\"name\\": \\"once\\", \\"validators\\": [\\"ok\\"]}}"
                read line
                id=$(echo "$line" | sed 's/.*"id":\\([0-9]*\\).*/\\1/')
                ;;
            esac
            echo "{\\"id\\": $id, \\"result\\": {\\"valid\\": true}}"

            """)
        let flow = try folder.write(
            "flow.json",
            #"{"id": "p", "plugins": {"once": "tools/once.sh"}, "steps": [{"id": "q", "type": "text", "prompt": "Q", "validate": {"plugin": "once.ok"}, "next": "q"}]}"#
        )
        let result = try WizardProcess.run(
            ["run", flow], input: String(repeating: "y\n", count: 200), environment: ["WIZARD_ALLOW_PLUGINS": script])
        #expect(
            result.stderr.contains("plugin 'once' was started 32 times in this run, the most a run starts one plugin"),
            "\(result.stderr.suffix(600))")
        // Every pass before the limit was validated by a fresh start of the plugin.
        #expect(result.stderr.contains("(32/"), "\(result.stderr.suffix(600))")
    }
}
