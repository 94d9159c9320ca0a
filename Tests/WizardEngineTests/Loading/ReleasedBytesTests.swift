import Synchronization
import Testing

@testable import WizardEngine

extension Loading {
    /// The loader tells a `ReleasingFlowFileSystem`'s file which bytes of the top `steps`
    /// array it will not read again. These tests poison every released byte (0xFF) and hold
    /// the results to a load that releases nothing, and check which ranges go.
    @Suite struct ReleasedBytesTests {
        /// The ranges released, in order.
        final class ReleaseLog: Sendable {
            let ranges = Mutex<[Range<Int>]>([])
        }

        /// A file whose released bytes are overwritten with 0xFF, recording each range.
        final class PoisonedFile: ReleasableFileBytes {
            private let storage: UnsafeMutableBufferPointer<UInt8>
            let log: ReleaseLog

            init(_ text: String, log: ReleaseLog) {
                storage = .allocate(capacity: text.utf8.count)
                _ = storage.initialize(from: text.utf8)
                self.log = log
            }

            deinit { storage.deallocate() }

            var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(storage) }

            func release(_ range: Range<Int>) {
                log.ranges.withLock { $0.append(range) }
                for i in range { storage[i] = 0xFF }
            }
        }

        /// In-memory files read as `PoisonedFile`s; the ranges released from each file read
        /// go to `log`.
        struct PoisoningFileSystem: ReleasingFlowFileSystem {
            var files: InMemoryFileSystem
            let log = ReleaseLog()

            func readFile(_ path: String) throws -> [UInt8] { try files.readFile(path) }

            func canonicalPath(_ path: String) -> String? { files.canonicalPath(path) }

            func readReleasableFile(_ path: String) throws -> any ReleasableFileBytes {
                PoisonedFile(String(decoding: try files.readFile(path), as: UTF8.self), log: log)
            }
        }

        static let otherFile = #"{"id": "other", "steps": [{"id": "o", "type": "text", "prompt": "\u00c9"}]}"#

        /// Loads `text` as `/flows/main.json` with released bytes poisoned (handed back one
        /// byte at a time or more), and the ranges released.
        static func poisonedLoad(
            _ text: String, stride: Int = 1, limits: LoadLimits = LoadLimits()
        ) -> (LoadResult, [Range<Int>]) {
            let files = InMemoryFileSystem(files: ["/flows/main.json": text, "/flows/other.json": otherFile])
            let fileSystem = PoisoningFileSystem(files: files)
            var loader = FlowLoader(fileSystem: fileSystem, limits: limits)
            loader.releaseStride = stride
            let result = loader.load(fileAt: "/flows/main.json")
            return (result, fileSystem.log.ranges.withLock { $0 })
        }

        /// Loads `text` the same way from a file system that releases nothing.
        static func plainLoad(_ text: String, limits: LoadLimits = LoadLimits()) -> LoadResult {
            let files = InMemoryFileSystem(files: ["/flows/main.json": text, "/flows/other.json": otherFile])
            return FlowLoader(fileSystem: files, limits: limits).load(fileAt: "/flows/main.json")
        }

        /// The UTF-8 offset of `needle`'s first occurrence in `text`.
        static func offset(of needle: String, in text: String) -> Int? {
            text.range(of: needle).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
        }

        @Test func eachLineOfStepsGoesOnceTheNextElementIsRead() throws {
            // Catches a release that reaches into the current line (the one an error's
            // column is counted on), starts before the array, or skips a line.
            let text = """
                {"id": "f", "steps": [
                  {"id": "a", "type": "text", "prompt": "A"},
                  {"id": "b", "type": "text", "prompt": "B"}, {"id": "c", "type": "text", "prompt": "C"},
                  {"id": "d", "type": "text", "prompt": "D"}
                ], "title": "t"}
                """
            let (result, released) = Self.poisonedLoad(text)
            #expect(result.diagnostics.isEmpty)
            #expect(result.catalog == Self.plainLoad(text).catalog)
            let lineStarts =
                [0]
                + text.utf8.indices.filter { text.utf8[$0] == UInt8(ascii: "\n") }.map {
                    text.utf8.distance(from: text.startIndex, to: $0) + 1
                }
            let afterBracket = try #require(Self.offset(of: "[", in: text)) + 1
            // After `a`: the rest of line 1; after `b` and `c` (line 3): line 2; after `d`: line 3.
            #expect(released == [afterBracket..<lineStarts[1], lineStarts[1]..<lineStarts[2], lineStarts[2]..<lineStarts[3]])
        }

        @Test func aOneLineFileReleasesNothing() {
            // Catches bytes of the line being read released: on one line they are all needed
            // for an error's column.
            let text =
                #"{"id": "f", "steps": ["# + Array(repeating: #"{"id": "a", "type": "text"}"#, count: 50).joined(separator: ", ") + "]}"
            let (result, released) = Self.poisonedLoad(text)
            #expect(released.isEmpty)
            #expect(result.diagnostics == Self.plainLoad(text).diagnostics)
        }

