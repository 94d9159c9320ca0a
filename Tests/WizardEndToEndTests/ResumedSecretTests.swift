import Foundation
import Testing

/// Navigation while a resumed run asks its secrets again: refused with a message, the
/// secret asked again, and the run goes on (never ended as if interrupted).
@Suite struct ResumedSecretTests {
    static let flow = """
        {"id": "vault", "steps": [
          {"id": "user", "type": "text", "prompt": "User?"},
          {"id": "pw", "type": "secret", "prompt": "Password?"},
          {"id": "host", "type": "text", "prompt": "Host?"},
          {"id": "port", "type": "text", "prompt": "Port?"}
        ]}
        """

    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var lines: [String]
        var refusals: Int
    }

    static let cases: [Case] = [
        Case(testDescription: ":back at the secret (bug: the run ended with exit 130)", lines: [":back"], refusals: 1),
        Case(testDescription: ":root and :dismiss at the secret", lines: [":root", ":dismiss"], refusals: 2),
        Case(testDescription: ":back ID at the secret", lines: [":back user"], refusals: 1),
    ]

    @Test(arguments: cases)
    func navigationAtResumedSecret(_ c: Case) throws {
        let home = try StateHome()
        let file = try home.folder.write("vault.json", Self.flow)
        let first = try home.run(["run", file], input: "ann\nhunter2\nexample.org\n:quit\n")
        #expect(first.status == 130, "\(first)")

        let resumed = try home.run(
            ["run", file, "--resume"], input: (c.lines + ["s3cret", ":back", "example.net", "22"]).map { $0 + "\n" }.joined())
        #expect(resumed.status == 0, "\(resumed)")
        let refusal =
            "✗ a resumed run asks its secrets again first: give pw, then :back, :root and :dismiss work as usual (:quit stops)"
        #expect(resumed.stderr.components(separatedBy: refusal).count - 1 == c.refusals, "\(resumed)")
        #expect(resumed.stdout == "{\n  \"user\": \"ann\",\n  \"pw\": \"s3cret\",\n  \"host\": \"example.net\",\n  \"port\": \"22\"\n}\n")
    }

    @Test("Alt-Up at a terminal while the secret is asked again is refused, the run goes on (bug: exit 130)")
    func altUpAtResumedSecret() throws {
        let box = try ReadlineEndToEndTests.Sandbox()
        let first = try box.start()
        try first.waitForInput("? Name")
        first.send("Ada\r")
        try ReadlineEndToEndTests.finish(first, throughCity: false)
        first.send(":quit\r")
        #expect(try first.waitForExit() == 130, "\(first.text)")

        let resumed = try box.start(["--resume"])
        try resumed.waitForInput("? Password")
        resumed.send("\u{1B}[1;3A")  // Alt-Up: wizard-back
        _ = try resumed.expect("a resumed run asks its secrets again first")
        try resumed.waitForInput("? Password")
        resumed.send("pw2\r")
        try resumed.waitForInput("? City")
        resumed.send("\r")
        #expect(try resumed.waitForExit() == 0, "\(resumed.text)")
        #expect(try box.answers().contains(#""password": "pw2""#))
    }
}
