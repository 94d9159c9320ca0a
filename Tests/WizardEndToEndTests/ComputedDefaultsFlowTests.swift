import Foundation
import Testing
import WizardTestSupport

/// `Flows/computed-defaults.json` through the real binary: the defaults cookiecutter and
/// copier templates compute, typed choices, `list` and `json` answers, `now()` with a fixed
/// clock (`SOURCE_DATE_EPOCH`), and the expression errors a user meets.
@Suite struct ComputedDefaultsFlowTests {
    static let flow = "Flows/computed-defaults.json"
    /// 2026-03-07 09:05:02 UTC.
    static let clock = ["SOURCE_DATE_EPOCH": "1772874302"]

    /// Catches: cookiecutter-django's project_slug or JupyterLab's labextension_name
    /// computed differently from the original tools, or a typed default losing its type.
    @Test func defaultsGiveTheOriginalToolsValues() throws {
        let result = try WizardProcess.run(
            ["run", Self.flow, "--defaults", "--non-interactive", "--set", "project_name=My Awesome Shop 2", "--set", "kind=theme"],
            environment: Self.clock)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout == """
                {
                  "project_name": "My Awesome Shop 2",
                  "project_slug": "my_awesome_shop_2",
                  "description": "",
                  "kind": "theme",
                  "labextension_name": "mytheme",
                  "python_version": 3.12,
                  "port": 8000,
                  "use_docker": false,
                  "keywords": [
                    "jupyter"
                  ],
                  "settings": {
                    "debug": false
                  },
                  "year": "2026"
                }

                """)
        #expect(result.stderr.contains("My Awesome Shop 2 (my_awesome_shop_2): no description; mytheme for Python 3.12, 1 keyword(s)."))
    }

    /// Catches: typed input not matching a number choice's text, a list or JSON answer
    /// typed at the prompt refused, or a computed default (a slice, the clock) wrong.
    @Test func typedAnswers() throws {
        let lines = ["Shop", "", "A shop", "server", "", "3.13", "8080", "y", "", "a, b", #"{"x": [1, true]}"#, ""]
        let result = try WizardProcess.run(
            ["run", Self.flow, "--format", "json"], input: lines.joined(separator: "\n") + "\n", environment: Self.clock)
        #expect(result.status == 0, "\(result)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["labextension_name"] as? String == "myextension")
        #expect(object?["python_version"] as? Double == 3.13)
        #expect(object?["port"] as? Int == 8080)
        #expect(object?["image"] as? String == "shop:2026.03")
        #expect(object?["keywords"] as? [String] == ["a", "b"])
        #expect(result.stdout.contains(#""settings": {"#) && result.stdout.contains(#""x": ["#))
        #expect(result.stderr.contains("Shop (shop): A shop; myextension for Python 3.13, 2 keyword(s)."))
    }

    /// Catches: the output of a run not reproducing itself through `--answers` (a typed
    /// choice given back as its value, a list, a JSON object, a boolean).
    @Test func outputRoundTripsThroughAnswers() throws {
        let first = try WizardProcess.run(
            [
                "run", Self.flow, "--defaults", "--non-interactive", "--set", "use_docker=y", "--set", "port=2", "--set", "keywords=x,y",
                "--set", #"settings=[1, {"a": null}]"#,
            ],
            environment: Self.clock)
        #expect(first.status == 0, "\(first)")
        let folder = try TemporaryFolder()
        let answers = try folder.write("answers.json", first.stdout)
        let second = try WizardProcess.run(["run", Self.flow, "--answers", answers, "--non-interactive"], environment: Self.clock)
        #expect(second.status == 0, "\(second)")
        #expect(second.stdout == first.stdout)
        #expect(first.stdout.contains(#""image": "my_awesome_p:2026.03""#))
    }

    /// Catches: `wizard template` and `wizard graph` not showing list and JSON defaults or a
    /// `when` of the grown language.
    @Test func toolsShowTheFlow() throws {
        let template = try WizardProcess.run(["template", Self.flow])
        #expect(template.status == 0)
        #expect(template.stdout.contains("\"python_version\": 3.12,\n  \"port\": 8000,"))
        #expect(template.stdout.contains("\"keywords\": [\n    \"jupyter\"\n  ],\n  \"settings\": {\n    \"debug\": false\n  },"))
        let graph = try WizardProcess.run(["graph", Self.flow, "--format", "mermaid"])
        #expect(graph.status == 0)
        #expect(graph.stdout.contains(#"f0_7 -.->|"when use_docker && port != 8000"| f0_8"#))
        #expect(graph.stdout.contains(#"f0_9["keywords (list)"]"#))
    }

    /// Catches: a string compared with a number passing load (known types) or evaluating
    /// to a quiet false at run time (types known only then), and the exit statuses.
    @Test func comparisonErrors() throws {
        let folder = try TemporaryFolder()
        let known = try folder.write(
            "known.json",
            #"{"id": "k", "steps": [{"id": "port", "type": "integer", "prompt": "Port?"}, {"id": "t", "type": "text", "prompt": "T?", "when": "port == \"80\""}]}"#
        )
        let load = try WizardProcess.run(["validate", known])
        #expect(load.status == 1)
        #expect(
            load.stderr
                == "\(known):1:130: error: cannot compare a number with a string using '=='; convert one side with int(), float() or str() (column 1 of the expression) (at steps[1].when)\n"
        )
        let late = try folder.write(
            "late.json",
            #"{"id": "l", "steps": [{"id": "j", "type": "json", "prompt": "J?"}, {"id": "t", "type": "text", "prompt": "T?", "when": "j > 3"}]}"#
        )
        let run = try WizardProcess.run(["run", late, "--set", #"j="4""#, "--non-interactive"])
        #expect(run.status == 3)
        #expect(
            run.stderr
                == "wizard: error: the condition of t could not be evaluated: cannot compare a string with an integer using '>'; convert one side with int(), float() or str()\n"
        )
    }

    /// Catches: the git functions unknown to `wizard validate`, ignoring the author
    /// variables, or failing (rather than giving "") without a git identity.
    @Test func gitFunctions() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write(
            "git.json",
            #"{"id": "g", "steps": [{"id": "author", "type": "text", "prompt": "Author?", "default": "{{ git_user_name() }} <{{ git_user_email() }}>"}]}"#
        )
        #expect(try WizardProcess.run(["validate", flow]).status == 0)
        let set = try WizardProcess.run(
            ["run", flow, "--defaults", "--non-interactive", "--format", "env"],
            environment: ["GIT_AUTHOR_NAME": "Ada Lovelace", "GIT_AUTHOR_EMAIL": "ada@example.com"])
        #expect(set.stdout == "WIZARD_ANSWER_AUTHOR='Ada Lovelace <ada@example.com>'\n", "\(set)")
        let none = try WizardProcess.run(
            ["run", flow, "--defaults", "--non-interactive", "--format", "env"], directory: folder.url,
            environment: [
                "GIT_AUTHOR_NAME": "", "GIT_AUTHOR_EMAIL": "", "HOME": folder.path("home"), "XDG_CONFIG_HOME": folder.path("home"),
                "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": folder.path("none"),
            ])
        #expect(none.stdout == "WIZARD_ANSWER_AUTHOR=' <>'\n", "\(none)")
    }
}
