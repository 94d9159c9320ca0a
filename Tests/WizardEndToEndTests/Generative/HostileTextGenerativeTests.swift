import Foundation
import Testing
import WizardTestSupport

/// Seeded flows whose every piece of text (titles, prompts, help, choices, defaults,
/// patterns, validation messages, expression strings, ids, keys, type names, file names)
/// carries ESC sequences, C0 and C1 controls and bidirectional overrides, run through the
/// real binary on every printing path: `validate`, `check`, a piped `run` with refused
/// answers and commands, `--explain`, an answers file, `--set`, `graph`, `list` and
/// `template`. No raw control character other than a newline may reach standard output
/// or standard error: the core keeps such text raw, so any printer that forgot to escape
/// it shows here (docs/architecture.md).
@Suite struct HostileTextGenerativeTests {
    /// Fragments that may stand anywhere a string may, patterns and expressions included.
    static let single = ["\u{1B}", "\u{9B}", "\u{85}", "\u{202E}", "\u{2066}", "\u{7}", "\u{7F}", "\u{8}"]
    /// Whole sequences (clear screen, a retitling OSC, a C1 colour, tab, carriage return).
    static let sequences = ["\u{1B}[2J", "\u{1B}]0;pwn\u{7}", "\u{9B}31m", "\t", "\r", "\u{0}"]
    /// Fragments a file name can hold.
    static let inNames = ["\u{1B}[2J", "\u{9B}", "\u{202E}", "\u{1B}]0;x\u{7}"]

    struct Generator {
        var rng: SplitMix64

        /// One or two hostile fragments.
        mutating func hostile(patternSafe: Bool = false) -> String {
            let pool = patternSafe ? single : single + sequences
            let count = Int.random(in: 1...2, using: &rng)
            return (0..<count).map { _ in pool.randomElement(using: &rng) ?? "\u{1B}" }.joined()
        }

        mutating func text(_ prefix: String) -> GenJSON { .string(prefix + hostile()) }

        /// A flow that loads: hostile text everywhere a user sees it.
        mutating func loadableFlow() -> GenJSON {
            let inExpression = hostile(patternSafe: true).replacingOccurrences(of: "\u{0}", with: "")
            let steps: [GenJSON] = [
                .members([
                    ("id", .string("intro")), ("type", .string("message")),
                    ("text", .string("M" + hostile() + "{{ \"" + inExpression + "\" }}")),
                ]),
                .members([
                    ("id", .string("name")), ("type", .string("text")), ("prompt", text("P")), ("help", text("H")),
                    ("default", text("d")),
                    ("validate", .members([("pattern", .string("d.*|[a-z]+|" + hostile(patternSafe: true))), ("message", text("V"))])),
                ]),
                .members([
                    ("id", .string("pick")), ("type", .string("select")), ("prompt", text("S")), ("help", text("H")),
                    ("when", .string("name != \"" + inExpression + "\"")),
                    ("choices", .array([.members([("value", text("a")), ("label", text("L")), ("help", text("h"))]), text("b")])),
                ]),
                .members([
                    ("id", .string("n")), ("type", .string("integer")), ("prompt", text("N")),
                    ("validate", .members([("min", .int(1)), ("max", .int(5)), ("message", text("R"))])),
                ]),
                .members([("id", .string("more")), ("type", .string("flow")), ("flow", .string("sub")), ("present", .string("sheet"))]),
            ]
            let sub = GenJSON.members([
                ("title", text("S")),
                (
                    "steps",
                    .array([.members([("id", .string("x")), ("type", .string("text")), ("prompt", text("X")), ("default", text("x"))])])
                ),
            ])
            return .members([
                ("id", .string("hostile")), ("title", text("T")), ("description", text("D")), ("steps", .array(steps)),
                ("flows", .members([("sub", sub)])),
            ])
        }

