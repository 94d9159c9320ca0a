import Testing

@testable import WizardEngine

extension Loading {
    /// The parser classifies each object key as a `FlowKey` (from its bytes, or from its
    /// text when escaped) and the decoder finds and checks keys by that number.
    @Suite struct FlowKeyTests {
        @Test func everyKeyIsFoundByItsName() {
            // Catches a key the table cannot tell apart from another (it would then be
            // treated as unknown only on the slow path, but must still be found here).
            for key in FlowKey.allCases {
                #expect(FlowKey.named(key.name) == key, "\(key.name)")
                #expect(JSONMember(key: key.name, keyLine: 1, keyColumn: 1, value: JSONNode(.null, line: 1, column: 1)).flowKey == key)
            }
        }

        @Test(arguments: [
            "", "i", "ids", "Id", "promptt", "promp", "x-id", "$schema", "min_lengtH", "description_", "maxlength", "steps\u{0}",
        ])
        func otherTextsAreNoKey(text: String) {
            #expect(FlowKey.named(text) == nil)
        }

        @Test func theReaderGivesEachKeyItsTextAndCode() throws {
            // Known keys written plainly take the reader's fast path (no string decoded);
            // every other key is read as a string. Both must give the key's exact text and
            // the code `FlowKey.code(of:)` gives that text.
            let keys =
                FlowKey.allCases.map(\.name) + [
                    "i", "ids", "Id", "promptt", "x-id", "$schema", "min_lengtH", "description_", "maxlength",
                    "abcdefghijklmnop", "abcdefghijklmnopq", "ïd", "id\u{1F600}", "",
                ]
            for key in keys {
                let text = "{\"" + key + "\": 1, \"z\": 2}"
                let n = key.unicodeScalars.count
                let node = try JSONReader().read(Array(text.utf8))
                let member = try #require(node.members?.first)
                #expect(member.key == key)
                #expect(member.flowKey == FlowKey.named(key), "\(key)")
                #expect(member.value == JSONNode(.integer(1), line: 1, column: n + 6))
                #expect(node.members?.last?.keyColumn == n + 9)
            }
            // A key cut off by the end of input is still an unterminated string.
            for text in [#"{"id"#, #"{"prompt"#, #"{"i"#] {
                #expect(throws: JSONSyntaxError(message: "unterminated string (missing closing '\"')", line: 1, column: 2)) {
                    try JSONReader().read(Array(text.utf8))
                }
            }
        }

