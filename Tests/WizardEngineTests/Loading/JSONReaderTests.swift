import Testing
import WizardTestSupport

@testable import WizardCore
@testable import WizardEngine

extension Loading {
    @Suite struct JSONReaderTests {
        struct ErrorCase: CustomTestStringConvertible, Sendable {
            var name: String
            var bytes: [UInt8]
            var expected: String
            var testDescription: String { name }
            init(_ name: String, _ text: String, _ expected: String) {
                self.name = name
                self.bytes = Array(text.utf8)
                self.expected = expected
            }
            init(_ name: String, bytes: [UInt8], _ expected: String) {
                self.name = name
                self.bytes = bytes
                self.expected = expected
            }
        }

        // Each case would catch a reader that accepts non-RFC-8259 input or mislocates it.
        static let errorCases: [ErrorCase] = [
            .init("empty", "", "1:1: expected a JSON value but found end of input"),
            .init("missing comma", "{\"a\": 1 \"b\": 2}", "1:9: expected ',' or '}' after object member but found '\"'"),
            .init("trailing comma object", "{\"a\": 1,\n }", "2:2: trailing comma before '}' is not allowed"),
            .init("trailing comma array", "[1, 2,]", "1:7: trailing comma before ']' is not allowed"),
            .init("comment", "// hi\n{}", "1:1: expected a JSON value but found '/'"),
            .init("single quotes", "{'a': 1}", "1:2: expected '\"' to start an object key but found '''"),
            .init("missing colon", "{\"a\" 1}", "1:6: expected ':' after object key but found '1'"),
            .init("bad literal", "[True]", "1:2: expected a JSON value but found 'True'"),
            .init("trailing garbage", "{} x", "1:4: expected end of input after the JSON value but found 'x'"),
            .init("duplicate key", "{\"id\": 1,\n \"id\": 2}", "2:2: duplicate key 'id' (first at line 1, column 2)"),
            .init("leading zero", "[01]", "1:2: leading zeros are not allowed in numbers"),
            .init("bare minus", "[-]", "1:3: expected a digit after '-' but found ']'"),
            .init("dot without digits", "[1.]", "1:4: expected a digit after '.' but found ']'"),
            .init("empty exponent", "[1e+]", "1:5: expected a digit in the exponent but found ']'"),
            .init("huge exponent", "[1e999]", "1:2: number 1e999 is out of range"),
            .init("unterminated string", "[\"abc", "1:2: unterminated string (missing closing '\"')"),
            .init("raw newline in string", "[\"a\nb\"]", "1:4: control character U+000A must be escaped in a string"),
            .init("bad escape", "[\"a\\qb\"]", "1:4: invalid escape '\\q' in string (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
            .init("short unicode escape", "[\"\\u12G4\"]", "1:7: expected 4 hex digits after '\\u' but found 'G'"),
            .init("lone high surrogate", "[\"x\\uD83D\"]", "1:4: unpaired high surrogate \\uD83D in string"),
            .init("high then non-low", "[\"\\uD83D\\u0041\"]", "1:3: unpaired high surrogate \\uD83D in string"),
            .init("lone low surrogate", "[\"\\uDE00\"]", "1:3: unpaired low surrogate \\uDE00 in string"),
            .init("invalid utf8 in string", bytes: [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D], "1:4: invalid UTF-8 byte 0xFF in string"),
            .init("overlong utf8", bytes: [0x22, 0xC0, 0xAF, 0x22], "1:2: invalid UTF-8 byte 0xC0 in string"),
            .init("encoded surrogate", bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "1:2: invalid UTF-8 byte 0xED in string"),
            .init("truncated utf8", bytes: [0x22, 0xE2, 0x82], "1:2: invalid UTF-8 byte 0xE2 in string"),
            .init(
                "invalid utf8 outside string", bytes: [0x5B, 0xFE, 0x5D], "1:2: expected a JSON value but found invalid UTF-8 byte 0xFE"),
            .init("escape char kept raw (printers escape it)", "[\u{1B}]", "1:2: expected a JSON value but found '\u{1B}'"),
            .init("columns count scalars", "{\"é\": \"ü\" x}", "1:11: expected ',' or '}' after object member but found 'x'"),
        ]

        @Test(arguments: errorCases)
        func rejectsWithExactMessage(_ c: ErrorCase) {
            #expect(jsonError(bytes: c.bytes) == c.expected)
        }

        @Test func nestingLimitIsExact() {
            // Catches an off-by-one in the depth limit (docs/writing-flows.md).
            let ok = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
            let tooDeep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
            #expect(jsonError(ok) == nil)
            #expect(jsonError(tooDeep) == "1:257: JSON nests deeper than the limit of 256 levels")
            // Deep input far beyond the limit is refused without overflowing the stack.
            #expect(jsonError(String(repeating: "[", count: 1_000_000)) != nil)
        }

        @Test func sizeLimit() {
            #expect(jsonError("[1,2]", maxBytes: 5) == nil)
            #expect(jsonError("[1,22]", maxBytes: 5) == "1:1: input is 6 bytes, more than the limit of 5 bytes")
            #expect(
                jsonError("[1,22]", maxBytes: 1) == "1:1: input is 6 bytes, more than the limit of 1 bytes")
            #expect(JSONReader.describeSize(16 * 1024 * 1024) == "16 MiB (16777216 bytes)")
        }

