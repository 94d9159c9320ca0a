import Foundation
import Testing
import WizardTestSupport

/// The recipe of docs/migrating.md: answers from `wizard run` feed the original tool, which
/// renders the same project as when it takes the same input itself.
///
///     wizard run TEMPLATE/copier.yml --output answers.json
///     copier copy --data-file answers.json --defaults TEMPLATE DEST
///
///     wizard run TEMPLATE/cookiecutter.json --format cookiecutter --output answers.json
///     cookiecutter --no-input --config-file answers.json TEMPLATE
///
/// Needs the virtual environment of scripts/reference-tools.sh (`WIZARD_REFERENCE_TOOLS`);
/// without it the tests say they were skipped.
@Suite struct ToolRecipeTests {
    static let tools = ProcessInfo.processInfo.environment["WIZARD_REFERENCE_TOOLS"].flatMap { $0.isEmpty ? nil : $0 }

    /// Runs one of the environment's programs; its output on failure.
    static func tool(_ name: String, _ arguments: [String], home: String, in directory: String) throws -> String? {
        guard let tools else { return nil }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        let child = try ChildProcess(tools + "/bin/" + name, arguments, environment: environment, directory: directory)
        let end = child.finish()
        if end.status == 0 { return nil }
        return "\(name) \(arguments) failed (exit \(end.status)): \(String(decoding: child.standardError, as: UTF8.self))"
    }

    /// Every file under `root`, by relative path, with its contents.
    static func tree(_ root: URL) -> [String: String] {
        var out: [String: String] = [:]
        let base = root.standardizedFileURL.path
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return out }
        for case let url as URL in walk where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            let path = String(url.standardizedFileURL.path.dropFirst(base.count))
            out[path] = (try? String(contentsOf: url, encoding: .utf8)) ?? "<binary>"
        }
        return out
    }

    @Test("copier copy with wizard's answers as --data-file renders what copier renders itself (catches: an answer Copier reads otherwise)")
    func copierRecipe() throws {
        guard Self.tools != nil else {
            print("ToolRecipeTests: skipped: WIZARD_REFERENCE_TOOLS is not set (scripts/reference-tools.sh makes the environment)")
            return
        }
        let folder = try TemporaryFolder()
        try folder.write(
            "tpl/copier.yml",
            """
            _secret_questions: [token]
            project_name: My Shop
            slug:
              default: "{{ project_name | lower | replace(' ', '-') }}"
            license:
              choices: [MIT, BSD, GPL]
              default: MIT
            use_docker:
              type: bool
              default: false
            port:
              type: int
              default: 8080
              validator: "{% if not 1 <= port <= 65535 %}bad port{% endif %}"
            ratio:
              type: float
              default: 16.0
            tags:
              type: str
              multiselect: true
              choices: [web, db, cache]
              default: [web]
            token:
              default: s3cret
            hidden:
              default: "{{ slug }}-internal"
              when: false
            docker_image:
              default: "{{ slug }}:latest"
              when: "{{ use_docker }}"

            """)
        try folder.write(
            "tpl/README.md.jinja",
            """
            # {{ project_name }} ({{ slug }})
            license={{ license }} docker={{ use_docker }} port={{ port }} ratio={{ ratio }}
            tags={{ tags }} token={{ token }} hidden={{ hidden }} image={{ docker_image | default('none') }}

            """)
        try folder.write("tpl/{{ slug }}/main.txt.jinja", "{{ project_name | title }}\n")
        let home = folder.path("home")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let sets = ["project_name=Café Déjà Vu", "use_docker=yes", "tags=[web, cache]", "port=443"]
        var arguments = ["run", folder.path("tpl/copier.yml"), "--defaults", "--non-interactive", "--output", folder.path("answers.json")]
        for s in sets { arguments += ["--set", s] }
        let wizard = try WizardProcess.run(arguments, environment: ["HOME": home])
        #expect(wizard.status == 0, "\(wizard)")
        let viaWizard = try Self.tool(
            "copier", ["copy", "--quiet", "--data-file", folder.path("answers.json"), "--defaults", folder.path("tpl"), folder.path("a")],
            home: home, in: folder.url.path)
        #expect(viaWizard == nil, "\(viaWizard ?? "")")
        var direct = ["copy", "--quiet", "--defaults"]
        for s in sets { direct += ["--data", s] }
        let itself = try Self.tool("copier", direct + [folder.path("tpl"), folder.path("b")], home: home, in: folder.url.path)
        #expect(itself == nil, "\(itself ?? "")")
        let a = Self.tree(folder.url.appendingPathComponent("a"))
        let b = Self.tree(folder.url.appendingPathComponent("b"))
        #expect(!a.isEmpty && a["/README.md"]?.contains("Café Déjà Vu") == true, "\(a)")
        #expect(a == b)
    }

    @Test(
        "cookiecutter with wizard's answers as its config file renders what cookiecutter renders itself (catches: a lost or retyped answer)"
    )
    func cookiecutterRecipe() throws {
        guard Self.tools != nil else {
            print("ToolRecipeTests: skipped: WIZARD_REFERENCE_TOOLS is not set (scripts/reference-tools.sh makes the environment)")
            return
        }
        let folder = try TemporaryFolder()
        try folder.write(
            "ctpl/cookiecutter.json",
            """
            {
              "project_name": "My Shop",
              "project_slug": "{{ cookiecutter.project_name.lower().replace(' ', '_') }}",
              "license": ["MIT", "BSD"],
              "use_docker": false,
              "version": 1.0,
              "settings": {"level": 3, "debug": true},
              "__package": "{{ cookiecutter.project_slug }}_pkg",
              "_copy_without_render": []
            }
            """)
        try folder.write(
            "ctpl/{{cookiecutter.project_slug}}/README.md",
            """
            # {{ cookiecutter.project_name }}
            license={{ cookiecutter.license }} docker={{ cookiecutter.use_docker }} version={{ cookiecutter.version }}
            level={{ cookiecutter.settings.level }} debug={{ cookiecutter.settings.debug }} package={{ cookiecutter.__package }}

            """)
        let home = folder.path("home")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let sets = ["project_name=Café Shop", "license=BSD"]
        var arguments = [
            "run", folder.path("ctpl/cookiecutter.json"), "--defaults", "--non-interactive", "--format", "cookiecutter", "--output",
            folder.path("answers.json"),
        ]
        for s in sets { arguments += ["--set", s] }
        let wizard = try WizardProcess.run(arguments, environment: ["HOME": home])
        #expect(wizard.status == 0, "\(wizard)")
        let viaWizard = try Self.tool(
            "cookiecutter", ["--no-input", "--config-file", folder.path("answers.json"), "-o", folder.path("a"), folder.path("ctpl")],
            home: home,
            in: folder.url.path)
        #expect(viaWizard == nil, "\(viaWizard ?? "")")
        let itself = try Self.tool(
            "cookiecutter", ["--no-input", "-o", folder.path("b"), folder.path("ctpl")] + sets, home: home, in: folder.url.path)
        #expect(itself == nil, "\(itself ?? "")")
        let a = Self.tree(folder.url.appendingPathComponent("a"))
        let b = Self.tree(folder.url.appendingPathComponent("b"))
        #expect(!a.isEmpty && a.values.contains { $0.contains("Café Shop") }, "\(a)")
        #expect(a == b)
    }
}
