import Foundation
import Testing
import WizardTestSupport

/// `--format env` cannot change the shell that evals it: names such as PS1 or PATH are
/// refused (validate warns, the run fails naming step and variable) unless `--env-prefix`
/// namespaces them, and any value, 64 KiB of quotes and control characters included,
/// comes back exactly through `eval` in sh and bash.
struct EnvOutputSafetyTests {
    static let flow = #"""
        {"id": "envf", "steps": [
          {"id": "ps1", "type": "text", "prompt": "p", "default": "$(touch pwned)"},
          {"id": "name", "type": "text", "prompt": "n", "default": "it's"}]}
        """#

    @Test func reservedNameFailsTheRunAndValidateWarns() throws {
        let folder = try TemporaryFolder()
        try folder.write("f.json", Self.flow)
        let run = try WizardProcess.run(["run", "f.json", "--defaults", "--non-interactive", "--format", "env"], directory: folder.url)
        #expect(run.status == 3, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("step ps1 would set the shell variable PS1 in --format env"), "\(run)")
        let validate = try WizardProcess.run(["validate", "f.json"], directory: folder.url)
        #expect(validate.stderr.contains("f.json:2:3: warning: the answer 'ps1' would set the shell variable PS1"), "\(validate)")
        // JSON output sets no shell variable: the warning would be noise there.
        let json = try WizardProcess.run(["run", "f.json", "--defaults", "--non-interactive"], directory: folder.url)
        #expect(json.status == 0, "\(json)")
        #expect(!json.stderr.contains("PS1"), "\(json)")
        let prefixed = try WizardProcess.run(
            ["run", "f.json", "--defaults", "--non-interactive", "--format", "env", "--env-prefix", "APP_"], directory: folder.url)
        #expect(prefixed.status == 0, "\(prefixed)")
        #expect(prefixed.stdout == "APP_PS1='$(touch pwned)'\nAPP_NAME='it'\\''s'\n")
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
            let back = try HostileTextEscapingTests.shell(shell, #"eval "$(cat "$1")"; printf %s "$V""#, output)
            #expect(back == value, "\(shell)")
        }
    }
}
