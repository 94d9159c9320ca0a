import Foundation
import Testing
import WizardTestSupport

/// Input that is not UTF-8 is refused like an invalid answer, never replaced by U+FFFD: a
/// piped line is asked again; `--set` and an answers file are exit 3.
struct NonUTF8InputTests {
    static let flow = #"{"id": "v", "steps": [{"id": "pw", "type": "secret", "prompt": "pw"}]}"#

    @Test func pipedLineIsAskedAgain() throws {
        let folder = try TemporaryFolder()
        try folder.write("v.json", Self.flow)
        var input = Data("caf".utf8)
        input.append(0xE9)  // Latin-1 é
        input.append(contentsOf: Array("\ncafé\n".utf8))
        let result = try WizardProcess.run(["run", "v.json"], inputBytes: input, directory: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("✗ the input is not valid UTF-8; it was not recorded"), "\(result)")
        #expect(result.stdout.contains(#""pw": "café""#), "\(result)")
        #expect(!result.stdout.contains("\u{FFFD}"))
    }

    @Test func pipedInputEndingAfterARefusalIsExit3() throws {
        let folder = try TemporaryFolder()
        try folder.write("v.json", Self.flow)
        let result = try WizardProcess.run(["run", "v.json"], inputBytes: Data([0x61, 0xFF, 0x0A]), directory: folder.url)
        #expect(result.status == 3, "\(result)")
    }

    @Test func answersFileIsExit3() throws {
        let folder = try TemporaryFolder()
        try folder.write("v.json", Self.flow)
        try Data([0x7B, 0x22, 0x70, 0x77, 0x22, 0x3A, 0x22, 0x61, 0xE9, 0x22, 0x7D]).write(to: folder.url.appendingPathComponent("a.json"))
        let result = try WizardProcess.run(["run", "v.json", "--answers", "a.json", "--non-interactive"], directory: folder.url)
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("invalid UTF-8"), "\(result)")
    }
}

/// The same refusal at a terminal: readline hands back the bytes typed, and the driver
/// refuses a line that is not UTF-8 instead of decoding it with U+FFFD in place.
@Suite(.serialized)
struct NonUTF8TypedInputTests {
    // Bug caught: the readline driver turns a Latin-1 `é` into U+FFFD and records the
    // altered secret without a word.
    @Test(arguments: ["secret", "text"])
    func typedLineIsAskedAgain(type: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("v.json", #"{"id": "v", "steps": [{"id": "pw", "type": "\#(type)", "prompt": "Word"}]}"#)
        try folder.write("inputrc", "")
        let environment = [
            "NO_COLOR": "1", "HOME": folder.url.path, "XDG_STATE_HOME": folder.path("state"), "INPUTRC": folder.path("inputrc"),
        ]
        let pty = try PseudoTerminal(["run", folder.path("v.json"), "--output", folder.path("out.json")], environment: environment)
        try pty.waitForInput("? Word")
        pty.send(bytes: Array("caf".utf8) + [0xE9, 0x0D])
        try pty.expect("✗ the input is not valid UTF-8; it was not recorded")
        try pty.waitForInput("? Word")
        pty.send("café\r")
        #expect(try pty.waitForExit() == 0, "\(pty.text)")
        let answers = try String(contentsOfFile: folder.path("out.json"), encoding: .utf8)
        #expect(answers.contains(#""pw": "café""#), "\(answers)")
        #expect(!pty.output.contains("\u{FFFD}"), "\(pty.text)")
    }
}
