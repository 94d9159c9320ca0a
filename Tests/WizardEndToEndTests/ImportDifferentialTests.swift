import Foundation
import Testing
import WizardTestSupport

@testable import WizardEngine
@testable import WizardImport

/// The differential test against the real tools: for seeded generated questionnaires (Copier
/// and cookiecutter) and the real ones of Tests/Questionnaires, `wizard run QUESTIONNAIRE
/// --defaults --non-interactive --set …` gives the answers Copier 9.19.1 and cookiecutter
/// 2.7.1 give with their defaults and the same values as `--data` / extra context; where
/// the tool refuses, wizard refuses too (exit 3).
///
/// It needs the virtual environment of scripts/reference-tools.sh, named by
/// `WIZARD_REFERENCE_TOOLS` (.ci/run sets it); without it the test says it was skipped.
/// `WIZARD_DIFF_SEED=N` runs generated questionnaire N alone (a failure prints its seed);
/// `WIZARD_DIFF_COUNT` sets how many are generated (300 by default) and `WIZARD_DIFF_BASE` the first
/// seed (20785000 by default, the same every run); `WIZARD_DIFF_REPORT=FILE`
/// writes every difference there.
@Suite struct ImportDifferentialTests {
    static let environment = ProcessInfo.processInfo.environment
    static let tools = environment["WIZARD_REFERENCE_TOOLS"].flatMap { $0.isEmpty ? nil : $0 }

    struct Run {
        var overrides: [String]
        /// The tool's answers; nil when it refused.
        var answers: FlowJSON?
        var error: String?
    }

    struct Questionnaire {
        var name: String
        var seed: Int?
        var path: String
        var runs: [Run]
        var skipped: String?
    }

    /// Runs the reference script, which writes the questionnaires and the tools' answers.
    static func manifest(in folder: TemporaryFolder, arguments: [String]) throws -> [Questionnaire] {
        guard let tools else { return [] }
        let script = WizardProcess.packageRoot.appendingPathComponent("Tests/Questionnaires/differential.py").path
        let child = try ChildProcess(
            tools + "/bin/python", [script] + arguments + [folder.url.path], environment: environment,
            directory: WizardProcess.packageRoot.path)
        let end = child.finish()
        guard end.status == 0 else {
            Issue.record("the reference script failed (exit \(end.status)): \(String(decoding: child.standardError, as: UTF8.self))")
            return []
        }
        let text = try String(contentsOfFile: folder.path("manifest.json"), encoding: .utf8)
        let root = try YAMLReader.read(text)
        return (root.elements ?? []).map { node in
            Questionnaire(
                name: node["name"]?.stringValue ?? "?", seed: node["seed"].flatMap(QuestionnaireFixtureTests.integer),
                path: node["path"]?.stringValue ?? "",
                runs: (node["runs"]?.elements ?? []).map { run in
                    Run(
                        overrides: (run["set"]?.elements ?? []).compactMap(\.stringValue),
                        answers: run["answers"].map(FlowJSON.init), error: run["error"]?.stringValue)
                },
                skipped: node["skipped"]?.stringValue)
        }
    }

    /// Compares one run; returns what differs (nothing when wizard agrees with the tool).
    static func compare(_ q: Questionnaire, _ run: Run, home: String, gitConfig: String) throws -> String? {
        var arguments = ["run", q.path, "--defaults", "--non-interactive"]
        for o in run.overrides { arguments += ["--set", o] }
        let result = try WizardProcess.run(
            arguments,
            environment: [
                "HOME": home, "GIT_CONFIG_GLOBAL": gitConfig, "GIT_CONFIG_NOSYSTEM": "1",
                "GIT_AUTHOR_NAME": "", "GIT_AUTHOR_EMAIL": "",
            ])
        guard let expected = run.answers else {
            if result.status == 3 { return nil }
            return "the tool refused (\(run.error ?? "")), wizard did not:\n\(result)"
        }
        guard result.status == 0 else {
            // Refusing loudly is right where the import said what it could not translate.
            if result.status == 3 && result.stderr.contains(" not translated: ") { return nil }
            return "the tool answered \(expected.text()), wizard did not:\n\(result)"
        }
        guard let node = try? YAMLReader.read(result.stdout) else { return "wizard printed no JSON:\n\(result)" }
        let differences = strictDifferences(expected, FlowJSON(node))
        return differences.isEmpty ? nil : differences.joined(separator: "\n") + "\n--- stderr\n" + result.stderr
    }

    /// The keys whose values differ, integers and floats kept apart (`16.0` is not `16`).
    static func strictDifferences(_ expected: FlowJSON, _ actual: FlowJSON) -> [String] {
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
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.object(let x), .object(let y)):
            x.count == y.count && x.allSatisfy { pair in y.contains { $0.0 == pair.0 && same($0.1, pair.1) } }
        default: a == b
        }
    }

    @Test(
        "generated and real questionnaires give the real Copier's and cookiecutter's answers, defaults and --set alike (catches: any translation difference)"
    )
    func wizardAgreesWithTheTools() throws {
        guard Self.tools != nil else {
            print("ImportDifferentialTests: skipped: WIZARD_REFERENCE_TOOLS is not set (scripts/reference-tools.sh makes the environment)")
            return
        }
        let folder = try TemporaryFolder()
        var arguments: [String]
        if let only = Self.environment["WIZARD_DIFF_SEED"], let seed = Int(only) {
            arguments = ["--only", String(seed)]
        } else {
            // The same seeds every run, so CI is reproducible; WIZARD_DIFF_BASE explores others.
            let base = Self.environment["WIZARD_DIFF_BASE"].flatMap(Int.init) ?? 20_785_000
            let count = Self.environment["WIZARD_DIFF_COUNT"].flatMap(Int.init) ?? 300
            arguments = ["--seed", String(base), "--count", String(count)]
        }
        let questionnaires = try Self.manifest(in: folder, arguments: arguments)
        let gitConfig = try folder.write("home/.gitconfig", "[user]\n\tname = Ada Lovelace\n\temail = ada@example.org\n")
        let home = folder.path("home")
        var failures: [String] = []
        var runs = 0
        var generated = 0
        for q in questionnaires {
            if let skipped = q.skipped {
                print("ImportDifferentialTests: \(q.name) not compared live: \(skipped) (its expected.json is checked instead)")
                continue
            }
            if q.seed != nil { generated += 1 }
            for run in q.runs {
                runs += 1
                guard let difference = try Self.compare(q, run, home: home, gitConfig: gitConfig) else { continue }
                let text = (try? String(contentsOfFile: q.path, encoding: .utf8)) ?? ""
                let reproduce = q.seed.map { "reproduce: WIZARD_DIFF_SEED=\($0) swift test --filter ImportDifferentialTests" } ?? q.name
                failures.append(
                    "\(reproduce)\n--- \(URL(fileURLWithPath: q.path).lastPathComponent)\n\(text)--- set \(run.overrides)\n\(difference)")
            }
        }
        print(
            "ImportDifferentialTests: \(generated) generated questionnaires, \(questionnaires.count - generated) real ones, \(runs) runs, \(failures.count) differences"
        )
        if arguments.first != "--only" { #expect(generated >= 300 || Self.environment["WIZARD_DIFF_COUNT"] != nil) }
        if let report = Self.environment["WIZARD_DIFF_REPORT"] {
            try Data(failures.joined(separator: "\n\n").utf8).write(to: URL(fileURLWithPath: report))
        }
        for failure in failures.prefix(15) { Issue.record(Comment(rawValue: failure)) }
        #expect(failures.isEmpty, "\(failures.count) of \(runs) runs differ from the tool")
    }
}
