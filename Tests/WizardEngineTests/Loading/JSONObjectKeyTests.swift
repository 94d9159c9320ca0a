import Testing
import WizardTestSupport

@testable import WizardEngine

extension Loading {
    /// Object keys: a repeated key is refused with both positions, in small, large and
    /// nested objects; keys written with escapes are the keys they spell.
    @Suite struct JSONObjectKeyTests {
        @Test(arguments: [
            (#"{"a": 1, "id": 1, "b": 2, "id": 3}"#, 27, 10),
            (#"{"type": 1, "prompt": 2, "x": 0, "type": 3}"#, 34, 2),
            (#"{"x": 1, "y": 2, "x": 3, "id": 4}"#, 18, 2),
            (#"{"id": {"id": 1, "steps": 2}, "steps": {"id": 2}, "x": {"steps": 1, "steps": 2}}"#, 69, 57),
        ])
        func duplicateKeysAreFoundAmongKnownAndOtherKeys(text: String, column: Int, firstColumn: Int) {
            // Catches a duplicate missed or reported at the wrong key or position.
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
            // Catches a key of one object compared with another's (a nested or following
            // object), a duplicate missed in a large object, and wrong positions.
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

        @Test func escapedKeysAreTheKeysTheySpell() {
            // Keys written with \\u escapes must be found, checked and reported like plain ones.
            let text =
                #"{"\u0069d": "main", "st\u0065ps": [{"\u0069d": "a", "type": "text", "pr\u006fmpt": "x", "valid\u0061te": {"m\u0069n": 3, "max": 1}, "nope": 1}, {"id": "b", "type": "text", "\u0070rompt": "y", "when": "a != b", "\u0069d2": 1}], "\u0074itle": 3}"#
            #expect(
                FlowLoader().load(string: text, name: "esc.json").diagnostics.map(DiagnosticRenderer.render) == [
                    "esc.json:1:119: error: 'min' (integer 3) is greater than 'max' (integer 1) (at steps[0].validate.min)",
                    "esc.json:1:133: error: unknown key 'nope' in 'text' step (at steps[0].nope); did you mean 'type'?",
                    "esc.json:1:211: error: unknown key 'id2' in 'text' step (at steps[1].id2); did you mean 'id'?",
                    "esc.json:1:242: error: expected a string or an object of translations by language tag but found integer 3 (at title)",
                ])
            let duplicate = #"{"id": "m", "\u0069d": "n", "steps": []}"#
            #expect(
                FlowLoader().load(string: duplicate, name: "dup2.json").diagnostics.map(DiagnosticRenderer.render) == [
                    "dup2.json:1:13: error: duplicate key 'id' (first at line 1, column 2)"
                ])
        }
    }
}
