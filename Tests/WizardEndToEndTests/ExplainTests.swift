import Foundation
import Testing

/// `--explain` accounts for every step of the flows the run entered: answered, skipped by
/// `when`, shown (a message), or not reached (a `next` rule led past it, or the run
/// stopped first).
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

    @Test(arguments: cases) func explain(_ c: Case) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.json", Self.flow)
        let result = try WizardProcess.run(["run", "x.json", "--explain"], input: c.input, directory: folder.url)
        let start = try #require(result.stderr.range(of: "wizard: explain:\n"))
        let text = String(result.stderr[start.lowerBound...])
        #expect(text.hasPrefix(c.explanation), "\(result)")
    }
}
