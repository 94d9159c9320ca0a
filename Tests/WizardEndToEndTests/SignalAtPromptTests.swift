import Foundation
import Testing
import WizardTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT (Ctrl-\\) at a prompt (readline on a terminal, or the plain driver
/// reading a pipe) end the run with 128 + the signal number, the terminal's settings as
/// they were, and a session that resumes where the run stopped (docs/sessions.md).
@Suite(.serialized)
struct SignalAtPromptTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var signal: Int32
        var name: String
        var isReadline: Bool
        var testDescription: String { "\(name) at a \(isReadline ? "readline" : "plain") prompt" }
    }

    static let cases: [Case] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT].flatMap { signal in
        let name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : signal == SIGQUIT ? "SIGQUIT" : "SIGHUP"
        return [Case(signal: signal, name: name, isReadline: true), Case(signal: signal, name: name, isReadline: false)]
    }

    static let flow = #"""
        {"id": "sig", "steps": [{"id": "a", "type": "text", "prompt": "First", "default": "x"},
                               {"id": "b", "type": "text", "prompt": "Second"}]}
        """#

    // Bug caught: a signal at a prompt is dropped, ends the run with another status, leaves
    // the terminal in readline's raw mode, or saves no session (or one that cannot resume).
    @Test(arguments: cases)
    func stopsSavesAndResumes(_ entry: Case) throws {
        let folder = try TemporaryFolder()
        let flowPath = try folder.write("sig.json", Self.flow)
        try folder.write("inputrc", "")
        let session = folder.path("s.json")
        let environment = [
            "NO_COLOR": "1", "HOME": folder.url.path, "XDG_STATE_HOME": folder.path("state"), "INPUTRC": folder.path("inputrc"),
        ]
        let arguments = ["run", flowPath, "--session", session]
        let pty: PseudoTerminal
        var writer: Int32 = -1
        if entry.isReadline {
            pty = try PseudoTerminal(arguments, environment: environment)
            try pty.waitForInput("? First")
            pty.send("\r")
            try pty.waitForInput("? Second")
        } else {
            // Standard input is a FIFO this test holds open (read-write, so neither open
            // waits for the other side): the plain driver waits on it at the second prompt.
            let fifo = folder.path("input")
            #expect(mkfifo(fifo, 0o600) == 0)
            writer = open(fifo, O_RDWR | O_CLOEXEC)
            _ = "\n".withCString { write(writer, $0, 1) }
            pty = try PseudoTerminal(arguments, environment: environment, standardInput: fifo)
            try pty.expect("? First", "? Second")
        }
        defer { if writer >= 0 { close(writer) } }
        kill(pty.pid, entry.signal)
        #expect(try pty.waitForExit(within: 5) == 128 + entry.signal, "\(pty.text)")
        #expect(sameSettings(pty.settings(), pty.initialSettings), "the terminal was left as the program set it")
        #expect(pty.text.contains("session saved to"), "\(pty.text)")

        // The session holds the first answer and resumes at the second step.
        let resumed = try WizardProcess.run(arguments + ["--resume"], input: "y\n", directory: folder.url)
        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stdout.contains(#""a": "x""#) && resumed.stdout.contains(#""b": "y""#), "\(resumed)")
        #expect(!resumed.stderr.contains("First"), "\(resumed)")
    }
}
