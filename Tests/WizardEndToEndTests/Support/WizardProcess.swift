import Foundation
import Testing

/// Runs the built `wizard` binary with piped standard input and captures everything: the
/// end-to-end tests' only way to start the program.
struct WizardProcess {
    /// What a run printed and how it exited.
    struct Result: CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String
        /// True when a signal ended the program (then `status` is the signal's number).
        var isSignalled = false
        /// The raw bytes behind `stdout` and `stderr` (invalid UTF-8 kept).
        var stdoutBytes = Data()
        var stderrBytes = Data()
        var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    /// The package's root folder (this file is Tests/WizardEndToEndTests/Support/...).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The built binary: `.build/debug/wizard` (or `WIZARD_BINARY`).
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["WIZARD_BINARY"] { return URL(fileURLWithPath: path) }
        let debug = packageRoot.appendingPathComponent(".build/debug/wizard")
        return debug
    }

    /// Runs `wizard ARGUMENTS` (or another built product of the package, such as
    /// `embedding-demo`) with `input` on standard input, in `directory` (the package root by
    /// default), with extra environment variables.
    static func run(
        _ arguments: [String], input: String = "", directory: URL? = nil,
        environment: [String: String] = [:], product: String = "wizard"
    ) throws -> Result {
        try run(arguments, inputBytes: Data(input.utf8), directory: directory, environment: environment, product: product)
    }

    /// Runs `wizard ARGUMENTS` with raw bytes on standard input (for invalid UTF-8).
    static func run(
        _ arguments: [String], inputBytes: Data, directory: URL? = nil,
        environment: [String: String] = [:], product: String = "wizard"
    ) throws -> Result {
        let process = Process()
        process.executableURL =
            product == "wizard" ? binary : binary.deletingLastPathComponent().appendingPathComponent(product)
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["WIZARD_FLOWS_PATH"] = nil
        env["XDG_STATE_HOME"] =
            testScratchFolder.appendingPathComponent("state-\(UUID().uuidString)").path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both pipes concurrently with the writer so a chatty child cannot block.
        let outData = LockedData()
        let errData = LockedData()
        let group = DispatchGroup()
        for (pipe, sink) in [(stdout, outData), (stderr, errData)] {
            group.enter()
            DispatchQueue.global().async {
                sink.set(pipe.fileHandleForReading.readDataToEndOfFile())
                group.leave()
            }
        }
        stdin.fileHandleForWriting.writeToChild(inputBytes)
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        group.wait()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData.get(), as: UTF8.self),
            stderr: String(decoding: errData.get(), as: UTF8.self),
            isSignalled: process.terminationReason == .uncaughtSignal,
            stdoutBytes: outData.get(), stderrBytes: errData.get())
    }
}

/// A Data box shared between the reader thread and the test.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ d: Data) { lock.withLock { data = d } }
    func get() -> Data { lock.withLock { data } }
}

extension FileHandle {
    /// Writes `data` to a child's standard input; a child that has already exited (or
    /// closed it) makes the write fail quietly instead of killing the test process with
    /// SIGPIPE. The signal is blocked in this thread for the write, and a SIGPIPE the write
    /// raised is taken off the pending set before the thread's mask is restored.
    func writeToChild(_ data: Data) {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                var noWait = timespec()
                _ = sigtimedwait(&pipeSignal, nil, &noWait)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        try? write(contentsOf: data)
    }
}
