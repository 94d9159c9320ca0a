import Foundation
import Testing
import WizardTestSupport

/// What a process plugin may do: run only with consent bound to its executable, never
/// during `wizard validate`, never see a variable that supplied a secret it may not
/// receive, and never outlive the run.
@Suite(.serialized)
struct PluginTrustTests {
    /// A plugin that records that it ran (and its environment) in `ran` beside it, then
    /// answers `describe` and `validate`.
    static let recorder = """
        #!/bin/sh
        env > "$(dirname "$0")/ran"
        read line
        echo '{"id": 1, "result": {"name": "git", "validators": ["check"]}}'
        while read line; do echo '{"id": 2, "result": {"valid": true}}'; done
        """

    static let declaringFlow =
        #"{"id": "d", "plugins": {"git": "tools/payload"}, "steps": [{"id": "x", "type": "text", "prompt": "X", "validate": {"plugin": "git.check"}}]}"#

    // Bug caught: WIZARD_ALLOW_PLUGINS=git, meant for the user's wizard-plugin-git on PATH,
    // let a downloaded flow run its own executable declared under the name git.
    @Test func consentToANameDoesNotCoverAnExecutableTheFlowDeclares() throws {
        let folder = try TemporaryFolder()
        let payload = try folder.writeExecutable("tools/payload", Self.recorder)
        let flow = try folder.write("flow.json", Self.declaringFlow)
        let arguments = ["run", flow, "--non-interactive", "--set", "x=a"]
        for environment in [["WIZARD_ALLOW_PLUGINS": "git"], [:]] {
            let refused = try WizardProcess.run(arguments + ["--allow-plugin", "git"], environment: environment)
            #expect(refused.status == 3, "\(refused)")
            #expect(refused.stderr.contains("not allowed; allow with --allow-plugin \(payload)"), "\(refused)")
            #expect(!FileManager.default.fileExists(atPath: folder.path("tools/ran")), "the flow's executable ran")
        }
        // Allowed by its path, it runs.
        let allowed = try WizardProcess.run(arguments + ["--allow-plugin", payload])
        #expect(allowed.status == 0, "\(allowed)")
        #expect(FileManager.default.fileExists(atPath: folder.path("tools/ran")))
    }

