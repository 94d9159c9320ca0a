import Testing

@testable import WizardCore
@testable import WizardEngine

/// Inputs of many parts read in time linear in their length: the repeat item counts of
/// many `--set` paths, and multiselect lines of many picks (docs/cli.md).
@Suite struct LargeInputParsingTests {
    struct CountCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var setPaths: [String]
        var path: String
        var count: Int?
    }

    static let deepIndices = "a" + String(repeating: ".1", count: 5_000)

    static let countCases: [CountCase] = [
        CountCase(testDescription: "the highest index plus one", setPaths: ["items.2.v", "items.0.v"], path: "items", count: 3),
        CountCase(testDescription: "a nested repeat counts under its item", setPaths: ["s.1.d.4.x"], path: "s.1.d", count: 5),
        CountCase(testDescription: "another item's nested repeat has none", setPaths: ["s.1.d.4.x"], path: "s.0.d", count: nil),
        CountCase(testDescription: "the outer repeat of a nested one", setPaths: ["s.1.d.4.x"], path: "s", count: 2),
        CountCase(testDescription: "a path with no index", setPaths: ["items.v"], path: "items", count: nil),
        CountCase(testDescription: "a negative index is no index", setPaths: ["items.-1.v"], path: "items", count: nil),
        CountCase(testDescription: "a longer name is another path", setPaths: ["itemsx.1.v"], path: "items", count: nil),
        CountCase(
            testDescription: "the largest index counts without overflow (bug: crash on items.9223372036854775807.v)",
            setPaths: ["items.9223372036854775807.v"], path: "items", count: Int.max),
        CountCase(testDescription: "the first indices of a path of thousands count", setPaths: [deepIndices], path: "a.1.1", count: 2),
        CountCase(
            testDescription: "indices deeper than sub-flows nest are not indexed (bug: a prefix built per index)",
            setPaths: [deepIndices], path: "a" + String(repeating: ".1", count: Engine.maximumNesting + 2), count: nil),
    ]

    @Test(arguments: countCases)
    func itemCount(_ row: CountCase) {
        let values = Dictionary(uniqueKeysWithValues: row.setPaths.map { ($0, "v") })
        #expect(AnswerSources(setValues: values).itemCount(at: row.path) == row.count)
        // Set after creation, the paths are indexed again.
        var later = AnswerSources(setValues: ["other.7.v": "w"])
        later.setValues = values
        #expect(later.itemCount(at: row.path) == row.count)
        #expect(later.itemCount(at: "other") == nil)
    }

    struct PickCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var choices: [AnswerValue]
        var line: String
        /// The answer, or nil for a refusal naming `refused`.
        var picked: [AnswerValue]?
        var refused = ""
    }

    static let letters: [AnswerValue] = [.string("a"), .string("b"), .string("c")]

    static let pickCases: [PickCase] = [
        PickCase(testDescription: "by text and by number, in the list's order, once", choices: letters, line: "c, 2 b\ta", picked: letters),
        PickCase(
            testDescription: "a number names a number choice by value", choices: [.string("x"), .integer(16)], line: "16.0",
            picked: [.integer(16)]),
        PickCase(
            testDescription: "a choice's text comes before a position", choices: [.integer(2), .integer(1)], line: "1",
            picked: [.integer(1)]),
        PickCase(
            testDescription: "a position past the text table", choices: [.integer(20), .integer(10)], line: "1", picked: [.integer(20)]),
        PickCase(testDescription: "the first unknown token is refused", choices: letters, line: "a zz yy", picked: nil, refused: "zz"),
        PickCase(
            testDescription: "twenty thousand picks of three choices (bug: each pick read every choice)", choices: letters,
            line: Array(repeating: "1 b 3", count: 4_000).joined(separator: ","), picked: letters),
    ]

    @Test(arguments: pickCases)
    func multiselect(_ row: PickCase) {
        let step = Step(id: "m", kind: .multiselect(row.choices.map { Choice(value: $0) }), prompt: Build.template("m?"))
        let engine = Engine(catalog: Build.catalog(Flow(id: "f", steps: [step])))
        switch engine.parse(row.line, fromSource: false, for: step, frame: nil, state: WizardState()) {
        case .success(let value):
            #expect(value == row.picked.map(AnswerValue.array))
        case .failure(let refusal):
            #expect(row.picked == nil, "\(refusal.reason)")
            #expect(refusal.reason.contains("'\(row.refused)'"), "\(refusal.reason)")
        }
    }
}
