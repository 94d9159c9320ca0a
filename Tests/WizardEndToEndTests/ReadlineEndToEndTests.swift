import Foundation
import Testing
import WizardTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive experience (docs/keystrokes.md) through the real binary on a pseudo-terminal.
/// Serialized: each test owns a terminal and a child, and the machine has two cores.
@Suite(.serialized)
struct ReadlineEndToEndTests {
    /// A flow with a text step, a select, a secret and a text with a default.
    static let flow = """
        {"id": "signup", "title": "Signup", "steps": [
          {"id": "name", "type": "text", "prompt": "Name"},
          {"id": "stage", "type": "select", "prompt": "Stage", "choices": ["production", "staging"]},
          {"id": "password", "type": "secret", "prompt": "Password"},
          {"id": "city", "type": "text", "prompt": "City", "default": "Paris"}
        ]}
        """

    /// A temporary home for one run: flow file, empty inputrc, state folder, output file.
    struct Sandbox {
        let folder: URL
        var flowPath: String { folder.appendingPathComponent("flow.json").path }
        var outputPath: String { folder.appendingPathComponent("out.json").path }
        var stateFolder: String { folder.appendingPathComponent("state").path }
        var historyPath: String { stateFolder + "/wizard/history/signup" }

        init(flow: String = ReadlineEndToEndTests.flow, inputrc: String = "") throws {
            folder = testScratchFolder.appendingPathComponent("pty-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try flow.write(toFile: flowPath, atomically: true, encoding: .utf8)
            try inputrc.write(to: folder.appendingPathComponent("inputrc"), atomically: true, encoding: .utf8)
        }

        /// Starts `wizard run flow.json --output out.json EXTRA`, colour off unless asked.
        func start(_ extra: [String] = [], environment: [String: String] = ["NO_COLOR": "1"], columns: Int = 100) throws -> PseudoTerminal {
            var env = [
                "HOME": folder.path, "XDG_STATE_HOME": stateFolder,
                "INPUTRC": folder.appendingPathComponent("inputrc").path,
            ]
            for (key, value) in environment { env[key] = value }
            return try PseudoTerminal(["run", flowPath, "--output", outputPath] + extra, environment: env, columns: columns)
        }

        /// The answers written by a completed run.
        func answers() throws -> String { try String(contentsOfFile: outputPath, encoding: .utf8) }
    }

    static func json(name: String, stage: String, password: String, city: String) -> String {
        """
        {
          "name": "\(name)",
          "stage": "\(stage)",
          "password": "\(password)",
          "city": "\(city)"
        }

        """
    }

    /// Answers the rest of the flow from the Stage prompt on (Ctrl-U first: a pre-filled
    /// line is cleared), stopping at the City prompt when `throughCity` is false.
    static func finish(_ pty: PseudoTerminal, stage: String = "1", throughCity: Bool = true) throws {
        try pty.waitForInput("? Stage")
        pty.send("\u{15}" + stage + "\r")
        try pty.waitForInput("? Password")
        pty.send("\u{15}pw\r")
        try pty.waitForInput("? City")
        if throughCity { pty.send("\r") }
    }

    // Bug caught: the readline driver is not chosen on a terminal, or lines typed at it
    // never reach the engine.
    @Test func typedAnswersComplete() throws {
        let box = try Sandbox()
        let pty = try box.start()
        try pty.waitForInput("? Name")
        pty.send("Ada\r")
        try Self.finish(pty, stage: "2")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers() == Self.json(name: "Ada", stage: "staging", password: "pw", city: "Paris"))
    }

