import Testing
import WizardTestSupport

@testable import WizardEngine

/// A flow that repeats a `validate` object or a `choices` list on many steps: each step
/// holds what its own JSON says, and reports its own duplicates.
@Suite struct RepeatedValuesTests {
    static func flow(_ steps: [String]) -> Flow? {
        let text = #"{"id": "f", "steps": ["# + steps.joined(separator: ", ") + "]}"
        let result = FlowLoader().load(string: text)
        return result.catalog?.flows[FlowID("f")]
    }

    static func text(_ id: String, _ validate: String, help: String? = nil) -> String {
        let helpMember = help.map { #", "help": "\#($0)""# } ?? ""
        return #"{"id": "\#(id)", "type": "text", "prompt": "?", "validate": \#(validate)\#(helpMember)}"#
    }

    static func select(_ id: String, _ choices: String) -> String {
        #"{"id": "\#(id)", "type": "select", "prompt": "?", "choices": \#(choices)}"#
    }

    static func choices(of step: Step) -> [Choice] {
        if case .select(let choices) = step.kind { choices } else { [] }
    }

    /// Catches: a step given another step's rule or list. Seeded flows draw each step's
    /// `validate` and `choices` from small pools (so repeats are near and far apart); every
    /// step must hold exactly what its own JSON says.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<30))
    func everyStepHoldsItsOwnValues(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 0x5A4E)
        let rules: [(json: String, rule: ValidationRule)] = [
            (#"{"min_length": 1}"#, ValidationRule(minLength: 1)),
            (#"{"min_length": 2}"#, ValidationRule(minLength: 2)),
            (#"{"max_length": 9, "message": "short"}"#, ValidationRule(maxLength: 9, message: "short")),
            (#"{"pattern": "[0-9]+"}"#, ValidationRule(pattern: try RegexPattern("[0-9]+"))),
            (#"{"pattern": "[0-9]+", "min_length": 1}"#, ValidationRule(pattern: try RegexPattern("[0-9]+"), minLength: 1)),
            (#"{"min_length": 1, "max_length": 3}"#, ValidationRule(minLength: 1, maxLength: 3)),
        ]
        let lists: [[String]] = [["a"], ["a", "b"], ["b", "a"], ["a", "b", "c"], ["c"], ["x", "y"]]
        var steps: [String] = []
        var expected: [(rule: ValidationRule?, choices: [String]?)] = []
        for i in 0..<Int.random(in: 1..<60, using: &rng) {
            if Bool.random(using: &rng) {
                let (json, rule) = rules[Int.random(in: 0..<rules.count, using: &rng)]
                steps.append(Self.text("s\(i)", json))
                expected.append((rule, nil))
            } else {
                let list = lists[Int.random(in: 0..<lists.count, using: &rng)]
                steps.append(Self.select("s\(i)", "[" + list.map { "\"\($0)\"" }.joined(separator: ", ") + "]"))
                expected.append((nil, list))
            }
        }
        let flow = try #require(Self.flow(steps))
        for (step, want) in zip(flow.steps, expected) {
            if let rule = want.rule { #expect(step.validation == rule, "seed \(seed), step \(step.id)") }
            if let list = want.choices { #expect(Self.choices(of: step).map(\.text) == list, "seed \(seed)") }
        }
    }

    /// Catches: a step whose `choices` list repeats an earlier one losing a duplicate of
    /// its own, or reporting one it has not. Seeded flows draw lists with and
    /// without duplicates, some equal only as `String`s compare (a precomposed and a
    /// decomposed "é", one written with an escape); every step's duplicate diagnostics must
    /// be those a plain comparison of its values gives.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<30))
    func sharedListsKeepTheirDuplicateDiagnostics(seed: UInt64) {
        var rng = SplitMix64(seed: seed &+ 0xD15C)
        // The list's JSON and its values.
        let lists: [(json: String, values: [String])] = [
            (#"["a", "b"]"#, ["a", "b"]),
            (#"["a", "b", "a"]"#, ["a", "b", "a"]),
            (#"["a", "a"]"#, ["a", "a"]),
            ("[\"\u{E9}\", \"x\"]", ["\u{E9}", "x"]),
            (#"["\u00e9", "x"]"#, ["\u{E9}", "x"]),
            ("[\"\u{E9}\", \"e\u{301}\"]", ["\u{E9}", "e\u{301}"]),
            ("[\"e\u{301}\", \"\u{E9}\"]", ["e\u{301}", "\u{E9}"]),
            ("[\"x\", \"e\u{301}\"]", ["x", "e\u{301}"]),
        ]
        var steps: [String] = []
        var expected: Set<String> = []
        for i in 0..<Int.random(in: 1..<40, using: &rng) {
            let list = lists[Int.random(in: 0..<lists.count, using: &rng)]
            steps.append(Self.select("s\(i)", list.json))
            for (j, value) in list.values.enumerated() where list.values[..<j].contains(value) {
                expected.insert("steps[\(i)].choices[\(j)]")
            }
        }
        let text = #"{"id": "f", "steps": ["# + steps.joined(separator: ", ") + "]}"
        let found = FlowLoader().load(string: text).diagnostics.filter { $0.message.hasPrefix("duplicate choice value") }
        #expect(Set(found.compactMap(\.jsonPath)) == expected, "seed \(seed)")
        #expect(found.count == expected.count, "seed \(seed)")
    }
}
