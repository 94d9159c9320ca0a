import Foundation

/// `wizard` with standard input kept open, to be sent a signal while a prompt waits.
///
/// Its output pipes are read by plain blocking reads on threads of their own (no dispatch
/// sources), so many can run at once.
final class InterruptibleRun: @unchecked Sendable {
    private let process = Process()
    private let stdin = Pipe()
    private let stdout = Pipe()
    private let stderr = Pipe()
    private let errText = LockedData()
    private let outText = LockedData()
    private let readers = DispatchGroup()

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
        try process.run()
        for (pipe, sink) in [(stdout, outText), (stderr, errText)] {
            readers.enter()
            let group = readers
            let handle = pipe.fileHandleForReading
            Thread {
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    sink.set(sink.get() + chunk)
                }
                group.leave()
            }.start()
        }
    }

    /// Writes `text` to the program's standard input (left open).
    func send(_ text: String) { stdin.fileHandleForWriting.writeToChild(Data(text.utf8)) }

    /// Waits (polling, at most `limit` seconds) until standard error satisfies `isReady`;
    /// false when the time is up or the program ended first.
    func waitForStderr(limit: TimeInterval = 20, until isReady: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if isReady(String(decoding: errText.get(), as: UTF8.self)) { return true }
            if !process.isRunning { return false }
            usleep(2_000)
        }
        return false
    }

    /// Sends `signal`, closes standard input and waits for the end.
    func signal(_ signal: Int32) -> WizardProcess.Result {
        kill(process.processIdentifier, signal)
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        readers.wait()
        return WizardProcess.Result(
            status: process.terminationStatus, stdout: String(decoding: outText.get(), as: UTF8.self),
            stderr: String(decoding: errText.get(), as: UTF8.self), isSignalled: process.terminationReason == .uncaughtSignal)
    }
}
