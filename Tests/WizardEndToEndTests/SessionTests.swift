import Foundation
import Testing

/// Sessions (docs/sessions.md) through the real binary: interrupt at every step, resume, finish,
/// and compare with the run that was never interrupted.
@Suite struct SessionTests {
    /// A flow and the lines that complete it without a refusal, one per prompt.
    struct Script: Sendable {
        var flow: String
        var id: String
        var lines: [String]
        /// Indices of lines that answer a `secret` step (asked again first on resume).
        var secretLines: Set<Int> = []

        /// The lines of a resume after `k` answers: the secrets answered before, in stack
        /// order, then the rest.
        func resumeLines(after k: Int) -> [String] {
            (0..<k).filter { secretLines.contains($0) }.map { lines[$0] } + lines[k...]
        }
    }

    static let demo = Script(
        flow: "Flows/demo.json", id: "demo",
        lines: ["myapp", "1", "", "", ".", "y", "", "", "", "pw", "y", "2", "", "y", "ada", "ada@example.com", "", "n", "", "y", "", ""],
        secretLines: [9])
    static let servers = Script(
        flow: "Flows/servers.json", id: "servers",
        lines: ["", "web1", "", "", "1", "y", "db1", "2222", "database", "", "n", "n"])
    static let database = Script(
        flow: "Flows/database.json", id: "database",
        lines: ["", "db.example.com", "", "", "", "s3cret-pw", "y", "", "", "y", "y"],
        secretLines: [5])

    struct Position: CustomTestStringConvertible, Sendable {
        var script: Script
        var k: Int
        var testDescription: String { "\(script.id) interrupted after \(k) answers" }
    }

    static let positions: [Position] = [demo, servers, database].flatMap { script in
        (0..<script.lines.count).map { Position(script: script, k: $0) }
    }

    static func input(_ lines: some Sequence<String>) -> String { lines.map { $0 + "\n" }.joined() }

    /// Catches: a session that loses a step, a draft, a sheet, a cover or a repeat item,
    /// resumes at the wrong step, or leaves a completed run's session file behind.
    @Test(arguments: positions)
    func quitAtEveryStepThenResume(_ position: Position) throws {
        let script = position.script
        let home = try StateHome()
        let whole = try home.run(["run", script.flow], input: Self.input(script.lines))
        try #require(whole.status == 0, "\(whole)")

        let quit = try home.run(["run", script.flow], input: Self.input(script.lines[..<position.k] + [":quit"]))
        #expect(quit.status == 130, "\(quit)")
        #expect(quit.stdout == "")
        #expect(
            quit.stderr.contains(
                "wizard: note: session saved to \(home.sessionPath(script.id)); resume with: \(WizardProcess.binary.path) run \(script.flow) --resume"
            ),
            "\(quit)")
        #expect(home.sessionBytes(script.id) != nil)

        let resumed = try home.run(["run", script.flow, "--resume"], input: Self.input(script.resumeLines(after: position.k)))
        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stdout == whole.stdout)
        #expect(home.sessionBytes(script.id) == nil, "a completed run removes its session file")
    }

    /// Catches: piped input that ends early losing the answers (docs/cli.md).
    @Test(arguments: [(demo, 5), (demo, 11), (servers, 7), (database, 9)])
    func inputEndedThenResume(_ script: Script, _ k: Int) throws {
        let home = try StateHome()
        let whole = try home.run(["run", script.flow], input: Self.input(script.lines))
        let ended = try home.run(["run", script.flow], input: Self.input(script.lines[..<k]))
        #expect(ended.status == 3, "\(ended)")
        #expect(ended.stderr.contains("was waiting for an answer"))
        #expect(ended.stderr.contains("wizard: note: session saved to \(home.sessionPath(script.id))"))
        let resumed = try home.run(["run", script.flow, "--resume"], input: Self.input(script.resumeLines(after: k)))
        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stdout == whole.stdout)
    }

    struct SignalCase: CustomTestStringConvertible, Sendable {
        var signal: Int32
        var status: Int32
        var script: Script
        var k: Int
        /// Text of the prompt the run waits at after `k` answers.
        var waitingPrompt: String
        var testDescription: String { "signal \(signal) at \(script.id) step \(k) exits \(status)" }
    }

    /// Catches: a signal that kills the run without saving, the wrong exit status, or a
    /// blocked read that never returns.
    @Test(arguments: [
        SignalCase(signal: SIGTERM, status: 143, script: servers, k: 3, waitingPrompt: "? Role?"),
        SignalCase(signal: SIGHUP, status: 129, script: database, k: 7, waitingPrompt: "? TLS mode?"),
        SignalCase(signal: SIGINT, status: 130, script: demo, k: 14, waitingPrompt: "? Member's name?"),
    ])
    func signalWhileWaitingOnPipe(_ c: SignalCase) throws {
        let home = try StateHome()
        let whole = try home.run(["run", c.script.flow], input: Self.input(c.script.lines))
        let wizard = try WaitingWizard(["run", c.script.flow], environment: home.environment)
        wizard.send(Self.input(c.script.lines[..<c.k]))
        try #require(wizard.waitForStderr(containing: c.waitingPrompt))
        let (status, stderr) = wizard.signal(c.signal)
        #expect(status == c.status, "\(stderr)")
        #expect(stderr.contains("wizard: note: session saved to \(home.sessionPath(c.script.id))"), "\(stderr)")
        let resumed = try home.run(["run", c.script.flow, "--resume"], input: Self.input(c.script.resumeLines(after: c.k)))
        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stdout == whole.stdout)
    }

    /// Catches: a restored stack without the entries below the top (`back` stops at the
    /// resumed step) or answers lost from them.
    @Test func backAfterResumeReachesEarlierSteps() throws {
        let home = try StateHome()
        let script = Self.servers
        _ = try home.run(["run", script.flow], input: Self.input(script.lines[..<7] + [":quit"]))
        // Waiting at the second server's port: back to its host, then back into the first item.
        let resumed = try home.run(
            ["run", script.flow, "--resume"],
            input: Self.input([":back", ":back", ":back", ":back", ":quit"]))
        #expect(resumed.status == 130, "\(resumed)")
        let asked = resumed.stderr.split(separator: "\n").filter { $0.hasPrefix("? ") }.map { String($0) }
        #expect(
            asked == [
                "? SSH port? [22] :back",
                "? Host name or address? :back",
                "? Add another server? (1 so far) [y/N] :back",
                "? Tags? (numbers or values, comma-separated) :back",
                "? Role? [web] :quit",
            ])
    }
}
