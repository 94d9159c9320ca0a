import Foundation
import Synchronization
import Testing
import WizardTestSupport

@testable import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Imports and `$file` values are read beneath their folder's descriptor: a thread that
/// keeps swapping a folder for a symbolic link to a folder outside (and back) never gets a
/// load or an answers file to read the outside copy (docs/writing-flows.md#example-flows).
@Suite(.serialized)
struct ConfinementRaceTests {
    /// A root folder whose `sub` folder the swapper trades for `link` (a symbolic link to
    /// the `outside` folder, which holds files of the same names marked OUTSIDE).
    struct Arena {
        static let insidePart = #"{"flows": {"part": {"steps": [{"id": "inside", "type": "text", "prompt": "p"}]}}}"#
        static let outsidePart = #"{"flows": {"part": {"steps": [{"id": "OUTSIDE", "type": "text", "prompt": "p"}]}}}"#
        let folder: TemporaryFolder
        var root: String { folder.path + "/root" }

        init?() {
            guard let folder = try? TemporaryFolder() else { return nil }
            self.folder = folder
            for name in ["root", "root/sub", "outside"] { folder.makeFolder(name) }
            do {
                try folder.write(
                    "root/flow.json",
                    #"{"id": "main", "imports": ["sub/part.json"], "steps": [{"id": "p", "type": "flow", "flow": "part"}]}"#)
                try folder.write("root/sub/part.json", Self.insidePart)
                try folder.write("outside/part.json", Self.outsidePart)
                try folder.write("root/sub/value.txt", "inside")
                try folder.write("outside/value.txt", "OUTSIDE")
                try folder.write("root/answers.json", #"{"v": {"$file": "sub/value.txt"}}"#)
            } catch {
                return nil
            }
            folder.link("root/link", to: folder.path + "/outside")
        }

        /// Swaps `sub` and `link` by renames on another thread until `stop` is set.
        func startSwapping(until stop: StopFlag) {
            let root = self.root
            let thread = Thread {
                while !stop.isSet {
                    _ = rename(root + "/sub", root + "/real")
                    _ = rename(root + "/link", root + "/sub")
                    _ = rename(root + "/sub", root + "/link")
                    _ = rename(root + "/real", root + "/sub")
                }
            }
            thread.start()
        }
    }

    /// Tells the swapper to stop.
    final class StopFlag: Sendable {
        private let value = Atomic<Bool>(false)
        var isSet: Bool { value.load(ordering: .relaxed) }
        func set() { value.store(true, ordering: .relaxed) }
    }

    // Bug caught: an import checked by its resolved path, then opened by that path,
    // follows a folder swapped for a symbolic link meanwhile and loads the outside file.
    @Test func importsNeverEscape() throws {
        let arena = try #require(Arena())
        defer { arena.folder.remove() }
        let stop = StopFlag()
        arena.startSwapping(until: stop)
        defer { stop.set() }
        let outside = SourceFile(path: "", canonicalPath: nil, bytes: Array(Arena.outsidePart.utf8)).fingerprint
        let expected = SourceFile(path: "", canonicalPath: nil, bytes: Array(Arena.insidePart.utf8)).fingerprint
        var escapes = 0
        var inside = 0
        for _ in 0..<1_000 {
            let result = FlowLoader().load(fileAt: arena.root + "/flow.json")
            let read = Set(result.sourceFiles.map(\.fingerprint))
            if read.contains(outside) { escapes += 1 } else if read.contains(expected) { inside += 1 }
        }
        stop.set()
        #expect(escapes == 0)
        // The race was run: some loads read the real folder's file.
        #expect(inside > 0)
    }

    // Bug caught: a `$file` checked by its resolved path, then read by that path, reads the
    // outside file through the swapped folder.
    @Test func fileValuesNeverEscape() throws {
        let arena = try #require(Arena())
        defer { arena.folder.remove() }
        let stop = StopFlag()
        arena.startSwapping(until: stop)
        defer { stop.set() }
        var escapes = 0
        var inside = 0
        for _ in 0..<1_000 {
            switch AnswersFile.read(arena.root + "/answers.json", variables: [:]) {
            case .success(let value):
                let text = "\(value)"
                if text.contains("OUTSIDE") { escapes += 1 } else if text.contains("inside") { inside += 1 }
            case .failure: break
            }
        }
        stop.set()
        #expect(escapes == 0)
        #expect(inside > 0)
    }

    /// The local file system, except that resolving a path swaps `sub` for the link right
    /// after: every check is then followed by the swap the racing thread hopes for.
    struct SwappingFileSystem: FlowFileSystem {
        let root: String
        let local = LocalFileSystem()

        func readFile(_ path: String) throws -> [UInt8] { try local.readFile(path) }

        func readFile(_ relativePath: String, beneath folder: String, followsLinksInside: Bool) throws -> [UInt8] {
            try local.readFile(relativePath, beneath: folder, followsLinksInside: followsLinksInside)
        }

        func canonicalPath(_ path: String) -> String? {
            let resolved = local.canonicalPath(path)
            if path.hasSuffix("/sub/part.json") || path.hasSuffix("/sub/value.txt") {
                _ = rename(root + "/sub", root + "/real")
                _ = rename(root + "/link", root + "/sub")
            }
            return resolved
        }
    }

    // Bug caught: the file checked is opened again by its path, so a swap between the check
    // and the open (made certain here) reads the outside copy.
    @Test func swapRightAfterTheCheckIsRefused() throws {
        let arena = try #require(Arena())
        defer { arena.folder.remove() }
        let fileSystem = SwappingFileSystem(root: arena.root)
        let result = FlowLoader(fileSystem: fileSystem).load(fileAt: arena.root + "/flow.json")
        let outside = SourceFile(path: "", canonicalPath: nil, bytes: Array(Arena.outsidePart.utf8)).fingerprint
        #expect(!result.sourceFiles.contains { $0.fingerprint == outside })
        #expect(result.diagnostics.map(\.message).contains { $0.contains("leads outside its folder or through a symbolic link") })

        // Put the real folder back, then the same for `$file`.
        _ = rename(arena.root + "/sub", arena.root + "/link")
        _ = rename(arena.root + "/real", arena.root + "/sub")
        switch AnswersFile.read(arena.root + "/answers.json", variables: [:], fileSystem: fileSystem) {
        case .success(let value): Issue.record("read \(value) through the swapped folder")
        case .failure(let error): #expect(error.description.contains(#"{"$file": "sub/value.txt"}: cannot read the file: "#), "\(error)")
        }
    }
}
