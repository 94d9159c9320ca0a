import Foundation
import Testing
import WizardTestSupport

/// The generators of hostile inputs, one per format `wizard` reads: each draws one of a few
/// kinds of expensive input (deep aliases, long scalars, many unknown names, growing
/// templates, loops over large values, endless lines), its sizes from the seed.
extension HostileInput {
    /// A format of input.
    enum Format: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case flowJSON = "flow JSON"
        case cookiecutter = "cookiecutter.json"
        case copier = "copier.yml"
        case answersFile = "answers file"
        case session = "session file"
        case pipedLines = "piped lines"
        case setValues = "--set values"

        var testDescription: String { rawValue }

        /// A different stream of seeds per format, so one seed draws unrelated inputs.
        var salt: UInt64 { UInt64(Self.allCases.firstIndex(of: self) ?? 0) << 40 }
    }

    /// An input of `format`, drawn from `rng`.
    static func make(_ format: Format, _ rng: inout SplitMix64) -> HostileInput {
        switch format {
        case .flowJSON: flowJSON(&rng)
        case .cookiecutter: cookiecutter(&rng)
        case .copier: copier(&rng)
        case .answersFile: answersFile(&rng)
        case .session: session(&rng)
        case .pipedLines: pipedLines(&rng)
        case .setValues: setValues(&rng)
        }
    }

    static func random(_ range: ClosedRange<Int>, _ rng: inout SplitMix64) -> Int { Int.random(in: range, using: &rng) }

    /// A size spread over orders of magnitude: most draws are small, a few reach `upper`.
    static func size(_ lower: Int, _ upper: Int, _ rng: inout SplitMix64) -> Int {
        let exponent = Double.random(in: log(Double(lower))...log(Double(upper)), using: &rng)
        return min(upper, max(lower, Int(exp(exponent))))
    }

    static func json(_ value: Any) -> String {
        // Keys sorted: a dictionary's order changes from one process to the next, and a seed
        // must give the same file in every run.
        (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    static let nonInteractive = ["--defaults", "--non-interactive"]

    // MARK: flow JSON

    static func flowJSON(_ rng: inout SplitMix64) -> HostileInput {
        switch random(0...9, &rng) {
        case 0...5:
            let c = HostileFlowGenerativeTests.hostileCase(&rng)
            let command = c.kind == "unknown names" ? ["validate", "flow.json"] : ["run", "flow.json"] + c.arguments
            return HostileInput(
                kind: c.kind, files: ["flow.json": json(c.flow)], arguments: command, input: Array(c.input.utf8),
                expectedErrors: ["unknown 'next' target", "input ended"])
        case 6:
            let depth = size(10, 20_000, &rng)
            let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let text = #"{"id": "d", "steps": [{"id": "j", "type": "json", "prompt": "J", "default": \#(nested)}]}"#
            return HostileInput(kind: "deep nesting", files: ["flow.json": text], arguments: ["run", "flow.json"] + nonInteractive)
        case 7:
            let count = size(100, 20_000, &rng)
            let tail = String(repeating: "s", count: random(1...60, &rng))
            let steps: [[String: Any]] = (0..<count).map {
                ["id": "s\($0)\(tail)", "type": "text", "prompt": "P {{ s\(max(0, $0 - 1))\(tail) }}", "default": "d"]
            }
            return HostileInput(
                kind: "many steps", files: ["flow.json": json(["id": "m", "steps": steps])],
                arguments: ["run", "flow.json"] + nonInteractive, expectedErrors: ["unknown answer path", "reads"])
        case 8:
            let answer = String(repeating: "a", count: size(100, 65_000, &rng))
            let n = random(10...500, &rng)
            let steps: [[String: Any]] = [
                ["id": "a", "type": "text", "prompt": "A", "default": answer],
                ["id": "b", "type": "text", "prompt": "B", "default": "x", "when": #"matches(a, "[ab]*a[ab]{\#(n)}")"#, "next": "a"],
                ["id": "c", "type": "message", "text": "c", "next": "a"],
            ]
            return HostileInput(
                kind: "regex loop", files: ["flow.json": json(["id": "r", "steps": steps])],
                arguments: ["run", "flow.json"] + nonInteractive)
        default:
            let prompt = String(repeating: "p", count: size(1_000, 8_000_000, &rng))
            let steps: [[String: Any]] = [["id": "q", "type": "text", "prompt": prompt, "next": "q"]]
            return HostileInput(
                kind: "long prompt loop", files: ["flow.json": json(["id": "p", "steps": steps])], arguments: ["run", "flow.json"],
                input: Array(String(repeating: "y\n", count: size(1, 5_000, &rng)).utf8), expectedErrors: ["input ended"])
        }
    }

    // MARK: cookiecutter.json

    static func cookiecutter(_ rng: inout SplitMix64) -> HostileInput {
        var template: [String: Any] = [:]
        let kind: String
        switch random(0...6, &rng) {
        case 0:
            kind = "many keys"
            for i in 0..<size(100, 20_000, &rng) { template["key_\(i)"] = "v\(i)" }
        case 1:
            kind = "growing replace"
            template["x"] = String(repeating: "a", count: size(10, 2_000, &rng))
            var expression = "cookiecutter.x"
            for _ in 0..<random(1...5, &rng) { expression += ".replace('a', cookiecutter.x)" }
            template["y"] = "{{ \(expression) }}"
        case 2:
            kind = "many holes"
            template["x"] = String(repeating: "h", count: size(10, 60_000, &rng))
            template["y"] = String(repeating: "{{ cookiecutter.x }}", count: size(10, 20_000, &rng))
        case 3:
            kind = "long value"
            template["x"] = String(repeating: "v", count: size(1_000, 4_000_000, &rng))
        case 4:
            kind = "long key"
            template[String(repeating: "k", count: size(100, 1_000_000, &rng))] = "v"
        case 5:
            kind = "deep dict"
            var value: Any = "leaf"
            for _ in 0..<size(2, 400, &rng) { value = ["a": value] }
            template["settings"] = value
        default:
            kind = "many choices"
            template["choice"] = (0..<size(10, 100_000, &rng)).map { "c\($0)" }
        }
        return HostileInput(
            kind: kind, files: ["cookiecutter.json": json(template)], arguments: ["run", "cookiecutter.json"] + nonInteractive,
            expectedErrors: ["cannot be imported", "not supported", "unknown"])
    }

    // MARK: copier.yml

    static func copier(_ rng: inout SplitMix64) -> HostileInput {
        var text = ""
        let kind: String
        switch random(0...6, &rng) {
        case 0:
            kind = "nested aliases"
            let levels = random(2...9, &rng)
            let width = random(2...9, &rng)
            text += "q0:\n  type: yaml\n  default: &a0 [" + Array(repeating: "lol", count: width).joined(separator: ", ") + "]\n"
            for level in 1...levels {
                let items = Array(repeating: "*a\(level - 1)", count: width).joined(separator: ", ")
                text += "q\(level):\n  type: yaml\n  default: &a\(level) [\(items)]\n"
            }
        case 1:
            kind = "long plain scalar"
            text = "q:\n  type: str\n  default: " + String(repeating: "a", count: size(1_000, 4_000_000, &rng)) + "\n"
        case 2:
            kind = "long key"
            text = String(repeating: "k", count: size(100, 1_000_000, &rng)) + ": v\n"
        case 3:
            kind = "envops delimiters"
            let delimiters = ["", "[", "[[", "]]", "<<", ">>", "{{", "}}", "%", "x", String(repeating: "<", count: 50)]
            let start = delimiters[random(0...delimiters.count - 1, &rng)]
            let end = delimiters[random(0...delimiters.count - 1, &rng)]
            text = "_envops:\n  variable_start_string: \"\(start)\"\n  variable_end_string: \"\(end)\"\n"
            text += "a:\n  type: str\n  default: \(String(repeating: "a", count: size(1, 5_000, &rng)))\n"
            text += "b:\n  type: str\n  default: \"" + String(repeating: "\(start) a \(end)", count: size(1, 5_000, &rng)) + "\"\n"
        case 4:
            kind = "many questions"
            for i in 0..<size(100, 20_000, &rng) { text += "q\(i): v\(i)\n" }
        case 5:
            kind = "deep flow nesting"
            let depth = size(10, 100_000, &rng)
            text = "q:\n  type: yaml\n  default: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        default:
            kind = "growing replace"
            text = "x:\n  type: str\n  default: \"" + String(repeating: "a", count: size(10, 2_000, &rng)) + "\"\n"
            var expression = "x"
            for _ in 0..<random(1...5, &rng) { expression += ".replace('a', x)" }
            text += "y:\n  type: str\n  default: \"{{ \(expression) }}\"\n"
        }
        return HostileInput(
            kind: kind, files: ["copier.yml": text], arguments: ["run", "copier.yml"] + nonInteractive,
            expectedErrors: ["cannot be imported", "not supported", "unknown", "must be", "delimiter", "expected", "cannot be empty"])
    }

    // MARK: answers files

    /// A flow of `count` text steps with long ids and a repeat of one text step.
    static func answersFlow(count: Int, tail: String) -> String {
        let steps: [[String: Any]] =
            (0..<count).map { ["id": "s\($0)_\(tail)", "type": "text", "prompt": "P", "default": "d"] }
            + [["id": "items", "type": "flow", "flow": "item", "repeat": ["prompt": "Another?"]]]
        return json(["id": "a", "steps": steps, "flows": ["item": ["steps": [["id": "v", "type": "text", "prompt": "V"]]]]])
    }

    static func answersFile(_ rng: inout SplitMix64) -> HostileInput {
        let tail = String(repeating: "x", count: random(1...200, &rng))
        var files = ["flow.json": answersFlow(count: size(1, 300, &rng), tail: tail)]
        var answers: [String: Any] = [:]
        var environment: [String: String] = [:]
        let kind: String
        switch random(0...5, &rng) {
        case 0:
            kind = "many unknown keys"
            for i in 0..<size(10, 5_000, &rng) { answers["s\(i)_\(tail)z"] = "u" }
        case 1:
            kind = "many repeat items"
            answers["items"] = Array(repeating: ["v": "w"], count: size(10, 200_000, &rng))
        case 2:
            kind = "one large file read many times"
            files["big.txt"] = String(repeating: "f", count: size(100, 4_000_000, &rng))
            answers["items"] = Array(repeating: ["v": ["$file": "big.txt"]], count: size(1, 5_000, &rng))
        case 3:
            kind = "a long variable read many times"
            environment["HOSTILE_VALUE"] = String(repeating: "e", count: size(100, 100_000, &rng))
            answers["items"] = Array(repeating: ["v": ["$env": "HOSTILE_VALUE"]], count: size(1, 50_000, &rng))
        case 4:
            kind = "deep nesting"
            let depth = size(10, 100_000, &rng)
            files["answers.json"] =
                #"{"items": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        default:
            kind = "long value"
            answers["s0_\(tail)"] = String(repeating: "l", count: size(1_000, 8_000_000, &rng))
        }
        if files["answers.json"] == nil { files["answers.json"] = json(answers) }
        let command =
            random(0...3, &rng) == 0
            ? ["check", "flow.json", "--answers", "answers.json"] : ["run", "flow.json", "--answers", "answers.json", "--non-interactive"]
        return HostileInput(
            kind: kind, files: files, arguments: command, environment: environment,
            expectedErrors: ["unknown", "no step", "must be", "expected", "an array", "not", "missing answer"])
    }

    // MARK: session files

    static func session(_ rng: inout SplitMix64) -> HostileInput {
        // A debug build, many times slower at reading and restoring a session, gets stacks of
        // up to 20,000 entries; the release build, twice the entry limit. The session's JSON
        // is written as text: serializing 200,000 dictionaries took most of the test's time.
        let count = size(1, WizardProcess.binary.path.contains("/release/") ? 200_000 : 20_000, &rng)
        let long = String(repeating: "s", count: size(1, 1_000_000, &rng))
        let steps: [[String: Any]] = [["id": "q", "type": "text", "prompt": "Q", "next": "q"]]
        let flow = json(["id": "loop", "steps": steps])
        var routes: [String] = []
        routes.reserveCapacity(count)
        let answered = #""answer":"a","source":"piped","answerChanges":[{"new":"a","path":"q"}]"#
        for i in 0..<count {
            let answer = i < count - 1 ? answered : #""answerChanges":[]"#
            routes.append(#"{"screen":{"id":\#(i + 1),"step":"q","kind":{"step":{}},"arrivalChanges":[],\#(answer)},"style":"push"}"#)
        }
        let kind: String
        var answers = "{}"
        var drafts = "{}"
        var typedPaths = "[]"
        switch random(0...3, &rng) {
        case 0: kind = "deep stack"
        case 1:
            kind = "many drafts"
            // At most twice the 64 MiB a session file may hold: more would exhaust the test's memory.
            let draftCount = min(size(1, 100_000, &rng), max(1, 128 * 1024 * 1024 / long.utf8.count))
            drafts = "{" + (0..<draftCount).map { #""d\#($0)":"\#(long)""# }.joined(separator: ",") + "}"
        case 2:
            kind = "long answer"
            answers = #"{"q":"\#(long)"}"#
        default:
            kind = "many typed paths"
            let path = long.prefix(100)
            typedPaths = "[" + (0..<size(1, 200_000, &rng)).map { #""p\#($0).\#(path)""# }.joined(separator: ",") + "]"
        }
        let state =
            #"{"answers":\#(answers),"drafts":\#(drafts),"frames":[],"isCompleted":false,"nextEntryID":\#(count + 1),"#
            + #""pending":[],"pushCount":\#(count),"recordedBytes":0,"stack":{"routes":["#
            + routes.joined(separator: ",") + #"]},"typedPaths":\#(typedPaths)}"#
        let session = #"{"fingerprint":"","flowID":"loop","format":"wizard-session/2","state":\#(state)}"#
        return HostileInput(
            kind: kind, files: ["flow.json": flow, "session.json": session],
            arguments: ["run", "flow.json", "--session", "session.json", "--resume"],
            input: Array(String(repeating: "y\n", count: size(1, 1_000, &rng)).utf8),
            expectedErrors: ["session", "input ended"])
    }

    // MARK: piped lines

    static func pipedLines(_ rng: inout SplitMix64) -> HostileInput {
        let loop: [[String: Any]] = [["id": "q", "type": "text", "prompt": "Q", "next": "q"]]
        switch random(0...5, &rng) {
        case 0:
            let line = String(repeating: "y", count: size(1, 70_000, &rng)) + "\n"
            return HostileInput(
                kind: "endless lines", files: ["flow.json": json(["id": "e", "steps": loop])], arguments: ["run", "flow.json"],
                input: Array(String(repeating: line, count: size(1, 150_000, &rng) / max(1, line.count / 2)).utf8),
                expectedErrors: ["input ended"])
        case 1:
            return HostileInput(
                kind: "no newline", files: ["flow.json": json(["id": "z", "steps": loop])], arguments: ["run", "flow.json"],
                input: [UInt8](repeating: 0, count: size(1_000, 8_000_000, &rng)), expectedErrors: ["input ended"])
        case 2:
            let commands = [":back", ":root", ":back q", "x", ":help", ":dismiss", "::x"]
            var lines = ""
            for _ in 0..<size(10, 50_000, &rng) { lines += commands[random(0...commands.count - 1, &rng)] + "\n" }
            return HostileInput(
                kind: "navigation", files: ["flow.json": json(["id": "n", "steps": loop])], arguments: ["run", "flow.json"],
                input: Array(lines.utf8), expectedErrors: ["input ended"])
        case 3:
            let steps: [[String: Any]] = [["id": "t", "type": "text", "prompt": "T", "multiline": true]]
            let line = String(repeating: "m", count: size(1, 60_000, &rng)) + "\n"
            return HostileInput(
                kind: "long multiline text", files: ["flow.json": json(["id": "t", "steps": steps])], arguments: ["run", "flow.json"],
                input: Array((String(repeating: line, count: size(1, 8_000_000, &rng) / line.count + 1) + ".\n").utf8),
                expectedErrors: ["input ended"])
        case 4:
            let depth = size(10, 32_000, &rng)
            let steps: [[String: Any]] = [["id": "j", "type": "json", "prompt": "J", "next": "j"]]
            let line = String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
            return HostileInput(
                kind: "deep json", files: ["flow.json": json(["id": "j", "steps": steps])], arguments: ["run", "flow.json"],
                input: Array(String(repeating: line, count: random(1...200, &rng)).utf8), expectedErrors: ["input ended"])
        default:
            let steps: [[String: Any]] = [
                ["id": "l", "type": "list", "prompt": "L", "next": "m"],
                ["id": "m", "type": "multiselect", "prompt": "M", "choices": (1...50).map { "c\($0)" }, "next": "l"],
            ]
            let items = size(10, 30_000, &rng)
            let list = (0..<items).map { "i\($0)" }.joined(separator: ",")
            let picks = (0..<items).map { String($0 % 60 + 1) }.joined(separator: " ")
            let pair = list.prefix(65_000) + "\n" + picks.prefix(65_000) + "\n"
            return HostileInput(
                kind: "many items", files: ["flow.json": json(["id": "l", "steps": steps])], arguments: ["run", "flow.json"],
                input: Array(String(repeating: String(pair), count: random(1...200, &rng)).utf8), expectedErrors: ["input ended"])
        }
    }

    // MARK: --set values

    static func setValues(_ rng: inout SplitMix64) -> HostileInput {
        let tail = String(repeating: "x", count: random(1...100, &rng))
        let flow = answersFlow(count: size(1, 300, &rng), tail: tail)
        var sets: [String] = []
        let kind: String
        switch random(0...4, &rng) {
        case 0:
            kind = "long value"
            sets = ["s0_\(tail)=" + String(repeating: "v", count: size(100, 120_000, &rng))]
        case 1:
            kind = "many unknown paths"
            sets = (0..<size(10, 5_000, &rng)).map { "s\($0)_\(tail)y=u" }
        case 2:
            kind = "large repeat index"
            sets = ["items.\(size(10, 1_000_000_000, &rng)).v=w"]
        case 3:
            kind = "deep path"
            // One argument holds at most 128 KiB (Linux's MAX_ARG_STRLEN).
            sets = [(0..<size(10, 20_000, &rng)).map { _ in "items" }.joined(separator: ".") + "=v"]
        default:
            kind = "many values"
            sets = (0..<size(10, 3_000, &rng)).map { "items.\($0).v=" + String(repeating: "w", count: random(1...300, &rng)) }
        }
        return HostileInput(
            kind: kind, files: ["flow.json": flow], arguments: ["run", "flow.json", "--non-interactive"] + sets.flatMap { ["--set", $0] },
            expectedErrors: ["unknown", "no step", "not", "must be", "missing answer", "unusable answer"])
    }
}
