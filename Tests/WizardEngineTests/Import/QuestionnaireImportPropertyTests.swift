import Foundation
import Testing
import WizardTestSupport

@testable import WizardEngine
@testable import WizardImport

/// Mutated real questionnaires: the import never crashes, and every flow it writes reads
/// back as the same JSON and loads without a crash.
@Suite struct QuestionnaireImportPropertyTests {
    static let sources: [(String, QuestionnaireFormat)] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Questionnaires")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        var out: [(String, QuestionnaireFormat)] = []
        for folder in folders.sorted() {
            for (name, format) in [("cookiecutter.json", QuestionnaireFormat.cookiecutter), ("copier.yml", .copier)] {
                let url = root.appendingPathComponent(folder).appendingPathComponent(name)
                if let text = try? String(contentsOf: url, encoding: .utf8) { out.append((text, format)) }
            }
        }
        return out
    }()

    static let pieces: [String] = [
        " ", "\n", "\t", ":", "- ", "[", "]", "{", "}", ",", "'", "\"", "|", ">-", "&a ", "*a", "!", "#", "?",
        "{{", "}}", "{%", "%}", "{% if x %}", "{% endif %}", "|lower", ".replace('a')", "\\u00", "<<: ", "\n  ",
    ]

    static var seeds: [UInt64] {
        if let fixed = ProcessInfo.processInfo.environment["WIZARD_IMPORT_SEED"].flatMap(UInt64.init) { return [fixed] }
        return Array(0..<200)
    }

    @Test(
        "a mutated questionnaire is translated or refused, never a crash; the flow reads back (catches: writer escaping, reader crashes)",
        arguments: seeds)
    func mutated(_ seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        guard !Self.sources.isEmpty else { return }
        let (original, format) = Self.sources[Int(random.next() % UInt64(Self.sources.count))]
        var scalars = Array(original.unicodeScalars)
        for _ in 0..<(1 + Int(random.next() % 6)) {
            let at = Int(random.next() % UInt64(scalars.count + 1))
            switch random.next() % 3 {
            case 0:
                scalars.insert(contentsOf: Self.pieces[Int(random.next() % UInt64(Self.pieces.count))].unicodeScalars, at: at)
            case 1:
                scalars.removeSubrange(at..<min(scalars.count, at + 1 + Int(random.next() % 30)))
            default:
                let from = Int(random.next() % UInt64(scalars.count + 1))
                scalars.insert(contentsOf: scalars[from..<min(scalars.count, from + 1 + Int(random.next() % 40))], at: at)
            }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        guard let imported = try? QuestionnaireImport.translate(text, format: format, flowID: "t") else { return }
        let written = imported.text
        #expect(FlowJSON(try YAMLReader.read(written)) == imported.flow, "seed \(seed)")
        _ = FlowLoader().load(string: written)
    }
}
