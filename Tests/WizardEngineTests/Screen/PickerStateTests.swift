import Testing

@testable import WizardCore
@testable import WizardEngine

/// The picker as a value: every keystroke's transition, the filter, and the line Enter answers.
@Suite struct PickerStateTests {
    static func choices(_ labels: [String]) -> [PromptChoice] {
        labels.enumerated().map { PromptChoice(number: $0.offset + 1, value: $0.element.lowercased(), label: $0.element) }
    }

    static let languages = choices(["Swift", "Go", "Python", "Rust", "TypeScript"])

    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var allowsMany = false
        var selected: String?
        var rows = 3
        var actions: [PickerAction]
        /// The highlighted label, the visible labels, the marked labels and the answer line.
        var highlighted: String?
        var visible: [String]
        var marked: [String] = []
        var answer: String?
    }

    static let cases: [Case] = [
        Case(
            testDescription: "no default: the cursor starts on the first choice", actions: [],
            highlighted: "Swift", visible: ["Swift", "Go", "Python"], answer: "swift"),
        Case(
            testDescription: "the default puts the cursor on its choice, scrolled into view (bug: cursor on the first)",
            selected: "rust", actions: [], highlighted: "Rust", visible: ["Go", "Python", "Rust"], answer: "rust"),
        Case(
            testDescription: "Down past the window scrolls by one", actions: [.down, .down, .down],
            highlighted: "Rust", visible: ["Go", "Python", "Rust"], answer: "rust"),
        Case(
            testDescription: "Up on the first row changes nothing", actions: [.up],
            highlighted: "Swift", visible: ["Swift", "Go", "Python"], answer: "swift"),
        Case(
            testDescription: "PageDown jumps a page, End the last, Home the first", actions: [.pageDown],
            highlighted: "Rust", visible: ["Go", "Python", "Rust"], answer: "rust"),
        Case(
            testDescription: "End then Home", actions: [.last, .first],
            highlighted: "Swift", visible: ["Swift", "Go", "Python"], answer: "swift"),
        Case(
            testDescription: "the filter ignores case and keeps list order", actions: [.filter("T")],
            highlighted: "Swift", visible: ["Swift", "Python", "Rust"], answer: "swift"),
        Case(
            testDescription: "a filter extended narrows the matches", actions: [.filter("t"), .filter("ty")],
            highlighted: "TypeScript", visible: ["TypeScript"], answer: "typescript"),
        Case(
            testDescription: "the cursor stays on its choice while it still matches", actions: [.down, .down, .filter("o")],
            highlighted: "Python", visible: ["Go", "Python"], answer: "python"),
        Case(
            testDescription: "a filter equal to a value picks it even when another match is highlighted",
            selected: "swift", actions: [.filter("go")], highlighted: "Go", visible: ["Go"], answer: "go"),
        Case(
            testDescription: "a filter matching nothing that is a number picks that choice", actions: [.filter("4")],
            highlighted: nil, visible: [], answer: "rust"),
        Case(
            testDescription: "a filter matching nothing and no number: nothing to pick", actions: [.filter("zz")],
            highlighted: nil, visible: [], answer: nil),
        Case(
            testDescription: "multiselect: the default's choices are marked, the cursor on the first of them",
            allowsMany: true, selected: "go, rust", actions: [],
            highlighted: "Go", visible: ["Swift", "Go", "Python"], marked: ["Go", "Rust"], answer: "go, rust"),
        Case(
            testDescription: "multiselect: Space marks and unmarks the highlighted choice", allowsMany: true,
            actions: [.toggle, .down, .toggle, .toggle, .down, .toggle],
            highlighted: "Python", visible: ["Swift", "Go", "Python"], marked: ["Swift", "Python"], answer: "swift, python"),
        Case(
            testDescription: "select: Space marks nothing", actions: [.toggle],
            highlighted: "Swift", visible: ["Swift", "Go", "Python"], answer: "swift"),
        Case(
            testDescription: "multiselect: numbers of the old answer mark their choices", allowsMany: true, selected: "1, 5",
            actions: [], highlighted: "Swift", visible: ["Swift", "Go", "Python"], marked: ["Swift", "TypeScript"],
            answer: "swift, typescript"),
    ]

    @Test(arguments: cases)
    func transitions(_ c: Case) {
        var picker = PickerState(choices: Self.languages, allowsMany: c.allowsMany, selected: c.selected, rows: c.rows)
        for action in c.actions { picker.apply(action) }
        #expect(picker.highlighted?.label == c.highlighted)
        #expect(picker.visibleMatches.map { picker.choices[$0].label } == c.visible)
        #expect(picker.choices.indices.filter { picker.marked.contains($0) }.map { picker.choices[$0].label } == c.marked)
        #expect(picker.answerLine() == c.answer)
    }

    @Test("a value that would not read back (a leading ':', spaces, a comma in a multiselect) is answered by its number")
    func unsafeValuesByNumber() {
        let choices = [
            PromptChoice(number: 1, value: ":x", label: "colon"), PromptChoice(number: 2, value: " pad", label: "pad"),
            PromptChoice(number: 3, value: "a,b", label: "comma"),
        ]
        var picker = PickerState(choices: choices, allowsMany: true, selected: nil, rows: 5)
        for action: PickerAction in [.toggle, .down, .toggle, .down, .toggle] { picker.apply(action) }
        #expect(picker.answerLine() == "1, 2, 3")
        var single = PickerState(choices: choices, allowsMany: false, selected: nil, rows: 5)
        single.apply(.last)
        #expect(single.answerLine() == "a,b")
    }

    @Test("the matched part of a label is found ignoring case")
    func matchedRange() throws {
        var picker = PickerState(choices: Self.languages, allowsMany: false, selected: nil, rows: 5)
        picker.apply(.filter("SCR"))
        let index = try #require(picker.matches.first)
        let label = picker.choices[index].label
        let range = try #require(picker.matchedRange(inLabelOf: index))
        #expect(label[range] == "Scr")
    }

    @Test("a resize keeps the cursor in view")
    func resizeKeepsCursor() {
        var picker = PickerState(choices: Self.languages, allowsMany: false, selected: "typescript", rows: 5)
        picker.resize(rows: 2)
        #expect(picker.visibleMatches.map { picker.choices[$0].label } == ["Rust", "TypeScript"])
    }
}
