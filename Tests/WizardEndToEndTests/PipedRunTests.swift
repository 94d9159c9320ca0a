import Foundation
import Testing
import WizardTestSupport

/// The real binary with piped standard input: answers JSON on stdout, UI on stderr, exit
/// statuses (docs/cli.md)
@Suite struct PipedRunTests {
    static let flow = """
        {
          "id": "setup", "title": "Setup",
          "steps": [
            { "id": "name", "type": "text", "prompt": "Name?" },
            { "id": "tls", "type": "confirm", "prompt": "TLS?", "default": false },
            { "id": "db", "type": "flow", "flow": "database" },
            { "id": "note", "type": "text", "prompt": "Note?", "required": false }
          ],
          "flows": {
            "database": { "title": "Database", "steps": [
              { "id": "host", "type": "text", "prompt": "Host?", "default": "localhost" },
              { "id": "port", "type": "integer", "prompt": "Port?", "validate": { "min": 1, "max": 65535 } }
            ] }
          }
        }
        """

    struct Case: CustomTestStringConvertible {
        var testDescription: String
        var input: String
        var status: Int32
        var stdout: String
        var stderrContains: [String] = []
    }

    static let cases: [Case] = [
        Case(
            testDescription: "answers in order print JSON in flow order (catches: UI on stdout, key order)",
            input: "alice\ny\n\n5432\n\n", status: 0,
            stdout: #"{"name":"alice","tls":true,"db":{"host":"localhost","port":5432},"note":""}"#),
        Case(
            testDescription: ":back pops and the new answer wins (catches: popped answers leaking into output)",
            input: "alice\n:back\nbob\n\n\n5432\n\n", status: 0,
            stdout: #"{"name":"bob","tls":false,"db":{"host":"localhost","port":5432},"note":""}"#),
        Case(
            testDescription: ":back ID and :root (catches: wrong pop target)",
            input: "alice\nn\nh\n1\n:back name\ncarol\n\nh2\n2\n:root\ndave\n\n\n3\nx\n", status: 0,
            stdout: #"{"name":"dave","tls":false,"db":{"host":"localhost","port":3},"note":"x"}"#),
        Case(
            testDescription: "a refused answer is asked again with a one-line reason (catches: invalid answers recorded)",
            input: "alice\nmaybe\nn\n\n99999\n80\n\n", status: 0,
            stdout: #"{"name":"alice","tls":false,"db":{"host":"localhost","port":80},"note":""}"#,
            stderrContains: ["✗ expected y, yes, n or no, found 'maybe'", "✗ the answer must be at most 65535"]),
        Case(
            testDescription: "::x answers ':x' (catches: the escape treated as a command)",
            input: "::x\n\n\n1\n\n", status: 0,
            stdout: #"{"name":":x","tls":false,"db":{"host":"localhost","port":1},"note":""}"#),
        Case(
            testDescription: "input ending early is exit 3 naming the waiting step (catches: a hang or exit 0)",
            input: "alice\n\n", status: 3, stdout: "",
            stderrContains: ["input ended while db.host was waiting for an answer"]),
        Case(
            testDescription: ":quit is exit 130 (catches: quit treated as completion)",
            input: "alice\n:quit\n", status: 130, stdout: ""),
        Case(
            testDescription: "an unknown command is refused with a suggestion (catches: ':bak' recorded as an answer)",
            input: ":bak\nalice\n\n\n1\n\n", status: 0,
            stdout: #"{"name":"alice","tls":false,"db":{"host":"localhost","port":1},"note":""}"#,
            stderrContains: ["unknown command ':bak'; did you mean ':back'; the commands are"]),
        Case(
            testDescription: ":back at the first step changes nothing and says so",
            input: ":back\nalice\n\n\n1\n\n", status: 0,
            stdout: #"{"name":"alice","tls":false,"db":{"host":"localhost","port":1},"note":""}"#,
            stderrContains: ["already at the first step"]),
    ]

    @Test(arguments: cases)
    func pipedRun(_ c: Case) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("setup.json", Self.flow)
        let result = try WizardProcess.run(["run", path], input: c.input)
        #expect(result.status == c.status, "\(result)")
        let compact = try compactJSON(result.stdout)
        #expect(compact == c.stdout, "\(result)")
        for fragment in c.stderrContains {
            #expect(result.stderr.contains(fragment), "missing \(fragment) in\n\(result.stderr)")
        }
    }

    @Test("validate reports errors with FILE:LINE:COL and exit 1 (catches: silent acceptance of a broken flow)")
    func validateReportsErrors() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "bad.json",
            """
            {"id": "bad", "steps": [
              {"id": "a", "type": "text", "promt": "A?"}
            ]}
            """)
        let result = try WizardProcess.run(["validate", path])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("\(path):2:31: error:"), "\(result)")
        #expect(result.stderr.contains("did you mean 'prompt'?"), "\(result)")
    }

    @Test("a missing flow is exit 1; an unknown option is exit 2 with a suggestion")
    func exitStatuses() throws {
        let missing = try WizardProcess.run(["run", "/nonexistent/flow.json"])
        #expect(missing.status == 1, "\(missing)")
        let usage = try WizardProcess.run(["run", "Flows/demo.json", "--formt", "env"])
        #expect(usage.status == 2, "\(usage)")
        #expect(usage.stderr.contains("did you mean '--format'?"), "\(usage)")
    }

    /// Re-encodes JSON compactly with sorted-free, order-preserving output for comparison
    /// (empty text stays empty).
    func compactJSON(_ text: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return "" }
        // Our pretty output uses two-space indentation and ": "; compact it textually,
        // which keeps key order (JSONSerialization would not).
        var out = ""
        var inString = false
        var escaped = false
        for ch in trimmed {
            if inString {
                out.append(ch)
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inString = false }
            } else if ch == "\"" {
                inString = true
                out.append(ch)
            } else if !ch.isWhitespace {
                out.append(ch)
            }
        }
        return out
    }
}
