import Testing

@testable import WizardEngine

/// The source each answer is traced with for `--explain`: an empty line is the default,
/// an unchanged pre-filled draft is the draft, and only other lines are typed or piped.
@Suite struct EngineExplainSourceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        /// Lines, each with the driver's origin.
        var lines: [(String, AnswerSource)]
        /// The source of the last `.answered` trace for `name`.
        var expected: AnswerSource
    }

    static let cases: [Case] = [
        Case(testDescription: "typed text is typed", lines: [("al", .typed)], expected: .typed),
        Case(testDescription: "piped text is piped", lines: [("al", .piped)], expected: .piped),
        Case(
            testDescription: "an empty piped line takes the default (bug: 'answered: piped')", lines: [("", .piped)], expected: .default
        ),
        Case(testDescription: "an empty typed line takes the default", lines: [("", .typed)], expected: .default),
        Case(
            testDescription: "Enter on the pre-filled draft after back keeps the draft (bug: 'typed')",
            lines: [("al", .typed), (":back", .typed), ("al", .typed)], expected: .draft),
        Case(
            testDescription: "a changed draft is typed", lines: [("al", .typed), (":back", .typed), ("bo", .typed)], expected: .typed),
        Case(
            testDescription: "a piped line equal to the old answer is piped (nothing is pre-filled when piped)",
            lines: [("al", .piped), (":back", .piped), ("al", .piped)], expected: .piped),
        Case(
            testDescription: "an empty piped line after back takes the default, not the draft",
            lines: [("al", .piped), (":back", .piped), ("", .piped)], expected: .default),
    ]

    @Test(arguments: cases)
    func source(_ c: Case) {
        let flow = Flow(id: "f", steps: [Build.text("name", default: "anon"), Build.text("city")])
        let engine = Engine(catalog: Build.catalog(flow))
        var state = WizardState()
        var traces: [Notice] = engine.start(&state).trace
        for (line, origin) in c.lines {
            guard let command = Command.parse(line) else { continue }
            traces += engine.handle(command, origin: origin, in: &state).trace
        }
        let last = traces.last { if case .answered(path: "name", _) = $0 { true } else { false } }
        #expect(last == .answered(path: "name", source: c.expected))
    }
}
