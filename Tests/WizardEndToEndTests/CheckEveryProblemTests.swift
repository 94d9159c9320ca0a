import Foundation
import Testing
import WizardTestSupport

/// `wizard check` reports every problem at once, also past a step whose validation no
/// stand-in answer passes.
@Suite struct CheckEveryProblemTests {
    static let flow = """
        {"id": "c", "steps": [
          {"id": "code", "type": "text", "prompt": "Code?", "validate": {"pattern": "[0-9]{3}-[a-z]{2}"}},
          {"id": "n", "type": "integer", "prompt": "N?"},
          {"id": "ok", "type": "confirm", "prompt": "OK?"}
        ]}
        """

    /// Catches: the check stopping at `code` ("cannot check past this step"), so the
    /// independent problems of `n` and `ok` go unreported.
    @Test func problemsAfterAStepNoPlaceholderPasses() throws {
        let folder = try TemporaryFolder()
        try folder.write("c.json", Self.flow)
        try folder.write("a.json", #"{"n": "x"}"#)
        let result = try WizardProcess.run(["check", "c.json", "--answers", "a.json"], directory: folder.url)
        #expect(result.status == 3, "\(result)")
        #expect(
            result.stderr == """
                wizard: error: code: missing answer (expected text): no --set, answers-file entry or default
                wizard: error: n: invalid answer from a.json:1:7: expected an integer, found string
                wizard: error: ok: missing answer (expected confirm): no --set, answers-file entry or default
                wizard: note: 3 errors, 0 warnings: a --non-interactive run would fail

                """)
    }
}
