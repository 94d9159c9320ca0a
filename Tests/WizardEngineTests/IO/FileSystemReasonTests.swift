import Testing
import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's reasons a file cannot be read are messages: the common ones in the
/// catalogues (English as the system says them), any other the system's own text.
@Suite struct FileSystemReasonTests {
    static let german = Messages(preference: LanguagePreference(tag: "de"))

    @Test(
        "each common errno has its catalogue text, English the system's own sentence",
        arguments: [
            (ENOENT, "Datei oder Ordner nicht gefunden"), (EACCES, "Keine Berechtigung"), (EISDIR, "Ist ein Ordner"),
            (ENOTDIR, "Ist kein Ordner"), (ELOOP, "Zu viele Ebenen symbolischer Links"), (EFBIG, "Datei zu groß"),
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
}
