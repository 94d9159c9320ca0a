import Foundation
import Testing
import WizardTestSupport

/// A `store: false` answer that chose a branch is named, with the `--set` words that give it
/// back, so the printed answers repeat the run.
@Suite struct UnstoredAnswersTests {
    @Test("the demo's printed answers, with the words the note gives, repeat the run (catches: database dropped silently)")
    func noteRepeatsTheRun() throws {
        let folder = try TemporaryFolder()
        let first = try WizardProcess.run(
            [
                "--defaults", "--non-interactive", "--set", "needs_database=true", "--set", "database.password=x", "--set",
                "licence.accept=y",
            ])
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout.contains("\"database\""), "\(first)")
        let note =
            "wizard: note: the output leaves out needs_database (store: false); to repeat this run from it, add: --set 'needs_database=yes'"
        #expect(first.stderr.split(separator: "\n").contains { $0 == note }, "\(first.stderr)")
        let answers = try folder.write("out.json", first.stdout)
        let again = try WizardProcess.run(["--answers", answers, "--non-interactive"], shellWords: "--set 'needs_database=yes'")
        #expect(again.status == 0, "\(again)")
        #expect(again.stdout == first.stdout)
        // Without those words the branch is not taken, and the run says so.
        let without = try WizardProcess.run(["--answers", answers, "--non-interactive"])
        #expect(without.status == 0, "\(without)")
        #expect(!without.stdout.contains("\"database\""), "\(without)")
        #expect(without.stderr.contains("database"), "\(without.stderr)")
    }

    @Test("a flow that stores every answer, or whose unstored answer its default gives again, prints no note")
    func noNoteWhenTheOutputSuffices() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write(
            "f.json",
            #"{"id":"f","steps":[{"id":"go","type":"confirm","prompt":"Go?","default":true,"store":false},{"id":"name","type":"text","prompt":"Name?"}]}"#
        )
        let run = try WizardProcess.run(["run", flow, "--defaults", "--non-interactive", "--set", "name=ann"])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stderr.contains("leaves out"), "\(run.stderr)")
        let typed = try WizardProcess.run(["run", flow], input: "n\nann\n")
        #expect(typed.status == 0, "\(typed)")
        #expect(
            typed.stderr.contains("the output leaves out go (store: false); to repeat this run from it, add: --set 'go=no'"),
            "\(typed.stderr)")
    }
}
