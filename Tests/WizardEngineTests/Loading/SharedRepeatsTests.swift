import Testing

@testable import WizardEngine

/// A flow that repeats a `validate` object or a `choices` list keeps one copy of it
/// (`RecentValues`, `Step.shareExtras(of:)`), and sharing never changes what a step holds.
@Suite struct SharedRepeatsTests {
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

    static func storage(of choices: [Choice]) -> UnsafeRawPointer? {
        choices.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    /// Catches: equal rules each kept in a box of their own (the memory this saves), a rule
    /// shared with a step whose rule differs, or whose rare fields (here `help`) differ.
    @Test func equalRulesShareOneBox() throws {
        let flow = try #require(
            Self.flow([
                Self.text("a", #"{"pattern": "[a-z]+", "max_length": 40}"#),
                Self.text("b", #"{"min_length": 2}"#),
                Self.text("c", #"{"pattern": "[a-z]+", "max_length": 40}"#),
                Self.text("d", #"{"pattern": "[a-z]+", "max_length": 41}"#),
                Self.text("e", #"{"pattern": "[a-z]+", "max_length": 40}"#, help: "h"),
            ]))
        let boxes = flow.steps.map(\.extrasIdentity)
        #expect(boxes.allSatisfy { $0 != nil })
        #expect(boxes[0] == boxes[2])
        #expect(Set(boxes.compactMap { $0 }).count == 4)
        #expect(flow.steps[3].validation.maxLength == 41)
        #expect(flow.steps[4].help?.source == "h")
    }

    /// Catches: a change to one step's rule reaching the step it shares a box with.
    @Test func changingASharedRuleLeavesTheOtherStep() throws {
        var flow = try #require(
            Self.flow([Self.text("a", #"{"min_length": 2}"#), Self.text("b", #"{"min_length": 2}"#)]))
        #expect(flow.steps[0].extrasIdentity == flow.steps[1].extrasIdentity)
        flow.steps[1].validation.minLength = 5
        #expect(flow.steps[0].validation.minLength == 2)
        #expect(flow.steps[1].validation.minLength == 5)
        #expect(flow.steps[0].extrasIdentity != flow.steps[1].extrasIdentity)
    }

    /// Catches: equal `choices` lists each kept apart, or a list shared with a different one.
    @Test func equalChoiceListsShareStorage() throws {
        let flow = try #require(
            Self.flow([
                Self.select("a", #"["x", "y"]"#),
                Self.select("b", #"["x", "y", "z"]"#),
                Self.select("c", #"["x", "y"]"#),
                Self.select("d", #"[{"value": "x", "label": "X"}, "y"]"#),
            ]))
        let lists = flow.steps.map(Self.choices(of:))
        #expect(Self.storage(of: lists[0]) == Self.storage(of: lists[2]))
        #expect(Self.storage(of: lists[0]) != Self.storage(of: lists[1]))
        #expect(Self.storage(of: lists[0]) != Self.storage(of: lists[3]))
        #expect(lists[3].first?.label == "X")
        #expect(lists[1].map(\.text) == ["x", "y", "z"])
    }

    /// Catches: sharing that gives a step another step's rule or list. Seeded flows draw each
    /// step's `validate` and `choices` from small pools (so repeats are near and far apart);
    /// every step must hold exactly what its own JSON says, and steps share a box only when
    /// their rules are equal.
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
        for a in flow.steps.indices {
            for b in flow.steps.indices where a < b {
                guard let box = flow.steps[a].extrasIdentity, box == flow.steps[b].extrasIdentity else { continue }
                #expect(flow.steps[a].validation == flow.steps[b].validation, "seed \(seed)")
            }
        }
    }

    /// Catches: a step whose `choices` list is shared with an earlier one (so the choices
    /// check skips looking for duplicates when that list's values are distinct) losing a
    /// duplicate of its own, or reporting one it has not. Seeded flows draw lists with and
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
