import Foundation

/// The folder under the system's temporary directory that holds every folder this test
/// process makes (test folders, terminal sandboxes, state folders); it is removed when the
/// process exits, so runs of the suite leave nothing behind.
public let testScratchFolder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wizard-tests-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: testScratchFolder) }
    return folder
}()

/// A fresh folder under `testScratchFolder`, with helpers to write files, make folders and
/// links; `remove()` deletes it early.
public struct TemporaryFolder: Sendable {
    public let url: URL
    /// The folder's path.
    public var path: String { url.path }

    public init() throws {
        // Short, so that paths in messages are shown whole.
        url = testScratchFolder.appendingPathComponent(String(UUID().uuidString.prefix(8)))
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the folder and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, text, mode: 0o644)
    }

    /// Writes an executable script `name` inside the folder and returns its path.
    @discardableResult
    public func writeExecutable(_ name: String, _ text: String) throws -> String {
        try write(name, text, mode: 0o755)
    }

    /// Every file is opened close-on-exec: a process that another test starts while it is
    /// being written cannot keep the write descriptor, which would make starting a script
    /// written here fail with "Text file busy".
    private func write(_ name: String, _ text: String, mode: mode_t) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw CocoaError(.fileWriteNoPermission) }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        return file.path
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Makes the folder `relative` inside the folder.
    public func makeFolder(_ relative: String) {
        try? FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    /// Makes `relative` a symbolic link to `target`.
    public func link(_ relative: String, to target: String) {
        _ = symlink(target, path(relative))
    }

    /// Deletes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