        @Test func largerStridesReleaseInFewerPieces() throws {
            // Catches the stride ignored (a call per element) or ranges that do not follow
            // one another.
            let text =
                #"{"id": "f", "steps": [\#n"#
                + (0..<200).map { #"{"id": "s\#($0)", "type": "text", "prompt": "P"}"# }
                .joined(separator: ",\n") + "\n]}"
            let (result, released) = Self.poisonedLoad(text, stride: 1_000)
            #expect(result.diagnostics.isEmpty)
            #expect(released.count > 3)
            for range in released { #expect(range.count >= 1_000) }
            for (a, b) in zip(released, released.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
            #expect(released.first?.lowerBound == (try #require(Self.offset(of: "[", in: text))) + 1)
        }

        @Test(arguments: SplitMix64.seeds(defaultRange: 0..<200))
        func seededFlowsLoadTheSameWithReleasedBytesPoisoned(seed: UInt64) throws {
            // Error-laden steps (escapes, non-ASCII, wrong types), the top members in a random
            // order, one-line or multi-line layouts, and syntax errors late in the file or
            // inside the steps: any released byte read again changes a diagnostic, a column
            // or a flow.
            var generator = SeededFlowDiagnosticsTests.Generator(random: SplitMix64(seed: seed &+ 0xB17E5))
            let count = 1 + generator.below(40)
            let separator = generator.pick([",\n  ", ", ", ",\n", ", \t"])
            var stepTexts = (0..<count).map { generator.step($0, count) }
            if generator.chance(10) {
                // A syntax error inside a late step.
                stepTexts[count - 1] = generator.pick([#"{"id": "z" "type": "text"}"#, #"{"id": "\q"}"#, "{\"id\": \"a\u{1}\"}"])
            }
            let lead = generator.pick(["", "\n  ", " "])
            let joined = stepTexts.joined(separator: separator)
            let stepsText = "[" + lead + joined + generator.pick(["", "\n"]) + "]"
            var members = [#""steps": \#(stepsText)"#]
            if generator.chance(85) { members.append(#""id": "\#(generator.pick(["main", "9x", "mé", "m\\u0061in"]))""#) }
            if generator.chance(50) { members.append(#""flows": {"db": \#(generator.flow(id: "db", depth: 1))}"#) }
            if generator.chance(30) { members.append(#""title": \#(generator.pick(["3", "\"T\\u00e9\"", "\"Été\""]))"#) }
            if generator.chance(30) { members.append(#""imports": ["\#(generator.pick(["other.json", "nosuch.json"]))"]"#) }
            if generator.chance(10) { members.append(#""colour": 1"#) }
            for i in members.indices.reversed() { members.swapAt(i, generator.below(i + 1)) }
            let memberSeparator = generator.pick([",\n", ", "])
            var text = "{" + members.joined(separator: memberSeparator) + "}"
            // Where the array's contents and its last element start.
            let stepsMember = try #require(members.firstIndex { $0.hasPrefix(#""steps""#) })
            let open =
                1 + members[..<stepsMember].reduce(0) { $0 + $1.utf8.count + memberSeparator.utf8.count }
                + #""steps": ["#.utf8.count
            let lastElement = open + lead.utf8.count + joined.utf8.count - stepTexts[count - 1].utf8.count
            if generator.chance(10) { text += generator.pick(["x", "\n,", " }"]) }
            if generator.chance(10) { text = String(text.prefix(generator.below(text.count))) }
            let limits = LoadLimits(maxStepsPerFlow: generator.chance(20) ? count - 1 : 1_000)

            let (poisoned, released) = Self.poisonedLoad(text, stride: 1 + generator.below(3) * 40, limits: limits)
            let plain = Self.plainLoad(text, limits: limits)
            #expect(
                DiagnosticRenderer.render(poisoned.diagnostics) == DiagnosticRenderer.render(plain.diagnostics),
                "seed \(seed)")
            #expect(poisoned.catalog == plain.catalog, "seed \(seed)")
            // Every range lies inside the top steps array, after its `[` and before its last element.
            if let first = released.first {
                #expect(first.lowerBound == open, "seed \(seed)")
                #expect(released.last.map { $0.upperBound <= lastElement } == true, "seed \(seed)")
            }
        }

        @Test func aFileOfManyLinesReleasesAlmostAllOfItsSteps() throws {
            // Catches the release switched off for files read from a releasing file system.
            let text =
                #"{"id": "f", "steps": [\#n"#
                + (0..<2_000).map { #"{"id": "s\#($0)", "type": "text", "prompt": "P"}"# }
                .joined(separator: ",\n") + "\n]}"
            let (result, released) = Self.poisonedLoad(text, stride: 4_096)
            #expect(result.diagnostics.isEmpty)
            let total = released.reduce(0) { $0 + $1.count }
            #expect(total > text.utf8.count - 8_192)
        }
    }
}
