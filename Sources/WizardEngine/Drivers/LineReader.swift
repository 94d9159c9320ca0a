/// Splits a byte stream into lines, capping each at the input limit so a huge line can
/// never exhaust memory (a longer line is cut to one byte over the limit, so the engine
/// refuses it as too long).
struct LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var position = 0
    private var isAtEnd = false

    init(fd: Int32) { self.fd = fd }

    /// The next line without its `\n` (and without a `\r` before it), or nil at end of
    /// input. A last line without a newline is still returned.
    mutating func next() -> String? {
        var line: [UInt8] = []
        let cap = InputParser.maximumInputBytes + 1
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

    private func finish(_ line: [UInt8]) -> String {
        var bytes = line[...]
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
