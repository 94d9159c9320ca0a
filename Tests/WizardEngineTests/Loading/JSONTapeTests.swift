import Testing

@testable import WizardEngine

extension Loading {
    /// The flow loader reads a `JSONTape` through `JSONValue` views, and everything else reads
    /// `JSONNode` trees built from the same tape. These tests hold the views to the trees
    /// (values, positions, escapes, keys and their codes) and cover what only the views do:
    /// comparing texts in place, and the key index's fallbacks.
    @Suite struct JSONTapeTests {
        /// Compares the view `value` with the tree `node`, recursively.
        static func expectSame(_ value: JSONValue, _ node: JSONNode, _ where: String) {
            #expect(value.line == node.line && value.column == node.column, "\(`where`)")
            #expect(value.summary == node.summary, "\(`where`)")
            #expect(value.toAnswerValue() == node.toAnswerValue(), "\(`where`)")
            #expect(value.node == node, "\(`where`)")
            switch node.value {
            case .string(let text):
                #expect(value.stringValue == text, "\(`where`)")
                #expect(value.isString(text), "\(`where`)")
                #expect(value.firstEscapeOffset == node.firstEscapeOffset, "\(`where`)")
                for offset in [-1, 0, 1, 3] {
                    #expect(
                        value.location(in: "f", scalarOffset: offset) == node.location(in: "f", scalarOffset: offset),
                        "\(`where`)")
                }
            case .integer(let i):
                #expect(value.integerValue == i && value.numberValue == Double(i), "\(`where`)")
            case .number(let d):
                #expect(value.integerValue == nil && value.numberValue == d, "\(`where`)")
            case .bool(let b):
                #expect(value.boolValue == b, "\(`where`)")
            case .null:
                #expect(value.kind == .null, "\(`where`)")
            case .array(let items):
                #expect(value.isArray && value.elements.count == items.count, "\(`where`)")
                for (i, (element, item)) in zip(value.elements, items).enumerated() {
                    expectSame(element, item, "\(`where`)[\(i)]")
                }
            case .object(let members):
                #expect(value.isObject && value.members.count == members.count, "\(`where`)")
                for (member, expected) in zip(value.members, members) {
                    #expect(member.key == expected.key, "\(`where`)")
                    #expect(member.hasKey(expected.key), "\(`where`)")
                    #expect(member.flowKey == expected.flowKey, "\(`where`)")
                    #expect(member.keyLocation(in: "f") == expected.keyLocation(in: "f"), "\(`where`)")
                    #expect(value[expected.key]?.index == member.value.index, "\(`where`)")
                    expectSame(member.value, expected.value, "\(`where`).\(expected.key)")
                }
            }
        }

        @Test(arguments: 0..<60)
        func viewsAgreeWithTheTree(seed: UInt64) throws {
            // Catches a view reading a payload, position, escape offset or sibling link
            // differently from the tree built out of the same entries.
            var rng = SplitMix64(seed: seed &* 7919 &+ 3)
            var writer = JSONPositionPropertyTests.Writer()
            JSONPositionPropertyTests.writeValue(&writer, depth: 0, &rng)
            let bytes = Array(writer.text.utf8)
            let node = try JSONReader().read(bytes)
            try bytes.withUnsafeBufferPointer { buffer in
                let tape = try JSONReader().readTape(buffer).get()
                withExtendedLifetime(tape) { Self.expectSame(tape.root, node, "$") }
            }
        }

        @Test func keysThatSpellTheSameTextAreDuplicates() {
            // Keys compare as the tree reader compared them: the same text once escapes are
            // decoded; up to 16 keys, texts of different UTF-8 lengths differ (no
            // normalization), beyond, the dictionary's `String` equality (canonical
            // equivalence) decides.
            let many = (0..<20).map { "\"k\($0)\": 0, " }.joined()
            let cases: [(String, String?)] = [
                ("{\"\u{E9}\": 1, \"e\u{301}\": 2}", nil),
                ("{\"a\": 1, \"\\u0061\": 2}", "duplicate key 'a' (first at line 1, column 2)@1:10"),
                ("{\"\\u00e9\": 1, \"\u{E9}\": 2}", "duplicate key '\u{E9}' (first at line 1, column 2)@1:15"),
                ("{" + many + "\"\u{E9}\": 1, \"e\u{301}\": 2}", "duplicate key 'e\u{301}' (first at line 1, column 192)@1:200"),
                ("{" + many + "\"a\": 1, \"\\u0061\": 2}", "duplicate key 'a' (first at line 1, column 192)@1:200"),
                ("{\"ab\": 1, \"ba\": 2, \"\u{E9}\": 3, \"e\": 4}", nil),
            ]
            for (text, expected) in cases {
                var found: String?
                do throws(JSONSyntaxError) {
                    _ = try JSONReader().read(Array(text.utf8))
                } catch {
                    found = "\(error.message)@\(error.line):\(error.column)"
                }
                #expect(found == expected, "\(text)")
            }
        }

