import Foundation
import Testing
import WizardTestSupport

/// `--explain` accounts for every step of the flows the run entered: answered, skipped by
/// `when`, shown (a message), discarded, or not reached (a `next` rule led past it, its
/// sheet was dismissed, the run went back out of its sub-flow, or the run stopped first).
@Suite struct ExplainTests {
    static let flow = #"""
        {"id": "x", "steps": [
          {"id": "a", "type": "text", "prompt": "A?", "next": "d"},
          {"id": "b", "type": "text", "prompt": "B?"},
          {"id": "c", "type": "text", "prompt": "C?"},
          {"id": "d", "type": "message", "text": "hello"},
          {"id": "e", "type": "text", "prompt": "E?", "when": "a == \"z\""},
          {"id": "f", "type": "text", "prompt": "F?"},
          {"id": "g", "type": "text", "prompt": "G?"}
        ]}
        """#

    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var input: String
        var explanation: String
    }

    static let cases: [Case] = [
        Case(
            testDescription: "a completed run (bug: message steps and steps a 'next' jumped past left out)", input: "q\nf\ng\n",
            explanation: """
                wizard: explain:
                  a: answered: piped
                  b: not reached: a 'next' rule led past it
                  c: not reached: a 'next' rule led past it
                  d: shown: a message
                  e: skipped: its 'when' did not hold
                  f: answered: piped
                  g: answered: piped

                """),
        Case(
            testDescription: "a run that stopped", input: "q\n",
            explanation: """
                wizard: explain:
                  a: answered: piped
                  b: not reached: a 'next' rule led past it
                  c: not reached: a 'next' rule led past it
                  d: shown: a message
                  e: skipped: its 'when' did not hold
                  f: asked, not answered
                  g: not reached: the run stopped before it

                """),
    ]

    /// A flow whose sub-flow `opt` (a sheet, or pushed) is skipped once `a` is `skip`.
    static func optionalFlow(_ presentation: String) -> String {
        #"""
        {"id": "s", "steps": [
          {"id": "a", "type": "text", "prompt": "A?"},
          {"id": "opt", "type": "flow", "flow": "o", "present": "\#(presentation)", "when": "a != \"skip\""},
          {"id": "z", "type": "text", "prompt": "Z?"}
        ], "flows": {"o": {"steps": [
          {"id": "x", "type": "text", "prompt": "X?"},
          {"id": "y", "type": "text", "prompt": "Y?"}
        ]}}}
        """#
    }

    /// A flow that loops back to `a` when `z` is true; `a` true jumps past `b`.
    static let loopFlow = #"""
        {"id": "l", "steps": [
          {"id": "a", "type": "confirm", "prompt": "A?", "next": {"true": "z"}},
          {"id": "b", "type": "text", "prompt": "B?"},
          {"id": "z", "type": "confirm", "prompt": "Z?", "next": {"true": "a"}}
        ]}
        """#

    struct FlowCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var flow: String
        var input: String
        var explanation: String
    }

    static let discarded = "discarded: not among the final answers (a dismissed sheet, a change after back, or a later pass of a loop)"

    static let flowCases: [FlowCase] = [
        FlowCase(
            testDescription:
                "a dismissed sheet, then skipped (bug: x called answered; y said a 'next' rule led past it)",
            flow: optionalFlow("sheet"), input: "a1\nx1\n:dismiss\nskip\nz\n",
            explanation: """
                wizard: explain:
                  a: answered: piped
                  opt.x: \(discarded)
                  opt.y: not reached: its sheet was dismissed before it
                  opt: skipped: its 'when' did not hold
                  z: answered: piped

                """),
        FlowCase(
            testDescription: "a pushed sub-flow gone back out of, then skipped (bug: y said a 'next' rule led past it)",
            flow: optionalFlow("push"), input: "a1\nx1\n:back\n:back\nskip\nz\n",
            explanation: """
                wizard: explain:
                  a: answered: piped
                  opt.x: dropped: changing a left it off the path
                  opt.y: not reached: the run went back out of its sub-flow before it
                  opt: skipped: its 'when' did not hold
                  z: answered: piped

