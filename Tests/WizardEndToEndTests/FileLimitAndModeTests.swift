import Foundation
import Testing
import WizardTestSupport

/// docs/writing-flows.md limits through the CLI (a clear message and exit 1 for an oversized flow file)
/// and docs/cli.md: file modes: `--output`, `--record` and session files are mode 0600.
@Suite struct FileLimitAndModeTests {
    static let small = #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "p", "default": "x"}]}"#

    // Bug caught: the read limit cutting a valid 16 MiB file, or a 16 MiB + 1 file loaded
    // (or crashing) instead of a one-line error with exit 1.
    @Test(arguments: [(16 * 1024 * 1024, Int32(0)), (16 * 1024 * 1024 + 1, Int32(1))])
    func flowFileSizeLimit(size: Int, status: Int32) throws {
        let folder = try TemporaryFolder()
        var bytes = Data(Self.small.utf8)
        bytes.append(Data(repeating: UInt8(ascii: " "), count: size - bytes.count))
        try bytes.write(to: folder.url.appendingPathComponent("big.json"))
        let result = try WizardProcess.run(["validate", "big.json"], directory: folder.url)
        #expect(result.status == status, "\(result)")
        if status == 1 {
            #expect(
                result.stderr.hasPrefix("big.json:1:1: error: flow file is larger than the limit of 16 MiB (16777216 bytes)"), "\(result)")
        }
    }

    static func mode(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? nil
    }

    // Bug caught: answers, records or sessions written with the umask's 0644.
    @Test func writtenFilesAreMode0600() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "f.json", #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "p"}, {"id": "b", "type": "text", "prompt": "q"}]}"#)
        let done = try WizardProcess.run(
            ["run", "f.json", "--output", "out.json", "--record", "record.txt"], input: "x\ny\n", directory: folder.url)
        #expect(done.status == 0, "\(done)")
        let quit = try WizardProcess.run(
            ["run", "f.json"], input: "x\n:quit\n", directory: folder.url,
            environment: ["XDG_STATE_HOME": folder.url.appendingPathComponent("state").path])
        #expect(quit.status == 130, "\(quit)")
        for name in ["out.json", "record.txt", "state/wizard/sessions/" + sessionFileName("f", flowFile: folder.path("f.json"))] {
            #expect(Self.mode(folder.url.appendingPathComponent(name)) == 0o600, "\(name)")
        }
    }
}
