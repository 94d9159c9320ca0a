import Testing
import WizardTestSupport

@testable import WizardCore
@testable import WizardEngine

extension Loading {
    /// Strings and keys read by the parser hold what their generator knows they hold
    /// (text, escape offset, or the exact error), near the end of input and away from it.
    @Suite struct JSONStringTests {
        /// A piece of string content: its raw bytes, its decoded text, and the error it
        /// raises (message, and its offset in raw scalars within the piece), if any.
        struct Piece {
            var raw: [UInt8]
            var text: String
            var error: (message: String, offset: Int)?
            var isEscape = false

            static func plain(_ s: String) -> Piece { Piece(raw: Array(s.utf8), text: s) }
            static func escape(_ raw: String, _ text: String) -> Piece {
                Piece(raw: Array(raw.utf8), text: text, isEscape: true)
            }
            static func bad(_ raw: [UInt8], _ message: String) -> Piece {
                Piece(raw: raw, text: "", error: (message, 0))
            }
        }

        static let pieces: [Piece] = [
            .plain("a"), .plain("prompt"), .plain("Name 0?"), .plain("[a-z0-9-]+"), .plain("{{ s0 }}"),
            .plain("0123456789abcdef"), .plain("é"), .plain("日本"), .plain("🙂"), .plain("\u{7F}"),
            .escape(#"\n"#, "\n"), .escape(#"\""#, "\""), .escape(#"\\"#, "\\"), .escape(#"\/"#, "/"),
            .escape(#"\u00e9"#, "é"), .escape(#"\ud83d\ude00"#, "😀"),
            .bad([0x0A], "control character U+000A must be escaped in a string"),
            .bad([0x00], "control character U+0000 must be escaped in a string"),
            .bad([0x1F], "control character U+001F must be escaped in a string"),
            .bad([0x80], "invalid UTF-8 byte 0x80 in string"),
            .bad([0xC0, 0xAF], "invalid UTF-8 byte 0xC0 in string"),
            .bad([0xE0, 0x80, 0x80], "invalid UTF-8 byte 0xE0 in string"),
            .bad([0xED, 0xA0, 0x80], "invalid UTF-8 byte 0xED in string"),
            .bad([0xE2, 0x82, 0x61], "invalid UTF-8 byte 0xE2 in string"),
            .bad([0xF5, 0x80, 0x80, 0x80], "invalid UTF-8 byte 0xF5 in string"),
            .bad([0xFF], "invalid UTF-8 byte 0xFF in string"),
        ]

        @Test func stringsHoldWhatWasWritten() {
            // Catches a scan that skips an invalid or control byte, stops at the wrong byte,
            // miscounts columns after multi-byte text, loses the escape offset, or reads a
            // string cut off by the end of input wrongly: each seed writes a string from
            // known pieces, after 0–9 spaces, closed or not.
            let seeds = SplitMix64.seeds(defaultRange: 0..<600)
            #expect(!seeds.isEmpty, "ran no seed")
            for seed in seeds {
                var rng = SplitMix64(seed: seed)
                let padding = Int.random(in: 0...9, using: &rng)
                let closed = Int.random(in: 0..<4, using: &rng) != 0
                let count = Int.random(in: 0...12, using: &rng)
                var raw = [UInt8](repeating: 0x20, count: padding) + [0x22]
                var text = ""
                var column = padding + 2
                var escapeOffset: Int?
                var expectedError: JSONSyntaxError?
                for _ in 0..<count {
                    // Bad pieces rarely, so most strings get far.
                    var piece = Self.pieces.randomElement(using: &rng) ?? .plain("a")
                    if piece.error != nil, Int.random(in: 0..<3, using: &rng) != 0 { piece = .plain("x") }
                    raw += piece.raw
                    if expectedError == nil {
                        if let error = piece.error {
                            expectedError = JSONSyntaxError(message: error.message, line: 1, column: column)
                        } else {
                            if piece.isEscape, escapeOffset == nil { escapeOffset = text.unicodeScalars.count }
                            text += piece.text
                            column += String(decoding: piece.raw, as: UTF8.self).unicodeScalars.count
                        }
                    }
                }
                if closed { raw.append(0x22) }
                let expected: Result<JSONNode, JSONSyntaxError> =
                    if let expectedError {
                        .failure(expectedError)
                    } else if !closed {
                        .failure(
                            JSONSyntaxError(message: "unterminated string (missing closing '\"')", line: 1, column: padding + 1))
                    } else {
                        .success(JSONNode(.string(text), line: 1, column: padding + 1, firstEscapeOffset: escapeOffset))
                    }
                let found = Result { () throws(JSONSyntaxError) in try JSONReader().read(raw) }
                #expect(found == expected, "seed \(seed), bytes \(raw)")
            }
        }

        @Test func keysHoldWhatWasWritten() {
            // Catches a key with an escape, a control or non-ASCII byte read wrongly, a key
            // cut at the wrong byte, or a read past the end (keys of known names and of
            // pieces, after 0–9 spaces, followed by 0–20 bytes of whitespace).
            let names = FlowKey.allCases.map(\.name) + ["", "i", "abcdefghijklmno", "abcdefghijklmnop"]
            let seeds = SplitMix64.seeds(defaultRange: 0..<600)
            #expect(!seeds.isEmpty, "ran no seed")
            for seed in seeds {
                var rng = SplitMix64(seed: seed)
                let padding = Int.random(in: 0...9, using: &rng)
                let closed = Int.random(in: 0..<8, using: &rng) != 0
                var raw = Array("{".utf8) + [UInt8](repeating: 0x20, count: padding) + [0x22]
                var text = ""
                var column = padding + 3
                var expectedError: JSONSyntaxError?
                var pieces: [Piece] = [.plain(names.randomElement(using: &rng) ?? "id")]
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    pieces = (0..<Int.random(in: 0...6, using: &rng)).map { _ in
                        Self.pieces.randomElement(using: &rng) ?? .plain("a")
                    }
                }
                for piece in pieces {
                    raw += piece.raw
                    if expectedError == nil {
                        if let error = piece.error {
                            expectedError = JSONSyntaxError(message: error.message, line: 1, column: column)
                        } else {
                            text += piece.text
                            column += String(decoding: piece.raw, as: UTF8.self).unicodeScalars.count
                        }
                    }
                }
                if closed { raw += Array("\": 1}".utf8) }
                raw += [UInt8](repeating: 0x20, count: Int.random(in: 0...20, using: &rng))
                let expected: Result<JSONNode, JSONSyntaxError> =
                    if let expectedError {
                        .failure(expectedError)
                    } else if !closed {
                        .failure(
                            JSONSyntaxError(message: "unterminated string (missing closing '\"')", line: 1, column: padding + 2))
                    } else {
                        .success(
                            JSONNode(
                                .object([
                                    JSONMember(
                                        key: text, keyLine: 1, keyColumn: padding + 2,
                                        value: JSONNode(.integer(1), line: 1, column: column + 3))
                                ]), line: 1, column: 1))
                    }
                let found = Result { () throws(JSONSyntaxError) in try JSONReader().read(raw) }
                #expect(found == expected, "seed \(seed), bytes \(raw)")
            }
        }
    }
}