    // Bug caught: the terminal is not in readline's raw mode (Ctrl-A / Ctrl-K arrive as
    // characters in the answer).
    @Test func emacsEditingKeys() throws {
        let box = try Sandbox()
        let pty = try box.start()
        try pty.waitForInput("? Name")
        pty.send("Lovelace JUNK")
        pty.send("\u{01}Ada ")  // Ctrl-A, insert at the start
        pty.send("\u{05}\u{02}\u{02}\u{02}\u{02}\u{02}\u{0B}\r")  // Ctrl-E, 5 × Ctrl-B, Ctrl-K
        try Self.finish(pty)
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers() == Self.json(name: "Ada Lovelace", stage: "production", password: "pw", city: "Paris"))
    }

    // Bug caught: readline edits bytes instead of characters (its locale is not the
    // environment's UTF-8 one, as when a static executable cannot load locale data, or the
    // user's locale, de_DE.UTF-8 here, is not installed): one Backspace then leaves half of
    // `é` behind.
    @Test(arguments: ["C.UTF-8", "C.utf8", "de_DE.UTF-8"])
    func backspaceErasesAWholeCharacter(locale: String) throws {
        let box = try Sandbox()
        let pty = try box.start(environment: ["NO_COLOR": "1", "LANG": locale, "LC_ALL": locale])
        try pty.waitForInput("? Name")
        pty.send("Zoé\u{7F}\u{7F}e\r")
        try Self.finish(pty)
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers() == Self.json(name: "Ze", stage: "production", password: "pw", city: "Paris"))
    }

    // Bug caught: the pre-fill hook (rl_startup_hook + rl_insert_text) is missing, so Enter
    // after :back answers "" instead of keeping the old answer.
    @Test func backPrefillsTheOldAnswer() throws {
        let box = try Sandbox()
        let pty = try box.start()
        try pty.waitForInput("? Name")
        pty.send("Ada\r")
        try pty.waitForInput("? Stage")
        pty.send(":back\r")
        try pty.waitForInput("? Name Ada")
        pty.send("\r")
        try Self.finish(pty)
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers() == Self.json(name: "Ada", stage: "production", password: "pw", city: "Paris"))
    }

    // Bug caught: the named commands are added after readline reads the init file, their
    // names are freed Swift temporaries, or rl_readline_name is not "wizard": the keys in
    // `$if wizard` then ring the bell and do nothing.
    @Test func inputrcBindsNamedCommands() throws {
        let inputrc = """
            $if wizard
            "\\C-xb": wizard-back
            "\\C-xr": wizard-root
            $endif
            "\\ea": beginning-of-line
            $if other-program
            "\\C-xq": wizard-root
            $endif

            """
        let box = try Sandbox(inputrc: inputrc)
        let pty = try box.start()
        try pty.waitForInput("? Name")
        pty.send("Ada\r")
        try Self.finish(pty, throughCity: false)
        pty.send("\u{18}b")  // C-x b: back to Password
        try pty.waitForInput("? Password")
        pty.send("\u{18}r")  // C-x r: root
        try pty.waitForInput("? Name Ada")
        // The user's own binding of Esc a wins over the default wizard-root; C-x q is bound
        // only for another program, so it does nothing here.
        pty.send("\u{1B}aZ\u{18}q\u{05}X\r")
        try Self.finish(pty)
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(pty.text.contains("? City [Paris] :back"), "the keystroke leaves its typed form in the scrollback")
        #expect(try box.answers().contains(#""name": "ZAdaX""#))
    }

    // Bug caught: a default binding missing, or one that takes over a standard emacs key
    // (Alt-Left must still move back a word).
    @Test func defaultBindings() throws {
        let box = try Sandbox()
        let pty = try box.start()
        try pty.waitForInput("? Name")
        pty.send("Ada King")
        pty.send("\u{1B}[1;3DX\r")  // Alt-Left: backward-word, then X → "Ada XKing"
        try pty.waitForInput("? Stage")
        pty.send("\u{1B}[1;3A")  // Alt-Up: wizard-back
        try pty.waitForInput("? Name Ada XKing")
        pty.send("\r")
        try pty.waitForInput("? Stage")
        pty.send("\u{15}1\r")
        try pty.waitForInput("? Password")
        pty.send("\u{1B}a")  // Esc a: wizard-root
        try pty.waitForInput("? Name Ada XKing")
        pty.send("\u{1B}h")  // Esc h: wizard-help, shows the keystrokes
        try pty.expect("wizard-back")
        try pty.waitForInput("? Name Ada XKing")
        pty.send("\r")
        try Self.finish(pty)
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers() == Self.json(name: "Ada XKing", stage: "production", password: "pw", city: "Paris"))
    }

    // Bug caught: Tab does not complete choice values (or leaves a trailing space that
    // makes the value unknown).
    @Test func tabCompletesAChoice() throws {
        let box = try Sandbox()
        let pty = try box.start()
        try pty.waitForInput("? Name")
        pty.send("Ada\r")
        try pty.waitForInput("? Stage")
        pty.send("st\t")
        try pty.expect("staging")
        pty.send("\r")
        try pty.waitForInput("? Password")
        pty.send("pw\r")
        try pty.waitForInput("? City")
        pty.send("\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers() == Self.json(name: "Ada", stage: "staging", password: "pw", city: "Paris"))
    }

    // Bug caught: a secret echoed on the terminal, or written to the history file (which
    // must hold the other answers, mode 0600).
    @Test func secretIsNeitherEchoedNorKept() throws {
        let box = try Sandbox()
        let pty = try box.start()
        try pty.waitForInput("? Name")
        pty.send("Ada\r")
        try pty.waitForInput("? Stage")
        pty.send("1\r")
        try pty.waitForInput("? Password")
        pty.send("hunter2-secret\u{1B}[A\r")  // Up must not recall anything into the secret
        try pty.waitForInput("? City")
        pty.send("\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(!pty.output.contains("hunter2"))
        #expect(try box.answers().contains(#""password": "hunter2-secret""#))
        let history = try String(contentsOfFile: box.historyPath, encoding: .utf8)
        // A picker's filter line is not history: only the typed name is kept.
        #expect(history == "Ada\n")
        let mode = try FileManager.default.attributesOfItem(atPath: box.historyPath)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    // Bug caught: a history file that grows without end or loses the newest lines (it keeps
    // 1,000, docs/keystrokes.md), that Up does not recall, or that keeps a wider mode.
    @Test func historyKeepsItsLastThousandLines() throws {
        let box = try Sandbox()
        try FileManager.default.createDirectory(
            atPath: box.stateFolder + "/wizard/history", withIntermediateDirectories: true)
        try (0..<1500).map { "old \($0)\n" }.joined().write(toFile: box.historyPath, atomically: true, encoding: .utf8)
        let pty = try box.start()
        try pty.waitForInput("? Name")
        pty.send("\u{1B}[A\r")  // Up recalls the newest line; it is not added again
        try Self.finish(pty)
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers().contains(#""name": "old 1499""#))
        let history = try String(contentsOfFile: box.historyPath, encoding: .utf8)
        #expect(history == (500..<1500).map { "old \($0)\n" }.joined())
        let mode = try FileManager.default.attributesOfItem(atPath: box.historyPath)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    struct ColourCase: CustomTestStringConvertible {
        var testDescription: String
        var arguments: [String]
        var environment: [String: String]
        var expectsColour: Bool
    }

    // Bug caught: colour decided without looking at the terminal, NO_COLOR or --no-color.
    @Test(arguments: [
        ColourCase(testDescription: "on by default on a terminal", arguments: [], environment: [:], expectsColour: true),
        ColourCase(testDescription: "off with NO_COLOR=1", arguments: [], environment: ["NO_COLOR": "1"], expectsColour: false),
        // no-color.org: only a non-empty NO_COLOR turns colour off.
        ColourCase(testDescription: "on with an empty NO_COLOR", arguments: [], environment: ["NO_COLOR": ""], expectsColour: true),
        ColourCase(testDescription: "off with --no-color", arguments: ["--no-color"], environment: [:], expectsColour: false),
    ])
    func colour(_ c: ColourCase) throws {
        let box = try Sandbox()
        let pty = try box.start(c.arguments, environment: c.environment)
        try pty.waitForInput("Name")
        // Wait for the end of the prompt itself (after the bracketed-paste switch), as
        // Ctrl-C makes the terminal drop output not yet read.
        try pty.expect(c.expectsColour ? "Name\u{1B}[0m " : "? Name ")
        pty.send("\u{03}")
        #expect(try pty.waitForExit() == 130)
        let styled = pty.text.contains("\u{1B}[1mName\u{1B}[0m")
        #expect(styled == c.expectsColour, "\(pty.text.debugDescription)")
        #expect(pty.text.contains("\u{1B}[3") == c.expectsColour, "\(pty.text.debugDescription)")
    }

    // Bug caught: text from a flow file reaches the terminal raw, so a flow can ring the
    // bell or send escape sequences.
    @Test func flowTextIsEscaped() throws {
        let flow = #"{"id": "signup", "title": "T\u0007", "steps": [{"id": "name", "type": "text", "prompt": "Hi\u001b[31mred"}]}"#
        let box = try Sandbox(flow: flow)
        let pty = try box.start()
        try pty.waitForInput(#"? Hi\e[31mred"#)
        pty.send("x\r")
        #expect(try pty.waitForExit() == 0)
        #expect(pty.text.contains(#"T\x07"#))
        #expect(!pty.text.contains("\u{07}"))
        #expect(!pty.text.contains("\u{1B}[31m"))
    }

    struct StopCase: CustomTestStringConvertible {
        var testDescription: String
        var keys: String?
        var signal: Int32?
        var status: Int32
    }

    // Bug caught: a way out that leaves the terminal raw (no echo, no line editing, pasting
    // mode on) or exits with the wrong status.
    @Test(arguments: [
        StopCase(testDescription: "Ctrl-C", keys: "\u{03}", signal: nil, status: 130),
        StopCase(testDescription: "Ctrl-D on an empty line", keys: "\u{04}", signal: nil, status: 130),
        StopCase(testDescription: "SIGTERM", keys: nil, signal: SIGTERM, status: 143),
        StopCase(testDescription: "SIGHUP", keys: nil, signal: SIGHUP, status: 129),
    ])
    func stopRestoresTheTerminal(_ c: StopCase) throws {
        let box = try Sandbox()
        let pty = try box.start()
        let before = pty.initialSettings
        try pty.waitForInput("? Name")
        pty.send("Ada\r")
        try pty.waitForInput("? Stage")
        #expect(!sameSettings(pty.settings(), before), "readline has the terminal in raw mode while reading")
        if c.keys == "\u{03}" { pty.send("prod") }  // Ctrl-C also abandons a typed line
        if let keys = c.keys { pty.send(keys) }
        if let signal = c.signal { kill(pty.pid, signal) }
        #expect(try pty.waitForExit() == c.status, "\(pty.text)")
        #expect(sameSettings(pty.settings(), before))
        let output = pty.output
        let lastOn = output.range(of: PseudoTerminal.pasteOn, options: .backwards)?.lowerBound
        let lastOff = output.range(of: PseudoTerminal.pasteOff, options: .backwards)?.lowerBound
        #expect(lastOn != nil && lastOff != nil && lastOff! > lastOn!, "bracketed paste switched off at the end")
        #expect(!FileManager.default.fileExists(atPath: box.outputPath))
    }

    // Bug caught: a window resize while typing garbles or loses the line (SIGWINCH not
    // passed to rl_resize_terminal in callback mode).
    @Test func resizeKeepsTheLine() throws {
        let box = try Sandbox()
        let pty = try box.start()
        try pty.waitForInput("? Name")
        pty.send("Ada")
        try pty.expect("Ada")
        var size = winsize(ws_row: 30, ws_col: 60, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(pty.master, UInt(TIOCSWINSZ), &size)
        try pty.expect("\r\u{1B}[K\r? Name Ada")  // the line redrawn in place
        pty.send(" King\r")
        try Self.finish(pty)
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        #expect(try box.answers().contains(#""name": "Ada King""#))
    }
}
