import Foundation
import Testing
import WizardTestSupport

@testable import WizardEngine

/// One state directory shared by an interrupted run and its resume (`XDG_STATE_HOME`).
struct StateHome {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// The environment that points `wizard` at this state directory.
    var environment: [String: String] { ["XDG_STATE_HOME": folder.url.path] }

    /// Where `wizard run` keeps the session of the flow `flowID` loaded from `file` (by
    /// default the session file of that id already saved, else `Flows/<flowID>.json`).
    func sessionPath(_ flowID: String, file: String? = nil) -> String {
        let sessions = folder.url.appendingPathComponent("wizard/sessions")
        if file == nil, let names = try? FileManager.default.contentsOfDirectory(atPath: sessions.path),
            let saved = names.sorted().first(where: { $0.hasPrefix(flowID + "-") && $0.hasSuffix(".json") })
        {
            return sessions.appendingPathComponent(saved).path
        }
        let flowFile = file ?? WizardProcess.packageRoot.appendingPathComponent("Flows/\(flowID).json").path
        return sessions.appendingPathComponent(sessionFileName(flowID, flowFile: flowFile)).path
    }

    /// The session file's bytes, or nil when there is none.
    func sessionBytes(_ flowID: String, file: String? = nil) -> Data? {
        FileManager.default.contents(atPath: sessionPath(flowID, file: file))
    }

    /// Runs `wizard` with this state directory.
    func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:]) throws -> WizardProcess.Result {
        try WizardProcess.run(arguments, input: input, environment: environment.merging(extra) { $1 })
    }
}

/// The name of the session file of the flow `flowID` loaded from `flowFile` (resolved as
/// `wizard` resolves it).
func sessionFileName(_ flowID: String, flowFile: String) -> String {
    SessionStore.fileName(flowID: flowID, flowFile: URL(fileURLWithPath: flowFile).resolvingSymlinksInPath().path)
}

/// `wizard` with standard input kept open, for signals sent while it waits on a pipe.
final class WaitingWizard {
    private let child: ChildProcess

    init(_ arguments: [String], environment extra: [String: String]) throws {
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["WIZARD_FLOWS_PATH"] = nil
        for (key, value) in extra { env[key] = value }
        child = try ChildProcess(WizardProcess.binary.path, arguments, environment: env, directory: WizardProcess.packageRoot.path)
    }

    /// Writes lines to the program's standard input (left open).
    func send(_ text: String) { child.send(text.utf8) }

    /// Waits (bounded by `limit` seconds) until standard error contains `text`.
    func waitForStderr(containing text: String, limit: TimeInterval = 20) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            child.collect(waitingAtMost: 2)
            if String(decoding: child.standardError, as: UTF8.self).contains(text) { return true }
            if !child.isRunning { return false }
        }
        return false
    }

    /// Closes standard input and waits for the exit; returns the status and both outputs.
    func finish() -> (status: Int32, stdout: String, stderr: String) {
        let end = child.finish()
        return (end.status, String(decoding: child.standardOutput, as: UTF8.self), String(decoding: child.standardError, as: UTF8.self))
    }

    /// Sends `signal` and waits for the exit; returns the exit status and standard error.
    func signal(_ signal: Int32) -> (status: Int32, stderr: String) {
        child.signal(signal)
        let end = child.finish()
        return (end.status, String(decoding: child.standardError, as: UTF8.self))
    }
}
