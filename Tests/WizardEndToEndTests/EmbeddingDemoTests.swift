import Foundation
import Testing

/// The `embedding-demo` binary: it completes with no terminal, from /dev/null-like
/// empty input (built-in script) and from piped lines (then defaults), printing the
/// coordinator's result and the decoded answers on standard output.
@Suite struct EmbeddingDemoTests {
    struct Case: CustomTestStringConvertible {
        var testDescription: String
        var input: String
        var status: Int32
        var stdout: String
        var stderrContains: [String]
    }

    static let cases = [
        Case(
            testDescription: "empty input plays the built-in script (push, sheet, cover, goBackTo, plugins)",
            input: "", status: 0,
            stdout: """
                signup: name=Grace plan=free card=none
                release: project=atlas version=2.1.0 migration=https://example.com/migrate-to-2 notes=true

                """,
            stderrContains: [
                "└ payment sheet dismissed, answers discarded",
                "✗ this part must be completed: it cannot be left or dismissed",
                "✗ 'wizard' is a reserved name",
                "✗ expected a version MAJOR.MINOR.PATCH such as 1.4.2",
            ]),
        Case(
            testDescription: "piped lines, then defaults when they run out",
            input: "y\nLin\npro\n4111\ny\nfinish\n", status: 0,
            stdout: """
                signup: name=Lin plan=pro card=4111
                release: project=atlas version=1.0.0 migration=none notes=true

                """,
            stderrContains: ["(no more input: the default)"]),
        Case(
            testDescription: "declining at the first screen finishes the coordinator with no sign-up",
            input: "n\nmy-app\n3.0.0\n\nn\n", status: 0,
            stdout: """
                signup: cancelled
                release: project=my-app version=3.0.0 migration= notes=false

                """,
            stderrContains: []),
        Case(
            testDescription: "a refused answer is asked again; :quit ends with status 130 and prints nothing",
            input: "y\nAda\nfree\nno\n:quit\n", status: 130, stdout: "",
            stderrContains: ["✗ the terms must be accepted to go on"]),
    ]

    @Test(arguments: cases)
    func run(_ c: Case) throws {
        let result = try WizardProcess.run([], input: c.input, product: "embedding-demo")
        #expect(result.status == c.status, "\(result)")
        #expect(result.stdout == c.stdout, "\(result)")
        for text in c.stderrContains { #expect(result.stderr.contains(text), "\(text)\n\(result)") }
    }
}
