import Foundation
import Testing
import WizardTestSupport

/// Flows, imports, answers files, `$file` values and sessions are read only when they are
/// regular files: a FIFO (which would block the read forever) is refused in one line.
struct OnlyRegularFilesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var environment: [String: String] = [:]
        var status: Int32
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a FIFO as the flow", arguments: ["validate", "./fifo"], status: 1, message: "fifo"),
        Case(
            name: "a FIFO run by name (bug: 'no flow file or flow id')", arguments: ["run", "fifo"], status: 1,
            message: "wizard: error: 'fifo' is a FIFO, not a regular file: a flow is read from a regular file"),
        Case(
            name: "an imported FIFO", arguments: ["validate", "imp.json"], status: 1,
            message: "cannot read imported file 'fifo': it is a FIFO, not a regular file"),
        Case(
            name: "a FIFO as the answers file", arguments: ["run", "v.json", "--answers", "fifo", "--non-interactive"], status: 3,
            message: "fifo"),
        Case(
            name: "{\"$file\": FIFO}", arguments: ["run", "v.json", "--answers", "a.json", "--non-interactive"], status: 3,
            message: #"{"$file": "fifo"}: cannot read the file: it is a FIFO, not a regular file"#),
        Case(
            name: "{\"$file\": \".\"} (bug: 'outside the folder')",
            arguments: ["run", "v.json", "--answers", "dot.json", "--non-interactive"],
            status: 3, message: #"{"$file": "."}: it is a directory, not a regular file"#),
        Case(
            name: "a FIFO as the session", arguments: ["run", "v.json", "--session", "fifo", "--resume"], status: 1,
            message: "cannot read the session fifo: it is a FIFO, not a regular file"),
        Case(
            name: "a FIFO among the flows of WIZARD_FLOWS_PATH", arguments: ["list"], environment: ["WIZARD_FLOWS_PATH": "flows"],
            status: 0, message: "v"),
    ]

    @Test(arguments: cases)
    func refusedWithoutWaiting(_ entry: Case) throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path("fifo"), 0o600) == 0)
        try folder.write("flows/v.json", #"{"id": "v", "steps": [{"id": "v", "type": "text", "prompt": "v"}]}"#)
        #expect(mkfifo(folder.path("flows/x.json"), 0o600) == 0)
        try folder.write("v.json", #"{"id": "v", "steps": [{"id": "v", "type": "text", "prompt": "v"}]}"#)
        try folder.write("imp.json", #"{"id": "i", "imports": ["fifo"], "steps": [{"id": "v", "type": "text", "prompt": "v"}]}"#)
        try folder.write("a.json", #"{"v": {"$file": "fifo"}}"#)
        try folder.write("dot.json", #"{"v": {"$file": "."}}"#)
        let result = try WizardProcess.run(entry.arguments, directory: folder.url, environment: entry.environment)
        #expect(result.status == entry.status, "\(result)")
        #expect(result.stderr.contains(entry.message) || result.stdout.contains(entry.message), "\(result)")
    }
}
