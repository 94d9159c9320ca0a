import Foundation
import Testing
import WizardTestSupport

/// Usage errors and help of the commands: one line plus a hint, exit 2; `wizard help
/// COMMAND` for each command.
@Suite struct CommandUsageTests {
    struct Case: CustomTestStringConvertible {
        var testDescription: String { arguments.joined(separator: " ") }
        var arguments: [String]
        var stderr: String
    }

    static let usageErrors: [Case] = [
        Case(arguments: ["check"], stderr: "wizard: error: 'wizard check' needs a flow (a path or an id) (see 'wizard help check')\n"),
        Case(
            arguments: ["check", "demo", "--set", "name"],
            stderr: "wizard: error: --set needs PATH=VALUE, found 'name' (see 'wizard help check')\n"),
        Case(
            arguments: ["check", "demo", "--anwsers", "a.json"],
            stderr: "wizard: error: unknown option '--anwsers' for 'wizard check'; did you mean '--answers'? (see 'wizard help check')\n"),
        Case(
            arguments: ["check", "demo", "--answers"],
            stderr: "wizard: error: option --answers needs a value (FILE) (see 'wizard help check')\n"),
        Case(
            arguments: ["check", "demo", "--strict=yes"],
            stderr: "wizard: error: option --strict takes no value (see 'wizard help check')\n"),
        Case(
            arguments: ["graph", "demo", "--format", "png"],
            stderr: "wizard: error: --format must be mermaid or dot, found 'png' (see 'wizard help graph')\n"),
        Case(
            arguments: ["graph", "a", "b"],
            stderr: "wizard: error: unexpected argument 'b': 'wizard graph' takes one flow (see 'wizard help graph')\n"),
        Case(
            arguments: ["list", "x"],
            stderr: "wizard: error: unexpected argument 'x': 'wizard list' takes no arguments (see 'wizard help list')\n"),
        Case(
            arguments: ["schema", "--pretty"],
            stderr: "wizard: error: unknown option '--pretty' for 'wizard schema' (see 'wizard help schema')\n"),
        Case(
            arguments: ["template"],
            stderr: "wizard: error: 'wizard template' needs a flow (a path or an id) (see 'wizard help template')\n"),
        Case(arguments: ["help", "grpah"], stderr: "wizard: error: no help for 'grpah'; did you mean 'graph'? (see 'wizard --help')\n"),
    ]

    @Test(
        "a usage error is one line with a hint, exit 2 (catches: exit 1, multi-line errors, missing did-you-mean)", arguments: usageErrors)
    func usageError(_ c: Case) throws {
        let result = try WizardProcess.run(c.arguments)
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == c.stderr)
    }

    @Test(
        "wizard help COMMAND prints that command's usage on stdout (catches: a command without help)",
        arguments: ["check", "list", "graph", "schema", "template", "help", "run", "validate"])
    func help(_ command: String) throws {
        let result = try WizardProcess.run(["help", command])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Usage: wizard \(command)"), "\(result)")
        let overview = try WizardProcess.run(["--help"])
        if command != "help" { #expect(overview.stdout.contains("wizard \(command)")) }
    }

    @Test(
        "a flow that cannot be found or loaded is exit 1 for graph, template and check (catches: exit 2 or 0 on a bad flow)",
        arguments: ["graph", "template", "check"])
    func missingFlow(_ command: String) throws {
        let result = try WizardProcess.run([command, "no-such-flow.json"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr == "wizard: error: no flow file at 'no-such-flow.json'\n")
    }
}

/// Every example in Flows/ runs to completion non-interactively with defaults, plus the
/// `--set` values a flow without defaults needs.
@Suite struct ExampleFlowTests {
    struct Case: CustomTestStringConvertible {
        var testDescription: String { flow }
        var flow: String
        var sets: [String] = []
        var environment: [String: String] = [:]
        /// Runs in a temporary git repository (the flow's plugin reads it).
        var inRepository = false
    }

    static let withPlugins = ["PATH": ProcessPluginEndToEndTests.searchPath, "WIZARD_ALLOW_PLUGINS": "git,tz"]

    static let cases: [Case] = [
        Case(flow: "demo", sets: ["licence.accept=yes"]),
        Case(flow: "git-branch", sets: ["remote=origin", "base=main", "name=feature"], environment: withPlugins, inRepository: true),
        Case(flow: "time-zone", sets: ["zone=UTC"], environment: withPlugins),
        Case(flow: "project-setup"),
        Case(flow: "cloud-login", sets: ["account=acme-dev"], environment: ["CLOUD_TOKEN": "abcdefghijklmnopqrstuvwxyz"]),
        Case(flow: "database", sets: ["terms.accept=yes"]),
        Case(flow: "servers", sets: ["servers.0.host=web1.example.com", "servers.1.host=10.0.0.2"]),
        Case(flow: "release"),
        Case(flow: "computed-defaults", environment: ["SOURCE_DATE_EPOCH": "1772874302"]),
    ]

    @Test("runs with --defaults --non-interactive (catches: an example that cannot complete, a broken import)", arguments: cases)
    func runs(_ c: Case) throws {
        let flow = c.inRepository ? WizardProcess.packageRoot.appendingPathComponent("Flows/\(c.flow).json").path : c.flow
        let directory = c.inRepository ? try ProcessPluginEndToEndTests.repository().url : nil
        let arguments = ["run", flow, "--defaults", "--non-interactive"] + c.sets.flatMap { ["--set", $0] }
        let result = try WizardProcess.run(arguments, directory: directory, environment: c.environment)
        #expect(result.status == 0, "\(result)")
        #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(result)")
        let check = try WizardProcess.run(
            ["check", flow] + c.sets.flatMap { ["--set", $0] }, directory: directory, environment: c.environment)
        #expect(check.status == 0, "\(check)")
    }

    @Test(
        "the printed answers given back with --answers --non-interactive give the same output (catches: a typed choice, list, JSON or boolean answer that does not read back)",
        arguments: cases)
    func roundTrips(_ c: Case) throws {
        let flow = c.inRepository ? WizardProcess.packageRoot.appendingPathComponent("Flows/\(c.flow).json").path : c.flow
        let directory = c.inRepository ? try ProcessPluginEndToEndTests.repository().url : nil
        let first = try WizardProcess.run(
            ["run", flow, "--defaults", "--non-interactive"] + c.sets.flatMap { ["--set", $0] }, directory: directory,
            environment: c.environment)
        #expect(first.status == 0, "\(first)")
        let folder = try TemporaryFolder()
        let answers = try folder.write("answers.json", first.stdout)
        let second = try WizardProcess.run(
            ["run", flow, "--answers", answers, "--non-interactive"], directory: directory, environment: c.environment)
        #expect(second.status == 0, "\(second)")
        #expect(second.stdout == first.stdout)
    }

    @Test("every file in Flows/ is covered here and validates (catches: a new example nobody runs)")
    func everyFileIsCovered() throws {
        let root = WizardProcess.packageRoot.appendingPathComponent("Flows")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names == Self.cases.map { $0.flow + ".json" }.sorted())
        let shared = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("shared").path)
            .filter { $0.hasSuffix(".json") }.sorted().map { "Flows/shared/" + $0 }
        let result = try WizardProcess.run(
            ["validate"] + names.map { "Flows/" + $0 } + shared, environment: ["PATH": ProcessPluginEndToEndTests.searchPath])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
    }
}
