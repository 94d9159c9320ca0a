/// What a key does at a raw terminal (`RawTerminalDriver`).
public enum KeyAction: Equatable, Sendable {
    /// A picker's move or mark (in a picker), or the nearest line edit elsewhere.
    case picker(PickerAction)
    /// A navigation command, as the `wizard-*` keystrokes give it.
    case command(Command)
    /// Inserts text at the cursor.
    case insert(String)
    /// Deletes the character before the cursor.
    case deleteBackward
    /// Deletes the character under the cursor.
    case deleteForward
    /// Moves the cursor one character left or right.
    case left, right
    /// Moves the cursor to the start or the end of the line.
    case home, end
    /// Deletes the whole line.
    case clearLine
    /// Enter.
    case accept
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D: end of input on an empty line, else delete forward.
    case endOfInput
}
