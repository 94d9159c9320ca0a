import Foundation
import Testing
import WizardTestSupport

/// Hostile text (ESC, CSI, OSC, BEL, NUL, C1, bidi override, invalid UTF-8) from a flow,
/// an answer, an answers file or a file name never reaches standard output or standard
/// error raw, on every path that prints it; JSON output escapes it and `--format env`
/// round-trips it through `eval` without printing it raw.
@Suite struct HostileTextEscapingTests {
    /// ESC + CSI clear screen, an OSC title with BEL, NUL, C1 CSI and a right-to-left override.
    static let hostile = #"X\u001b[2J\u001b]0;pwn\u0007\u0000\u009b\u202eY"#
    /// How `hostile` must appear once escaped for the terminal.
    static let shown = #"X\e[2J\e]0;pwn\x07\x00\u{009b}\u{202e}Y"#

    static let flow = #"""
        {"id": "hostile", "title": "T\#(hostile)", "description": "D\#(hostile)", "steps": [
          {"id": "intro", "type": "message", "text": "M\#(hostile)"},
          {"id": "name", "type": "text", "prompt": "P\#(hostile)", "help": "H\#(hostile)",
           "default": "d\#(hostile)", "validate": {"pattern": "d.*|[a-z]+", "message": "V\#(hostile)"}},
          {"id": "pick", "type": "select", "prompt": "S\#(hostile)",
           "choices": [{"value": "a\#(hostile)", "label": "L\#(hostile)"}, "b"], "when": "name != \"x\""},
          {"id": "ok", "type": "confirm", "prompt": "C\#(hostile)"}
        ]}
        """#
    static let broken =
        #"{"id": "b", "steps": [{"id": "x", "type": "text", "prompt": "p", "next": "n\#(hostile)", "pattern\#(hostile)": 1}]}"#

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var input: [UInt8] = []
        var status: Int32
        /// Text that must appear (escaped) in stdout + stderr, so the case cannot pass by
        /// printing nothing.
        var mustShow: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "validate diagnostics", arguments: ["validate", "broken.json"], status: 1, mustShow: "n" + shown),
        Case(
            name: "piped run: prompts, message, default, help, validation error, --explain",
            arguments: ["run", "Flows/hostile.json", "--explain"],
            input: Array(":help\nabc\n:help\nzz\u{1B}[2J\u{7}\n1\ny\n".utf8), status: 0, mustShow: "H" + shown),
        Case(
            name: "choice labels and the echoed bad answer", arguments: ["run", "Flows/hostile.json"],
            input: Array("abc\nzz\u{1B}[2J\n".utf8), status: 3, mustShow: "zz\\e[2J"),
        Case(
            name: "invalid UTF-8 in piped input", arguments: ["run", "Flows/hostile.json"],
            // Refused, never shown repaired: asked again until input ends.
            input: [0x61, 0xFF, 0xC3, 0x28, 0x1B, 0x0A], status: 3, mustShow: "the input is not valid UTF-8"),
        Case(name: "graph (Mermaid)", arguments: ["graph", "Flows/hostile.json"], status: 0, mustShow: "T" + shown),
        Case(
            name: "graph (DOT)", arguments: ["graph", "Flows/hostile.json", "--format", "dot"], status: 0, mustShow: #"TX\\e[2J\\e]0;pwn"#),
        Case(name: "template", arguments: ["template", "Flows/hostile.json"], status: 0, mustShow: "pick"),
        Case(name: "list (title, description, file name)", arguments: ["list"], status: 0, mustShow: "T" + shown),
        Case(
            name: "check with a hostile answers file", arguments: ["check", "Flows/hostile.json", "--answers", "answers.json"],
            status: 3, mustShow: "k\\x07"),
        Case(
            name: "non-interactive run with a hostile answers file",
            arguments: ["run", "Flows/hostile.json", "--answers", "answers.json", "--non-interactive"], status: 3, mustShow: "V" + shown),
        Case(
            name: "--set with a hostile key",
            arguments: ["run", "Flows/hostile.json", "--set", "k\u{1B}[2J=1", "--defaults", "--non-interactive"],
            status: 3, mustShow: "k\\e[2J"),
        Case(name: "a hostile flow file name", arguments: ["run", "no\u{1B}]0;x\u{7}pe.json"], status: 1, mustShow: "no\\e]0;x\\x07pe"),
        Case(
            name: "a hostile --output path",
            arguments: [
                "run", "Flows/hostile.json", "--defaults", "--set", "name=abc", "--set", "ok=y", "--set", "pick=2", "--output",
                "missing\u{1B}[2J/out.json",
            ],
            status: 2, mustShow: "missing\\e[2J"),
        Case(name: "invalid UTF-8 in a flow file", arguments: ["validate", "utf8.json"], status: 1, mustShow: "invalid UTF-8"),
        Case(
            name: "JSON output escapes control characters",
            arguments: ["run", "Flows/hostile.json", "--set", "name=abc", "--set", "pick=1", "--set", "ok=y", "--non-interactive"],
            status: 0, mustShow: #"\u001b[2J"#),
        Case(
            name: "--format env",
            arguments: [
                "run", "Flows/hostile.json", "--set", "name=abc", "--set", "pick=1", "--set", "ok=y", "--non-interactive", "--format",
                "env",
            ],
            // The hostile choice holds a NUL, which no shell variable can hold: refused.
            status: 3, mustShow: "the answer of step pick holds a NUL character"),
    ]

    static func rawControls(in data: Data) -> [String] {
        let bytes = [UInt8](data)
        var found: [String] = []
        for (name, needle) in [
            ("ESC", [0x1B]), ("BEL", [0x07]), ("NUL", [0x00]), ("C1 CSI", [0xC2, 0x9B]), ("U+202E", [0xE2, 0x80, 0xAE]),
        ] as [(String, [UInt8])]
        where bytes.indices.contains(where: { bytes[$0...].starts(with: needle) }) {
            found.append(name)
        }
        return found
    }

    static func makeFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Flows/hostile.json", flow)
        try folder.write("broken.json", broken)
        try folder.write("answers.json", #"{"name": "q\u001b[2J", "pick": "\u202e", "k\u0007": 1}"#)
        try Data(#"{"id": "u", "steps": [{"id": "a", "type": "text", "prompt": "p"#.utf8 + [0xFF, 0xFE] + #""}]}"#.utf8)
            .write(to: folder.url.appendingPathComponent("utf8.json"))
        try folder.write(
            "Flows/evil\u{1B}[2J\u{202E}.json",
            #"{"id": "evil", "title": "E\#(hostile)", "steps": [{"id": "a", "type": "text", "prompt": "p"}]}"#)
        return folder
    }

    // Bug caught: any print path that forgets TerminalText.escape (a flow clearing the
    // screen, retitling the terminal or reversing text through wizard's output).
    @Test(arguments: cases)
    func noRawControlCharacters(_ c: Case) throws {
        let folder = try Self.makeFolder()
        let result = try WizardProcess.run(c.arguments, inputBytes: Data(c.input), directory: folder.url)
        #expect(result.status == c.status, "\(result)")
        #expect(Self.rawControls(in: result.stdoutBytes) == [], "stdout: \(result)")
        #expect(Self.rawControls(in: result.stderrBytes) == [], "stderr: \(result)")
        #expect((result.stdout + result.stderr).contains(c.mustShow), "\(result)")
    }

    struct ExactCase: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var status: Int32
        /// The whole of standard error.
        var stderr: String
        var testDescription: String { name }
    }

    /// File names, arguments and messages reach standard error raw and are escaped there
    /// once, each message on one line (a line break inside shows as `\n`).
    static let exactCases: [ExactCase] = [
        ExactCase(
            name: "a flow name", arguments: ["run", "no\n\u{1B}]0;x\u{7}pe.json"], status: 1,
            stderr: #"wizard: error: no flow file at 'no\n\e]0;x\x07pe.json'"# + "\n"),
        ExactCase(
            name: "a questionnaire's diagnostic", arguments: ["validate", "q\u{1B}[2J\nx/cookiecutter.json"], status: 1,
            stderr: #"q\e[2J\nx/cookiecutter.json:1:7: error: unexpected end of file in a flow collection"# + "\n"),
        ExactCase(
            name: "a missing questionnaire", arguments: ["import", "a\u{1B}\u{9B}/copier.yml"], status: 1,
            stderr: #"wizard: error: no file at 'a\e\u{009b}/copier.yml'"# + "\n"),
        ExactCase(
            name: "an unknown command", arguments: ["x\u{1B}\u{202E}\n"], status: 2,
            stderr: #"wizard: error: unknown command 'x\e\u{202e}\n' (see 'wizard --help')"# + "\n"),
    ]

    // Bug caught: a message escaped twice over (`\\e`), or not at all, or split over two
    // lines by a line break in a file name.
    @Test(arguments: exactCases)
    func escapedOnceOnOneLine(_ c: ExactCase) throws {
        let folder = try Self.makeFolder()
        try folder.write("q\u{1B}[2J\nx/cookiecutter.json", #"{"a": "#)
        let result = try WizardProcess.run(c.arguments, directory: folder.url)
        #expect(result.status == c.status, "\(result)")
        #expect(result.stderr == c.stderr, "\(result)")
    }

    /// Runs `script` with `shell`, giving it `argument` as $1; returns its stdout.
    static func shell(_ shell: String, _ script: String, _ argument: String) throws -> String {
        let child = try ChildProcess(shell, ["-c", script, "sh", argument])
        _ = child.finish()
        return String(decoding: child.standardOutput, as: UTF8.self)
    }

    static let envValues = [
        "it's", #"a"b"#, "$(touch /tmp/wizard-pwned)", "`id`", "l1\nl2", "ünï 😀", #"\x \\"#,
        "tab\there", "esc\u{1B}[2Jx", "bel\u{7}", "\u{202E}rtl", "c1\u{9B}x", "!x $HOME ${X} ; rm", "trailing\n",
    ]

    // Bug caught: env output that is not eval-safe (command substitution, quote breaking), or
    // that prints raw control characters to the terminal while quoting them.
    @Test(arguments: envValues)
    func environmentFormatRoundTripsThroughEval(_ value: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("v.json", #"{"id": "v", "steps": [{"id": "v", "type": "text", "prompt": "p"}]}"#)
        try folder.write("answers.json", String(decoding: try JSONEncoder().encode(["v": value]), as: UTF8.self))
        let result = try WizardProcess.run(
            ["run", "v.json", "--answers", "answers.json", "--non-interactive", "--format", "env"], directory: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(Self.rawControls(in: result.stdoutBytes) == [], "\(result.stdout.debugDescription)")
        for sh in ["/bin/bash", "/bin/sh"] {
            let back = try Self.shell(sh, #"eval "$1"; printf %s "$WIZARD_ANSWER_V""#, result.stdout)
            #expect(back == value, "\(sh): \(result.stdout.debugDescription)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/wizard-pwned"))
    }
}
