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

    /// The next line without its `\n` (and without a `\r` before it), or nil at end of input. A last line
    /// without a newline is still returned; a line that is not valid UTF-8 is `.failure`.
    mutating func next() -> Result<String, InvalidUTF8>? {
        var line: [UInt8] = []
        let cap = Engine.maximumInputBytes + 1
        while true {
            if position == buffer.count {
                if isAtEnd { break }
                buffer = FileDescriptorIO.read(from: fd, count: 65536)
                position = 0
                if buffer.isEmpty {
                    isAtEnd = true
                    break
                }
            }
            let slice = buffer[position...]
            if let newline = slice.firstIndex(of: UInt8(ascii: "\n")) {
                if line.count < cap { line += buffer[position..<min(newline, position + cap - line.count)] }
                position = newline + 1
                return finish(line)
            }
            if line.count < cap { line += slice.prefix(cap - line.count) }
            position = buffer.count
        }
        return line.isEmpty ? nil : finish(line)
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
