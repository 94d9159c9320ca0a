import Foundation

/// `wizard` with standard input kept open, to be sent a signal while a prompt waits.
final class InterruptibleRun: @unchecked Sendable {
    private let child: ChildProcess

    init(_ arguments: [String], environment extra: [String: String]) throws {
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["WIZARD_FLOWS_PATH"] = nil
        for (key, value) in extra { env[key] = value }
        child = try ChildProcess(WizardProcess.binary.path, arguments, environment: env, directory: WizardProcess.packageRoot.path)
    }

    /// Writes `text` to the program's standard input (left open).
    func send(_ text: String) { child.send(text.utf8) }

    /// Waits (at most `limit` seconds) until standard error satisfies `isReady`; false when
    /// the time is up or the program ended first.
    func waitForStderr(limit: TimeInterval = 20, until isReady: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            child.collect(waitingAtMost: 2)
            if isReady(String(decoding: child.standardError, as: UTF8.self)) { return true }
            if !child.isRunning { return false }
        }
        return false
    }

    /// Sends `signal`, closes standard input and waits for the end.
    func signal(_ signal: Int32) -> WizardProcess.Result {
        child.signal(signal)
        let end = child.finish()
        return WizardProcess.Result(
            status: end.status, stdout: String(decoding: child.standardOutput, as: UTF8.self),
            stderr: String(decoding: child.standardError, as: UTF8.self), isSignalled: end.isSignalled)
    }
}