                """),
        FlowCase(
            testDescription: "a loop's later pass jumps past b (bug: b called answered, or printed)",
            flow: loopFlow, input: "n\nb1\ny\ny\nn\n",
            explanation: """
                wizard: explain:
                  a: answered: piped
                  b: \(discarded)
                  z: answered: piped

                """),
    ]

    /// Catches: `--explain` calling an answer "answered" when it is not among the final
    /// answers, or giving a false reason for a step the run did not reach.
    @Test(arguments: flowCases) func explainAfterLeavingASubFlowOrALoop(_ c: FlowCase) throws {
        let folder = try TemporaryFolder()
        try folder.write("f.json", c.flow)
        let result = try WizardProcess.run(["run", "f.json", "--explain"], input: c.input, directory: folder.url)
        #expect(result.status == 0, "\(result)")
        let start = try #require(result.stderr.range(of: "wizard: explain:\n"))
        #expect(String(result.stderr[start.lowerBound...]) == c.explanation, "\(result)")
        #expect(!result.stdout.contains("1\""), "an answer not on the final path was printed: \(result.stdout)")
    }

    /// Catches: a run stopped after dismissing a sheet calling the sheet's answer "answered",
    /// and the step asked again at the stop "asked, not answered" as if never answered.
    @Test func explainAStoppedRunAfterADismissedSheet() throws {
        let folder = try TemporaryFolder()
        try folder.write("f.json", Self.optionalFlow("sheet"))
        let result = try WizardProcess.run(
            ["run", "f.json", "--explain"], input: "a1\nx1\n:dismiss\n", directory: folder.url,
            environment: ["XDG_STATE_HOME": folder.path("state")])
        #expect(result.status == 3, "\(result)")
        let start = try #require(result.stderr.range(of: "wizard: explain:\n"))
        let explanation = String(result.stderr[start.lowerBound...]).split(separator: "\n").prefix(4).joined(separator: "\n")
        #expect(
            explanation == """
                wizard: explain:
                  a: asked again (after an earlier answer), not answered
                  opt.x: discarded: not among the answers kept so far (a dismissed sheet, a change after back, or a later pass of a loop)
                  opt.y: not reached: its sheet was dismissed before it
                """, "\(result)")
    }

    @Test(arguments: cases) func explain(_ c: Case) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.json", Self.flow)
        let result = try WizardProcess.run(["run", "x.json", "--explain"], input: c.input, directory: folder.url)
        let start = try #require(result.stderr.range(of: "wizard: explain:\n"))
        let text = String(result.stderr[start.lowerBound...])
        #expect(text.hasPrefix(c.explanation), "\(result)")
    }

    /// Catches: `--explain` naming steps by path alone when the flow gives them titles (the
    /// path stays first, so scripts reading it keep working).
    @Test func explainNamesStepTitles() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "t.json",
            #"""
            {"id": "t", "steps": [
              {"id": "name", "type": "text", "prompt": "N?", "title": "Project name"},
              {"id": "db", "type": "flow", "flow": "db"},
              {"id": "port", "type": "integer", "prompt": "P?", "title": "Port {{ name }}", "default": 1}
            ], "flows": {"db": {"steps": [{"id": "host", "type": "text", "prompt": "H?", "title": "Host\u001b[31m"}]}}}
            """#)
        let result = try WizardProcess.run(["run", "t.json", "--explain"], input: "shop\nh1\n\n", directory: folder.url)
        #expect(result.status == 0, "\(result)")
        let start = try #require(result.stderr.range(of: "wizard: explain:\n"))
        #expect(
            String(result.stderr[start.lowerBound...])
                == "wizard: explain:\n  name (Project name): answered: piped\n  db.host (Host\\e[31m): answered: piped\n"
                + "  port: answered: default\n", "\(result)")
    }
}
