import Foundation
import Testing
import WizardTestSupport

/// `{"$env": NAME}` and `{"$file": PATH}` in an answers file (docs/cli.md): resolved only for
/// the answers a run uses, and every bad one reported at once by `check`.
@Suite struct AnswerReferenceTests {
    static let flow = """
        {"id": "f", "steps": [
          {"id": "name", "type": "text", "prompt": "Name"},
          {"id": "port", "type": "integer", "prompt": "Port", "validate": {"max": 65535}},
          {"id": "color", "type": "select", "prompt": "Colour", "choices": ["red", "blue"]},
          {"id": "pw", "type": "secret", "prompt": "Password"},
          {"id": "needs", "type": "confirm", "prompt": "Database?", "default": false, "store": false},
          {"id": "database", "type": "flow", "flow": "db", "when": "needs"}],
         "flows": {"db": {"steps": [{"id": "password", "type": "secret", "prompt": "DB password"}]}}}
        """

    static func folder(answers: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        _ = try folder.write("f.json", Self.flow)
        _ = try folder.write("a.json", answers)
        return folder
    }

    /// Catches: `check` stopping at the first bad reference, so the bad port, colour and
    /// `$file` of the same file go unreported.
    @Test func checkReportsBadReferencesWithEveryOtherProblem() throws {
        let folder = try Self.folder(answers: #"{"name":{"$env":"NOPE1"},"port":99999,"color":"green","pw":{"$file":"nope.txt"}}"#)
        let result = try WizardProcess.run(["check", "f.json", "--answers", "a.json"], directory: folder.url)
        #expect(result.status == 3, "\(result)")
        #expect(
            result.stderr.split(separator: "\n").map(String.init) == [
                #"wizard: error: name: invalid answer from a.json:1:9: {"$env": "NOPE1"}: the environment variable NOPE1 is not set"#,
                "wizard: error: port: invalid answer from a.json:1:33: the answer must be at most 65535",
                "wizard: error: color: invalid answer from a.json:1:47: expected one of red, blue, found 'green'",
                #"wizard: error: pw: invalid answer from a.json:1:60: {"$file": "nope.txt"}: no such file"#,
                "wizard: note: 4 errors, 0 warnings: a --non-interactive run would fail",
            ], "\(result)")
    }

    static let unreached = #"{"name":"n","port":1,"color":"red","pw":"x","database":{"password":{"$env":"DB_PW"}}}"#

    /// Catches: a reference inside an answer the run never reaches failing the run (exit 3),
    /// or its value dropped without a word when it resolves.
    @Test(arguments: [[:], ["DB_PW": "s3cret"]])
    func aReferenceTheRunDoesNotReachIsOnlyReported(_ environment: [String: String]) throws {
        let folder = try Self.folder(answers: Self.unreached)
        let result = try WizardProcess.run(
            ["run", "f.json", "--answers", "a.json", "--non-interactive"], directory: folder.url, environment: environment)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stderr
                == "wizard: warning: database.password: unused answer in a.json:1:68: the run does not reach this step with these answers\n"
        )
        #expect(!result.stderr.contains("s3cret"))
    }

    /// Catches: a bad reference for an answer the run uses accepted or reported without the
    /// reference's name.
    @Test func aReferenceTheRunUsesMustResolve() throws {
        let folder = try Self.folder(answers: Self.unreached)
        let result = try WizardProcess.run(
            ["run", "f.json", "--answers", "a.json", "--non-interactive", "--set", "needs=y"], directory: folder.url)
        #expect(result.status == 3, "\(result)")
        #expect(
            result.stderr
                == #"wizard: error: database.password: invalid answer from a.json:1:68: {"$env": "DB_PW"}: the environment variable DB_PW is not set"#
                + "\n")
    }

    /// Catches: a file or variable named many times read again for every reference, until
    /// memory runs out (a 60 KiB file named 300 times is 18 MiB).
    @Test func theReferencesOfAnAnswersFileHaveABudget() throws {
        let folder = try TemporaryFolder()
        let ids = (0..<300).map { "s\($0)" }
        let steps = ids.map { #"{"id": "\#($0)", "type": "text", "prompt": "?"}"# }
        _ = try folder.write("f.json", #"{"id": "f", "steps": ["# + steps.joined(separator: ", ") + "]}")
        _ = try folder.write("a.json", "{" + ids.map { #""\#($0)": {"$file": "big.txt"}"# }.joined(separator: ", ") + "}")
        _ = try folder.write("big.txt", String(repeating: "x", count: 60 * 1024))
        let result = try WizardProcess.run(["run", "f.json", "--answers", "a.json", "--non-interactive"], directory: folder.url)
        #expect(result.status == 3, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix("wizard: error: s273: invalid answer from a.json:")
                && result.stderr.hasSuffix(": $file: the references of an answers file bring in at most 16 MiB in all (the limit)\n"),
            "\(result.stderr)")
    }

    /// Catches: a large file named thousands of times read again for each reference only to
    /// be refused (seconds of reading): past the limit, no reference is read at all.
    @Test func referencesPastTheBudgetAreNotRead() throws {
        let folder = try TemporaryFolder()
        let ids = (0..<6).map { "s\($0)" }
        let steps = ids.map { #"{"id": "\#($0)", "type": "text", "prompt": "?"}"# }
        _ = try folder.write("f.json", #"{"id": "f", "steps": ["# + steps.joined(separator: ", ") + "]}")
        let answers = [
            #""s0": {"$file": "big.txt"}"#, #""s1": {"$file": "big.txt"}"#, #""s2": {"$file": "big.txt"}"#,
            #""s3": {"$file": "missing.txt"}"#, #""s4": {"$env": "SMALL"}"#, #""s5": "typed""#,
        ]
        _ = try folder.write("a.json", "{" + answers.joined(separator: ", ") + "}")
        _ = try folder.write("big.txt", String(repeating: "x", count: 6 * 1024 * 1024))
        let result = try WizardProcess.run(
            ["check", "f.json", "--answers", "a.json"], directory: folder.url, environment: ["SMALL": "s"])
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let limit = "the references of an answers file bring in at most 16 MiB in all (the limit)"
        // s0 and s1 fit the budget (12 MiB; as answers they are too long); s2 passes it; s3
        // and s4 come after it and are not read: s3's missing file is never looked for.
        for id in ["s2", "s3", "s4"] {
            #expect(lines.contains { $0.contains("\(id):") && $0.hasSuffix(limit) }, "\(id): \(result.stderr)")
        }
        #expect(!lines.contains { ($0.contains("s0:") || $0.contains("s1:")) && $0.hasSuffix(limit) }, "\(result.stderr)")
        #expect(!result.stderr.contains("missing.txt: "), "\(result.stderr)")
        #expect(!lines.contains { $0.contains("s5:") }, "\(result.stderr)")
    }
}