        /// A flow with two to four load errors, each quoting hostile text.
        mutating func brokenFlow() -> GenJSON {
            var defects: [(String, GenJSON)] = [
                (
                    "unknown key",
                    .members([("id", .string("a")), ("type", .string("text")), ("prompt", .string("p")), ("k" + hostile(), .int(1))])
                ),
                ("step id", .members([("id", text("i")), ("type", .string("text")), ("prompt", .string("p"))])),
                (
                    "next target",
                    .members([("id", .string("b")), ("type", .string("text")), ("prompt", .string("p")), ("next", text("n"))])
                ),
                ("type", .members([("id", .string("c")), ("type", text("t")), ("prompt", .string("p"))])),
                (
                    "expression",
                    .members([
                        ("id", .string("d")), ("type", .string("text")), ("prompt", .string("p")), ("when", .string("x ==" + hostile())),
                    ])
                ),
                (
                    "pattern",
                    .members([
                        ("id", .string("e")), ("type", .string("text")), ("prompt", .string("p")),
                        ("validate", .members([("pattern", .string("(" + hostile()))])),
                    ])
                ),
                ("flow reference", .members([("id", .string("f")), ("type", .string("flow")), ("flow", text("f"))])),
                ("env name", .members([("id", .string("g")), ("type", .string("text")), ("prompt", .string("p")), ("env", text("E"))])),
                (
                    "choice default",
                    .members([
                        ("id", .string("h")), ("type", .string("select")), ("prompt", .string("p")), ("choices", .array([.string("a")])),
                        ("default", text("z")),
                    ])
                ),
            ]
            defects.shuffle(using: &rng)
            let chosen = defects.prefix(Int.random(in: 2...4, using: &rng))
            var members: [(String, GenJSON?)] = [("id", .string("broken")), ("steps", .array(chosen.map(\.1)))]
            if Bool.random(using: &rng) {
                members.append(
                    (
                        "imports",
                        .array([.string("missing" + (HostileTextGenerativeTests.inNames.randomElement(using: &rng) ?? "") + ".json")])
                    ))
            }
            return .members(members)
        }

        /// Piped input for the loadable flow: refused answers and commands with hostile
        /// text among the valid answers, cut at a random line so input may end early.
        mutating func input() -> String {
            var lines: [String] = []
            lines += [":help", "zz" + hostile(), ":x" + hostile(), ":back q" + hostile(), "abc"]
            lines += ["9", "zz" + hostile(), ":help", "1"]
            lines += ["9", "0" + hostile(), "2", ""]
            let kept = Bool.random(using: &rng) ? lines.count : Int.random(in: 1..<lines.count, using: &rng)
            return lines.prefix(kept).map { $0 + "\n" }.joined()
        }

        /// An answers file with refused values, an unknown hostile key and a misshapen one.
        mutating func answersFile() -> GenJSON {
            .members([
                ("name", text("q")), ("pick", text("z")), ("k" + hostile(), .int(1)), ("more", .members([("x" + hostile(), .int(1))])),
            ])
        }
    }

    struct Invocation {
        var arguments: [String]
        var input = ""
        var statuses: Set<Int32>
        /// Whether the output must show hostile text (escaped), so that the case cannot
        /// pass by printing nothing.
        var showsText = true
    }

