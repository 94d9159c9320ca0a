import Testing
import WizardTestSupport

@testable import WizardEngine

/// `LocalFileSystem.readFile` sizes its buffer from the file's size: these catch a lost or
/// repeated byte at the edges of that size and of the read limit.
@Suite struct LocalFileSystemReadTests {
    static let sizes = [0, 1, 63, 64 * 1024 - 1, 64 * 1024, 64 * 1024 + 1, 200_003]

    static func text(_ count: Int) -> String {
        String((0..<count).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
    }

    @Test(arguments: sizes) func readsExactlyTheFile(size: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = Self.text(size)
        try folder.write("f.json", text)
        let bytes = try LocalFileSystem().readFile(folder.path + "/f.json")
        #expect(bytes == Array(text.utf8))
    }

    @Test(arguments: [(10, 5), (10, 10), (10, 11), (70_000, 65_537), (0, 0)])
    func stopsAtTheReadLimit(size: Int, limit: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = Self.text(size)
        try folder.write("f.json", text)
        let bytes = try LocalFileSystem(readLimit: limit).readFile(folder.path + "/f.json")
        #expect(bytes == Array(text.utf8.prefix(limit)))
    }
}
