import Foundation
import Testing

/// One state directory shared by an interrupted run and its resume (`XDG_STATE_HOME`).
struct StateHome {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// The environment that points `wizard` at this state directory.
    var environment: [String: String] { ["XDG_STATE_HOME": folder.url.path] }

    /// Where `wizard run` keeps the session of `flowID`.
    func sessionPath(_ flowID: String) -> String {
        folder.url.appendingPathComponent("wizard/sessions/\(flowID).json").path
    }

    /// The session file's bytes, or nil when there is none.
    func sessionBytes(_ flowID: String) -> Data? {
        FileManager.default.contents(atPath: sessionPath(flowID))
    }

    /// Runs `wizard` with this state directory.
    func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:]) throws -> WizardProcess.Result {
        try WizardProcess.run(arguments, input: input, environment: environment.merging(extra) { $1 })
    }
}

/// `wizard` with standard input kept open, for signals sent while it waits on a pipe.
final class WaitingWizard {
    private let process = Process()
    private let stdin = Pipe()
    private let stdout = Pipe()
    private let stderr = Pipe()
    private let errText = LockedData()
    private let outText = LockedData()

    init(_ arguments: [String], environment extra: [String: String]) throws {
        process.executableURL = WizardProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = WizardProcess.packageRoot
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["WIZARD_FLOWS_PATH"] = nil
        for (key, value) in extra { env[key] = value }
        process.environment = env
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let err = errText
        stderr.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            err.append(chunk)
        }
        let out = outText
        stdout.fileHandleForReading.readabilityHandler = { handle in out.append(handle.availableData) }
        try process.run()
    }

    /// Writes lines to the program's standard input (left open).
    func send(_ text: String) { stdin.fileHandleForWriting.writeToChild(Data(text.utf8)) }

    /// Waits (polling, bounded by `limit` seconds) until standard error contains `text`.
    func waitForStderr(containing text: String, limit: TimeInterval = 20) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if String(decoding: errText.get(), as: UTF8.self).contains(text) { return true }
            if !process.isRunning { return false }
            usleep(2_000)
        }
        return false
    }

    /// Closes standard input and waits for the exit; returns the status and both outputs.
    func finish() -> (status: Int32, stdout: String, stderr: String) {
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        stderr.fileHandleForReading.readabilityHandler = nil
        stdout.fileHandleForReading.readabilityHandler = nil
        errText.append(stderr.fileHandleForReading.readDataToEndOfFile())
        outText.append(stdout.fileHandleForReading.readDataToEndOfFile())
        return (
            process.terminationStatus, String(decoding: outText.get(), as: UTF8.self), String(decoding: errText.get(), as: UTF8.self)
        )
    }

    /// Sends `signal` and waits for the exit; returns the exit status and standard error.
    func signal(_ signal: Int32) -> (status: Int32, stderr: String) {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        try? stdin.fileHandleForWriting.close()
        stderr.fileHandleForReading.readabilityHandler = nil
        stdout.fileHandleForReading.readabilityHandler = nil
        errText.append(stderr.fileHandleForReading.readDataToEndOfFile())
        return (process.terminationStatus, String(decoding: errText.get(), as: UTF8.self))
    }
}

extension LockedData {
    /// Appends a chunk read from a pipe.
    func append(_ chunk: Data) { set(get() + chunk) }
}
