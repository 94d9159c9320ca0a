import Foundation
import Testing
import WizardTestSupport

/// The answers are never the only copy until they are safely written: the files a run
/// writes are checked before the first question, no file `wizard` did not write is
/// replaced or removed, and a final write that fails keeps the session
/// (docs/cli.md, "Files a run writes").
@Suite struct AnswerSafetyTests {
    static let flow = """
        {"id": "q", "steps": [{"id": "a", "type": "text", "prompt": "First?"}, {"id": "b", "type": "text", "prompt": "Second?"}]}
        """
    static let answers = "x\ny\n"

    /// What stands at a path before the run.
    enum Setup: Sendable {
        case none, text(String), fifo, symlink(to: String), folder
    }

    struct RefusedCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        /// The option and its file name (in the case's folder, unless it starts with "/").
        var option: String
        var name: String
        var setup: Setup
        var message: String
    }

    static let refusedCases: [RefusedCase] = [
        RefusedCase(
            testDescription: "--output in a missing folder", option: "--output", name: "missing/out.json", setup: .none,
            message: "its folder DIR/missing does not exist (it is not created); the answers could not be written there"),
        RefusedCase(
            testDescription: "--output onto a FIFO", option: "--output", name: "out.json", setup: .fifo,
            message: "it is a FIFO, not a regular file; the answers could not be written there"),
        RefusedCase(
            testDescription: "--output onto a symbolic link", option: "--output", name: "out.json", setup: .symlink(to: "target"),
            message: "it is a symbolic link, not a regular file; the answers could not be written there"),
        RefusedCase(
            testDescription: "--output onto a device", option: "--output", name: "/dev/null", setup: .none,
            message: "it is a device, not a regular file; the answers could not be written there"),
        RefusedCase(
            testDescription: "--output onto a folder", option: "--output", name: "out.json", setup: .folder,
            message: "it is a folder, not a regular file; the answers could not be written there"),
        RefusedCase(
            testDescription: "--session onto a file that is not a session", option: "--session", name: "notes.txt",
            setup: .text("notes\n"),
            message: "it is not a session of the flow 'q', and a run would replace or remove it; name another file"),
        RefusedCase(
            testDescription: "--session onto a session of another flow", option: "--session", name: "other.json",
            setup: .text(#"{"format": "wizard-session/1", "flowID": "other"}"#),
            message: "it is not a session of the flow 'q', and a run would replace or remove it; name another file"),
        RefusedCase(
            testDescription: "--session onto a FIFO", option: "--session", name: "s.json", setup: .fifo,
            message: "it is a FIFO, not a regular file; name another file"),
        RefusedCase(
            testDescription: "--session in a missing folder (never created)", option: "--session", name: "missing/s.json",
            setup: .none, message: "its folder DIR/missing does not exist (it is not created); name another file"),
        RefusedCase(
            testDescription: "--record onto a FIFO", option: "--record", name: "r.txt", setup: .fifo,
            message: "it is a FIFO, not a regular file"),
    ]

    /// Catches: questions asked and answers then lost, or a file that is not the run's
    /// replaced or removed (a FIFO, a symbolic link, a device, someone's notes).
    @Test(arguments: refusedCases) func refusedBeforeTheFirstQuestion(_ c: RefusedCase) throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write("q.json", Self.flow)
        let path = c.name.hasPrefix("/") ? c.name : folder.path(c.name)
        switch c.setup {
        case .none: break
        case .text(let text): _ = try folder.write(c.name, text)
        case .fifo: #expect(mkfifo(path, 0o600) == 0)
        case .symlink(let target):
            _ = try folder.write(target, "keep\n")
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: folder.path(target))
        case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        let before = try? FileManager.default.attributesOfItem(atPath: path)
        let result = try WizardProcess.run(["run", flow, c.option, path], input: Self.answers)
        let message = c.message.replacingOccurrences(of: "DIR", with: folder.url.path)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr == "wizard: error: \(c.option) \(path): \(message)\n")
        #expect(result.stdout == "")
        let after = try? FileManager.default.attributesOfItem(atPath: path)
        #expect(after?[.type] as? FileAttributeType == before?[.type] as? FileAttributeType)
        if case .text(let text) = c.setup { #expect(try String(contentsOfFile: path, encoding: .utf8) == text) }
        if case .symlink(let target) = c.setup {
            #expect(try String(contentsOfFile: folder.path(target), encoding: .utf8) == "keep\n")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("missing")))
    }

    /// Catches: a file at the default session path that is not a session, replaced or removed.
    @Test func defaultSessionPathHoldingAnotherFileIsRefused() throws {
        let home = try StateHome()
        let folder = try TemporaryFolder()
        let flow = try folder.write("q.json", Self.flow)
        let session = home.sessionPath("q", file: flow)
        try FileManager.default.createDirectory(
            atPath: (session as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "mine\n".write(toFile: session, atomically: true, encoding: .utf8)
        let result = try home.run(["run", flow], input: Self.answers)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("wizard: error: the session file \(session): it is not a session of the flow 'q'"))
        #expect(try String(contentsOfFile: session, encoding: .utf8) == "mine\n")
    }

    /// Catches: a session named with --session refused although the run wrote it, removed
    /// by a run that did not resume it, or left behind after the run resuming it completes.
    @Test func ownSessionIsResumedAndRemoved() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write("q.json", Self.flow)
        let session = folder.path("s.json")
        let quit = try WizardProcess.run(["run", flow, "--session", session], input: "x\n:quit\n")
        #expect(quit.status == 130, "\(quit)")
        #expect(FileManager.default.fileExists(atPath: session))
        let again = try WizardProcess.run(["run", flow, "--session", session], input: Self.answers)
        #expect(again.status == 0, "\(again)")
        #expect(FileManager.default.fileExists(atPath: session), "a run removed a session it did not resume")
        let resumed = try WizardProcess.run(["run", flow, "--session", session, "--resume"], input: "y\n")
        #expect(resumed.status == 0, "\(resumed)")
        #expect(!FileManager.default.fileExists(atPath: session))
    }

    /// How standard output is broken for a run.
    enum BrokenOutput: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case full = "/dev/full"
        case closed = "closed"
        case brokenPipe = "a pipe with no reader"
        var testDescription: String { rawValue }
    }

    /// Runs `wizard ARGUMENTS` with standard output broken the given way.
    static func run(_ arguments: [String], output: BrokenOutput, input: String, home: StateHome) throws -> (status: Int32, stderr: String) {
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in home.environment { env[key] = value }
        let standardOutput: ChildProcess.Stream
        switch output {
        case .full: standardOutput = .file("/dev/full")
        case .closed: standardOutput = .closed
        case .brokenPipe: standardOutput = .brokenPipe
        }
        let child = try ChildProcess(WizardProcess.binary.path, arguments, environment: env, standardOutput: standardOutput)
        child.send(input.utf8)
        let end = child.finish()
        return (end.status, String(decoding: child.standardError, as: UTF8.self))
    }

    /// Catches: answers lost when standard output cannot take them (exit 0 and the session
    /// deleted, or a kill by SIGPIPE), fresh and after --resume.
    @Test(arguments: BrokenOutput.allCases) func failedWriteKeepsTheSession(_ output: BrokenOutput) throws {
        let home = try StateHome()
        let folder = try TemporaryFolder()
        let flow = try folder.write("q.json", Self.flow)
        let first = try Self.run(["run", flow], output: output, input: Self.answers, home: home)
        #expect(first.status == 1, "\(first.stderr)")
        let errors = first.stderr.split(separator: "\n").filter { $0.hasPrefix("wizard: error: ") }
        #expect(errors.count == 1, "\(first.stderr)")
        #expect(errors.first?.hasPrefix("wizard: error: cannot write the answers to standard output: ") == true, "\(first.stderr)")
        #expect(
            first.stderr.split(separator: "\n").last
                == "wizard: note: session saved to \(home.sessionPath("q", file: flow)); resume with: \(WizardProcess.binary.path) run \(flow) --resume"
        )
        // Resumed with a broken output again: still kept.
        let second = try Self.run(["run", flow, "--resume"], output: output, input: "", home: home)
        #expect(second.status == 1, "\(second.stderr)")
        #expect(home.sessionBytes("q", file: flow) != nil)
        // Resumed with a working output: the answers, without a question, and the session goes.
        let resumed = try home.run(["run", flow, "--resume"])
        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stdout == "{\n  \"a\": \"x\",\n  \"b\": \"y\"\n}\n")
        #expect(!resumed.stderr.contains("? "))
        #expect(home.sessionBytes("q", file: flow) == nil)
    }

    /// Catches: --output replacing whatever appeared at its path during the run, or the
    /// session dropped when that final write is refused.
    @Test func outputThatChangedDuringTheRunKeepsTheSession() throws {
        let home = try StateHome()
        let folder = try TemporaryFolder()
        let flow = try folder.write("q.json", Self.flow)
        let output = folder.path("out.json")
        let run = try WaitingWizard(["run", flow, "--output", output], environment: home.environment)
        #expect(run.waitForStderr(containing: "First?"))
        #expect(mkfifo(output, 0o600) == 0)
        run.send(Self.answers)
        let end = run.finish()
        #expect(end.status == 1, "\(end.stderr)")
        #expect(end.stderr.contains("wizard: error: cannot write the answers to \(output): it is a FIFO, not a regular file\n"))
        #expect(end.stderr.contains("wizard: note: session saved to \(home.sessionPath("q", file: flow));"))
        let kind = try FileManager.default.attributesOfItem(atPath: output)[.type] as? FileAttributeType
        #expect(kind != nil && kind != .typeRegular)
    }

    /// Catches: `wizard template` (or any command's output) lost to a full disk with exit 0.
    @Test func otherCommandsReportAFailedWrite() throws {
        let child = try ChildProcess(
            WizardProcess.binary.path, ["template", "Flows/demo.json"], directory: WizardProcess.packageRoot.path,
            standardOutput: .file("/dev/full"))
        let end = child.finish()
        let errors = child.standardError
        #expect(end.status == 1)
        #expect(String(decoding: errors, as: UTF8.self) == "wizard: error: cannot write to standard output: No space left on device\n")
    }
}
