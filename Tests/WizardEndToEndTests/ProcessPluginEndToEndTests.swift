import Foundation
import Testing
import WizardTestSupport

/// Process plugins through the real binary: the example plugins of `plugins/` against a
/// temporary git repository, consent (asked at a terminal, remembered, asked again after
/// a change, refused without a terminal), the failure modes of a broken plugin, and
/// `wizard validate` / `wizard plugins`.
@Suite struct ProcessPluginEndToEndTests {
    static let pluginsFolder = WizardProcess.packageRoot.appendingPathComponent("plugins").path
    static var searchPath: String { pluginsFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin") }
    static let gitFlow = WizardProcess.packageRoot.appendingPathComponent("Flows/git-branch.json").path
    static let zoneFlow = WizardProcess.packageRoot.appendingPathComponent("Flows/time-zone.json").path

    /// A git repository with branches `main` and `dev` and remotes `origin` and `upstream`.
    static func repository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let steps = [
            ["init", "-q", "-b", "main"],
            ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "--allow-empty", "-m", "start"],
            ["branch", "dev"], ["remote", "add", "origin", "https://example.com/origin.git"],
            ["remote", "add", "upstream", "https://example.com/upstream.git"],
        ]
        for arguments in steps {
            let git = try ChildProcess("/usr/bin/env", ["git"] + arguments, directory: folder.url.path)
            let end = git.finish()
            try #require(end.status == 0, "git \(arguments.joined(separator: " ")) failed")
        }
        return folder
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var arguments: [String]
        var environment: [String: String] = [:]
        var status: Int32
        var stdout = ""
        var stderr = ""
    }

    static let cases = [
        Case(
            testDescription: "git: choices and the validator answer through the plugin, allowed by flag",
            arguments: [
                "run", gitFlow, "--allow-plugin", "git", "--non-interactive", "--set", "remote=upstream", "--set", "base=dev", "--set",
                "name=feat",
            ],
            status: 0, stdout: #"{"repository":".","remote":"upstream","base":"dev","name":"feat"}"#),
        Case(
            testDescription: "git: allowed by WIZARD_ALLOW_PLUGINS; a choice by number",
            arguments: ["run", gitFlow, "--non-interactive", "--set", "remote=1", "--set", "base=main", "--set", "name=x"],
            environment: ["WIZARD_ALLOW_PLUGINS": "tz, git"], status: 0,
            stdout: #"{"repository":".","remote":"origin","base":"main","name":"x"}"#),
        Case(
            testDescription: "git: a remote the repository does not have is refused, naming the real ones",
            arguments: [
                "run", gitFlow, "--allow-plugin", "git", "--non-interactive", "--set", "remote=nope", "--set", "base=dev", "--set",
                "name=f",
            ],
            status: 3,
            stderr:
                "wizard: error: remote: invalid answer from --set: expected a number from 1 to 2 or one of origin, upstream, found 'nope'\n"
        ),
        Case(
            testDescription: "git: the validator refuses a folder outside any work tree",
            arguments: [
                "run", gitFlow, "--allow-plugin", "git", "--non-interactive", "--set", "repository=/", "--set", "remote=origin", "--set",
                "base=dev", "--set", "name=f",
            ],
            status: 3, stderr: "wizard: error: repository: invalid answer from --set: / is not inside a git work tree\n"),
        Case(
            testDescription: "no consent without a terminal: exit 3 before the first question, naming the plugin",
            arguments: ["run", gitFlow, "--non-interactive"], status: 3,
            stderr:
                "wizard: error: the flow runs the plugin 'git' (\(pluginsFolder)/wizard-plugin-git), not allowed; allow with --allow-plugin git or WIZARD_ALLOW_PLUGINS=git\n"
        ),
        Case(
            testDescription: "no consent for piped input either", arguments: ["run", gitFlow], status: 3,
            stderr:
                "wizard: error: the flow runs the plugin 'git' (\(pluginsFolder)/wizard-plugin-git), not allowed; allow with --allow-plugin git or WIZARD_ALLOW_PLUGINS=git\n"
        ),
        Case(
            testDescription: "tz: a zone typed in any case is the database's spelling; an empty optional zone is \"\"",
            arguments: ["run", zoneFlow, "--allow-plugin", "tz", "--non-interactive", "--set", "zone=europe/paris", "--set", "office="],
            status: 0, stdout: #"{"zone":"Europe/Paris","office":""}"#),
        Case(
            testDescription: "tz: the region limits the zones",
            arguments: ["run", zoneFlow, "--allow-plugin", "tz", "--non-interactive", "--set", "zone=UTC", "--set", "office=Asia/Tokyo"],
            status: 3, stderr: "wizard: error: office: invalid answer from --set: 'Asia/Tokyo' is not a time zone\n"),
    ]

    @Test(arguments: cases)
    func examplePlugins(_ c: Case) throws {
        let repository = try Self.repository()
        let result = try WizardProcess.run(
            c.arguments, directory: repository.url, environment: c.environment.merging(["PATH": Self.searchPath]) { a, _ in a })
        #expect(result.status == c.status, "\(result)")
        #expect(result.stdout.filter { !$0.isWhitespace } == c.stdout.filter { !$0.isWhitespace }, "\(result)")
        #expect(result.stderr == c.stderr, "\(result)")
    }

    /// Bug caught: consent asked every run, never asked again after the flow changed,
    /// or remembered after a refusal; Tab not offering the plugin's choices.
    @Test func consentAtATerminalIsRememberedUntilTheFlowChanges() throws {
        let repository = try Self.repository()
        let state = try TemporaryFolder()
        let folder = try TemporaryFolder()
        let flow = try folder.write("flow.json", try String(contentsOfFile: Self.gitFlow, encoding: .utf8))
        let environment = ["PATH": Self.searchPath, "XDG_STATE_HOME": state.url.path, "NO_COLOR": "1"]
        let arguments = ["run", flow, "--set", "repository=" + repository.url.path, "--output", folder.path("out.json")]

        let first = try PseudoTerminal(arguments, environment: environment)
        try first.expect(
            "This flow runs a plugin, a program that runs as you, with your environment:",
            "git  \(Self.pluginsFolder)/wizard-plugin-git", "Allow it for this flow? [y/N]")
        first.send("y\r")
        try first.waitForInput("? Remote to push to")
        first.send("up\t")
        try first.expect("upstream")
        first.send("\r")
        try first.waitForInput("? Branch to start from")
        first.send("dev\r")
        try first.waitForInput("? New branch name")
        first.send("feat\r")
        #expect(try first.waitForExit() == 0, "\(first.text)")
        let answers = try String(contentsOfFile: folder.path("out.json"), encoding: .utf8)
        #expect(answers.contains(#""remote": "upstream""#), "\(answers)")

        // Remembered: a run without a terminal needs no flag now.
        let piped = [
            "run", flow, "--non-interactive", "--set", "repository=" + repository.url.path, "--set", "remote=origin", "--set", "base=dev",
            "--set", "name=x",
        ]
        let again = try WizardProcess.run(piped, environment: environment)
        #expect(again.status == 0, "\(again)")

        // Changed: asked again (refused without a terminal, then refused at one).
        try folder.write("flow.json", try String(contentsOfFile: Self.gitFlow, encoding: .utf8).replacing("Branch setup", with: "Branches"))
        let changed = try WizardProcess.run(piped, environment: environment)
        #expect(changed.status == 3, "\(changed)")
        #expect(changed.stderr.contains("not allowed; allow with --allow-plugin git"), "\(changed)")
        let asked = try PseudoTerminal(arguments, environment: environment)
        try asked.expect("Allow it for this flow? [y/N]")
        asked.send("n\r")
        #expect(try asked.waitForExit() == 3, "\(asked.text)")
        #expect(asked.text.contains("wizard: error: the plugin 'git' was not allowed; nothing was run"), "\(asked.text)")
        #expect(!asked.text.contains("Remote to push to"))
        let stillRefused = try WizardProcess.run(piped, environment: environment)
        #expect(stillRefused.status == 3, "a refusal was remembered as consent: \(stillRefused)")
    }

    /// A plugin declared in the flow's folder that misbehaves at `describe`: each failure is
    /// one line naming the plugin, exit 1, nothing asked.
    struct BrokenCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var script: String
        var stderr: String
        var status: Int32 = 1
    }

    static let brokenCases = [
        BrokenCase(
            testDescription: "garbage", script: "#!/bin/sh\nread line\necho 'hello there'\n",
            stderr:
                "wizard: error: plugin 'bad' wrote something that is not a response: 'hello there' (expected one JSON object per line)\n"),
        BrokenCase(
            testDescription: "crash", script: "#!/bin/sh\nread line\nexit 4\n",
            stderr: "wizard: error: plugin 'bad' ended without answering: it exited with status 4\n"),
        BrokenCase(
            testDescription: "a hang during the run: stopped after the timeout, the answer refused, exit 3",
            script:
                "#!/bin/sh\nread line\necho '{\"id\": 1, \"result\": {\"name\": \"bad\", \"validators\": [\"check\"]}}'\nread line\nexec sleep 30\n",
            stderr:
                "wizard: error: x: invalid answer from --set: the validator 'bad.check' failed: plugin 'bad' did not answer within 0.5 s and was stopped\n",
            status: 3),
        BrokenCase(
            testDescription: "an error response",
            script: "#!/bin/sh\nread line\necho '{\"id\": 1, \"error\": {\"message\": \"no \\u001b[31mway\"}}'\n",
            stderr: "wizard: error: plugin 'bad' reported an error: 'no \\e[31mway'\n"),
        BrokenCase(
            testDescription: "a description lacking what the flow uses",
            script: "#!/bin/sh\nread line\necho '{\"id\": 1, \"result\": {\"name\": \"bad\", \"validators\": [\"other\"]}}'\n",
            stderr: "wizard: error: FLOW:3:5: plugin 'bad' provides no validator 'check' (it provides: other)\n"),
        BrokenCase(
            testDescription: "a crash during the run: the answer from --set is refused, exit 3",
            script:
                "#!/bin/sh\nread line\necho '{\"id\": 1, \"result\": {\"name\": \"bad\", \"validators\": [\"check\"]}}'\nread line\nexit 4\n",
            stderr:
                "wizard: error: x: invalid answer from --set: the validator 'bad.check' failed: plugin 'bad' ended without answering: it exited with status 4\n",
            status: 3),
    ]

    @Test(arguments: brokenCases)
    func brokenPlugin(_ c: BrokenCase) throws {
        let folder = try TemporaryFolder()
        let script = try folder.writeExecutable("tools/bad.sh", c.script)
        let flow = try folder.write(
            "flow.json",
            """
            {"id": "b", "plugins": {"bad": {"path": "tools/bad.sh", "timeout": 0.5}}, "steps": [
              {"id": "first", "type": "text", "prompt": "First question"},
                {"id": "x", "type": "text", "prompt": "X", "validate": {"plugin": "bad.check"}}
            ]}
            """)
        let result = try WizardProcess.run(
            ["run", flow, "--non-interactive", "--set", "first=a", "--set", "x=b"], environment: ["WIZARD_ALLOW_PLUGINS": script])
        #expect(result.status == c.status, "\(result)")
        #expect(result.stderr.replacing(flow, with: "FLOW") == c.stderr, "\(result)")
        #expect(!result.stderr.contains("First question"))
    }

    @Test("a flow may not declare a plugin outside its folder")
    func confinement() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write(
            "flows/flow.json",
            #"{"id": "c", "plugins": {"esc": "../bin/tool"}, "steps": [{"id": "x", "type": "esc.word", "prompt": "X"}]}"#)
        try folder.writeExecutable("bin/tool", "#!/bin/sh\n")
        let result = try WizardProcess.run(["run", flow, "--non-interactive"], environment: ["WIZARD_ALLOW_PLUGINS": "esc"])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr
                == "wizard: error: plugin 'esc': ../bin/tool is outside the flow's folder (a flow may only declare plugins inside its folder)\n"
        )
    }

    struct ValidateCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var flowText: String
        var withPlugins: Bool
        var status: Int32
        var stderr: String
    }

    static let validateCases = [
        ValidateCase(
            testDescription: "a plugin that is not installed is a warning",
            flowText:
                #"{"id": "v", "steps": [{"id": "r", "type": "select", "prompt": "R", "choices": {"plugin": "git", "method": "remotes"}}]}"#,
            withPlugins: false, status: 0,
            stderr:
                "FLOW:1:23: warning: plugin 'git' is not installed (no wizard-plugin-git on PATH), so a run of this flow stops before its first question\n"
        ),
        ValidateCase(
            testDescription: "an installed plugin is found, and not run",
            flowText:
                #"{"id": "v", "steps": [{"id": "r", "type": "select", "prompt": "R", "choices": {"plugin": "git", "method": "remotes"}}]}"#,
            withPlugins: true, status: 0, stderr: ""),
        ValidateCase(
            testDescription: "what an installed plugin provides is not asked: validate runs no plugin",
            flowText: #"{"id": "v", "steps": [{"id": "z", "type": "tz.zones", "prompt": "Z"}]}"#,
            withPlugins: true, status: 0, stderr: ""),
    ]

    @Test(arguments: validateCases)
    func validate(_ c: ValidateCase) throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write("flow.json", c.flowText)
        let result = try WizardProcess.run(["validate", flow], environment: ["PATH": c.withPlugins ? Self.searchPath : "/usr/bin:/bin"])
        #expect(result.status == c.status, "\(result)")
        #expect(result.stderr.replacing(flow, with: "FLOW") == c.stderr, "\(result)")
    }

    @Test("wizard plugins FLOW lists a plugin the flow declares, and runs it only with consent")
    func listingDeclared() throws {
        let folder = try TemporaryFolder()
        let script = try folder.writeExecutable(
            "tools/p.sh", "#!/bin/sh\nread line\necho '{\"id\": 1, \"result\": {\"name\": \"p\", \"validators\": [\"v\"]}}'\n")
        let flow = try folder.write(
            "flow.json", #"{"id": "d", "plugins": {"p": "tools/p.sh"}, "steps": [{"id": "a", "type": "text", "prompt": "A"}]}"#)
        let real = URL(fileURLWithPath: script).resolvingSymlinksInPath().path
        let refused = try WizardProcess.run(["plugins", flow], environment: ["PATH": "/usr/bin:/bin"])
        let allowed = try WizardProcess.run(["plugins", flow], environment: ["PATH": "/usr/bin:/bin", "WIZARD_ALLOW_PLUGINS": script])
        let place = "  (declared by \(flow))\n"
        #expect(refused.status == 0, "\(refused)")
        #expect(
            refused.stdout.replacing(real, with: "SCRIPT")
                == "p  SCRIPT" + place
                + "    not run: a plugin a flow declares runs only with consent (WIZARD_ALLOW_PLUGINS=SCRIPT)\n", "\(refused)")
        #expect(allowed.stdout.replacing(real, with: "SCRIPT") == "p  SCRIPT" + place + "    validators: p.v\n", "\(allowed)")
    }

    @Test("wizard plugins lists each plugin on PATH, where it is and what it provides")
    func listing() throws {
        let result = try WizardProcess.run(["plugins"], environment: ["PATH": Self.pluginsFolder + ":/usr/bin:/bin"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout == """
                git  \(Self.pluginsFolder)/wizard-plugin-git  (on PATH)
                    version: 1.0
                    remotes and branches of a repository; checks git work trees
                    validators: git.worktree
                    choices: branches, remotes
                tz  \(Self.pluginsFolder)/wizard-plugin-tz  (on PATH)
                    version: 1.0
                    time zones from /usr/share/zoneinfo
                    step types: tz.zone (complete, default)

                """)
    }

    @Test("wizard plugins lists in German under LANG=de_DE.UTF-8, names and paths unchanged")
    func listingInGerman() throws {
        let result = try WizardProcess.run(
            ["plugins"], environment: ["PATH": Self.pluginsFolder + ":/usr/bin:/bin", "LANG": "de_DE.UTF-8"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout == """
                git  \(Self.pluginsFolder)/wizard-plugin-git  (im PATH)
                    Version: 1.0
                    remotes and branches of a repository; checks git work trees
                    Prüfungen: git.worktree
                    Auswahlen: branches, remotes
                tz  \(Self.pluginsFolder)/wizard-plugin-tz  (im PATH)
                    Version: 1.0
                    time zones from /usr/share/zoneinfo
                    Schritttypen: tz.zone (ergänzt, Standardwert)

                """)
    }
}
