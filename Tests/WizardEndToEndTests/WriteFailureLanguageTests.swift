import Foundation
import Testing
import WizardTestSupport

/// What cannot be written or started speaks the user's language: a full standard output,
/// an answers or record file the system refuses, a plugin the system cannot start. Under
/// German the lines keep their `wizard: error:` and the exit status of English.
@Suite struct WriteFailureLanguageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var arguments: [String]
        /// Shell words after the command (a redirection), when any.
        var shellWords: String?
        var status: Int32
        /// The first line on standard error (a run that fails to write its answers saves its
        /// session, and says so after it), `{dir}` standing for the folder the command runs in.
        var english: String
        var german: String
    }

    static let flow = #"{"id": "w", "steps": [{"id": "x", "type": "text", "prompt": "X"}]}"#
    static let pluginFlow = #"{"id": "c", "plugins": {"esc": "bin/tool"}, "steps": [{"id": "x", "type": "esc.word", "prompt": "X"}]}"#
    static let answer = ["--non-interactive", "--set", "x=a"]

    static let cases: [Case] = [
        Case(
            testDescription: "wizard template > /dev/full", arguments: ["template", "flow.json"], shellWords: "> /dev/full",
            status: 1, english: "wizard: error: cannot write to standard output: No space left on device\n",
            german: "wizard: error: in die Standardausgabe lässt sich nicht schreiben: Kein Platz mehr auf dem Gerät\n"),
        Case(
            testDescription: "wizard run's answers > /dev/full", arguments: ["run", "flow.json"] + answer, shellWords: "> /dev/full",
            status: 1, english: "wizard: error: cannot write the answers to standard output: No space left on device\n",
            german: "wizard: error: die Antworten konnten nicht auf die Standardausgabe geschrieben werden: Kein Platz mehr auf dem Gerät\n"
        ),
        Case(
            testDescription: "a plugin whose interpreter is not there",
            arguments: ["run", "plugin.json", "--non-interactive", "--allow-plugin", "{dir}/bin/tool"], status: 1,
            english: "wizard: error: plugin 'esc' could not be started from {dir}/bin/tool: No such file or directory\n",
            german: "wizard: error: das Plugin 'esc' ließ sich nicht aus {dir}/bin/tool starten: Datei oder Ordner nicht gefunden\n"),
    ]

    /// Files in /proc cannot be made, though root may write the folder: only as root on
    /// Linux does the write itself fail, past the checks made before the first question.
    static let asRoot: [Case] = [
        Case(
            testDescription: "--output into /proc", arguments: ["run", "flow.json", "--output", "/proc/w.json"] + answer, status: 1,
            english: "wizard: error: cannot write the answers to /proc/w.json: No such file or directory\n",
            german: "wizard: error: die Antworten konnten nicht in /proc/w.json geschrieben werden: Datei oder Ordner nicht gefunden\n"),
        Case(
            testDescription: "--record into /proc", arguments: ["run", "flow.json", "--record", "/proc/w.txt"] + answer, status: 0,
            english: "wizard: warning: cannot write /proc/w.txt: No such file or directory\n",
            german: "wizard: warning: /proc/w.txt lässt sich nicht schreiben: Datei oder Ordner nicht gefunden\n"),
    ]

    static func check(_ c: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("flow.json", flow)
        _ = try folder.write("plugin.json", pluginFlow)
        folder.makeFolder("bin/")
        _ = try folder.writeExecutable("bin/tool", "#!/nonexistent/interpreter\n")
        let fill = { (text: String) in text.replacingOccurrences(of: "{dir}", with: folder.path) }
        let arguments = c.arguments.map(fill)
        for (environment, extra, expected) in [
            (["LANG": "C.UTF-8"], [String](), c.english), (["LANG": "de_DE.UTF-8"], [], c.german),
            (["LANG": "C.UTF-8"], ["--language", "de"], c.german),
        ] {
            let end = try WizardProcess.run(
                arguments + extra, directory: folder.url, environment: environment, shellWords: c.shellWords)
            #expect(end.stderr.prefix { $0 != "\n" } + "\n" == fill(expected), "\(end)")
            #expect(end.status == c.status)
        }
    }

    @Test("English, German by LANG and German by --language", arguments: cases)
    func germanSentences(_ c: Case) throws { try Self.check(c) }

    @Test(
        "a file the system refuses to make, in English and German",
        .enabled(if: geteuid() == 0 && FileManager.default.fileExists(atPath: "/proc/self")), arguments: asRoot)
    func refusedFile(_ c: Case) throws { try Self.check(c) }
}
