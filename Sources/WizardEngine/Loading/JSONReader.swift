/// Reads strict RFC 8259 JSON from UTF-8 bytes into a `JSONNode` tree (or a `JSONTape`) that
/// remembers the line and column of every value and key.
///
/// The reader makes one pass over the bytes. It refuses comments, trailing commas,
/// duplicate keys, invalid UTF-8, unescaped control characters in strings, unpaired
/// surrogate escapes, input larger than `maxBytes` and nesting deeper than `maxDepth`
/// (checked as it descends, so deep input can never overflow the stack). A leading UTF-8
/// byte order mark is skipped.
package struct JSONReader: Sendable {
    /// SPEC §11: a flow file may hold at most 16 MiB.
    package static let defaultMaxBytes = 16 * 1024 * 1024
    /// SPEC §11: JSON may nest at most 256 levels (an array or object is one level).
    package static let defaultMaxDepth = 256

    /// The largest input accepted, in bytes.
    package var maxBytes: Int
    /// The deepest nesting of arrays and objects accepted.
    package var maxDepth: Int

    /// Creates a reader with the given limits (SPEC §11's by default).
    ///
    /// - Parameters:
    ///   - maxBytes: the largest input accepted, in bytes.
    ///   - maxDepth: the deepest nesting of arrays and objects accepted.
    package init(maxBytes: Int = JSONReader.defaultMaxBytes, maxDepth: Int = JSONReader.defaultMaxDepth) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
    }

    /// Reads one JSON value that must span the whole input (whitespace aside).
    ///
    /// - Parameter bytes: UTF-8 encoded JSON text.
    /// - Returns: the value with positions.
    /// - Throws: `JSONSyntaxError` with a one-line message and the 1-based line and column
    ///   (in Unicode scalars) of the first problem.
    /// - Complexity: O(number of bytes) expected: the duplicate check reads a bit set for
    ///   known keys, scans an object's earlier keys for others, and keeps a dictionary of
    ///   the keys of an object of 16 keys or more.
    package func read(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONNode {
        // Contiguous input (an array) is read in place: no copy of the file.
        func tree(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONNode, JSONSyntaxError> {
            readTape(buffer).map { $0.node(at: 0) }
        }
        let inPlace = bytes.withContiguousStorageIfAvailable(tree)
        return try (inPlace ?? Array(bytes).withUnsafeBufferPointer(tree)).get()
    }

    /// Reads `bytes` into a `JSONTape` (see `read(_:)`), which borrows them: the tape must
    /// not outlive `bytes`.
    func readTape(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONTape, JSONSyntaxError> {
        readTape(bytes, sink: nil)
    }

    /// Reads `bytes` into a `JSONTape` that borrows them (see `readTape(_:)`), handing each
    /// element of the top object's `steps` array to `topSteps` as soon as it is read; the
    /// tape then keeps none of them (see `TopStepSink`).
    ///
    /// On a syntax error, elements may have been handed over already: the caller drops
    /// whatever it made of them (a file with a syntax error gives that error alone).
    ///
    /// With `release`, the bytes of the streamed array that nothing reads again (those of
    /// the elements handed over, up to the start of the line being read) are passed to it
    /// as they are left behind (see `ByteRelease`).
    func readTape(
        _ bytes: UnsafeBufferPointer<UInt8>, topSteps: TopStepSink, release: ByteRelease? = nil
    ) -> Result<JSONTape, JSONSyntaxError> {
        // The parser keeps the sink only while it runs, inside this call.
        withoutActuallyEscaping(topSteps) { readTape(bytes, sink: $0, release: release) }
    }

    private func readTape(
        _ bytes: UnsafeBufferPointer<UInt8>, sink: TopStepSink?, release: ByteRelease? = nil
    ) -> Result<JSONTape, JSONSyntaxError> {
        if bytes.count > maxBytes {
            return .failure(
                JSONSyntaxError(
                    message:
                        "input is \(bytes.count) bytes, more than the limit of \(JSONReader.describeSize(maxBytes))",
                    line: 1, column: 1))
        }
        let tape = JSONTape(borrowing: bytes)
        // The parser writes through the tape's storage: the tape is held until it is done.
        let parsed = withExtendedLifetime(tape) { () -> JSONSyntaxError? in
            var parser = JSONParser(bytes: bytes, maxDepth: maxDepth, storage: tape.storage)
            defer { parser.keyStack.deallocate() }
            parser.topStepSink = sink
            parser.byteRelease = release
            do throws(JSONSyntaxError) {
                try parser.parseDocument()
            } catch {
                return error
            }
            return nil
        }
        if let parsed { return .failure(parsed) }
        return .success(tape)
    }

    /// `16 MiB (16777216 bytes)`, or just the byte count when it is not whole mebibytes.
    static func describeSize(_ bytes: Int) -> String {
        let mebibyte = 1024 * 1024
        if bytes >= mebibyte, bytes % mebibyte == 0 {
            return "\(bytes / mebibyte) MiB (\(bytes) bytes)"
        }
        return "\(bytes) bytes"
    }
}

/// Takes an element of the top object's `steps` array right after the parser read it:
/// `element`, a view valid only during the call (its entries are dropped next), its
/// `position` in the array, and `arrayEntry`, the array's own entry (which, once the whole
/// document is read, counts the elements but holds none).
typealias TopStepSink = (_ element: JSONValue, _ position: Int, _ arrayEntry: Int) -> Void

/// Where a parse that streams the top `steps` array says which of its input's bytes it will
/// not read again: `body` gets ranges of at least `stride` bytes, in increasing order,
/// each starting where the previous one ended, all inside the array (see
/// `JSONParser.handOver`). The owner of the bytes may then reuse or discard them.
struct ByteRelease {
    /// The fewest bytes passed at once (calls are batched: each may cost a system call).
    var stride: Int
    /// Takes each range of bytes left behind.
    var body: (Range<Int>) -> Void
}

/// A JSON syntax error: what was expected and found, and where (lines and columns from 1).
package struct JSONSyntaxError: Error, Equatable, Sendable {
    /// One sentence without a trailing period, e.g.
    /// `expected ',' or '}' after object member but found '"'`.
    package var message: String
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, in Unicode scalars.
    package var column: Int

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - message: one sentence without a trailing period.
    ///   - line: the line, from 1.
    ///   - column: the column, from 1, in Unicode scalars.
    package init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}
