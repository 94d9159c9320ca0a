import Foundation
import Testing
import WizardTestSupport

/// Seeded flows and inputs built to be expensive (growing templates, loops over large
/// values, many unknown names, endless lines): every run must end by itself, either
/// finishing or stopping with an error that names the limit it hit, and never print more
/// than the run's output limit. A failing seed is reproduced with `WIZARD_SEED=N`.
@Suite struct HostileFlowGenerativeTests {
    /// One generated case: the flow, the command's arguments after the flow's path, and
    /// the standard input.
    struct Case {
        var kind: String
        var flow: Any
        var arguments: [String]
        var input = ""
    }

    static func random(_ range: ClosedRange<Int>, _ rng: inout SplitMix64) -> Int { Int.random(in: range, using: &rng) }

    /// A case of one of six kinds, its sizes drawn from `rng`.
    static func hostileCase(_ rng: inout SplitMix64) -> Case {
        let base = String(repeating: "a", count: random(200...2_000, &rng))
        let nonInteractive = ["--defaults", "--non-interactive"]
        switch random(0...5, &rng) {
        case 0:
            var expression = "x"
            for _ in 0..<random(2...4, &rng) {
                expression =
                    Bool.random(using: &rng) ? #"replace(\#(expression), "a", x)"# : #"join(split(\#(expression), "a"), x)"#
            }
            let steps: [[String: Any]] = [
                ["id": "x", "type": "text", "prompt": "X", "default": base],
                ["id": "y", "type": "text", "prompt": "Y", "default": "{{ \(expression) }}"],
            ]
            return Case(kind: "growing template", flow: ["id": "g", "steps": steps], arguments: nonInteractive)
        case 1:
            let holes = String(repeating: "{{x}}", count: random(1_000...13_000, &rng))
            let steps: [[String: Any]] = [
                ["id": "x", "type": "text", "prompt": "X"], ["id": "m", "type": "message", "text": holes],
            ]
            return Case(kind: "many holes", flow: ["id": "h", "steps": steps], arguments: [], input: base + "\n")
        case 2:
            let text = String(repeating: "m", count: random(20_000...60_000, &rng))
            let steps: [[String: Any]] = [["id": "m", "type": "message", "text": text, "next": "m"]]
            return Case(kind: "long message loop", flow: ["id": "l", "steps": steps], arguments: ["--non-interactive"])
        case 3:
            let steps: [[String: Any]] = [
                ["id": "a", "type": "text", "prompt": "A", "default": String(repeating: "b", count: random(20_000...60_000, &rng))],
                ["id": "m", "type": "message", "text": ".", "next": "c"],
                ["id": "c", "type": "text", "prompt": "C", "when": #"matches(a, "a+") || startswith(a, "x")"#],
                ["id": "z", "type": "message", "text": ",", "next": "m"],
            ]
            return Case(kind: "costly condition loop", flow: ["id": "c", "steps": steps], arguments: nonInteractive)
        case 4:
            let count = random(50...400, &rng)
            let tail = String(repeating: "x", count: random(20...250, &rng))
            let steps: [[String: Any]] = (0..<count).map {
                ["id": "s\($0)_" + tail, "type": "text", "prompt": "P", "next": "t\($0)_" + tail]
            }
            return Case(kind: "unknown names", flow: ["id": "u", "steps": steps], arguments: [])
        default:
            let steps: [[String: Any]] = [["id": "q", "type": "text", "prompt": "Q {{ q }}", "next": "q"]]
            let line = String(repeating: "y", count: random(1...2_000, &rng)) + "\n"
            return Case(
                kind: "endless lines", flow: ["id": "e", "steps": steps], arguments: [],
                input: String(repeating: line, count: random(100...2_000, &rng)))
        }
    }

    @Test func hostileFlowsEndWithinTheLimits() throws {
        let seeds = SplitMix64.seeds(defaultRange: 0..<12)
        #expect(!seeds.isEmpty, "WIZARD_SEED holds no seed")
        var kinds = Set<String>()
        for seed in seeds {
            var rng = SplitMix64(seed: seed)
            let c = Self.hostileCase(&rng)
            kinds.insert(c.kind)
            let text = String(decoding: try JSONSerialization.data(withJSONObject: c.flow), as: UTF8.self)
            let path = try TemporaryFolder().write("flow.json", text)
            let command = c.kind == "unknown names" ? ["validate", path] : ["run", path] + c.arguments
            let result = try WizardProcess.run(command, input: c.input)
            let context = "seed \(seed) (\(c.kind)); reproduce with WIZARD_SEED=\(seed)"
            #expect(!result.isSignalled, "\(context)")
            #expect([0, 1, 3].contains(result.status), "\(context): \(result.stderr.suffix(300))")
            #expect(result.stdoutBytes.count + result.stderrBytes.count <= 16 * 1024 * 1024 + 200_000, "\(context)")
            let lastLine = result.stderr.split(separator: "\n").last { $0.hasPrefix("wizard: error:") } ?? ""
            if result.status == 3, c.kind != "endless lines" {
                let namesALimit = ["more than", "longer than"].contains { lastLine.contains($0) }
                #expect(namesALimit, "\(context): \(lastLine)")
            }
        }
        // The default seeds draw every kind.
        if ProcessInfo.processInfo.environment["WIZARD_SEED"] == nil { #expect(kinds.count == 6, "\(kinds.sorted())") }
    }
}
