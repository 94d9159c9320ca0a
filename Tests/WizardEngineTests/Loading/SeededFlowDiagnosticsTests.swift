import Testing
import WizardTestSupport

@testable import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Loading {
    /// Seeded random flows full of deliberate errors (duplicate and invalid ids, bad
    /// defaults, bounds, choices, `next` targets, answer paths, functions, sub-flows,
    /// inline flows, escapes), loaded, and every rendered diagnostic folded into one
    /// fingerprint. The fingerprint was taken from the loader that kept the whole JSON tree
    /// until every check had run: any change to a message, position, path, suggestion or
    /// order changes it.
    ///
    /// To see what changed, write the flows out (`WIZARD_WRITE_SEEDED_FLOWS=/some/folder`)
    /// and compare `wizard validate` of an older build with this one, file by file.
    @Suite struct SeededFlowDiagnosticsTests {
        static let flowCount = 300
        static let expectedFingerprint: UInt64 = 788_761_236_825_664_938

        struct Generator {
            var random: SplitMix64

            mutating func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
            mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
            mutating func pick(_ options: [String]) -> String { options[below(options.count)] }

            mutating func stepID(_ count: Int) -> String {
                if chance(70) { return "s\(below(count + 2))" }
                return pick(["root", "9bad", "a-b", "a_b", "s0", "s1"])
            }

            mutating func expression(_ count: Int) -> String {
                pick([
                    "s\(below(count + 3)) == 1", "len(s\(below(count + 3))) > 0", "nope(s1)", "root.s\(below(count + 2))",
                    "parent.s\(below(4))", "s\(below(count)).0.q", "sub.s1 > 2", "value > 1", "env.HOME == 'x'", "s1 ==",
                    "lenn(s0)", "parent.parent.s0", "db.s0 == 2", "srv.3.s0",
                ])
            }

            mutating func template(_ count: Int) -> String {
                pick([
                    "Hi {{ s\(below(count + 2)) }}", "plain", #"\u00e9{{ s\#(below(count + 2)) }}"#,
                    #"x\n{{ nope(s1) }}"#, "{{ s1", "{{ root.s\(below(3)) }}", "é {{ s\(below(count)) }}",
                ])
            }

            mutating func choices(_ count: Int) -> String {
                let n = [0, 1, 3, 18][below(4)]
                var items: [String] = []
                for _ in 0..<n {
                    let value = "\"v\(below(max(1, n)))\""
                    switch below(10) {
                    case 0..<5: items.append(value)
                    case 5..<8: items.append(#"{"value": \#(value), "label": "L", "when": "\#(expression(count))"}"#)
                    case 8: items.append(#"{"label": "no value"}"#)
                    default: items.append("3")
                    }
                }
                return "[" + items.joined(separator: ", ") + "]"
            }

            mutating func step(_ index: Int, _ count: Int) -> String {
                if chance(2) { return pick(["3", "\"text\"", "[]"]) }
                let type = pick([
                    "text", "integer", "number", "confirm", "select", "multiselect", "secret", "path", "message",
                    "flow", "bogus", "",
                ])
                var members: [String] = []
                if chance(95) { members.append(#""id": "\#(chance(30) ? stepID(count) : "s\(index)")""#) }
                if !type.isEmpty { members.append(#""type": "\#(type)""#) }
                if type != "message", type != "flow", chance(85) {
                    members.append(#""prompt": "\#(template(count))""#)
                } else if chance(10) {
                    members.append(#""promt": "x""#)
                }
                if type == "select" || type == "multiselect" || chance(5) { members.append(#""choices": \#(choices(count))"#) }
                if chance(50) {
                    members.append(
                        #""default": "#
                            + pick([
                                "\"v1\"", #"["v0", "zz", 3]"#, "\(below(8) - 3)", "true", "2.5", "\"{{ s\(below(count)) }}\"",
                                "null",
                            ]))
                }
                if chance(30) { members.append(#""when": "\#(expression(count))""#) }
                if chance(30) {
                    var rule: [String] = []
                    for key in ["min", "max", "min_length", "max_length"] where chance(50) {
                        rule.append(#""\#(key)": \#(below(7) - 2)"#)
                    }
                    if chance(20) { rule.append(#""expr": "\#(expression(count))""#) }
                    if chance(10) { rule.append(#""plugin": "ghost""#) }
                    if chance(10) { rule.append(#""patern": "x""#) }
                    members.append(#""validate": {\#(rule.joined(separator: ", "))}"#)
                }
                if chance(20) {
                    members.append(
                        chance(50)
                            ? #""next": "\#(pick(["$end", "s\(below(count + 3))", "s1"]))""#
                            : #""next": {"a": "s\#(below(count + 3))", "*": "\#(pick(["$end", "s2", "zz"]))", "b": 4}"#)
                }
                if type == "flow" {
                    if chance(90) { members.append(#""flow": "\#(pick(["main", "db", "srv", "sub", "x", "nosuch"]))""#) }
                    if chance(40) {
                        members.append(
                            #""repeat": {"min": \#(below(4) - 1), "max": \#(below(4) - 1), "prompt": "\#(template(count))"}"#)
                    }
                }
                if type == "message", chance(90) { members.append(#""text": "\#(template(count))""#) }
                if chance(5) { members.append(#""store": false"#) }
                if chance(3) { members.append(#""placeholder": "p""#) }
                if chance(3) { members.append(#""x-extra": 1"#) }
                if chance(3) { members.append(#""colour": 1"#) }
                return "{" + members.joined(separator: ", ") + "}"
            }

            mutating func flow(id: String?, depth: Int) -> String {
                let count = 1 + below(11)
                var members: [String] = []
                if let id { members.append(#""id": "\#(id)""#) }
                let steps = (0..<count).map { step($0, count) }
                members.append(#""steps": [\#n  "# + steps.joined(separator: ",\n  ") + "]")
                if depth < 2, chance(60) {
                    var inline: [String] = []
                    for key in ["db", "srv", "sub", "x"] where chance(35) {
                        let innerID = chance(60) ? key : (chance(50) ? nil : "other")
                        inline.append(#""\#(key)": "# + flow(id: innerID, depth: depth + 1))
                    }
                    members.append(#""flows": {"# + inline.joined(separator: ",\n") + "}")
                }
                if chance(5) { members.append(#""title": 3"#) }
                return "{" + members.joined(separator: ",\n") + "}"
            }
        }

        static func flowText(seed: UInt64) -> String {
            var generator = Generator(random: SplitMix64(seed: seed))
            let id = generator.pick(["main", "main", "", "9x"])
            return generator.flow(id: id.isEmpty ? nil : id, depth: 0)
        }

        /// 64-bit FNV-1a over `text`'s bytes, continuing from `hash`.
        static func fold(_ text: String, into hash: inout UInt64) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
        }

        @Test func diagnosticsOfSeededFlowsAreUnchanged() {
            let folder = ProcessInfoEnvironment.value("WIZARD_WRITE_SEEDED_FLOWS")
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var total = 0
            for seed in 0..<UInt64(Self.flowCount) {
                let text = Self.flowText(seed: seed)
                let name = "f\(seed).json"
                if let folder, let file = fopen(folder + "/" + name, "w") {
                    _ = fputs(text, file)
                    _ = fclose(file)
                }
                let diagnostics = FlowLoader().load(string: text, name: name).diagnostics
                total += diagnostics.count
                Self.fold(DiagnosticRenderer.render(diagnostics) + "\n", into: &hash)
            }
            #expect(total > 5 * Self.flowCount)  // the flows do exercise the checks
            #expect(hash == Self.expectedFingerprint, "fingerprint \(hash)")
        }
    }
}

/// Reads one environment variable (tests only).
enum ProcessInfoEnvironment {
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
