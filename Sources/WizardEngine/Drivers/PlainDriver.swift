/// The driver for standard input that is not a terminal: one answer or typed
/// command per line; the UI goes to standard error, without colour.
public struct PlainDriver: TerminalDriver {
    private var reader: LineReader
    private let outputFD: Int32
    private let echoesInput: Bool
    /// Whether the UI may use colour (`TerminalDriver`).
    public let usesColor: Bool
    /// The language of the driver's own texts (hints, list status, refusals); English by default.
    public var messages = Messages.english
    /// Where the lines read by this driver come from, for `--explain` (`TerminalDriver`).
    public let inputSource: AnswerSource

    /// Creates a driver over file descriptors (standard input and standard error by default).
    ///
    /// - Parameters:
    ///   - inputFD: where lines are read from.
    ///   - outputFD: where the UI is written.
    ///   - usesColor: colour in the UI (only sensible when `outputFD` is a terminal).
    public init(inputFD: Int32 = 0, outputFD: Int32 = 2, usesColor: Bool = false) {
        reader = LineReader(fd: inputFD)
        self.outputFD = outputFD
        self.usesColor = usesColor
        let inputIsTerminal = FileDescriptorIO.isTerminal(inputFD)
        echoesInput = !inputIsTerminal
        inputSource = inputIsTerminal ? .typed : .piped
    }

    /// Writes UI text to the output descriptor (`TerminalDriver`).
    ///
    /// - Parameter text: the text, already escaped and styled; written as is.
    public mutating func write(_ text: String) {
        FileDescriptorIO.write(text, to: outputFD)
    }

    /// Writes `linePrompt` and reads one line; when input is not a terminal the line is echoed (escaped, at
    /// most 200 characters, nothing for a secret) so the transcript reads like a typed session.
    ///
    /// - Parameters:
    ///   - linePrompt: the text before the input (already escaped and styled).
    ///   - prompt: the prompt as data; only its secrecy is used.
    /// - Returns: the line, `.notUTF8` for a line that is not UTF-8, `.interrupted(signal:)`
    ///   when input stopped because a signal arrived, else `.endOfInput`.
    public mutating func readLine(_ linePrompt: String, for prompt: Prompt) -> DriverInput {
        FileDescriptorIO.write(linePrompt, to: outputFD)
        guard let read = reader.next() else {
            if echoesInput { FileDescriptorIO.write("\n", to: outputFD) }
            if let signal = Signals.take() { return .interrupted(signal: signal) }
            return .endOfInput
        }
        guard case .success(let line) = read else {
            if echoesInput { FileDescriptorIO.write("\n", to: outputFD) }
            return .notUTF8
        }
        if echoesInput {
            let shown = prompt.isSecret ? "" : TerminalText.escape(String(line.prefix(200)))
            FileDescriptorIO.write(shown + "\n", to: outputFD)
        }
        return .line(line)
    }

    /// Passes over the rest of a long text too long to be an answer, up to its `.` line,
    /// neither echoing nor keeping it (`TerminalDriver`): a piped text of megabytes is
    /// read in time linear in its bytes, and prints nothing more.
    ///
    /// - Parameter prompt: the prompt as data; not used.
    /// - Returns: nil once the `.` line was read; `.interrupted(signal:)` when input
    ///   stopped because a signal arrived, else `.endOfInput`.
    public mutating func skipLongText(for prompt: Prompt) -> DriverInput? {
        if reader.skipLinesThroughDot() { return nil }
        if echoesInput { FileDescriptorIO.write("\n", to: outputFD) }
        if let signal = Signals.take() { return .interrupted(signal: signal) }
        return .endOfInput
    }
}
