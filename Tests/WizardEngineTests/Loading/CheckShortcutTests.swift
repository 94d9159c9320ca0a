import Foundation
import Testing

@testable import WizardEngine

extension Loading {
    /// The identifier rule, and the `--format env` check, which records answer paths as
    /// numbers, hashing each name from its prefix's hash and the step id. These seeded tests
    /// compare both with plain references.
    @Suite struct CheckShortcutTests {
        /// Characters on and beside the edges of the identifier rule, and non-ASCII ones.
        static let idCharacters: [String] = [
            "a", "z", "A", "Z", "_", "-", "0", "9", "@", "[", "`", "{", "/", ":", " ", ".", "e", "p", "r", "v",
            "\u{E9}", "\u{212A}", "\u{7F}",
        ]

        /// The identifier rule spelled plainly over Unicode scalars.
        static func referenceIsValid(_ id: String) -> Bool {
            func isStart(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" }
            let scalars = Array(id.unicodeScalars)
            guard let first = scalars.first, isStart(first) else { return false }
            return scalars.allSatisfy { isStart($0) || ("0"..."9").contains($0) || $0 == "-" }
        }

        @Test func identifierCheckMatchesTheRule() {
            let seeds = SplitMix64.seeds(defaultRange: 0..<300)
            #expect(!seeds.isEmpty, "WIZARD_SEED holds no seed")
            for seed in seeds {
                var rng = SplitMix64(seed: seed)
                for _ in 0..<50 {
                    let count = Int(rng.next() % 24)
                    let id = (0..<count).map { _ in Self.idCharacters[Int(rng.next() % UInt64(Self.idCharacters.count))] }
                        .joined()
                    #expect(isValidIdentifier(id) == Self.referenceIsValid(id), "seed \(seed): \(id.debugDescription)")
                }
            }
        }

        /// A generated step: its id, and what it is.
        enum GeneratedStep {
            case text(String, stored: Bool)
            case message(String)
            /// A `flow` step opening flow `target` (an inline flow), as a repeat or not.
            case flow(String, target: Int, repeats: Bool)

            var id: String {
                switch self {
                case .text(let id, _), .message(let id), .flow(let id, _, _): id
                }
            }

            var json: String {
                switch self {
                case .text(let id, let stored):
                    #"{"id": "\#(id)", "type": "text", "prompt": "p"\#(stored ? "" : #", "store": false"#)}"#
                case .message(let id): #"{"id": "\#(id)", "type": "message", "text": "t"}"#
                case .flow(let id, let target, let repeats):
                    #"{"id": "\#(id)", "type": "flow", "flow": "f\#(target)"\#(repeats ? #", "repeat": {"min": 0}"# : "")}"#
                }
            }
        }

        /// The warnings of the check, as comparing every path's name as a string finds them.
        static func referenceWarnings(_ flows: [[GeneratedStep]]) -> [String] {
            var first: [String: String] = [:]
            var out: [String] = []
            func walk(_ f: Int, prefix: String, depth: Int) {
                guard depth < 16 else { return }
                for step in flows[f] {
                    let path = prefix.isEmpty ? step.id : prefix + "." + step.id
                    switch step {
                    case .text(_, let stored):
                        guard stored else { continue }
                        let name = environmentName(forAnswerPath: path)
                        if let earlier = first[name] {
                            if earlier != path {
                                out.append("answers '\(earlier)' and '\(path)' both map to the variable \(name)")
                            }
                        } else {
                            first[name] = path
                        }
                    case .message: continue
                    case .flow(_, let target, let repeats): walk(target, prefix: repeats ? path + ".0" : path, depth: depth + 1)
                    }
                }
            }
            walk(0, prefix: "", depth: 0)
            return out
        }

        @Test func environmentNamesMatchAPlainWalk() {
            let ids = ["a", "A", "a-b", "a_b", "A_b", "b", "B-", "b_", "\u{212A}", "k", "K", "x1", "X1", "\u{E9}", "e\u{301}"]
            let seeds = SplitMix64.seeds(defaultRange: 0..<300)
            #expect(!seeds.isEmpty, "WIZARD_SEED holds no seed")
            for seed in seeds {
                var rng = SplitMix64(seed: seed)
                let flowCount = 1 + Int(rng.next() % 4)
                var flows: [[GeneratedStep]] = []
                for f in 0..<flowCount {
                    var steps: [GeneratedStep] = []
                    for _ in 0..<(1 + Int(rng.next() % 8)) {
                        let id = ids[Int(rng.next() % UInt64(ids.count))]
                        let roll = rng.next() % 10
                        // Flows open only later flows: no recursion.
                        if roll < 2, f + 1 < flowCount {
                            let target = f + 1 + Int(rng.next() % UInt64(flowCount - f - 1))
                            steps.append(.flow(id, target: target, repeats: rng.next() % 2 == 0))
                        } else if roll == 2 {
                            steps.append(.message(id))
                        } else {
                            steps.append(.text(id, stored: roll != 3))
                        }
                    }
                    flows.append(steps)
                }
                func flowJSON(_ f: Int) -> String {
                    #""id": "f\#(f)", "steps": ["# + flows[f].map(\.json).joined(separator: ", ") + "]"
                }
                let inline = (1..<flowCount).map { #""f\#($0)": {"# + flowJSON($0) + "}" }.joined(separator: ", ")
                let text = "{" + flowJSON(0) + (inline.isEmpty ? "" : #", "flows": {"# + inline + "}") + "}"
                let found = diagnostics(text).filter { $0.contains("both map") }.map {
                    let start = $0.range(of: "answers ")?.lowerBound ?? $0.startIndex
                    return String($0[start...].prefix { $0 != "," }).replacingOccurrences(of: " in --format env", with: "")
                }
                let expected = Self.referenceWarnings(flows)
                #expect(found.sorted() == expected.sorted(), "seed \(seed): \(text)")
            }
        }
    }
}
