import Testing
import WizardTestSupport

@testable import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `$file` references stay inside the answers file's folder (`..`, absolute paths and
/// symbolic links pointing outside are refused, naming the reference, never the contents),
/// and `AtomicFile` writes mode 0600 and atomically.
@Suite struct FileContainmentTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var reference: String
        /// The value read, or the end of the error message.
        var expected: Result<String, Failure>
        struct Failure: Error, Equatable, Sendable { var message: String }
        var testDescription: String { name }
    }

    static let outside = "answers file's folder"
    static let cases: [Case] = [
        Case(name: "a file beside", reference: "token.txt", expected: .success("inside")),
        Case(name: "a file below", reference: "sub/deep.txt", expected: .success("deep")),
        Case(name: "dot-dot back inside", reference: "sub/../token.txt", expected: .success("inside")),
        Case(name: "a link pointing inside", reference: "inner-link", expected: .success("inside")),
        Case(
            name: "dot-dot outside", reference: "../secret.txt",
            expected: .failure(.init(message: #"{"$file": "../secret.txt"}: the file is outside the answers file's folder"#))),
        Case(
            name: "absolute outside", reference: "ABSOLUTE",
            expected: .failure(.init(message: #"{"$file": "ABSOLUTE"}: the file is outside the answers file's folder"#))),
        Case(
            name: "a link pointing outside", reference: "outer-link",
            expected: .failure(.init(message: #"{"$file": "outer-link"}: the file is outside the answers file's folder"#))),
        Case(
            name: "a linked folder outside", reference: "linked-dir/secret.txt",
            expected: .failure(.init(message: #"{"$file": "linked-dir/secret.txt"}: the file is outside the answers file's folder"#))),
        Case(name: "a missing file", reference: "nope.txt", expected: .failure(.init(message: #"{"$file": "nope.txt"}: no such file"#))),
    ]

    // Bug caught: `$file` reading outside the answers' folder (a CI answers file exfiltrating
    // ~/.ssh), or the refusal echoing the outside file's contents.
    @Test(arguments: cases)
    func fileReferences(_ c: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        folder.makeFolder("ci")
        folder.makeFolder("ci/sub")
        try folder.write("secret.txt", "TOP-SECRET\n")
        try folder.write("ci/token.txt", "inside\n")
        try folder.write("ci/sub/deep.txt", "deep")
        folder.link("ci/inner-link", to: folder.path + "/ci/token.txt")
        folder.link("ci/outer-link", to: folder.path + "/secret.txt")
        folder.link("ci/linked-dir", to: folder.path)
        let reference = c.reference.replacing("ABSOLUTE", with: folder.path + "/secret.txt")
        try folder.write("ci/answers.json", #"{"token": {"$file": "\#(reference)"}}"#)
        let result = AnswersFile.read(folder.path + "/ci/answers.json", variables: [:])
        switch (result, c.expected) {
        case (.success(let value), .success(let text)):
            #expect(value == .object(["token": .string(text)]))
        case (.failure(let error), .failure(let failure)):
            let expected = failure.message.replacing("ABSOLUTE", with: folder.path + "/secret.txt")
            #expect(error.description == folder.path + "/ci/answers.json:1:11: " + expected, "\(error.description)")
            #expect(!error.description.contains("TOP-SECRET"))
        default:
            Issue.record("got \(result)")
        }
    }

    static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : nil
    }

    static func contents(_ path: String) -> String? {
        (try? LocalFileSystem().readFile(path)).map { String(decoding: $0, as: UTF8.self) }
    }

    // Bug caught: files holding answers readable by others (umask 022 gives 0644).
    @Test func writesMode0600EvenOverAWiderFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/out.json"
        try folder.write("out.json", "old")
        chmod(path, 0o644)
        try AtomicFile.write("new", to: path)
        #expect(Self.mode(path) == 0o600)
        #expect(Self.contents(path) == "new")
        try SessionStore.save(Session(flowID: "f", fingerprint: "", state: WizardState()), to: folder.path + "/s/f.json")
        #expect(Self.mode(folder.path + "/s/f.json") == 0o600)
        #expect(Self.mode(folder.path + "/s") == 0o700)
    }

    // Bug caught: the temporary file opened without O_EXCL | O_NOFOLLOW, so a symbolic link
    // planted at its (predictable) name makes the write go through to the link's target.
    @Test func plantedLinkAtTheTemporaryNameIsNotFollowed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("victim", "precious")
        folder.link("out.json.tmp-\(getpid())-0", to: folder.path + "/victim")
        try AtomicFile.write("answers", to: folder.path + "/out.json")
        #expect(Self.contents(folder.path + "/victim") == "precious")
        #expect(Self.contents(folder.path + "/out.json") == "answers")
    }

    // Bug caught: a failed write truncating the old file, or leaving a temporary file.
    @Test func failedWriteLeavesTheOldFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("out.json", "old")
        for attempt in 0..<100 { folder.makeFolder("out.json.tmp-\(getpid())-\(attempt)") }
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("new", to: folder.path + "/out.json") }
        #expect(Self.contents(folder.path + "/out.json") == "old")
        // A target that cannot be replaced (a folder): the temporary file is removed.
        folder.makeFolder("dir")
        folder.makeFolder("dir/x")
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("new", to: folder.path + "/dir") }
        var names: [String] = []
        if let dir = opendir(folder.path) {
            while let entry = readdir(dir) {
                names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
            }
            closedir(dir)
        }
        #expect(!names.contains { $0.hasPrefix("dir.tmp") })
    }
}