        @Test func decodesEscapesAndSurrogates() throws {
            let node = try JSONReader().read(Array(#"["a\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00z"]"#.utf8))
            let s = node.elements?.first?.stringValue
            #expect(s == "a\"\\/\u{8}\u{C}\n\r\té😀z")
            #expect(node.elements?.first?.firstEscapeOffset == 1)
        }

        @Test func positionsOfValuesAndKeys() throws {
            let text = "{\n  \"a\": [1, 2.5],\n  \"ü\": {\"b\": null}\n}"
            let node = try JSONReader().read(Array(text.utf8))
            let members = try #require(node.members)
            #expect(members.map(\.key) == ["a", "ü"])
            #expect(members.map { "\($0.keyLine):\($0.keyColumn)" } == ["2:3", "3:3"])
            let array = try #require(members[0].value.elements)
            #expect(array.map { "\($0.line):\($0.column)" } == ["2:9", "2:12"])
            #expect(array.map(\.value) == [.integer(1), .number(2.5)])
            let inner = try #require(members[1].value.members?.first)
            #expect("\(inner.keyLine):\(inner.keyColumn) \(inner.value.line):\(inner.value.column)" == "3:9 3:14")
        }

        @Test func numbersKeepIntegerDistinction() throws {
            let node = try JSONReader().read(
                Array("[0, -7, 3.0, 1e2, 9223372036854775807, 9223372036854775808, -9223372036854775808]".utf8))
            #expect(
                node.toAnswerValue()
                    == .array([
                        .integer(0), .integer(-7), .number(3), .number(100), .integer(Int.max),
                        .number(9_223_372_036_854_775_808), .integer(Int.min),
                    ]))
        }

        @Test func toAnswerValueKeepsStructure() throws {
            let node = try JSONReader().read(Array(#"{"a": [true, null, "x"], "b": {}}"#.utf8))
            #expect(node.toAnswerValue() == .object(["a": .array([.bool(true), .null, .string("x")]), "b": .object([:])]))
        }

        @Test func skipsByteOrderMark() throws {
            let node = try JSONReader().read([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
            #expect(node.line == 1 && node.column == 1)
        }

        @Test func manyKeysDuplicateDetected() {
            // Catches the dictionary path of the duplicate-key finder (objects beyond 8 keys).
            let keys = (0..<20).map { "\"k\($0)\": 0" } + ["\"k3\": 1"]
            #expect(jsonError("{" + keys.joined(separator: ",") + "}") == "1:172: duplicate key 'k3' (first at line 1, column 26)")
        }
    }
}
