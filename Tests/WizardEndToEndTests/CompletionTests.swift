import Foundation
import Testing
import WizardTestSupport

/// The bash completion script, driven through bash's own `complete` machinery: the
/// script is sourced, the function registered for `wizard` is looked up with
/// `complete -p`, called with COMP_WORDS/COMP_CWORD set, and COMPREPLY is read back.
@Suite struct CompletionTests {
    struct Case: CustomTestStringConvertible {
        var testDescription: String { words.joined(separator: " ") + "⇥" }
        /// The words after `wizard`; the last one is being completed.
        var words: [String]
        var expected: [String]
        /// Extra environment (WIZARD_FLOWS_PATH).
        var flowsPath: Bool = false
    }

    static let cases: [Case] = [
        Case(words: ["gr"], expected: ["graph"]),
        Case(words: ["c"], expected: ["check", "completions"]),
        Case(words: ["run", "demo", "--form"], expected: ["--format"]),
        Case(words: ["run", "demo", "--format", ""], expected: ["cookiecutter", "env", "json"]),
        Case(words: ["graph", "demo", "--format", ""], expected: ["dot", "mermaid"]),
        Case(words: ["run", "data"], expected: ["database"]),
        Case(words: ["run", "extra"], expected: ["extra-flow", "extra-git"], flowsPath: true),
        // A flow that calls the command line's own functions loads for completion too.
        Case(words: ["run", "extra-git", "--at", ""], expected: ["author"], flowsPath: true),
        Case(words: ["run", "de"], expected: ["demo"]),
        Case(words: ["run", "database", "--at", ""], expected: ["engine", "host", "port", "name", "user", "password", "use_tls"]),
        Case(words: ["run", "demo", "--at", "database.p"], expected: ["database.password", "database.port"]),
        Case(words: ["run", "demo", "--set", "database.h"], expected: ["database.host="]),
        Case(words: ["check", "demo", "--set", "na"], expected: ["name="]),
        Case(words: ["--set", "na"], expected: ["name="]),
        Case(words: ["completions", ""], expected: ["bash", "fish", "zsh"]),
        Case(words: ["help", "te"], expected: ["template"]),
    ]

    @Test(
        "bash completes commands, options, values, flow ids and answer paths (catches: a script that does not run in bash)",
        arguments: cases)
    func bash(_ c: Case) throws {
        let folder = try TemporaryFolder()
        let script = try WizardProcess.run(["completions", "bash"])
        #expect(script.status == 0)
        let scriptPath = try folder.write("wizard.bash", script.stdout)
        try folder.write("extra/extra.json", #"{"id": "extra-flow", "steps": [{"id": "a", "type": "text", "prompt": "A?"}]}"#)
        try folder.write(
            "extra/git.json",
            #"{"id": "extra-git", "steps": [{"id": "author", "type": "text", "prompt": "A?", "default": "{{ git_user_name() }}"}]}"#)
        let words = [WizardProcess.binary.path] + c.words
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let driver = """
            source '\(scriptPath)'
            function=$(complete -p wizard | sed -E 's/.*-F ([^ ]+).*/\\1/')
            COMP_WORDS=(\(quoted))
            COMP_CWORD=\(words.count - 1)
            COMP_LINE="${COMP_WORDS[*]}"
            COMP_POINT=${#COMP_LINE}
            "$function" wizard "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        var environment = ProcessInfo.processInfo.environment
        environment["WIZARD_FLOWS_PATH"] = c.flowsPath ? folder.path("extra") : nil
        let bash = try ChildProcess(
            "/usr/bin/env", ["bash", "--norc", "--noprofile", "-c", driver], environment: environment,
            directory: WizardProcess.packageRoot.path)
        let end = bash.finish()
        let reply = String(decoding: bash.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        #expect(end.status == 0)
        #expect(reply.sorted() == c.expected.sorted())
    }

    @Test("zsh and fish scripts are generated with every command and option (catches: a shell left behind)", arguments: ["zsh", "fish"])
    func otherShells(_ shell: String) throws {
        let result = try WizardProcess.run(["completions", shell])
        #expect(result.status == 0)
        for word in ["run", "check", "validate", "graph", "template", "completions", "answers", "non-interactive", "__complete", "steps"] {
            #expect(result.stdout.contains(word), "\(shell) script lacks \(word)")
        }
    }

    @Test("an unknown shell is a usage error with did-you-mean (catches: an empty script, exit 0)")
    func unknownShell() throws {
        let result = try WizardProcess.run(["completions", "bsh"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "wizard: error: no completions for the shell 'bsh'; bash, zsh and fish are supported; did you mean 'bash'? (see 'wizard help completions')\n"
        )
    }
}
