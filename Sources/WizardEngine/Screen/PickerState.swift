/// A `select` or `multiselect` picker as a value: the choices, the filter, the matches, the
/// cursor, the marks and the scroll offset.
///
/// Invariants (`checkInvariants()`): `matches` holds, in list order, exactly the indices of
/// the choices whose label or value contains `filter` ignoring case; `cursor` is an index
/// into `matches` (0 when there are none); the cursor's row is inside the visible window
/// `scrollOffset ..< scrollOffset + rows`; every mark is a choice index.
public struct PickerState: Equatable, Sendable {
    /// The choices, in list order.
    public let choices: [PromptChoice]
    /// Whether several choices may be marked (multiselect).
    public let allowsMany: Bool
    /// How many rows of choices the list shows at most.
    public private(set) var rows: Int
    /// The text typed on the filter line.
    public private(set) var filter = ""
    /// The indices of the choices that match the filter, in list order.
    public private(set) var matches: [Int]
    /// The highlighted row: an index into `matches`.
    public private(set) var cursor = 0
    /// The first match shown.
    public private(set) var scrollOffset = 0
    /// The marked choices of a multiselect, by index.
    public private(set) var marked: Set<Int> = []
    /// Each choice's label and value, lower-cased, as UTF-8: what the filter searches.
    private let haystacks: [[UInt8]]

