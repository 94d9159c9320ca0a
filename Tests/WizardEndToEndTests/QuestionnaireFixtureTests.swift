import Foundation
import Testing
import WizardTestSupport

@testable import WizardEngine
@testable import WizardImport

/// Real cookiecutter and Copier questionnaires (Tests/Questionnaires), run directly with
/// `--defaults --non-interactive` and `--set` overrides, give the answers the original tools
/// gave for the same input (computed once with the tools, kept in each `expected.json`).
@Suite struct QuestionnaireFixtureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var folder: String
        var questionnaire: String
        var index: Int
        var overrides: [String]
        /// The tool's answers; nil when the tool refused the input.
        var expected: FlowJSON?
        var epoch: Int
        var gitName: String
        var gitEmail: String
        var testDescription: String { "\(folder) #\(index) \(overrides.isEmpty ? "defaults" : overrides.joined(separator: " "))" }
    }

    static let root = WizardProcess.packageRoot.appendingPathComponent("Tests/Questionnaires")

    static let cases: [Case] = {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        var out: [Case] = []
        for folder in folders.sorted() {
            let directory = root.appendingPathComponent(folder)
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent("expected.json").path),
                let node = try? YAMLReader.read(String(decoding: data, as: UTF8.self)),
                let questionnaire = ["cookiecutter.json", "copier.yml", "copier.yaml"].first(where: {
                    FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
                })
            else { continue }
            for (index, item) in (node["cases"]?.elements ?? []).enumerated() {
                out.append(
                    Case(
                        folder: folder, questionnaire: directory.appendingPathComponent(questionnaire).path, index: index,
                        overrides: (item["set"]?.elements ?? []).compactMap(\.stringValue),
                        expected: item["answers"].map(FlowJSON.init), epoch: node["epoch"].flatMap(Self.integer) ?? 0,
                        gitName: node["git"]?["user.name"]?.stringValue ?? "",
                        gitEmail: node["git"]?["user.email"]?.stringValue ?? ""))
            }
        }
        return out
    }()

    static func integer(_ node: JSONNode) -> Int? {
        if case .integer(let i) = node.value { i } else { nil }
    }

    @Test("at least ten questionnaires, cookiecutter and Copier both, are checked (catches: fixtures not found)")
    func fixturesArePresent() {
        let folders = Set(Self.cases.map(\.folder))
        #expect(folders.count >= 10)
        #expect(Self.cases.contains { $0.questionnaire.hasSuffix("cookiecutter.json") })
        #expect(Self.cases.contains { $0.questionnaire.hasSuffix("copier.yml") })
    }

    @Test(
        "the questionnaire run directly gives the original tool's answers (catches: any translation or evaluation difference)",
        arguments: cases)
    func answersMatchTheTool(_ c: Case) throws {
        let home = try TemporaryFolder()
        let gitConfig = try home.write(".gitconfig", "[user]\n\tname = \(c.gitName)\n\temail = \(c.gitEmail)\n")
        var arguments = ["run", c.questionnaire, "--defaults", "--non-interactive"]
        for o in c.overrides { arguments += ["--set", o] }
        let result = try WizardProcess.run(
            arguments,
            environment: [
                "HOME": home.url.path, "GIT_CONFIG_GLOBAL": gitConfig, "GIT_CONFIG_NOSYSTEM": "1",
                "SOURCE_DATE_EPOCH": String(c.epoch), "GIT_AUTHOR_NAME": "", "GIT_AUTHOR_EMAIL": "",
            ])
        guard let expected = c.expected else {
            // The tool refused (a question with no default and no answer): so must wizard.
            #expect(result.status == 3, "\(result)")
            return
        }
        #expect(result.status == 0, "\(result)")
        guard result.status == 0 else { return }
        let answers = FlowJSON(try YAMLReader.read(result.stdout))
        let differences = Self.differences(expected, answers)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// The keys whose values differ (an integer equals the same float, as Python compares).
    static func differences(_ expected: FlowJSON, _ actual: FlowJSON) -> [String] {
        guard case .object(let want) = expected, case .object(let got) = actual else { return ["not objects"] }
        var out: [String] = []
        for (key, value) in want {
            guard let other = got.first(where: { $0.0 == key })?.1 else {
                out.append("\(key): expected \(value.text()), missing")
                continue
            }
            if !same(value, other) { out.append("\(key): expected \(value.text()), got \(other.text())") }
        }
        for (key, value) in got where !want.contains(where: { $0.0 == key }) {
            out.append("\(key): not expected, got \(value.text())")
        }
        return out
    }

    static func same(_ a: FlowJSON, _ b: FlowJSON) -> Bool {
        switch (a, b) {
        case (.integer(let x), .number(let y)), (.number(let y), .integer(let x)): Double(x) == y
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.object, .object): differences(a, b).isEmpty
        default: a == b
        }
    }
}