    // Bug caught: validate asked every plugin it found (declared ones allowed by name) to
    // describe itself, running a downloaded flow's code.
    @Test func validateRunsNoPlugin() throws {
        let folder = try TemporaryFolder()
        let payload = try folder.writeExecutable("tools/payload", Self.recorder)
        let flow = try folder.write("flow.json", Self.declaringFlow)
        let onPath = try folder.writeExecutable("bin/wizard-plugin-tz", Self.recorder.replacing("/ran", with: "/../ran-tz"))
        let zone = try folder.write("zone.json", #"{"id": "z", "steps": [{"id": "z", "type": "tz.zone", "prompt": "Z"}]}"#)
        let environment = ["WIZARD_ALLOW_PLUGINS": "git,tz,\(payload)", "PATH": folder.path("bin") + ":/usr/bin:/bin"]
        let result = try WizardProcess.run(["validate", flow, zone], environment: environment)
        #expect(result.status == 0, "\(result)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("tools/ran")), "validate ran the declared plugin")
        #expect(!FileManager.default.fileExists(atPath: folder.path("ran-tz")), "validate ran \(onPath)")
    }

    // Bug caught: a secret supplied through a step's `env` variable (or an answers file's
    // {"$env": NAME}) was in every plugin's environment, though the plugin was not allowed
    // that secret.
    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func aVariableSupplyingASecretIsWithheld(allowedTheSecret: Bool, throughAnswersFile: Bool) throws {
        let folder = try TemporaryFolder()
        let payload = try folder.writeExecutable("tools/payload", Self.recorder)
        let secrets = allowedTheSecret ? #", "secrets": ["token"]"# : ""
        let variable = throughAnswersFile ? "" : #", "env": "DEPLOY_TOKEN""#
        let flow = try folder.write(
            "flow.json",
            #"{"id": "e", "plugins": {"git": {"path": "tools/payload"\#(secrets)}}, "steps": ["#
                + #"{"id": "token", "type": "secret", "prompt": "T"\#(variable)},"#
                + #"{"id": "x", "type": "text", "prompt": "X", "validate": {"plugin": "git.check"}}]}"#)
        let answers = try folder.write("answers.json", #"{"token": {"$env": "DEPLOY_TOKEN"}, "x": "a"}"#)
        let given = throughAnswersFile ? ["--answers", answers] : ["--set", "x=a"]
        let result = try WizardProcess.run(
            ["run", flow, "--non-interactive", "--allow-plugin", payload] + given,
            environment: ["DEPLOY_TOKEN": "hunter2-token", "OTHER_VARIABLE": "kept"])
        #expect(result.status == 0, "\(result)")
        let environment = try String(contentsOfFile: folder.path("tools/ran"), encoding: .utf8)
        #expect(environment.contains("OTHER_VARIABLE=kept"))
        #expect(environment.contains("hunter2-token") == allowedTheSecret, "\(environment)")
    }

    /// A plugin that ignores SIGTERM, answers `describe`, reads the `validate` request,
    /// writes its pid to `pid` beside it, and then either answers and ignores the end of its
    /// input, or never answers (the call stays pending).
    static func stubborn(answering: Bool) -> String {
        """
        #!/bin/sh
        trap '' TERM
        read line
        echo '{"id": 1, "result": {"name": "git", "validators": ["check"]}}'
        read line
        echo $$ > "$(dirname "$0")/pid.tmp" && mv "$(dirname "$0")/pid.tmp" "$(dirname "$0")/pid"
        \(answering ? #"echo '{"id": 2, "result": {"valid": true}}'"# : "")
        while :; do sleep 1; done
        """
    }

    /// Whether `pid` names a live process (a zombie waiting to be reaped is not).
    static func isAlive(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return !stat.contains(") Z ")
    }

    // Bug caught: a plugin that ignores the end of its input (and SIGTERM) lingered after
    // the run completed.
    @Test func aPluginIgnoringTheEndOfItsInputEndsWithTheRun() throws {
        let folder = try TemporaryFolder()
        let payload = try folder.writeExecutable("tools/payload", Self.stubborn(answering: true))
        let flow = try folder.write("flow.json", Self.declaringFlow)
        let result = try WizardProcess.run(["run", flow, "--non-interactive", "--set", "x=a", "--allow-plugin", payload])
        #expect(result.status == 0, "\(result)")
        let pid = try #require(
            pid_t(try String(contentsOfFile: folder.path("tools/pid"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!Self.isAlive(pid), "the plugin \(pid) outlived the run")
        if Self.isAlive(pid) { kill(pid, SIGKILL) }
    }

    #if os(Linux)
        // Bug caught: SIGTERM or SIGINT during a pending call ended wizard and left the
        // plugin running, re-parented to init.
        @Test(arguments: [SIGTERM, SIGINT])
        func aSignalDuringAPendingCallEndsThePlugin(_ signal: Int32) throws {
            let folder = try TemporaryFolder()
            let payload = try folder.writeExecutable("tools/payload", Self.stubborn(answering: false))
            let flow = try folder.write("flow.json", Self.declaringFlow)
            let child = try ChildProcess(
                WizardProcess.binary.path,
                ["run", flow, "--non-interactive", "--set", "x=a", "--allow-plugin", payload, "--session", folder.path("s.json")],
                standardInput: .file("/dev/null"), standardOutput: .file("/dev/null"))
            // The call is pending once the plugin has read the request and written its pid.
            let deadline = Date().addingTimeInterval(30)
            while child.isRunning && Date() < deadline && !FileManager.default.fileExists(atPath: folder.path("tools/pid")) {
                usleep(1_000)
            }
            let pid = try #require(
                pid_t(try String(contentsOfFile: folder.path("tools/pid"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
            )
            child.signal(signal)
            let end = child.finish()
            #expect(end.status == 128 + signal, "\(end) \(String(decoding: child.standardError, as: UTF8.self))")
            #expect(!Self.isAlive(pid), "the plugin \(pid) outlived the run")
            if Self.isAlive(pid) { kill(pid, SIGKILL) }
        }
    #endif
}
