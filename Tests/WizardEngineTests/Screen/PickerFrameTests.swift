import Testing

@testable import WizardCore
@testable import WizardEngine

/// What a picker shows, as data: exact lines without colour, a fixed height, the width kept.
@Suite struct PickerFrameTests {
    static func prompt(_ type: String, choices: [PromptChoice], min: Int? = nil, max: Int? = nil) -> Prompt {
        var prompt = Prompt(
            entryID: EntryID(1), path: "x", typeName: type, breadcrumb: ["Setup", "X"], question: "X?", help: nil,
            defaultText: nil, choices: choices, prefill: nil, placeholder: nil, isSecret: false, isOptional: false,
            modal: nil, canGoBack: false, isRepeatQuestion: false, completions: [], completesPaths: false)
        prompt.minimumSelections = min
        prompt.maximumSelections = max
        return prompt
    }

    static let zones = (1...14).map { PromptChoice(number: $0, value: "zone\($0)", label: "Zone \($0)", help: $0 == 1 ? "the first" : nil) }

    @Test("a long list: ten rows, '↓ N more', the highlighted choice's help, the keys")
    func longList() {
        let picker = PickerState(choices: Self.zones, allowsMany: false, selected: nil, rows: 10)
        let frame = PickerFrame(picker: picker, prompt: Self.prompt("select", choices: Self.zones), width: 80, usesColor: false)
        #expect(
            frame.lines == [""] + ["› Zone 1  zone1"] + (2...10).map { "  Zone \($0)  zone\($0)" } + [
                "  ↓ 4 more", "  ↑↓ move · type to filter · Enter pick", "  the first",
            ])
        #expect(frame.lines.count == PickerFrame.height(rows: 10))
    }

    @Test("scrolled to the end: '↑ N more' above, the frame keeps its height when the filter leaves fewer rows")
    func scrolledAndFiltered() {
        var picker = PickerState(choices: Self.zones, allowsMany: false, selected: "zone14", rows: 10)
        var frame = PickerFrame(picker: picker, prompt: Self.prompt("select", choices: Self.zones), width: 80, usesColor: false)
        #expect(frame.lines.first == "  ↑ 4 more")
        picker.apply(.filter("zone 1"))
        frame = PickerFrame(picker: picker, prompt: Self.prompt("select", choices: Self.zones), width: 80, usesColor: false)
        #expect(frame.lines.count == PickerFrame.height(rows: 10))
        #expect(frame.lines.filter { $0.contains("Zone") }.count == 6)
        picker.apply(.filter("mars"))
        frame = PickerFrame(picker: picker, prompt: Self.prompt("select", choices: Self.zones), width: 80, usesColor: false)
        #expect(frame.lines[frame.lines.count - 2] == "  no choice matches 'mars'")
    }

    @Test("a multiselect shows marks, the count and its bounds")
    func multiselectCount() {
        let choices = Array(Self.zones.prefix(3))
        var picker = PickerState(choices: choices, allowsMany: true, selected: "zone2", rows: 3)
        picker.apply(.first)
        let frame = PickerFrame(
            picker: picker, prompt: Self.prompt("multiselect", choices: choices, min: 2, max: 3), width: 80, usesColor: false)
        #expect(
            frame.lines == [
                "", "› [ ] Zone 1  zone1", "  [x] Zone 2  zone2", "  [ ] Zone 3  zone3", "",
                "  1 of 3 marked (at least 2, at most 3) · Space mark · Enter confirm", "  the first",
            ])
    }

    @Test("at 40 columns every line fits in 39 (none wraps), cut with '…'")
    func narrow() {
        let choices = [PromptChoice(number: 1, value: "v", label: String(repeating: "long label ", count: 8))]
        let picker = PickerState(choices: choices, allowsMany: true, selected: nil, rows: 1)
        let frame = PickerFrame(picker: picker, prompt: Self.prompt("multiselect", choices: choices), width: 40, usesColor: true)
        #expect(frame.lines.allSatisfy { ScreenText.width($0) <= 39 })
        #expect(frame.lines[1].hasSuffix("…\u{1B}[0m"))
    }

    @Test("a flow's control characters are escaped in the list")
    func escaped() {
        let choices = [PromptChoice(number: 1, value: "v", label: "evil\u{1B}[2J")]
        let picker = PickerState(choices: choices, allowsMany: false, selected: nil, rows: 1)
        let frame = PickerFrame(picker: picker, prompt: Self.prompt("select", choices: choices), width: 80, usesColor: false)
        #expect(frame.lines[1] == "› evil\\e[2J  v")
    }
}
