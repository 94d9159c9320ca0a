import Foundation
import Testing
import WizardTestSupport

/// `--format env` cannot change the shell that evals it, nor a tool run from it: every
/// name carries a prefix (`WIZARD_ANSWER_`, or `--env-prefix`), so a flow cannot choose a
/// variable such as PS1, FUNCNEST or LESSOPEN; a name a chosen prefix makes dangerous is
/// refused; and any value, 64 KiB of quotes and control characters included, comes back
/// exactly through `eval` in sh and bash.
struct EnvOutputSafetyTests {
    static let flow = #"""
        {"id": "envf", "steps": [
          {"id": "ps1", "type": "text", "prompt": "p", "default": "$(touch pwned)"},
          {"id": "name", "type": "text", "prompt": "n", "default": "it's"}]}
        """#

    /// Step ids a hostile flow would use to set variables that change the shell or a tool.
    static let hostileIDs = [
        "funcnest", "lessopen", "manpager", "browser", "git_askpass", "java_tool_options", "_java_options", "pythonhome",
        "glibc_tunables", "zdotdir", "xdg_config_home", "git_config_global", "path", "ifs", "ps1", "ld_preload",
        "wizard_allow_plugins",
    ]

    // Bug caught: FUNCNEST=1, LESSOPEN='|cmd' and the like were printed as they were, and a
    // deny list of names could never be complete.
    @Test func noAnswerSetsAVariableTheShellOrAToolReads() throws {
        let folder = try TemporaryFolder()
        let steps = Self.hostileIDs.map { #"{"id": "\#($0)", "type": "text", "prompt": "p", "default": "1"}"# }
        try folder.write("f.json", #"{"id": "h", "steps": ["# + steps.joined(separator: ",") + "]}")
        let run = try WizardProcess.run(["run", "f.json", "--defaults", "--non-interactive", "--format", "env"], directory: folder.url)
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == Self.hostileIDs.count)
        #expect(lines.allSatisfy { $0.hasPrefix("WIZARD_ANSWER_") }, "\(run.stdout)")
        // Evaluated, they leave every variable a shell or a tool reads as it was.
        let names = Self.hostileIDs.map { $0.uppercased() }
        let script = #"eval "$1"; for n in "# + names.joined(separator: " ") + #"; do eval "printf '%s=%s;' $n \"\${$n-unset}\""; done"#
        let back = try HostileTextEscapingTests.shell("/bin/bash", "unset FUNCNEST LESSOPEN MANPAGER BROWSER; " + script, run.stdout)
        #expect(!back.contains("=1;"), "\(back)")
        let validate = try WizardProcess.run(["validate", "f.json"], directory: folder.url)
        #expect(validate.status == 0 && validate.stderr.isEmpty, "\(validate)")
    }

    @Test func aPrefixThatMakesADangerousNameFailsTheRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("f.json", Self.flow)
        let git = try WizardProcess.run(
            ["run", "f.json", "--defaults", "--non-interactive", "--format", "env", "--env-prefix", "GIT_"], directory: folder.url)
        #expect(git.status == 3, "\(git)")
        #expect(git.stdout.isEmpty)
        #expect(git.stderr.contains("step ps1 would set the shell variable GIT_PS1 in --format env"), "\(git)")
        let prefixed = try WizardProcess.run(
            ["run", "f.json", "--defaults", "--non-interactive", "--format", "env", "--env-prefix", "APP_"], directory: folder.url)
        #expect(prefixed.status == 0, "\(prefixed)")
        #expect(prefixed.stdout == "APP_PS1='$(touch pwned)'\nAPP_NAME='it'\\''s'\n")
        let unprefixed = try WizardProcess.run(
            ["run", "f.json", "--defaults", "--non-interactive", "--format", "env"], directory: folder.url)
        #expect(unprefixed.stdout == "WIZARD_ANSWER_PS1='$(touch pwned)'\nWIZARD_ANSWER_NAME='it'\\''s'\n", "\(unprefixed)")
        // Named with --env-name, a variable is the user's to accept; a dangerous one is still refused.
        let accepted = try WizardProcess.run(
            ["run", "f.json", "--defaults", "--non-interactive", "--format", "env", "--env-name", "NAME"], directory: folder.url)
        #expect(accepted.stdout == "WIZARD_ANSWER_PS1='$(touch pwned)'\nNAME='it'\\''s'\n", "\(accepted)")
        let dangerous = try WizardProcess.run(
            ["run", "f.json", "--defaults", "--non-interactive", "--format", "env", "--env-name", "PS1"], directory: folder.url)
        #expect(dangerous.status == 3 && dangerous.stdout.isEmpty, "\(dangerous)")
        #expect(dangerous.stderr.contains("step ps1 would set the shell variable PS1 in --format env"), "\(dangerous)")
        let empty = try WizardProcess.run(
            ["run", "f.json", "--defaults", "--non-interactive", "--format", "env", "--env-prefix", ""], directory: folder.url)
        #expect(empty.status == 2, "\(empty)")
    }

    @Test func largeHostileValueRoundTripsThroughEval() throws {
        let folder = try TemporaryFolder()
        // 64 KiB mixing quotes, backslashes, control characters and newlines.
        let pieces = ["'", "\\", "\u{1B}", "a", "\u{7}", "\n", "%", "\u{9B}", "é"]
        var value = ""
        var index = 0
        while value.utf8.count < 65_000 {
            value += pieces[index % pieces.count]
            index += 1
        }
        value += "\n\n"  // trailing newlines survive
        let answers = String(decoding: try JSONEncoder().encode(["v": value]), as: UTF8.self)
        try folder.write("a.json", answers)
        try folder.write("v.json", #"{"id": "v", "steps": [{"id": "v", "type": "text", "prompt": "v"}]}"#)
        let run = try WizardProcess.run(
            ["run", "v.json", "--answers", "a.json", "--non-interactive", "--format", "env"], directory: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let output = try folder.write("out.env", run.stdout)
        for shell in ["/bin/sh", "/bin/bash", "/bin/dash"] where FileManager.default.isExecutableFile(atPath: shell) {
            let back = try HostileTextEscapingTests.shell(shell, #"eval "$(cat "$1")"; printf %s "$WIZARD_ANSWER_V""#, output)
            #expect(back == value, "\(shell)")
        }
    }
}
