import Foundation
import Testing

/// Every Swift file under Sources/ is named for what it defines: `Foo.swift` and
/// `Foo+Concern.swift` define `Foo` (and types nested in it), never another top-level type.
@Suite struct SourceLayoutTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The type a file name announces: the part before `+` and `.swift`.
    static func announcedType(ofFile name: String) -> Substring {
        name.prefix { $0 != "+" && $0 != "." }
    }

    /// The names of the top-level types (struct, enum, class, protocol, actor, typealias) that
    /// `text` declares, in order: declarations that start a line, as swift-format lays them out.
    static func topLevelTypes(in text: String) -> [String] {
        let declaration =
            #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect|nonisolated|open)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+(\w+)/#
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            line.prefixMatch(of: declaration).map { String($0.output.1) }
        }
    }

    /// The top-level types in `text` that a file called `name` does not announce.
    static func unannouncedTypes(inFile name: String, text: String) -> [String] {
        topLevelTypes(in: text).filter { $0 != announcedType(ofFile: name) }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var file: String
        var text: String
        var unannounced: [String]
    }

    static let cases: [Case] = [
        Case(testDescription: "the named type", file: "Flow.swift", text: "public struct Flow: Sendable {\n}\n", unannounced: []),
        Case(
            testDescription: "an extension file and a nested type", file: "Flow+Codable.swift",
            text: "extension Flow {\n    enum Key: String {}\n}\nstruct Flow {}\n", unannounced: []),
        Case(
            testDescription: "a second type after the first", file: "Step.swift",
            text: "struct Step {\n}\n\n/// A rule.\npackage indirect enum NextRule {\n}\n", unannounced: ["NextRule"]),
        Case(
            testDescription: "modifiers and attributes", file: "Driver.swift",
            text: "@MainActor public final class Reader {}\nprivate typealias Table = [Int]\n"
                + "protocol Source {}\nactor Driver {}\n",
            unannounced: ["Reader", "Table", "Source"]),
        Case(
            testDescription: "a type in an extension file of another", file: "Engine+Arrival.swift",
            text: "enum PreAnswer {}\nextension Engine {}\n", unannounced: ["PreAnswer"]),
    ]

    @Test("finds the top-level types a file name does not announce (catches: a checker that sees nothing)", arguments: cases)
    func detection(_ example: Case) {
        #expect(Self.unannouncedTypes(inFile: example.file, text: example.text) == example.unannounced)
    }

    @Test("no file under Sources/ defines a top-level type its name does not announce (catches: a type hidden in a file named for another)")
    func filesAnnounceTheirTypes() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(paths.count > 100)
        var found: [String] = []
        var typeCount = 0
        for path in paths {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            let name = (path as NSString).lastPathComponent
            typeCount += Self.topLevelTypes(in: text).count
            found += Self.unannouncedTypes(inFile: name, text: text).map { "Sources/\(path): \($0)" }
        }
        #expect(typeCount > 100)
        #expect(found == [], "move each type to a file named for it, or nest it in the type it serves")
    }
}
