import Foundation
import Testing
import WizardTestSupport

/// The "resume with:" note printed when a run stops.
@Suite struct ResumeHintTests {
    @Test("the hint never repeats a secret given with --set, and quotes words for the shell (catches: a secret on stderr)")
    func hintHidesSecrets() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write(
            "s.json",
            #"{"id":"s","steps":[{"id":"token","type":"secret","prompt":"Token?"},{"id":"name","type":"text","prompt":"Name?"},{"id":"z","type":"text","prompt":"Z?"}]}"#
        )
        let result = try WizardProcess.run(
            ["run", flow, "--set", "token=hunter2", "--set", "name=a b", "--set=z=q"], input: ":quit\n",
            environment: ["XDG_STATE_HOME": folder.path("state")])
        #expect(result.status == 0 || result.status == 130, "\(result)")
        let quit = try WizardProcess.run(
            ["run", flow, "--set", "token=hunter2", "--set", "name=a b"], input: ":quit\n",
            environment: ["XDG_STATE_HOME": folder.path("state")])
        #expect(quit.status == 130, "\(quit)")
        #expect(!quit.stderr.contains("hunter2"), "\(quit)")
        #expect(quit.stderr.contains("resume with: wizard run \(flow) --set 'token=<secret>' --set 'name=a b' --resume"), "\(quit)")
    }
}