    /// Creates a picker with the cursor on the choice `selected` names (a value or a number,
    /// as typed: the draft after `back`, else the default), and a multiselect's named choices
    /// marked.
    ///
    /// - Parameters:
    ///   - choices: the prompt's choices.
    ///   - allowsMany: whether this is a multiselect.
    ///   - selected: the pre-filled answer as it would be typed, if any.
    ///   - rows: the list's height in rows (at least 1).
    /// - Complexity: O(*n*) in the total length of the choices' labels and values.
    public init(choices: [PromptChoice], allowsMany: Bool, selected: String?, rows: Int) {
        self.choices = choices
        self.allowsMany = allowsMany
        self.rows = max(1, rows)
        matches = Array(choices.indices)
        haystacks = choices.map { Self.folded($0.label + "\u{0}" + $0.value) }
        guard let selected else { return }
        let tokens =
            allowsMany
            ? selected.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init) : [selected]
        let named = tokens.compactMap { index(named: $0) }
        if allowsMany { marked = Set(named) }
        if let first = named.first { moveCursor(to: first) }
    }

    /// The highlighted choice, if any match.
    public var highlighted: PromptChoice? {
        matches.isEmpty ? nil : choices[matches[cursor]]
    }

    /// The matches shown, from `scrollOffset`, at most `rows` of them.
    public var visibleMatches: ArraySlice<Int> {
        matches[scrollOffset..<min(matches.count, scrollOffset + rows)]
    }

    /// Applies one keystroke's action; an action that cannot move (Up on the first row)
    /// changes nothing.
    ///
    /// - Parameter action: what the key does.
    /// - Complexity: O(1) for moves and marks; a filter is O(*n*) in the text searched,
    ///   and searches only the current matches when it extends the previous filter.
    public mutating func apply(_ action: PickerAction) {
        switch action {
        case .up: moveCursor(by: -1)
        case .down: moveCursor(by: 1)
        case .pageUp: moveCursor(by: -rows)
        case .pageDown: moveCursor(by: rows)
        case .first: moveCursor(by: -cursor)
        case .last: moveCursor(by: matches.count - 1 - cursor)
        case .toggle:
            guard allowsMany, let index = matches.isEmpty ? nil : matches[cursor] else { return }
            if marked.remove(index) == nil { marked.insert(index) }
        case .filter(let text):
            setFilter(text)
        }
    }

    /// Changes the list's height (the terminal was resized), keeping the cursor in view.
    ///
    /// - Parameter rows: the new height in rows (at least 1).
    public mutating func resize(rows: Int) {
        self.rows = max(1, rows)
        scrollToCursor()
    }

    /// The line that answers the step as the line mode reads it: for a select, the filter
    /// when it names a choice exactly (its value, or else its number), else the highlighted
    /// choice; for a multiselect, the marked choices. Nil when there is nothing to pick.
    ///
    /// A choice is written as its value when that reads back as this one choice, else as its
    /// number (`Engine` takes a value first, then a number).
    public func answerLine() -> String? {
        if allowsMany {
            return choices.indices.filter { marked.contains($0) }.map(typed).joined(separator: ", ")
        }
        let trimmed = filter.trimmingSpaces()
        if !trimmed.isEmpty, let exact = choices.firstIndex(where: { $0.value == trimmed }) { return typed(exact) }
        if let highlighted = matches.isEmpty ? nil : matches[cursor] { return typed(highlighted) }
        if let number = Int(trimmed), number >= 1, number <= choices.count { return typed(number - 1) }
        return nil
    }

    /// The range of a choice's label that the filter matched, ignoring case, if any.
    ///
    /// - Parameter choice: an index into `choices`.
    public func matchedRange(inLabelOf choice: Int) -> Range<String.Index>? {
        let needle = Self.folded(filter.trimmingSpaces())
        guard !needle.isEmpty else { return nil }
        let label = choices[choice].label
        var index = label.startIndex
        while index < label.endIndex {
            var end = index
            var matched: [UInt8] = []
            while end < label.endIndex && matched.count < needle.count {
                matched += Self.folded(String(label[end]))
                end = label.index(after: end)
            }
            if matched.starts(with: needle) { return index..<end }
            index = label.index(after: index)
        }
        return nil
    }

    // MARK: Transitions

    private mutating func setFilter(_ text: String) {
        // Spaces around the filter are not part of what is looked for.
        let needle = Self.folded(text.trimmingSpaces())
        let extendsPrevious = !filter.isEmpty && text.hasPrefix(filter) && !filter.hasSuffix(" ")
        let previous = highlighted.map(\.number)
        let pool = extendsPrevious ? matches : Array(choices.indices)
        filter = text
        matches = needle.isEmpty ? pool : pool.filter { Self.contains(haystacks[$0], needle) }
        // The cursor stays on the same choice while it still matches, else goes to the first.
        cursor = previous.flatMap { number in matches.firstIndex { choices[$0].number == number } } ?? 0
        scrollOffset = 0
        scrollToCursor()
    }

    private mutating func moveCursor(by delta: Int) {
        guard !matches.isEmpty else { return }
        cursor = min(max(0, cursor + delta), matches.count - 1)
        scrollToCursor()
    }

    private mutating func moveCursor(to choice: Int) {
        guard let row = matches.firstIndex(of: choice) else { return }
        cursor = row
        scrollToCursor()
    }

    private mutating func scrollToCursor() {
        if cursor < scrollOffset { scrollOffset = cursor }
        if cursor >= scrollOffset + rows { scrollOffset = cursor - rows + 1 }
        scrollOffset = max(0, min(scrollOffset, max(0, matches.count - rows)))
    }

    // MARK: Matching

    /// The choice a typed token names: its value, else its 1-based number.
    private func index(named token: String) -> Int? {
        let trimmed = token.trimmingSpaces()
        if let exact = choices.firstIndex(where: { $0.value == trimmed }) { return exact }
        if let number = Int(trimmed), number >= 1, number <= choices.count { return number - 1 }
        return nil
    }

    /// A choice as typed: its value when it reads back as itself, else its number.
    private func typed(_ index: Int) -> String {
        let value = choices[index].value
        let safe =
            !value.isEmpty && !value.hasPrefix(":") && value.trimmingSpaces() == value
            && !(allowsMany && value.contains(where: { $0 == "," || $0 == " " || $0 == "\t" }))
            && choices.firstIndex(where: { $0.value == value }) == index
        return safe ? value : String(choices[index].number)
    }

    /// Text lower-cased for matching that ignores case, as UTF-8 (ASCII without a table look-up).
    static func folded(_ text: String) -> [UInt8] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
        }
        return Array(text.lowercased().utf8)
    }

    /// Whether `needle` occurs in `haystack` (a plain scan: a choice's text is short).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count, let first = needle.first else { return needle.isEmpty }
        let last = haystack.count - needle.count
        var i = 0
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < needle.count && haystack[i + j] == needle[j] { j += 1 }
                if j == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let c = slice.first, c == " " || c == "\t" { slice.removeFirst() }
        while let c = slice.last, c == " " || c == "\t" { slice.removeLast() }
        return String(slice)
    }
}
