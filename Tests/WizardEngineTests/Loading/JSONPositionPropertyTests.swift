import Testing
import WizardTestSupport

@testable import WizardEngine

extension Loading {
    /// The reader computes a value's column from its byte offset on the line minus the UTF-8
    /// continuation bytes read so far on that line (no rescan). These seeded documents mix
    /// multi-byte text, escapes, line breaks, a byte order mark and large objects, and
    /// compare every position and value with what the generator wrote.
    @Suite struct JSONPositionPropertyTests {
        /// A JSON text being written, with the line and column (in scalars) of its end.
        struct Writer {
            var text = ""
            var line = 1
            var column = 1
            /// Expected `line:column` of every value and key, in document order.
            var positions: [String] = []

            mutating func write(_ s: String) {
                for scalar in s.unicodeScalars {
                    text.unicodeScalars.append(scalar)
                    if scalar == "\n" {
                        line += 1
                        column = 1
                    } else {
                        column += 1
                    }
                }
            }

            mutating func mark() { positions.append("\(line):\(column)") }
        }

        static let pieces = ["a", "Zz", "é", "日本", "🙂", "x y", "\\n", "\\u00e9", "\\ud83d\\ude00", "\\\"", "-", "0"]

        static func randomString(_ rng: inout SplitMix64) -> String {
            (0..<Int.random(in: 0...4, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "a" }.joined()
        }

        static func whitespace(_ rng: inout SplitMix64) -> String {
            ["", " ", "\n", " \n  ", "\t", "\r\n"].randomElement(using: &rng) ?? ""
        }

        static func writeValue(_ w: inout Writer, depth: Int, _ rng: inout SplitMix64) {
            w.mark()
            let kind = depth > 3 ? Int.random(in: 0...3, using: &rng) : Int.random(in: 0...5, using: &rng)
            switch kind {
            case 0: w.write("\"" + randomString(&rng) + "\"")
            case 1: w.write(String(Int.random(in: -1000...1000, using: &rng)))
            case 2: w.write(["true", "false", "null", "1.5e3"].randomElement(using: &rng) ?? "null")
            case 3: w.write("\"" + randomString(&rng) + "\"")
            case 4:
                w.write("[")
                let count = Int.random(in: 0...5, using: &rng)
                for i in 0..<count {
                    if i > 0 { w.write(",") }
                    w.write(whitespace(&rng))
                    writeValue(&w, depth: depth + 1, &rng)
                    w.write(whitespace(&rng))
                }
                w.write("]")
            default:
                w.write("{")
                // Sometimes past the linear duplicate scan (16 keys).
                let isLarge = Int.random(in: 0...3, using: &rng) == 0
                let count = isLarge ? Int.random(in: 14...24, using: &rng) : Int.random(in: 0...6, using: &rng)
                for i in 0..<count {
                    if i > 0 { w.write(",") }
                    w.write(whitespace(&rng))
                    w.mark()
                    // Distinct keys: a unique suffix after random text.
                    w.write("\"" + randomString(&rng) + "k\(i)\"")
                    w.write(whitespace(&rng) + ":" + whitespace(&rng))
                    writeValue(&w, depth: depth + 1, &rng)
                }
                w.write(whitespace(&rng) + "}")
            }
        }

        /// Positions of every value and key of `node`, in document order.
        static func positions(of node: JSONNode, into out: inout [String]) {
            out.append("\(node.line):\(node.column)")
            switch node.value {
            case .array(let items):
                for item in items { positions(of: item, into: &out) }
            case .object(let members):
                for member in members {
                    out.append("\(member.keyLine):\(member.keyColumn)")
                    positions(of: member.value, into: &out)
                }
            default: break
            }
        }

        @Test func positionsAndValuesMatchTheText() throws {
            let seeds = SplitMix64.seeds(defaultRange: 0..<300)
            #expect(!seeds.isEmpty)
            for seed in seeds { try checkPositions(seed: seed) }
        }

        func checkPositions(seed: UInt64) throws {
            var rng = SplitMix64(seed: seed)
            var w = Writer()
            let bom = Bool.random(using: &rng)
            w.write(Self.whitespace(&rng))
            Self.writeValue(&w, depth: 0, &rng)
            w.write(Self.whitespace(&rng))
            let bytes = (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(w.text.utf8)
            let node = try JSONReader().read(bytes)
            var found: [String] = []
            Self.positions(of: node, into: &found)
            #expect(found == w.positions, "seed \(seed)")
            // A byte order mark changes no value.
            #expect(node == (try JSONReader().read(Array(w.text.utf8))), "seed \(seed)")
        }

        @Test func aDuplicatedKeyIsFoundInSmallAndLargeObjects() {
            let seeds = SplitMix64.seeds(defaultRange: 0..<100)
            #expect(!seeds.isEmpty)
            for seed in seeds { checkDuplicate(seed: seed) }
        }

        func checkDuplicate(seed: UInt64) {
            var rng = SplitMix64(seed: seed)
            let count = Int.random(in: 2...40, using: &rng)
            let keys = (0..<count).map { "é\($0)" }
            let duplicate = Int.random(in: 1..<count, using: &rng)
            let original = Int.random(in: 0..<duplicate, using: &rng)
            var parts: [String] = []
            for i in 0..<count {
                parts.append("\"\(i == duplicate ? keys[original] : keys[i])\": \(i)")
            }
            let text = "{" + parts.joined(separator: ",\n") + "}"
            let error = jsonError(text)
            // Key `original` starts on line original+1; line 1 has a `{` before it.
            let column = original == 0 ? 2 : 1
            #expect(
                error
                    == "\(duplicate + 1):1: duplicate key '\(keys[original])' (first at line \(original + 1), column \(column))",
                "seed \(seed)")
        }
    }
}
