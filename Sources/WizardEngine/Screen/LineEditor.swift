/// The text being typed and the cursor in it (in characters).
struct LineEditor {
    var text: String
    var cursor: Int

    init(text: String) {
        self.text = text
        cursor = text.count
    }

    /// Applies an editing action; others change nothing.
    mutating func apply(_ action: KeyAction) {
        switch action {
        case .insert(let typed):
            let index = text.index(text.startIndex, offsetBy: cursor)
            text.insert(contentsOf: typed, at: index)
            cursor += typed.count
        case .deleteBackward where cursor > 0:
            text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
            cursor -= 1
        case .deleteForward where cursor < text.count, .endOfInput where cursor < text.count:
            text.remove(at: text.index(text.startIndex, offsetBy: cursor))
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = text.count
        case .clearLine:
            text = ""
            cursor = 0
        default: break
        }
    }

    /// A picker key on a line that is not a picker's: Space is typed, the rest move.
    mutating func edit(_ move: PickerAction) {
        switch move {
        case .toggle: apply(.insert(" "))
        case .first: apply(.home)
        case .last: apply(.end)
        default: break
        }
    }
}
