import Foundation
import Testing
import WizardEngine
import WizardTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's reasons a file cannot be read or written, a lock taken or an editor
/// started are messages: the common ones in the catalogues (English as the system says
/// them), any other the system's own text.
@Suite struct FileSystemReasonTests {
    static let german = Messages(preference: LanguagePreference(tag: "de"))

    @Test(
        "each common errno has its catalogue text, English the system's own sentence",
        arguments: [
            (ENOENT, "Datei oder Ordner nicht gefunden"), (EACCES, "Keine Berechtigung"), (EISDIR, "Ist ein Ordner"),
            (ENOTDIR, "Ist kein Ordner"), (ELOOP, "Zu viele Ebenen symbolischer Links"), (EFBIG, "Datei zu groß"),
            (ENOSPC, "Kein Platz mehr auf dem Gerät"), (EROFS, "Das Dateisystem ist nur lesbar"),
            (EDQUOT, "Speicherplatzkontingent überschritten"), (EEXIST, "Die Datei existiert bereits"),
        ])
    func keyedReasons(_ code: Int32, _ german: String) {
        let text = FileDescriptorIO.reasonText(errno: code)
        #expect(text.key.rawValue.hasPrefix("fs."), "\(text)")
        #expect(text.rendered(Self.german) == german)
        #expect(text.english == String(cString: strerror(code)))
        #expect(FileDescriptorIO.reason(errno: code) == text.english)
    }

    @Test("another errno is the system's text in every language")
    func otherReasons() {
        let text = FileDescriptorIO.reasonText(errno: EIO)
        #expect(text.english == String(cString: strerror(EIO)))
        #expect(text.rendered(Self.german) == text.english)
    }

    @Test("a folder read as a file is refused with a keyed reason")
    func folderIsNotAFile() throws {
        let error = #expect(throws: FlowFileError.self) { try LocalFileSystem().readFile("/") }
        #expect(error?.description == "it is a directory, not a regular file")
        #expect(error.map { $0.text.rendered(Self.german) } == "es ist ein Ordner, keine gewöhnliche Datei")
        #expect(FlowFileError.reason(of: FlowFileError.notFound(path: "x")).rendered(Self.german) == "die Datei gibt es nicht")
    }

    struct WriteCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var english: String
        var german: String
    }

    /// What each writer says, provoked in a fresh folder (`{dir}` in the lines).
    static let writeCases: [WriteCase] = [
        WriteCase(
            testDescription: "a file whose folder is a regular file",
            english: "cannot write {dir}/f/out.json: Not a directory",
            german: "{dir}/f/out.json lässt sich nicht schreiben: Ist kein Ordner"),
        WriteCase(
            testDescription: "a session larger than --resume reads",
            english: "cannot write {dir}/s.json: the session would hold more than 1 MiB (1048576 bytes), more than --resume reads",
            german: "{dir}/s.json lässt sich nicht schreiben: die Sitzung wäre größer als 1 MiB (1048576 bytes), mehr, als --resume liest"),
        WriteCase(
            testDescription: "a session lock that is a FIFO", english: "the lock file is not a regular file",
            german: "die Sperrdatei ist keine gewöhnliche Datei"),
        WriteCase(
            testDescription: "the editor's temporary file in a folder that is not there",
            english: "No such file or directory", german: "Datei oder Ordner nicht gefunden"),
    ]

    /// The line a case's failure gives, in English and in German.
    static func provoke(_ c: WriteCase, in folder: TemporaryFolder) throws -> (english: String, german: String)? {
        func lines(_ text: MessageText) -> (String, String) { (text.english, text.rendered(german)) }
        switch c.testDescription {
        case writeCases[0].testDescription:
            _ = try folder.write("f", "x\n")
            do { try AtomicFile.write("{}", to: folder.path + "/f/out.json") } catch {
                #expect(error.reason == "Not a directory")
                return (error.description, error.description(in: german))
            }
        case writeCases[1].testDescription:
            var limits = SessionStore.Limits()
            limits.maxBytes = 1024 * 1024
            let big = SessionLimitTests.loopSession(entries: 2, answer: String(repeating: "x", count: 400_000))
            let session = try SessionStore.load(from: try folder.write("s.json", big), flowID: "loop").get()
            do { try SessionStore.save(session, to: folder.path + "/s.json", createsFolder: false, limits: limits) } catch {
                return (error.description, error.description(in: german))
            }
        case writeCases[2].testDescription:
            #expect(mkfifo(folder.path + "/s.json.lock", 0o600) == 0)
            do { _ = try SessionLock.acquire(sessionPath: folder.path + "/s.json") } catch {
                if case .unavailable(let reason) = error { return lines(reason) }
            }
        default:
            do { _ = try ExternalEditor.edit("text", variables: ["TMPDIR": folder.path + "/none", "VISUAL": "true"]) } catch {
                if case .cannotWriteFile(let reason) = error { return lines(reason) }
            }
        }
        return nil
    }

    @Test("each writer's failure, in English and in German", arguments: writeCases)
    func writeFailures(_ c: WriteCase) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let found = try Self.provoke(c, in: folder)
        let fill = { (line: String) in line.replacingOccurrences(of: "{dir}", with: folder.path) }
        #expect(found?.english == fill(c.english))
        #expect(found?.german == fill(c.german))
    }
}