        @Test func choiceValuesThatSpellTheSameTextAreDuplicates() {
            // The choices check compares values in the tape; it must find what comparing the
            // strings with `==` finds, escapes and other spellings included.
            let flow = """
                {"id": "f", "steps": [{"id": "a", "type": "select", "prompt": "p", "choices": ["a", "\\u0061", "\u{E9}", {"value": "e\u{301}"}, "b"]}]}
                """
            #expect(
                diagnostics(flow).map { $0.replacingPrefix("/flows/main.json:") } == [
                    "1:85: error: duplicate choice value 'a' (first at line 1, column 80) (at steps[0].choices[1])",
                    "1:110: error: duplicate choice value 'e\u{301}' (first at line 1, column 95) (at steps[0].choices[3].value)",
                ])
        }

        @Test func keysAreFoundBeyondTheKeyIndex() {
            // A step of more than 16 members, or whose `prompt` lies more than 65,535 entries
            // after the step's start, is not indexed: its keys are found by a scan, with the
            // same results.
            let extra = (0..<16).map { "\"x-\($0)\": \($0)" }.joined(separator: ", ")
            let wide = "{\"id\": \"f\", \"steps\": [{\"id\": \"a\", \"type\": \"text\", " + extra + ", \"prompt\": \"Hi\"}]}"
            let big = (0..<70_000).map { _ in "0" }.joined(separator: ",")
            let far =
                "{\"id\": \"f\", \"steps\": [{\"id\": \"a\", \"type\": \"select\", \"x-big\": [" + big
                + "], \"choices\": [\"c\"], \"prompt\": \"Hi\", \"default\": \"c\"}]}"
            for text in [wide, far] {
                let result = load(text)
                #expect(result.diagnostics.isEmpty)
                let step = result.catalog?.flows[FlowID("f")]?.steps.first
                #expect(step?.prompt?.source == "Hi")
                #expect(step?.id == StepID("a"))
            }
        }

        /// A flow of `count` steps whose prompts are long enough (and of varied lengths) for
        /// many to straddle the tape's 64 KiB byte chunks, with its title and members written
        /// after the steps, and an inline flow before them; with `errors`, every fifth step
        /// repeats a choice, and an unknown key and a missing import follow the steps.
        static func longFlow(count: Int, errors: Bool) -> (text: String, prompts: [String]) {
            var prompts: [String] = []
            var steps: [String] = []
            for i in 0..<count {
                let prompt = "Prompt \(i) " + String(repeating: "\u{E9}-\(i % 7)", count: 20 + i % 37) + " {{ s0 }}?"
                prompts.append(prompt)
                let last = errors ? "a\(i)" : "c"
                let kind =
                    i % 5 == 0
                    ? #", "type": "select", "choices": ["a\#(i)", "\u0062", "\#(last)"]"# : #", "type": "text""#
                steps.append(#"{"id": "s\#(i)", "prompt": "\#(prompt)"\#(kind)}"#)
            }
            let before = #""flows": {"early": {"steps": [{"id": "e", "type": "confirm", "prompt": "Early?"}]}}"#
            let after = errors ? #""title": "Long title", "flows2": 1, "imports": ["missing.json"]"# : #""title": "Long title""#
            let text =
                "{\"id\": \"long\", " + before + ", \"steps\": [\n" + steps.joined(separator: ",\n") + "\n], " + after + "}"
            return (text, prompts)
        }

        @Test func decodingFreesDecodedPartsWithoutLosingLaterOnes() throws {
            // Catches a chunk of entries or bytes freed while something still reads it (a
            // string straddling two byte chunks, the members after `steps`, a later step's
            // choices), or a string gathered wrongly across chunks.
            let (text, prompts) = Self.longFlow(count: 3_000, errors: false)
            #expect(text.utf8.count > 8 * 65_536)
            let result = load(text)
            #expect(result.diagnostics.isEmpty)
            let catalog = try #require(result.catalog)
            let flow = try #require(catalog.flows[FlowID("long")])
            #expect(flow.title == "Long title")
            #expect(flow.steps.map { $0.prompt?.source } == prompts)
            #expect(flow.steps[0].kind.choices?.map(\.text) == ["a0", "b", "c"])
            #expect(flow.steps[2_995].kind.choices?.map(\.text) == ["a2995", "b", "c"])
            #expect(catalog.flows[FlowID("early")]?.steps.first?.prompt?.source == "Early?")

            let (bad, _) = Self.longFlow(count: 3_000, errors: true)
            let rendered = load(bad).diagnostics.map(DiagnosticRenderer.render)
            let duplicates = rendered.filter { $0.contains("duplicate choice value") }
            #expect(duplicates.count == 600)
            #expect(duplicates.first?.hasSuffix("(at steps[0].choices[2])") == true)
            #expect(duplicates.last?.contains("duplicate choice value 'a2995'") == true)
            #expect(rendered.contains { $0.contains("unknown key 'flows2' in flow") })
            #expect(rendered.contains { $0.contains("imported file '/flows/missing.json' does not exist") })
        }

        @Test func treesOfLargeInputsAreWhole() throws {
            // The tree reader goes through a chunked tape too: strings across byte chunks must
            // come out whole.
            let items = (0..<5_000).map { "\"\($0) " + String(repeating: "\u{1F600}x", count: $0 % 41) + "\"" }
            let node = try JSONReader().read(Array(("[" + items.joined(separator: ",") + "]").utf8))
            let texts = node.elements?.compactMap(\.stringValue) ?? []
            #expect(texts.count == 5_000)
            #expect(texts == (0..<5_000).map { "\($0) " + String(repeating: "\u{1F600}x", count: $0 % 41) })
        }
    }
}
