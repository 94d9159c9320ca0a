import Foundation
import Testing
import WizardTestSupport

/// The round trip through the real binary for every example flow: the answers a run
/// prints, given back with `--answers --non-interactive`, print the same answers; and
/// `wizard template FLOW`, its nulls filled with valid values, is accepted by `run` and
/// `check` (docs/cli.md, "Empty values" and "Answers files").
@Suite struct RoundTripTests {
    struct FlowCase: CustomTestStringConvertible, Sendable {
        var file: String
        /// `--set` values a `--defaults --non-interactive` run needs.
        var sets: [String]
        /// Values for the template's nulls, by answer path (JSON text).
        var fills: [String: String]
        var testDescription: String { file }
    }

    static let token = "tok-0123456789abcdefghij"
    static let cases: [FlowCase] = [
        FlowCase(
            file: "Flows/cloud-login.json", sets: ["account=acme", "token=\(token)"],
            fills: ["account": #""acme""#, "token": #""\#(token)""#, "profile": #""aws-acme""#]),
        FlowCase(
            file: "Flows/database.json", sets: ["terms.accept=yes"],
            fills: ["password": #""pw""#, "tls.ca_file": #""""#, "terms.accept": "true"]),
        FlowCase(
            file: "Flows/demo.json", sets: ["licence.accept=yes"],
            fills: [
                "database.password": #""pw""#, "database.tls.ca_file": #""""#, "team.0.name": #""Ada""#,
                "team.0.email": #""ada@example.com""#, "licence.accept": "true", "summary": #""A tool.\nIn two lines.""#,
            ]),
        FlowCase(file: "Flows/project-setup.json", sets: [], fills: ["directory": #""./app""#, "remote": #""""#]),
        FlowCase(file: "Flows/release.json", sets: [], fills: ["notes": #""""#]),
        FlowCase(
            file: "Flows/servers.json", sets: ["servers.0.host=h.example.com"],
            fills: ["servers.0.host": #""h.example.com""#, "servers.0.tags": "[]"]),
        FlowCase(file: "Flows/shared/contact.json", sets: [], fills: [:]),
        FlowCase(
            file: "Flows/computed-defaults.json", sets: [],
            fills: [
                "project_slug": #""my_awesome_project""#, "description": #""""#, "labextension_name": #""myextension""#,
                "image": #""python:3.12""#, "year": #""2026""#,
            ]),
    ]

    /// Flows whose steps ask a process plugin: their round trip runs in `ExampleFlowTests`,
    /// inside a git repository with the example plugins allowed.
    static let pluginFlows = ["Flows/git-branch.json", "Flows/time-zone.json"]

    /// Every example flow is in the table (a new one must be added here).
    @Test func everyExampleFlowIsCovered() throws {
        let root = WizardProcess.packageRoot.path
        var files: [String] = []
        for folder in ["Flows", "Flows/shared"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder) where name.hasSuffix(".json") {
                files.append(folder + "/" + name)
            }
        }
        #expect(files.sorted() == (Self.cases.map(\.file) + Self.pluginFlows).sorted())
    }

    /// Catches: printed answers that `--answers` reads differently (an explicit "" taken
    /// as the default, a type changed on the way), or a crash on an example flow.
    @Test(arguments: cases) func printedAnswersReproduceThemselves(_ c: FlowCase) throws {
        let folder = try TemporaryFolder()
        let first = try WizardProcess.run(["run", c.file, "--defaults", "--non-interactive"] + c.sets.flatMap { ["--set", $0] })
        #expect(first.status == 0, "\(first)")
        let answers = try folder.write("answers.json", first.stdout)
        let again = try WizardProcess.run(["run", c.file, "--answers", answers, "--non-interactive"])
        #expect(again.status == 0, "\(again)")
        #expect(again.stdout == first.stdout)
        let check = try WizardProcess.run(["check", c.file, "--answers", answers])
        #expect(check.status == 0, "\(check)")
    }

    /// Catches: `wizard template` output that the flow's own runs refuse (its nulls, or
    /// a literal default that does not convert).
    @Test(arguments: cases) func filledTemplateIsAccepted(_ c: FlowCase) throws {
        let folder = try TemporaryFolder()
        let template = try WizardProcess.run(["template", c.file])
        #expect(template.status == 0, "\(template)")
        let skeleton = try JSONSerialization.jsonObject(with: Data(template.stdout.utf8), options: [.fragmentsAllowed])
        var missing: [String] = []
        let filled = try Self.fill(skeleton, path: "", fills: c.fills, missing: &missing)
        #expect(missing == [], "nulls without a value in the table")
        let data = try JSONSerialization.data(withJSONObject: filled, options: [.sortedKeys])
        let answers = try folder.write("answers.json", String(decoding: data, as: UTF8.self))
        let run = try WizardProcess.run(["run", c.file, "--answers", answers, "--non-interactive"])
        #expect(run.status == 0, "\(run)")
        let check = try WizardProcess.run(["check", c.file, "--answers", answers])
        #expect(check.status == 0, "\(check)")
        // Left as they are, the nulls give no answer: steps with a default or optional
        // ones still run without asking.
        let raw = try folder.write("template.json", template.stdout)
        let unfilled = try WizardProcess.run(["check", c.file, "--answers", raw])
        #expect(!unfilled.stderr.contains("found null"), "\(unfilled)")
    }

    /// `node` with every null replaced by `fills[path]`; paths without a fill are listed.
    static func fill(_ node: Any, path: String, fills: [String: String], missing: inout [String]) throws -> Any {
        func child(_ key: String) -> String { path.isEmpty ? key : path + "." + key }
        switch node {
        case let object as [String: Any]:
            var out: [String: Any] = [:]
            for (key, value) in object { out[key] = try fill(value, path: child(key), fills: fills, missing: &missing) }
            return out
        case let array as [Any]:
            return try array.enumerated().map { try fill($1, path: child(String($0)), fills: fills, missing: &missing) }
        case is NSNull:
            guard let text = fills[path] else {
                missing.append(path)
                return NSNull()
            }
            return try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        default:
            return node
        }
    }

    /// Catches: a `json` step's printed `null` read back from the answers file as "no
    /// answer" (exit 3, or the default taking its place).
    @Test func aJSONNullAnswerReproducesItself() throws {
        let folder = try TemporaryFolder()
        try folder.write("j.json", #"{"id": "j", "steps": [{"id": "v", "type": "json", "prompt": "V", "default": false}]}"#)
        let typed = try WizardProcess.run(["run", "j.json"], input: "null\n", directory: folder.url)
        #expect(typed.status == 0 && typed.stdout.contains(#""v": null"#), "\(typed)")
        let answers = try folder.write("answers.json", typed.stdout)
        let again = try WizardProcess.run(["run", "j.json", "--answers", answers, "--non-interactive"], directory: folder.url)
        #expect(again.status == 0 && again.stdout == typed.stdout, "\(again)")
    }

    /// Catches: a pushed sub-flow entered again through a `next` loop printing the answer
    /// its earlier pass gave to a step the new pass skips (`sub.t`), which a
    /// non-interactive run from the printed answers then leaves out (docs/navigation.md).
    @Test func aLoopedSubFlowReproducesItself() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "l.json",
            #"""
            {"id": "l", "steps": [
              {"id": "sub", "type": "flow", "flow": "s"},
              {"id": "again", "type": "confirm", "prompt": "Again?", "next": {"true": "sub"}}
            ], "flows": {"s": {"steps": [
              {"id": "k", "type": "confirm", "prompt": "K?"},
              {"id": "t", "type": "text", "prompt": "T?", "when": "k"}
            ]}}}
            """#)
        let piped = try WizardProcess.run(["run", "l.json"], input: "y\nt1\ny\nn\nn\n", directory: folder.url)
        #expect(piped.status == 0, "\(piped)")
        #expect(!piped.stdout.contains("t1"), "\(piped)")
        let answers = try folder.write("answers.json", piped.stdout)
        let again = try WizardProcess.run(["run", "l.json", "--answers", answers, "--non-interactive"], directory: folder.url)
        #expect(again.status == 0 && again.stdout == piped.stdout, "\(again)")
    }
}
