import Foundation
import Testing
import WizardTestSupport

/// `wizard import` and the commands that read cookiecutter.json and copier.yml directly,
/// through the real binary.
@Suite struct ImportCommandTests {
    @Test("import prints the flow on stdout and the notes on stderr (catches: notes mixed into the flow)")
    func importPrintsFlow() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("shop/copier.yml", "_subdirectory: t\nname:\n  type: str\n  default: Shop\nready: yes\n")
        let result = try WizardProcess.run(["import", path])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout == """
                {
                  "id": "shop",
                  "title": "shop",
                  "steps": [
                    {
                      "id": "name",
                      "type": "text",
                      "prompt": "name",
                      "default": "Shop",
                      "required": false
                    },
                    {
                      "id": "ready",
                      "type": "confirm",
                      "prompt": "ready",
                      "default": true
                    }
                  ]
                }

                """)
        #expect(result.stderr == "\(path):1:1: note: Copier settings are ignored: _subdirectory\n")
    }

    @Test("import refuses other file names and reports YAML errors with a position (catches: a flow read as YAML, a crash)")
    func importRefusals() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write("flow.json", "{}")
        let other = try WizardProcess.run(["import", flow])
        #expect(other.status == 1)
        #expect(
            other.stderr
                == "wizard: error: '\(flow)' is not a questionnaire: the file must be named cookiecutter.json, copier.yml or copier.yaml\n"
        )
        let bad = try folder.write("copier.yml", "a: !tag 1\n")
        for command in ["import", "run", "validate"] {
            let result = try WizardProcess.run([command, bad])
            #expect(result.status == 1)
            #expect(result.stderr == "\(bad):1:4: error: YAML tags ('!') are not supported\n")
        }
        let usage = try WizardProcess.run(["import"])
        #expect(usage.status == 2)
        let help = try WizardProcess.run(["help", "import"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("Usage: wizard import FILE\n"))
    }

    @Test("run, validate, graph and check read a cookiecutter.json by its name (catches: 'unknown key' on questionnaires)")
    func commandsReadQuestionnaires() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "cookiecutter.json", #"{"name": "My Shop", "slug": "{{ cookiecutter.name.lower() }}", "kind": ["app", "lib"], "ci": true}"#)
        let run = try WizardProcess.run(["run", path, "--defaults", "--non-interactive", "--set", "kind=lib"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "{\n  \"name\": \"My Shop\",\n  \"slug\": \"my shop\",\n  \"kind\": \"lib\",\n  \"ci\": true\n}\n")
        let validate = try WizardProcess.run(["validate", path])
        #expect(validate.status == 0, "\(validate)")
        let graph = try WizardProcess.run(["graph", path])
        #expect(graph.status == 0)
        #expect(graph.stdout.contains("slug"))
        let check = try WizardProcess.run(["check", path, "--set", "kind=app"])
        #expect(check.status == 0, "\(check)")
    }

    @Test("git_user_name() and git_user_email() read git config, empty when unset or without git (catches: defaults not from git)")
    func gitFunctions() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write(
            "flow.json",
            #"{"id": "g", "steps": [{"id": "n", "type": "text", "prompt": "N", "required": false, "default": "{{ git_user_name() }}"}, {"id": "e", "type": "text", "prompt": "E", "required": false, "default": "{{ git_user_email() }}"}]}"#
        )
        let config = try folder.write("gitconfig", "[user]\n\tname = Ada Lovelace\n\temail = ada@example.org\n")
        let configured = try WizardProcess.run(
            ["run", flow, "--defaults", "--non-interactive"],
            environment: [
                "GIT_CONFIG_GLOBAL": config, "GIT_CONFIG_NOSYSTEM": "1", "HOME": folder.url.path, "GIT_AUTHOR_NAME": "",
                "GIT_AUTHOR_EMAIL": "",
            ])
        #expect(configured.stdout == "{\n  \"n\": \"Ada Lovelace\",\n  \"e\": \"ada@example.org\"\n}\n", "\(configured)")
        let empty = try folder.write("empty", "")
        let unset = try WizardProcess.run(
            ["run", flow, "--defaults", "--non-interactive"],
            environment: [
                "GIT_CONFIG_GLOBAL": empty, "GIT_CONFIG_NOSYSTEM": "1", "HOME": folder.url.path, "GIT_AUTHOR_NAME": "",
                "GIT_AUTHOR_EMAIL": "",
            ])
        #expect(unset.status == 0, "\(unset)")
        let noGit = try WizardProcess.run(
            ["run", flow, "--defaults", "--non-interactive"],
            environment: [
                "PATH": folder.url.path, "HOME": folder.url.path, "GIT_AUTHOR_NAME": "", "GIT_AUTHOR_EMAIL": "",
            ])
        #expect(noGit.stdout == "{\n  \"n\": \"\",\n  \"e\": \"\"\n}\n", "\(noGit)")
        #expect(unset.stdout == "{\n  \"n\": \"\",\n  \"e\": \"\"\n}\n")
    }

    @Test(
        "a number typed for a number choice names it by value: Copier's --data odoo_version=16.0 (catches: '16.0' refused for the choice 16)",
        arguments: [("16.0", "16.0"), ("16", "16.0"), ("17.5", "17.5"), ("2", "16.0")])
    func numberChoiceByValue(_ typed: String, _ answer: String) throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write(
            "flow.json", #"{"id": "n", "steps": [{"id": "v", "type": "select", "prompt": "V", "choices": [15.0, 16.0, 17.5]}]}"#)
        let result = try WizardProcess.run(["run", flow, "--non-interactive", "--set", "v=\(typed)"])
        #expect(result.stdout == "{\n  \"v\": \(answer)\n}\n", "\(result)")
    }
}
