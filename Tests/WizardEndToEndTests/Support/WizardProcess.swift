import Foundation
import Testing
import WizardTestSupport

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
    ///
    /// `shellWords`, when given, is shell text appended to the arguments, as a user pastes
    /// words the program printed (`sh -c` runs the program).
    static func run(
        _ arguments: [String], input: String = "", directory: URL? = nil,
        environment: [String: String] = [:], product: String = "wizard", shellWords: String? = nil
    ) throws -> Result {
        try run(
            arguments, inputBytes: Data(input.utf8), directory: directory, environment: environment, product: product,
            shellWords: shellWords)
    }

    /// Runs `wizard ARGUMENTS` with raw bytes on standard input (for invalid UTF-8).
    static func run(
        _ arguments: [String], inputBytes: Data, directory: URL? = nil,
        environment: [String: String] = [:], product: String = "wizard", shellWords: String? = nil
    ) throws -> Result {
        let executable = product == "wizard" ? binary : binary.deletingLastPathComponent().appendingPathComponent(product)
        let env = childEnvironment(adding: environment)
        var (program, argv) = (executable.path, arguments)
        if let shellWords { (program, argv) = ("/bin/sh", ["-c", #"exec "$0" "$@" "# + shellWords, executable.path] + arguments) }
        let child = try ChildProcess(program, argv, environment: env, directory: (directory ?? packageRoot).path)
        child.send(inputBytes)
        let end = child.finish()
        return Result(
            status: end.status,
            stdout: String(decoding: child.standardOutput, as: UTF8.self),
            stderr: String(decoding: child.standardError, as: UTF8.self),
            isSignalled: end.isSignalled,
            stdoutBytes: Data(child.standardOutput), stderrBytes: Data(child.standardError))
    }

    /// The environment a run gets: this process's, without what changes how `wizard` looks
    /// or where it finds flows, with a fresh state folder, and `environment` on top.
    static func childEnvironment(adding environment: [String: String]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["WIZARD_FLOWS_PATH"] = nil
        // Every test reads English unless it asks for a language: the tests' own locale
        // never changes what the program says.
        env["LANG"] = "C.UTF-8"
        env["LC_ALL"] = nil
        env["LC_MESSAGES"] = nil
        env["XDG_STATE_HOME"] =
            testScratchFolder.appendingPathComponent("state-\(UUID().uuidString)").path
        for (key, value) in environment { env[key] = value }
        return env
    }
}
