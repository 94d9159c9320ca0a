import Foundation
import Testing
import WizardTestSupport

/// The review at the end of a run, through the real binary in piped runs: the numbered
/// list, a change by number and by path, what it asks and drops, and the flags.
@Suite struct ReviewRunTests {
    static let flow = #"""
        {"id": "setup", "title": "Setup", "review": true, "steps": [
          {"id": "name", "type": "text", "prompt": "Name?"},
          {"id": "pw", "type": "secret", "prompt": "Password?"},
          {"id": "pet", "type": "confirm", "prompt": "A pet?", "default": false},
          {"id": "petname", "type": "text", "prompt": "Its name?", "when": "pet"},
          {"id": "db", "type": "flow", "flow": "db", "present": "sheet"}
        ], "flows": {"db": {"title": "Database", "steps": [
          {"id": "host", "type": "text", "prompt": "Host?"},
          {"id": "port", "type": "integer", "prompt": "Port?", "default": 5432}
        ]}}}
        """#

    static let list = """
        Setup › Review
          1) Name: ann
          2) Pw: ••••••
          3) Pet: no
          Database
            4) Host: h1
            5) Port: 5432
          6) Finish
        ? Review your answers (a number or an answer path changes it; Enter finishes) 
        """

    @Test("the review lists every printed answer grouped under its sub-flow, secrets hidden, and an empty line finishes (bug: no review)")
    func listThenFinish() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("setup.json", Self.flow)
        let result = try WizardProcess.run(["run", file], input: "ann\nhunter2\nn\nh1\n\n\n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains(Self.list + "\n"), "\(result)")
        #expect(!result.stderr.contains("hunter2"))
        #expect(result.stdout.contains(#""host": "h1""#))
    }

    @Test("a change by path asks only the step the change newly requires, then the review again (bug: every later step asked again)")
    func changeByPathAsksNewlyRequired() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("setup.json", Self.flow)
        let result = try WizardProcess.run(["run", file], input: "ann\nhunter2\nn\nh1\n\npet\ny\nrex\n\n")
        #expect(result.status == 0, "\(result)")
        let afterChange = result.stderr.components(separatedBy: "Enter finishes) pet\n").last ?? ""
        #expect(afterChange.contains("? Its name? rex\n"), "\(result)")
        #expect(!afterChange.contains("? Host?"), "\(result)")
        #expect(!afterChange.contains("? Password?"), "\(result)")
        #expect(afterChange.contains("  4) Petname: rex\n"), "\(result)")
        #expect(result.stdout.contains(#""petname": "rex""#), "\(result)")
        #expect(result.stdout.contains(#""pw": "hunter2""#), "\(result)")
    }

    @Test("a change by number that leaves an answer off the path says which (bug: answers vanished without a word)")
    func changeByNumberNamesDropped() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("setup.json", Self.flow)
        let result = try WizardProcess.run(["run", file], input: "ann\nhunter2\ny\nrex\nh1\n\n3\nn\n\n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("changing pet drops 1 later answer: petname\nSetup › Review\n"), "\(result)")
        #expect(!result.stdout.contains("petname"), "\(result)")
    }

    @Test("back at the review returns to the last step; a line that names no answer is refused (bug: the review could not be left)")
    func backAndRefusal() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("setup.json", Self.flow)
        let result = try WizardProcess.run(["run", file], input: "ann\nhunter2\nn\nh1\n\nnope\n:back\n5433\n\n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("✗ 'nope' is not an answer of the review"), "\(result)")
        #expect(result.stderr.contains("Enter finishes) :back\n┌ Database"), "\(result)")
        #expect(result.stdout.contains(#""port": 5433"#), "\(result)")
    }

    @Test("--explain names where a later answer taken again after a change first came from (bug: all said 'draft')")
    func explainKeepsSources() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "two.json",
            #"{"id": "two", "review": true, "steps": [{"id": "a", "type": "text", "prompt": "A?"},"#
                + #" {"id": "b", "type": "text", "prompt": "B?", "default": "d"}]}"#)
        let result = try WizardProcess.run(["run", file, "--explain"], input: "x\n\n1\ny\n\n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("  a: answered: piped\n  b: answered: piped\n"), "\(result)")
        #expect(result.stdout == "{\n  \"a\": \"y\",\n  \"b\": \"d\"\n}\n", "\(result)")
    }

    @Test("input that ends at the review says so and saves the session (bug: 'input ended while  was waiting')")
    func inputEndsAtTheReview() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("setup.json", Self.flow)
        let result = try WizardProcess.run(["run", file], input: "ann\nhunter2\nn\nh1\n\n")
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("wizard: error: input ended at the review: an empty line finishes it"), "\(result)")
        #expect(result.stderr.contains("wizard: note: session saved"), "\(result)")
    }

    @Test("--no-review and --non-interactive skip the review, --review adds one (bug: flags ignored)")
    func flags() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("setup.json", Self.flow)
        let off = try WizardProcess.run(["run", file, "--no-review"], input: "ann\nhunter2\nn\nh1\n\n")
        #expect(off.status == 0, "\(off)")
        #expect(!off.stderr.contains("Review"), "\(off)")
        let unattended = try WizardProcess.run(
            ["run", file, "--non-interactive", "--defaults", "--set", "name=a", "--set", "pw=b", "--set", "db.host=h"])
        #expect(unattended.status == 0, "\(unattended)")
        #expect(!unattended.stderr.contains("Review"), "\(unattended)")
        let plain = try folder.write("plain.json", #"{"id": "plain", "steps": [{"id": "a", "type": "text", "prompt": "A?"}]}"#)
        let on = try WizardProcess.run(["run", plain, "--review"], input: "x\n1\ny\n\n")
        #expect(on.status == 0, "\(on)")
        #expect(on.stderr.contains("  1) A: x\n  2) Finish\n"), "\(on)")
        #expect(on.stdout == "{\n  \"a\": \"y\"\n}\n", "\(on)")
    }
}
