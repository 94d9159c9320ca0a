import Testing

@testable import WizardEngine

extension Loading {
    /// The parser skips the plain part of a string 8 bytes at a time (`plainASCIIEnd`, a
    /// word of bit tricks) and falls back to a byte loop near the end of the input. These
    /// seeded tests compare that scan with a plain byte loop at every start (so every
    /// alignment and every distance from the end), and whole strings read by the parser
    /// with what their generator knows they hold (text, escape offset, or the exact error).
    @Suite struct JSONStringScanTests {
        /// Bytes chosen to sit on and beside every boundary the scan tests.
        static let edgeBytes: [UInt8] = [
            0x00, 0x01, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x2F, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F,
            0x80, 0x81, 0xA2, 0xBF, 0xC2, 0xDC, 0xDF, 0xE0, 0xED, 0xF4, 0xFE, 0xFF,
        ]

        /// The plain reference: the first byte that is a quote, a backslash, a control byte
        /// or ≥ 0x80.
        static func referenceEnd(_ bytes: [UInt8], from i: Int) -> Int {
            var i = i
            while i < bytes.count {
                let b = bytes[i]
                if b < 0x20 || b >= 0x80 || b == 0x22 || b == 0x5C { return i }
                i += 1
            }
            return i
        }

        /// Mostly printable ASCII with a few bytes of any kind, like a flow file's strings.
        static func randomBytes(count: Int, _ rng: inout SplitMix64) -> [UInt8] {
            (0..<count).map { _ in
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: edgeBytes.randomElement(using: &rng) ?? 0
                case 1: UInt8.random(in: 0...255, using: &rng)
                default: UInt8.random(in: 0x20...0x7E, using: &rng)
                }
            }
        }

        @Test func wordScanFindsTheSameByteAsAByteLoop() {
            // Catches a wrong bit trick (a missed quote or control byte, a byte ≥ 0x80 let
            // through, a borrow flagging an earlier byte), a wrong index within the word, and
            // a word read past the end (the buffer is allocated to its exact size for ASan).
            let seeds = SplitMix64.seeds(defaultRange: 0..<300)
            #expect(!seeds.isEmpty, "ran no seed")
            for seed in seeds {
                var rng = SplitMix64(seed: seed)
                let bytes = Self.randomBytes(count: Int.random(in: 0...40, using: &rng), &rng)
                let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
                defer { buffer.deallocate() }
                _ = buffer.initialize(from: bytes)
                for start in 0...bytes.count {
                    let found = JSONParser.plainASCIIEnd(UnsafeBufferPointer(buffer), from: start)
                    let expected = Self.referenceEnd(bytes, from: start)
                    #expect(found == expected, "seed \(seed), start \(start), bytes \(bytes)")
                }
            }
        }

        @Test func everySingleSpecialByteIsFoundAtEveryPlaceInAWord() {
            // Every byte value at every position of a plain word and of the tail: the first
            // special byte, and nothing else, stops the scan.
            for length in [8, 16, 11] {
                for position in 0..<length {
                    for value in 0...255 {
                        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                        bytes[position] = UInt8(value)
                        let found = bytes.withUnsafeBufferPointer { JSONParser.plainASCIIEnd($0, from: 0) }
                        #expect(found == Self.referenceEnd(bytes, from: 0), "length \(length), byte \(value) at \(position)")
                    }
                }
            }
        }

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

        @Test func stringsReadThroughTheWordScanHoldWhatWasWritten() {
            // Catches a fast scan that skips an invalid or control byte, stops at the wrong
            // byte, miscounts columns after multi-byte text, loses the escape offset, or
            // reads a string cut off by the end of input wrongly: each seed writes a string
            // from known pieces, after 0–9 spaces (every alignment), closed or not.
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

        @Test func keysReadThroughTheWordScanHoldWhatWasWritten() {
            // Keys of plain ASCII closed within 16 bytes are read and classified from two
            // words in place, when 16 bytes follow the opening quote; every other key as a
            // string. Catches a fast path that takes a key with an escape, a control or
            // non-ASCII byte for plain, cuts a key at the wrong byte, gives it the wrong
            // code, or reads past the end (keys of known names and of pieces, after 0–9
            // spaces, followed by 0–20 bytes of whitespace: near the end and away from it).
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
                if case .success(let node) = found {
                    #expect(node.members?.first?.keyCode == FlowKey.code(of: text), "seed \(seed)")
                }
            }
        }
    }
}
