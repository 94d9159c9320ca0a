import Testing

@testable import WizardEngine

/// `LocalFileSystem.readReleasableFile` reads into a `PageBuffer`, which gives back whole
/// pages of the ranges the loader releases. These catch a lost or repeated byte, a page
/// given back that holds bytes outside the released ranges, and a loader that reads a
/// released page.
@Suite struct PageBufferTests {
    @Test(arguments: LocalFileSystemReadTests.sizes + [4_096, 4_097])
    func readsExactlyWhatReadFileReads(size: Int) throws {
        let folder = try #require(TemporaryFolder())
        defer { folder.remove() }
        folder.write("f.json", LocalFileSystemReadTests.text(size))
        let file = try LocalFileSystem().readReleasableFile(folder.path + "/f.json")
        #expect(Array(file.bytes) == (try LocalFileSystem().readFile(folder.path + "/f.json")))
    }

    @Test(arguments: [(10, 5), (10, 10), (10, 11), (70_000, 65_537), (0, 0), (9_000, 8_192)])
    func stopsAtTheReadLimit(size: Int, limit: Int) throws {
        let folder = try #require(TemporaryFolder())
        defer { folder.remove() }
        folder.write("f.json", LocalFileSystemReadTests.text(size))
        let file = try LocalFileSystem(readLimit: limit).readReleasableFile(folder.path + "/f.json")
        #expect(Array(file.bytes) == Array(LocalFileSystemReadTests.text(size).utf8.prefix(limit)))
    }

    @Test func aMissingFileIsNotFound() {
        #expect(throws: FlowFileError.notFound(path: "/nonexistent/f.json")) {
            _ = try LocalFileSystem().readReleasableFile("/nonexistent/f.json")
        }
    }

    @Test func onlyWholePagesInsideReleasedRunsGoBack() throws {
        let buffer = try PageBuffer(capacity: 6 * 4_096)
        let page = buffer.pageSize
        let size = 6 * page
        let space = buffer.freeSpace
        for i in 0..<size { space[i] = 0x61 }
        buffer.commit(size)
        // Page 1 lies inside; pages 0 and 2 only partly.
        buffer.release(100..<(2 * page + 5))
        // Follows on: page 2 is now wholly released, with page 3; page 4 only partly.
        buffer.release((2 * page + 5)..<(4 * page + 1))
        let bytes = buffer.bytes
        #expect(bytes[0..<page].allSatisfy { $0 == 0x61 })
        #expect(bytes[(4 * page)..<size].allSatisfy { $0 == 0x61 })
        #if os(Linux)
            // Given back: an anonymous page reads as zeros again.
            #expect(bytes[page..<(4 * page)].allSatisfy { $0 == 0 })
        #endif
        // Not following on: page 4 is still only partly released and stays.
        buffer.release((4 * page + 2)..<(5 * page - 1))
        #expect(bytes[(4 * page)..<size].allSatisfy { $0 == 0x61 })
    }

    @Test func aLargeFlowLoadsTheSameFromDiskWithItsStepsReleased() throws {
        // Pages of the steps are given back as they are decoded (a small stride): the
        // diagnostics and flows must be those of the same text loaded from memory.
        let folder = try #require(TemporaryFolder())
        defer { folder.remove() }
        let steps = (0..<3_000).map { i in
            let unknown = i % 500 == 0 ? " {{ zz }}" : ""
            return #"{"id": "s\#(i)", "type": "text", "prompt": "P\u00e9 {{ s\#(max(0, i - 1)) }}\#(unknown)"}"#
        }
        let text = #"{"id": "f", "steps": [\#n"# + steps.joined(separator: ",\n") + "\n], \"title\": \"T\\u00e9\"}"
        folder.write("f.json", text)
        var loader = FlowLoader()
        loader.releaseStride = 4_096
        let fromDisk = loader.load(fileAt: folder.path + "/f.json")
        let fromMemory = FlowLoader().load(string: text, name: folder.path + "/f.json")
        #expect(!fromDisk.diagnostics.isEmpty)
        #expect(fromDisk.diagnostics == fromMemory.diagnostics)
        #expect(fromDisk.catalog == fromMemory.catalog)
    }
}
