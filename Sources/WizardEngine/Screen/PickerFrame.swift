/// What a picker shows under its filter line, computed from the prompt, the picker's state
/// and the terminal's size: a pure function; `ScreenPainter` puts it on the screen.
///
/// A frame always has `height(rows:)` lines, so the painter redraws it in place: the
/// `↑ N more` line, one line per visible row (blank ones when the filter leaves fewer), the
/// `↓ N more` line, a status line (marks and bounds, a filter that matches nothing, or the
/// keys) and the highlighted choice's help. Each line fits in `width - 1` columns, so none
/// wraps. Text from the flow is escaped.
public struct PickerFrame: Equatable, Sendable {
    /// The lines, top to bottom, without line breaks.
    public var lines: [String]

    /// The most rows of choices a list shows.
    public static let maximumRows = 10

    /// How many rows of choices fit: at most 10, at most the number of choices, and fewer
    /// when the terminal is short (the prompt and the frame's other lines need room too).
    ///
    /// - Parameters:
    ///   - choices: how many choices the list has.
    ///   - terminalHeight: the terminal's height in rows.
    public static func rows(choices: Int, terminalHeight: Int) -> Int {
        max(1, min(maximumRows, choices, terminalHeight - 7))
    }

    /// The number of lines of a frame whose list shows `rows` rows.
    public static func height(rows: Int) -> Int { rows + 4 }

    /// Renders the frame.
    ///
    /// - Parameters:
    ///   - picker: the picker's state.
    ///   - prompt: the step's prompt (for a multiselect's bounds).
    ///   - width: the terminal's width in columns.
    ///   - usesColor: whether to add SGR colour (without it the list still reads: `›` is the
    ///     cursor, `[x]` a mark).
    ///   - messages: the language of the frame's own texts; English by default.
    /// - Complexity: O(*rows*) lines, each O(its length): the matches not shown cost nothing.
    public init(picker: PickerState, prompt: Prompt, width: Int, usesColor: Bool, messages: Messages = .english) {
        let style = TextStyle(usesColor: usesColor)
        let fit = max(4, width - 1)
        var lines: [String] = []
        let above = picker.scrollOffset
        lines.append(above > 0 ? style.dim("  " + messages.text(.pickerMoreAbove, ["count": String(above)])) : "")
        for (row, index) in zip(picker.visibleMatches.indices, picker.visibleMatches) {
            let isCursor = row == picker.cursor
            var line = isCursor ? style.accent("›") + " " : "  "
            if picker.allowsMany { line += picker.marked.contains(index) ? style.accent("[x]") + " " : "[ ] " }
            line += Self.label(of: index, in: picker, style: style, isCursor: isCursor, showsValue: !prompt.isReview)
            lines.append(ScreenText.truncate(line, width: fit))
        }
        while lines.count < picker.rows + 1 { lines.append("") }
        let below = picker.matches.count - picker.scrollOffset - picker.visibleMatches.count
        lines.append(below > 0 ? style.dim("  " + messages.text(.pickerMoreBelow, ["count": String(below)])) : "")
        lines.append(ScreenText.truncate(Self.status(picker, prompt: prompt, style: style, messages: messages), width: fit))
        let help = picker.highlighted?.help.map { "  " + TerminalText.escape($0) } ?? ""
        lines.append(ScreenText.truncate(style.dim(help), width: fit))
        self.lines = lines
    }

    /// A choice's label with the filter's match underlined, then its value when it differs
    /// (not at the review, whose values are answer paths).
    private static func label(
        of index: Int, in picker: PickerState, style: TextStyle, isCursor: Bool, showsValue: Bool
    ) -> String {
        let choice = picker.choices[index]
        var label: String
        if let range = picker.matchedRange(inLabelOf: index), style.usesColor {
            let text = choice.label
            label =
                TerminalText.escape(String(text[..<range.lowerBound])) + style.underline(TerminalText.escape(String(text[range])))
                + TerminalText.escape(String(text[range.upperBound...]))
        } else {
            label = TerminalText.escape(choice.label)
        }
        if isCursor { label = style.bold(label) }
        if showsValue, choice.label.lowercased() != choice.value.lowercased() {
            label += style.dim("  \(TerminalText.escape(choice.value))")
        }
        return label
    }

    /// The status line: a filter matching nothing, a multiselect's count and bounds, or the keys.
    private static func status(_ picker: PickerState, prompt: Prompt, style: TextStyle, messages: Messages) -> String {
        if picker.matches.isEmpty {
            let numbered = Int(picker.filter).map { (1...picker.choices.count).contains($0) } ?? false
            return numbered
                ? style.dim("  " + messages.text(.pickerPicksNumber, ["number": picker.filter]))
                : style.error("  " + messages.text(.pickerNoMatch, ["filter": TerminalText.quote(picker.filter)]))
        }
        guard picker.allowsMany else { return style.dim("  " + messages.text(.pickerKeys)) }
        var bounds: [String] = []
        if let min = prompt.minimumSelections { bounds.append(messages.text(.pickerAtLeast, ["count": String(min)])) }
        if let max = prompt.maximumSelections { bounds.append(messages.text(.pickerAtMost, ["count": String(max)])) }
        let marked = ["marked": String(picker.marked.count), "total": String(picker.choices.count)]
        let count = messages.text(.pickerMarked, marked) + (bounds.isEmpty ? "" : " (\(bounds.joined(separator: ", ")))")
        let outside =
            prompt.minimumSelections.map { picker.marked.count < $0 } == true
            || prompt.maximumSelections.map { picker.marked.count > $0 } == true
        return "  " + (outside ? style.warning(count) : style.dim(count)) + style.dim(" " + messages.text(.pickerMarkKeys))
    }

    /// SGR styling that is a no-op without colour.
    struct TextStyle {
        var usesColor: Bool
        func dim(_ text: String) -> String { sgr("2", text) }
        func bold(_ text: String) -> String { sgr("1", text) }
        func underline(_ text: String) -> String { sgr("4", text) }
        func accent(_ text: String) -> String { sgr("36", text) }
        func error(_ text: String) -> String { sgr("31", text) }
        func warning(_ text: String) -> String { sgr("33", text) }
        func success(_ text: String) -> String { sgr("32", text) }
        private func sgr(_ code: String, _ text: String) -> String {
            usesColor && !text.isEmpty ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
        }
    }
}
