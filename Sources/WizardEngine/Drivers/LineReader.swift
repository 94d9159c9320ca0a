/// Splits a byte stream into lines, capping each at the input limit so a huge line can never exhaust memory
/// (a longer line is cut to one byte over the limit, so the engine refuses it as too long).
struct LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var position = 0
    private var isAtEnd = false

    init(fd: Int32) { self.fd = fd }

    /// A line that is not valid UTF-8: refused as it is, never repaired.
    struct InvalidUTF8: Error, Equatable {}

    /// The most bytes of an over-long line skipped after its first 64 KiB: a line longer than
    /// this (`< /dev/zero`) ends the input, so reading never goes on without end.
    static let skipLimit = 1024 * 1024
    /// Whether the rest of an over-long line, already returned, is still to be skipped.
    private var isSkippingLongLine = false

    /// The next line without its `\n` (and without a `\r` before it), or nil at end of input. A last line
    /// without a newline is still returned; a line that is not valid UTF-8 is `.failure`. A line
    /// over the limit is returned as soon as the limit is passed (so the engine refuses it);
    /// the rest of it is skipped, and more than `skipLimit` bytes of it end the input.
    mutating func next() -> Result<String, InvalidUTF8>? {
        if isSkippingLongLine && !skipRestOfLongLine() { return nil }
        var line: [UInt8] = []
        let cap = Engine.maximumInputBytes + 1
        while true {
            guard refillIfNeeded() else { break }
            let slice = buffer[position...]
            if let newline = slice.firstIndex(of: UInt8(ascii: "\n")) {
                if line.count < cap { line += buffer[position..<min(newline, position + cap - line.count)] }
                position = newline + 1
                return finish(line)
            }
            let taken = min(slice.count, cap - line.count)
            line += slice.prefix(taken)
            position += taken
            if line.count >= cap {
                isSkippingLongLine = true
                return finish(line)
            }
        }
        return line.isEmpty ? nil : finish(line)
    }

    /// Reads past whole lines up to and including one holding only `.` (a `\r` before its
    /// newline allowed, as `next()` reads it), making no line of them: true once that line
    /// was read, false when input ended first. The rest of an over-long line already
    /// returned is part of the line before, never the `.` line.
    ///
    /// - Complexity: O(*n*) in the bytes read.
    mutating func skipLinesThroughDot() -> Bool {
        var start: LineStart = isSkippingLongLine ? .other : .empty
        isSkippingLongLine = false
        while refillIfNeeded() {
            let newline = buffer[position...].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline ?? buffer.count
            // Only a line's first two bytes can keep it the `.` line.
            for byte in buffer[position..<min(end, position + 2)] where start != .other { start.read(byte) }
            if end - position > 2 { start = .other }
            position = newline.map { $0 + 1 } ?? buffer.count
            guard newline != nil else { continue }
            if start == .dot || start == .dotReturn { return true }
            start = .empty
        }
        return false
    }

    /// What a line's first bytes say of it while `skipLinesThroughDot` looks for the `.` line.
    private enum LineStart {
        case empty, dot, dotReturn, other

        /// The state after one more byte of the line.
        mutating func read(_ byte: UInt8) {
            switch (self, byte) {
            case (.empty, UInt8(ascii: ".")): self = .dot
            case (.dot, UInt8(ascii: "\r")): self = .dotReturn
            default: self = .other
            }
        }
    }

    /// Reads more input when the buffer is used up; false at end of input.
    private mutating func refillIfNeeded() -> Bool {
        guard position == buffer.count else { return true }
        if isAtEnd { return false }
        buffer = FileDescriptorIO.read(from: fd, count: 65536)
        position = 0
        if buffer.isEmpty { isAtEnd = true }
        return !buffer.isEmpty
    }

    /// Skips the rest of an over-long line up to its newline; false (and the input ends) when
    /// it ends first or runs past `skipLimit`.
    private mutating func skipRestOfLongLine() -> Bool {
        var skipped = 0
        while refillIfNeeded() {
            if let newline = buffer[position...].firstIndex(of: UInt8(ascii: "\n")) {
                position = newline + 1
                isSkippingLongLine = false
                return true
            }
            skipped += buffer.count - position
            position = buffer.count
            if skipped > Self.skipLimit {
                isAtEnd = true
                buffer = []
                position = 0
                return false
            }
        }
        return false
    }

    private func finish(_ line: [UInt8]) -> Result<String, InvalidUTF8> {
        var bytes = line[...]
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        // A line cut at the length limit may end inside a character: it is refused as too
        // long by the engine, so its last bytes are not judged here.
        if line.count > Engine.maximumInputBytes { return .success(String(decoding: bytes, as: UTF8.self)) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(InvalidUTF8()) }
        return .success(text)
    }
}
