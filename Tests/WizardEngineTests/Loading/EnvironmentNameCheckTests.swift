import Testing

@testable import WizardEngine

extension Loading {
    /// The `--format env` collision check keys ASCII answer paths by a hash of their
    /// variable name computed from the bytes, and switches to the names themselves at the
    /// first other path. Both must warn exactly where comparing the names as strings does.
    @Suite struct EnvironmentNameCheckTests {
        static func warnings(_ ids: [String]) -> [String] {
            let steps = ids.map { #"{"id": "\#($0)", "type": "text", "prompt": "p"}"# }
            let flow = #"{"id": "f", "steps": ["# + steps.joined(separator: ", ") + "]}"
            return diagnostics(flow).filter { $0.contains("both map") }.map {
                $0.replacingPrefix("/flows/main.json:")
            }
        }

        static func warning(_ at: String, _ first: String, _ path: String, _ name: String, step: Int) -> String {
            "\(at): warning: answers '\(first)' and '\(path)' both map to the variable \(name) in --format env, which will fail; rename one of the steps (at steps[\(step)])"
        }

        @Test func asciiPathsCollideByName() {
            #expect(
                Self.warnings(["a-b", "a_b", "c", "C", "d-e-f", "d_e_f", "g", "a.b"]) == [
                    Self.warning("1:69", "a-b", "a_b", "A_B", step: 1),
                    Self.warning("1:159", "c", "C", "C", step: 3),
                    Self.warning("1:251", "d-e-f", "d_e_f", "D_E_F", step: 5),
                    Self.warning("1:343", "a-b", "a.b", "A_B", step: 7),
                ])
        }

        @Test func otherPathsCollideAsStringsCompare() {
            // The Kelvin sign is canonically equivalent to `K`: the name of `k` collides with
            // it only when names are compared as strings; the earlier ASCII names carry over.
            #expect(
                Self.warnings(["k", "db-port", "\u{212A}", "db_port", "\u{E9}", "e\u{301}", "a.b", "A-B", "x"]) == [
                    Self.warning("1:117", "k", "\u{212A}", "\u{212A}", step: 2),
                    Self.warning("1:161", "db-port", "db_port", "DB_PORT", step: 3),
                    Self.warning("1:346", "a.b", "A-B", "A_B", step: 7),
                ])
        }
    }
}