    /// The raw control characters (other than a newline) in `data`, by code point; output
    /// that is not valid UTF-8 counts as one (`U+FFFD`).
    static func rawControls(in data: Data) -> [String] {
        guard let text = String(validating: data, as: UTF8.self) else { return ["invalid UTF-8"] }
        return text.unicodeScalars.filter { scalar in
            let v = scalar.value
            return (v < 0x20 && v != 0x0A) || (0x7F..<0xA0).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// Whether `text` shows one of the escapes the fragments turn into, for the terminal
    /// (`\e`, `\x07`, `\u{202e}`) or in JSON (`\u001b`).
    static func showsEscapes(_ text: String) -> Bool {
        [#"\e"#, #"\x"#, #"\u"#, #"\t"#, #"\r"#].contains { text.contains($0) }
    }

    // Bug caught: any printing path (diagnostics, check problems, prompts, help, choices,
    // refusals, validation messages, `--explain`, graphs, `list`) that prints a flow's text
    // without escaping it now that the core keeps it raw.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<8))
    func noPrintingPathLetsAControlCharacterThrough(seed: UInt64) throws {
        var generator = Generator(rng: SplitMix64(seed: seed))
        let folder = try TemporaryFolder()
        let name = "Flows/h" + (Self.inNames.randomElement(using: &generator.rng) ?? "") + ".json"
        try folder.write(name, generator.loadableFlow().text)
        try folder.write("broken.json", generator.brokenFlow().text)
        try folder.write("syntax.json", #"{"id": "s""# + generator.hostile() + "}")
        try folder.write("answers.json", generator.answersFile().text)
        let setKey = "k" + generator.hostile(patternSafe: true).replacingOccurrences(of: "\u{0}", with: "") + "=1"
        let invocations: [Invocation] = [
            Invocation(arguments: ["validate", name], statuses: [0], showsText: false),
            Invocation(arguments: ["validate", "broken.json", "syntax.json"], statuses: [1]),
            Invocation(arguments: ["check", "broken.json"], statuses: [1]),
            Invocation(arguments: ["run", "broken.json"], statuses: [1]),
            Invocation(arguments: ["graph", "broken.json"], statuses: [1]),
            Invocation(arguments: ["check", name, "--answers", "answers.json"], statuses: [3]),
            Invocation(arguments: ["run", name, "--explain"], input: generator.input(), statuses: [0, 3]),
            Invocation(arguments: ["run", name, "--answers", "answers.json", "--explain"], input: generator.input(), statuses: [0, 3]),
            Invocation(arguments: ["run", name, "--answers", "answers.json", "--non-interactive"], statuses: [3]),
            Invocation(arguments: ["run", name, "--set", setKey, "--defaults", "--non-interactive"], statuses: [3]),
            Invocation(arguments: ["run", name, "--set", "n=1", "--defaults", "--explain"], statuses: [0, 3]),
            Invocation(arguments: ["graph", name], statuses: [0]),
            Invocation(arguments: ["graph", name, "--format", "dot"], statuses: [0]),
            Invocation(arguments: ["list"], statuses: [0]),
            Invocation(arguments: ["template", name], statuses: [0], showsText: false),
        ]
        try Self.expectNoRawControls(invocations, in: folder, seed: seed)
    }

    // Bug caught: `wizard import` writing a questionnaire's C1 controls or bidirectional
    // overrides raw into the flow it prints, or printing its notes unescaped.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<4))
    func importedQuestionnairesPrintNoControlCharacter(seed: UInt64) throws {
        var generator = Generator(rng: SplitMix64(seed: seed))
        let folder = try TemporaryFolder()
        let questionnaire = GenJSON.members([
            ("project_name", generator.text("p")),
            ("kind", .array([generator.text("a"), generator.text("b")])),
            ("slug", .string("{{ cookiecutter.project_name " + generator.hostile(patternSafe: true) + " }}")),
            ("k" + generator.hostile(), generator.text("v")),
        ])
        try folder.write("q/cookiecutter.json", questionnaire.text)
        let invocations = [
            Invocation(arguments: ["import", "q/cookiecutter.json"], statuses: [0, 1]),
            Invocation(arguments: ["validate", "q/cookiecutter.json"], statuses: [0, 1]),
        ]
        try Self.expectNoRawControls(invocations, in: folder, seed: seed)
    }

    // Bug caught: a message quoting raw text with a newline printed over two lines (the
    // core no longer escapes it; `wizard: error:` lines are escaped whole when printed).
    @Test func messagesStayOneLine() throws {
        let folder = try TemporaryFolder()
        try folder.write("f.json", #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "p"}]}"#)
        try folder.write("answers.json", #""a\nb\u001b""#)
        let result = try WizardProcess.run(["run", "f.json", "--answers", "answers.json", "--non-interactive"], directory: folder.url)
        #expect(result.status == 3)
        #expect(
            result.stderr == #"wizard: error: answers.json:1:1: an answers file must be a JSON object, found string 'a\nb\e'"# + "\n",
            "\(result)")
    }

    /// Runs each invocation in `folder` and expects its exit status, no raw control
    /// character on either stream and, where asked, some escaped hostile text.
    static func expectNoRawControls(_ invocations: [Invocation], in folder: TemporaryFolder, seed: UInt64) throws {
        for invocation in invocations {
            let result = try WizardProcess.run(
                invocation.arguments, input: invocation.input, directory: folder.url, environment: ["NO_COLOR": "1"])
            let context = "seed \(seed): wizard \(invocation.arguments.joined(separator: " ").debugDescription)"
            #expect(invocation.statuses.contains(result.status), "\(context)\n\(result)")
            #expect(rawControls(in: result.stdoutBytes) == [], "\(context): stdout \(result.stdout.debugDescription)")
            #expect(rawControls(in: result.stderrBytes) == [], "\(context): stderr \(result.stderr.debugDescription)")
            if invocation.showsText {
                #expect(showsEscapes(result.stdout + result.stderr), "\(context): no escaped text shown\n\(result)")
            }
        }
    }
}
