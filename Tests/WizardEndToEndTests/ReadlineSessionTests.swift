import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C at a terminal saves the session; `--resume` at a terminal finishes the run with
/// the same answers as a run never interrupted (docs/sessions.md).
@Suite(.serialized)
struct ReadlineSessionTests {
    typealias Box = ReadlineEndToEndTests.Sandbox

    /// The prompts of `ReadlineEndToEndTests.flow` in order, with what to type at each.
    static let script: [(prompt: String, keys: String)] = [
        ("? Name", "Ada\r"), ("? Stage", "2\r"), ("? Password", "pw\r"), ("? City", "Lyon\r"),
    ]

    // Bug caught: Ctrl-C at step k loses the answers before it, or resuming at a terminal
    // starts over, asks the wrong step, or forgets the secret must be asked again.
    @Test(arguments: 1...3)
    func interruptAtStepThenResume(_ k: Int) throws {
        let box = try Box()
        let first = try box.start()
        for (prompt, keys) in Self.script.prefix(k) {
            try first.waitForInput(prompt)
            first.send(keys)
        }
        try first.waitForInput(Self.script[k].prompt)
        first.send("\u{03}")
        #expect(try first.waitForExit() == 130, "\(first.text)")
        let session = box.stateFolder + "/wizard/sessions/" + sessionFileName("signup", flowFile: box.flowPath)
        #expect(FileManager.default.fileExists(atPath: session), "\(first.text)")
        let saved = try String(contentsOfFile: session, encoding: .utf8)
        #expect(!saved.contains("\"pw\""), "the secret reached the session file")

        let second = try box.start(["--resume"])
        if k > 2 {
            // The secret answered before the interruption is asked again first.
            try second.waitForInput("? Password")
            second.send("pw\r")
        }
        for (prompt, keys) in Self.script.dropFirst(k) {
            try second.waitForInput(prompt)
            second.send("\u{15}" + keys)
        }
        #expect(try second.waitForExit() == 0, "\(second.text)")
        #expect(try box.answers() == ReadlineEndToEndTests.json(name: "Ada", stage: "staging", password: "pw", city: "Lyon"))
        #expect(!FileManager.default.fileExists(atPath: session), "a completed run keeps its session file")
    }

    // Bug caught: a run started without --resume at a terminal over a saved session starts
    // afresh without a word (the saved answers are lost when it stops again).
    @Test func rerunAtATerminalOffersToResume() throws {
        let box = try Box()
        let first = try box.start()
        try first.waitForInput("? Name")
        first.send("Ada\r")
        try first.waitForInput("? Stage")
        first.send("\u{03}")
        #expect(try first.waitForExit() == 130, "\(first.text)")

        let second = try box.start()
        _ = try second.expect("Resume it? [Y/n]")
        second.send("\r")
        for (prompt, keys) in Self.script.dropFirst(1) {
            try second.waitForInput(prompt)
            second.send("\u{15}" + keys)
        }
        #expect(try second.waitForExit() == 0, "\(second.text)")
        #expect(try box.answers() == ReadlineEndToEndTests.json(name: "Ada", stage: "staging", password: "pw", city: "Lyon"))
    }
}
