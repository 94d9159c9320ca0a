import Foundation

/// The folder under the system's temporary directory that holds every folder this test
/// process makes (test folders, terminal sandboxes, state folders); it is removed when the
/// process exits, so runs of the suite leave nothing behind.
let testScratchFolder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wizard-tests-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: testScratchFolder) }
    return folder
}()

/// A fresh folder under `testScratchFolder`, with helpers to write files.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = testScratchFolder.appendingPathComponent("test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// Writes an executable script `name` inside the folder and returns its path. The file
    /// is opened close-on-exec: a process that another test starts while it is being
    /// written cannot keep the write descriptor, which would make starting the script fail
    /// with "Text file busy".
    @discardableResult
    func writeExecutable(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw CocoaError(.fileWriteNoPermission) }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        return file.path
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