        @Test func wordClassificationAgreesWithTheByteLoop() {
            // The parser classifies a plain key from one or two words read in place
            // (`code(in:start:count:)`); catches a wrong mask (a longer or shorter text, or
            // one differing in a byte past 8, taken for a key), a wrong slot, and a word read
            // past the end (exactly sized buffers, keys at every place up to the end).
            let names = FlowKey.allCases.map(\.name)
            let seeds = SplitMix64.seeds(defaultRange: 0..<200)
            #expect(!seeds.isEmpty, "ran no seed")
            for seed in seeds {
                var rng = SplitMix64(seed: seed)
                var text = Array((names.randomElement(using: &rng) ?? "id").utf8)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: text.append(UInt8.random(in: 0x20...0x7E, using: &rng))
                case 1: if !text.isEmpty { text.removeLast() }
                case 2: text[Int.random(in: 0..<text.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
                default: break
                }
                let filler = (0..<Int.random(in: 0...20, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
                let bytes = filler + text + [0x22] + filler.prefix(Int.random(in: 0...filler.count, using: &rng))
                let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
                defer { buffer.deallocate() }
                _ = buffer.initialize(from: bytes)
                let start = filler.count
                let expected = FlowKey.code(of: String(decoding: text, as: UTF8.self))
                let plain = FlowKey.code(bytes: UnsafeBufferPointer(rebasing: buffer[start..<(start + text.count)]))
                let found = FlowKey.code(in: UnsafeBufferPointer(buffer), start: start, count: text.count)
                #expect(found == plain, "seed \(seed), \(bytes)")
                if String(validating: text, as: UTF8.self) != nil { #expect(found == expected, "seed \(seed)") }
            }
            for name in names {
                for extra in 0...16 {
                    let bytes = Array(name.utf8) + [UInt8](repeating: 0x22, count: extra)
                    let found = bytes.withUnsafeBufferPointer { FlowKey.code(in: $0, start: 0, count: name.utf8.count) }
                    #expect(found == FlowKey.code(of: name), "\(name) + \(extra)")
                }
            }
        }

        @Test(arguments: [
            (#"{"a": 1, "id": 1, "b": 2, "id": 3}"#, 27, 10),
            (#"{"type": 1, "prompt": 2, "x": 0, "type": 3}"#, 34, 2),
            (#"{"x": 1, "y": 2, "x": 3, "id": 4}"#, 18, 2),
            (#"{"id": {"id": 1, "steps": 2}, "steps": {"id": 2}, "x": {"steps": 1, "steps": 2}}"#, 69, 57),
        ])
        func duplicateKeysAreFoundAmongKnownAndOtherKeys(text: String, column: Int, firstColumn: Int) {
            // Known keys are told apart by their codes (a bit set per object); the error must
            // name the same key and positions as a comparison of texts would.
            #expect(throws: JSONSyntaxError.self) { try JSONReader().read(Array(text.utf8)) }
            do {
                _ = try JSONReader().read(Array(text.utf8))
            } catch {
                #expect(error.column == column)
                #expect(error.message.hasSuffix("(first at line 1, column \(firstColumn))"), "\(error.message)")
            }
        }

        /// Writes an object of 0–40 members (keys of the flow format, others, some escaped),
        /// a few of whose values are objects or arrays of objects in turn (up to 3 deep),
        /// and records the first
        /// repeated key in reading order as a plain set of texts per object finds it.
        struct NestedKeysWriter {
            var rng: SplitMix64
            var raw = ""
            var expectedError: JSONSyntaxError?
            let texts = ["id", "type", "steps", "when", "prompt", "x-y", "a"] + (0..<40).map { "k\($0)" }

            mutating func rawKey(_ text: String) -> String {
                text == "id" && Bool.random(using: &rng) ? #"\u0069d"# : text
            }

            mutating func writeObject(depth: Int) {
                raw += "{"
                var seen: [String: Int] = [:]
                var unused = texts.shuffled(using: &rng)
                // A third of the objects reach 16 keys or more (or nearly: 14).
                let isLarge = Int.random(in: 0..<3, using: &rng) == 0
                let count = isLarge ? Int.random(in: 14...40, using: &rng) : Int.random(in: 0...8, using: &rng)
                for m in 0..<count {
                    if m > 0 { raw += ", " }
                    let text: String
                    if !seen.isEmpty, Int.random(in: 0..<25, using: &rng) == 0 {
                        text = seen.keys.sorted().randomElement(using: &rng) ?? "id"
                    } else {
                        text = unused.popLast() ?? "id"
                    }
                    let column = raw.utf8.count + 1
                    raw += "\"" + rawKey(text) + "\": "
                    if let first = seen[text] {
                        if expectedError == nil {
                            expectedError = JSONSyntaxError(
                                message: "duplicate key '\(text)' (first at line 1, column \(first))", line: 1, column: column)
                        }
                    } else {
                        seen[text] = column
                    }
                    switch depth < 3 ? Int.random(in: 0..<8, using: &rng) : 7 {
                    case 0, 1: writeObject(depth: depth + 1)
                    case 2:
                        // Sibling objects: their keys start at the same place on the stack.
                        raw += "["
                        for e in 0..<Int.random(in: 1...3, using: &rng) {
                            if e > 0 { raw += ", " }
                            writeObject(depth: depth + 1)
                        }
                        raw += "]"
                    default: raw += "1"
                    }
                }
                raw += "}"
            }
        }

        @Test func duplicateKeysInNestedAndLargeObjectsAreFoundAsByAPlainSet() {
            // Catches a key of one object compared with another's (an object of 16 keys or
            // more keeps a dictionary of its keys on a stack, dropped when it closes: one
            // nested in it, or following it, must not see that dictionary), a duplicate
            // missed at the switch from the scan to the dictionary, and wrong positions.
            let seeds = SplitMix64.seeds(defaultRange: 0..<400)
            #expect(!seeds.isEmpty, "ran no seed")
            var duplicates = 0
            for seed in seeds {
                var writer = NestedKeysWriter(rng: SplitMix64(seed: seed))
                writer.writeObject(depth: 0)
                let found = Result { () throws(JSONSyntaxError) in try JSONReader().read(Array(writer.raw.utf8)) }
                switch found {
                case .success: #expect(writer.expectedError == nil, "seed \(seed): \(writer.raw)")
                case .failure(let error): #expect(error == writer.expectedError, "seed \(seed): \(writer.raw)")
                }
                if writer.expectedError != nil { duplicates += 1 }
            }
            // Both outcomes occur often enough to mean something.
            #expect(seeds.count < 100 || (duplicates > seeds.count / 10 && duplicates < seeds.count * 9 / 10), "\(duplicates)")
        }

        @Test func knownKeysRepeatedInOtherObjectsAreNoDuplicates() throws {
            let text = #"{"id": {"id": 1, "steps": [{"id": 2, "type": 3}]}, "steps": {"id": 2, "type": 1}, "type": 0}"#
            let node = try JSONReader().read(Array(text.utf8))
            #expect(node.members?.map(\.key) == ["id", "steps", "type"])
        }

        @Test func aRenamedMemberIsReclassified() {
            var member = JSONMember(key: "id", keyLine: 1, keyColumn: 1, value: JSONNode(.null, line: 1, column: 1))
            member.key = "prompt"
            #expect(member.flowKey == .prompt)
            member.key = "x-prompt"
            #expect(member.flowKey == nil)
        }

        @Test func escapedKeysAreTheKeysTheySpell() {
            // Keys written with \\u escapes must be found, checked and reported like plain ones.
            let text =
                #"{"\u0069d": "main", "st\u0065ps": [{"\u0069d": "a", "type": "text", "pr\u006fmpt": "x", "valid\u0061te": {"m\u0069n": 3, "max": 1}, "nope": 1}, {"id": "b", "type": "text", "\u0070rompt": "y", "when": "a != b", "\u0069d2": 1}], "\u0074itle": 3}"#
            #expect(
                FlowLoader().load(string: text, name: "esc.json").diagnostics.map(DiagnosticRenderer.render) == [
                    "esc.json:1:119: error: 'min' (integer 3) is greater than 'max' (integer 1) (at steps[0].validate.min)",
                    "esc.json:1:133: error: unknown key 'nope' in 'text' step (at steps[0].nope); did you mean 'type'?",
                    "esc.json:1:211: error: unknown key 'id2' in 'text' step (at steps[1].id2); did you mean 'id'?",
                    "esc.json:1:242: error: expected a string but found integer 3 (at title)",
                ])
            let duplicate = #"{"id": "m", "\u0069d": "n", "steps": []}"#
            #expect(
                FlowLoader().load(string: duplicate, name: "dup2.json").diagnostics.map(DiagnosticRenderer.render) == [
                    "dup2.json:1:13: error: duplicate key 'id' (first at line 1, column 2)"
                ])
        }
    }
}

extension Loading {
    /// A string `default` is a template exactly when it holds `{{`; the scan reads the bytes
    /// in place, for small and large strings alike.
    @Suite struct TemplateOpeningTests {
        @Test(arguments: [
            ("", false), ("{", false), ("{{", true), ("a{b{", false), ("{ {", false), ("é{{x}}", true),
            (String(repeating: "x{", count: 40) + "{", true), (String(repeating: "x{", count: 40), false),
        ])
        func findsDoubleBraces(text: String, expected: Bool) {
            #expect(containsTemplateOpening(text) == expected)
            #expect(containsTemplateOpening(text) == text.contains("{{"))
        }

        /// The scan looks at every second byte: a `{{` at an even or an odd offset, at the
        /// start, in the middle or at the end, is found all the same (every text of up to
        /// 7 bytes of `{` and `x`).
        @Test func findsDoubleBracesAtEitherParity() {
            for length in 0...7 {
                for bits in 0..<(1 << length) {
                    let text = String((0..<length).map { bits & (1 << $0) != 0 ? "{" : "x" })
                    #expect(containsTemplateOpening(text) == text.contains("{{"), "\(text)")
                }
            }
        }
    }
}
